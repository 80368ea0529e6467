/**
 * The react-admin console in headless Chromium (embedded mode), reached from the agent UI's
 * settings link: queues and tags, the general settings page, deleting a user with the
 * inheriting user picker, the platform operator's tenants, resellers and plans, and the
 * console's es and ru translations.
 */
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { haveChromium } from "../agent-ui/e2e/agentPage"
import { signedInPage, useBrowserKit } from "./support/browserKit"

const shots = process.env.ATENDE_SCREENSHOTS

async function notified(page: Page, text: string): Promise<void> {
  await page.locator(".MuiSnackbar-root", { hasText: text }).first().waitFor()
}

describe.skipIf(!haveChromium)("console in a real browser", () => {
  const kit = useBrowserKit({
    users: [{ name: "Eva Temporária", email: "eva@atende.local", password: "Eva123456", profile: "user" }]
  })

  it("manages queues, tags, settings, users and the operator's resources", async () => {
    const page = await signedInPage(kit, { width: 1300, height: 900 })
    await page.getByTestId("nav-settings").click()
    await page.waitForURL(/\/console\//)

    // Queues and tags.
    await page.goto(`${kit.node.url}/console/#/queues/create`)
    await page.getByLabel("Nome").fill("Financeiro")
    await page.getByRole("button", { name: "Salvar" }).click()
    await page.waitForURL(/#\/queues$/)
    await page.getByRole("cell", { name: "Financeiro" }).waitFor()
    await page.goto(`${kit.node.url}/console/#/tags/create`)
    await page.getByLabel("Nome").fill("VIP")
    await page.getByRole("button", { name: "Salvar" }).click()
    await page.waitForURL(/#\/tags$/)
    await page.getByRole("cell", { name: "VIP" }).waitFor()

    // General settings: a change is saved and read back.
    await page.goto(`${kit.node.url}/console/#/settings`)
    await page.getByTestId("settings-page").waitFor()
    await page.getByLabel("Ocultar telefone e e-mail dos contatos (exceto administradores)").check()
    await page.getByRole("button", { name: "Salvar" }).click()
    await notified(page, "Configurações salvas.")
    await page.reload()
    await page.getByTestId("settings-page").waitFor()
    expect(await page.getByLabel("Ocultar telefone e e-mail dos contatos (exceto administradores)").isChecked()).toBe(
      true
    )
    if (shots) await page.screenshot({ path: `${shots}/console-settings.png` })

    // Deleting a user asks who inherits the tickets.
    await page.goto(`${kit.node.url}/console/#/users`)
    await page.getByRole("cell", { name: "Eva Temporária" }).click()
    await page.getByTestId("user-delete").click()
    await page.getByRole("combobox").last().click()
    await page.getByRole("option", { name: /Administrador/ }).click()
    if (shots) await page.screenshot({ path: `${shots}/console-user-delete.png` })
    await page.getByTestId("user-delete-confirm").click()
    await page.waitForURL(/#\/users$/)
    await page.getByRole("cell", { name: "Administrador" }).first().waitFor()
    expect(await page.getByRole("cell", { name: "Eva Temporária" }).count()).toBe(0)

    // The platform operator's resources.
    await page.goto(`${kit.node.url}/console/#/tenants`)
    await page.getByRole("cell", { name: "Demo" }).waitFor()
    await page.goto(`${kit.node.url}/console/#/resellers/create`)
    await page.getByLabel("Nome").fill("Revenda Sul")
    await page.getByLabel("Máximo de usuários").fill("50")
    await page.getByRole("button", { name: "Salvar" }).click()
    await page.waitForURL(/#\/resellers$/)
    await page.getByRole("cell", { name: "Revenda Sul" }).waitFor()
    await page.goto(`${kit.node.url}/console/#/tenants/create`)
    await page.locator(`input[name="name"]`).fill("Loja Teste")
    await page.locator(`input[name="adminEmail"]`).fill("dona@lojateste.com.br")
    await page.getByRole("button", { name: "Salvar" }).click()
    await page.waitForURL(/#\/tenants\/\d+$/)
    await page.getByRole("combobox", { name: /Licença/ }).click()
    await page.getByRole("option", { name: "Bloqueada" }).click()
    await page.getByRole("button", { name: "Salvar" }).click()
    await page.waitForURL(/#\/tenants$/)
    await page
      .getByRole("row", { name: /Loja Teste/ })
      .getByText("Bloqueada")
      .waitFor()
    await page.goto(`${kit.node.url}/console/#/plans`)
    await page.getByRole("cell", { name: "Enterprise" }).waitFor()

    // The console speaks es and ru too.
    for (const [language, queues] of [
      ["Español", "Colas"],
      ["Русский", "Очереди"]
    ] as const) {
      await page.getByRole("button", { name: /Português|Español|English|Русский/i }).click()
      await page.getByRole("menuitem", { name: language }).click()
      await page.getByRole("menuitem", { name: queues }).waitFor()
    }
    if (shots) await page.screenshot({ path: `${shots}/console-ru.png` })
  }, 60_000)
})
