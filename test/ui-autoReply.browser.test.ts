/**
 * Auto-reply flows in headless Chromium (embedded mode): on /auto-resposta the administrator is told
 * the description is missing, creates an auto-reply with a test number, adds its initial step and a
 * second one, is refused a second initial step (the catalogue's text), gives the first step an action
 * to a queue and one to the next step, sees it all again after a reload, and deletes it after
 * confirming. An agent sees the list but no button that changes it.
 */
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { haveChromium, signIn } from "../agent-ui/e2e/agentPage"
import { http, login } from "./support/clients"
import { signedInPage, useBrowserKit } from "./support/browserKit"

const shots = process.env.ATENDE_SCREENSHOTS

const row = (page: Page, name: string) => page.locator(`[data-testid="auto-reply-row"][data-name="${name}"]`)
const step = (page: Page, text: string) => page.getByTestId("auto-reply-step").filter({ hasText: text })

async function addAction(page: Page, stepText: string, key: string, kind: string, reply = "") {
  await step(page, stepText).getByTestId("auto-reply-action-add").click()
  const form = step(page, stepText).getByTestId("auto-reply-action-form")
  await form.getByTestId("auto-reply-action-key").fill(key)
  await form.getByTestId("auto-reply-action-destination-kind").selectOption(kind)
  await form.getByTestId("auto-reply-action-target").selectOption({ index: 1 })
  if (reply) await form.getByTestId("auto-reply-action-reply").fill(reply)
  await form.getByTestId("auto-reply-action-save").click()
  await step(page, stepText).locator(`[data-testid="auto-reply-action"][data-key="${key}"]`).waitFor()
}

describe.skipIf(!haveChromium)("auto-reply flows in a real browser", () => {
  const kit = useBrowserKit()

  it("creates an auto-reply with steps and actions, one initial step, and deletes it", async () => {
    const admin = await signedInPage(kit, { width: 1400, height: 900 })
    await admin.goto(`${kit.node.url}/#/auto-resposta`)
    await admin.getByTestId("auto-reply-empty").filter({ hasText: "Nenhuma auto resposta cadastrada" }).waitFor()

    // the description is required: said under the field, nothing sent
    await admin.getByTestId("auto-reply-add").click()
    await admin.getByTestId("auto-reply-save").click()
    await admin.getByTestId("auto-reply-description-error").filter({ hasText: "obrigatório" }).waitFor()
    await admin.getByTestId("auto-reply-description").fill("Menu principal")
    await admin.getByTestId("auto-reply-test-number").fill("+55 11 98888-7777")
    await admin.getByTestId("auto-reply-save").click()
    // saved, the dialog stays for the steps
    await admin.getByTestId("auto-reply-steps-empty").waitFor()
    await row(admin, "Menu principal").waitFor()

    // the first step is the initial one (offered checked while there is none)
    expect(await admin.getByTestId("auto-reply-step-initial").isChecked()).toBe(true)
    await admin.getByTestId("auto-reply-step-message").fill("Olá! 1 Vendas, 2 Despedida")
    await admin.getByTestId("auto-reply-step-add").click()
    await step(admin, "Olá! 1 Vendas").waitFor()
    expect(await admin.getByTestId("auto-reply-step-initial").isChecked()).toBe(false)
    await admin.getByTestId("auto-reply-step-message").fill("Obrigado, até logo")
    await admin.getByTestId("auto-reply-step-add").click()
    await step(admin, "Obrigado, até logo").waitFor()

    // a second initial step is refused with the catalogue's text, and nothing changes
    await admin.getByTestId("auto-reply-step-message").fill("Outro começo")
    await admin.getByTestId("auto-reply-step-initial").check()
    await admin.getByTestId("auto-reply-step-add").click()
    await admin.getByTestId("auto-reply-step-refused").filter({ hasText: "Etapa inicial já existe" }).waitFor()
    expect(await admin.getByTestId("auto-reply-step").count()).toBe(2)
    await step(admin, "Obrigado, até logo").getByTestId("auto-reply-step-initial-toggle").click()
    await step(admin, "Obrigado, até logo").getByTestId("auto-reply-step-refused").waitFor()
    expect(await step(admin, "Obrigado, até logo").getByTestId("auto-reply-step-initial-toggle").isChecked()).toBe(
      false
    )

    // actions: "1" to a queue with a return message, "2" to the next step
    await addAction(admin, "Olá! 1 Vendas", "1", "queue", "Um momento, por favor.")
    await addAction(admin, "Olá! 1 Vendas", "2", "step")
    const first = step(admin, "Olá! 1 Vendas")
    await first.locator('[data-testid="auto-reply-action"][data-key="1"]').filter({ hasText: "Fila:" }).waitFor()
    await first
      .locator('[data-testid="auto-reply-action"][data-key="2"]')
      .filter({ hasText: "Etapa: Obrigado, até logo" })
      .waitFor()
    if (shots) await admin.screenshot({ path: `${shots}/auto-reply-dialog.png` })

    // after a reload, all of it is there
    await admin.reload()
    await row(admin, "Menu principal").filter({ hasText: "2 etapa(s)" }).waitFor()
    await row(admin, "Menu principal").filter({ hasText: "5511988887777" }).waitFor()
    await row(admin, "Menu principal").getByTestId("auto-reply-edit").click()
    await step(admin, "Olá! 1 Vendas").locator('[data-testid="auto-reply-action"]').nth(1).waitFor()
    await admin.keyboard.press("Escape")
    await admin.getByTestId("auto-reply-dialog").waitFor({ state: "detached" })

    // delete, after confirming
    await row(admin, "Menu principal").getByTestId("auto-reply-delete").click()
    await admin.getByTestId("auto-reply-delete-dialog").filter({ hasText: "Menu principal" }).waitFor()
    await admin.getByTestId("auto-reply-delete-confirm").click()
    await row(admin, "Menu principal").waitFor({ state: "detached" })
    await admin.getByTestId("auto-reply-empty").waitFor()

    // an agent reads the list, with no button that changes it
    // (signing in through the API ends the administrator's browser session: the page is done)
    const adminApi = await login(kit.node.url, "admin@atende.local", "Admin12345")
    await http(kit.node.url, "POST", "/auto-reply", { auth: adminApi, body: { description: "Menu principal" } })
    const email = `agente-${Date.now()}@auto.test`
    const created = await http(kit.node.url, "POST", "/admin/users", {
      auth: adminApi,
      body: { name: "Agente Auto", email, password: "Agent12345", profile: "user" }
    })
    expect(created.status).toBeLessThan(300)
    const agent = await (await kit.browser.newContext({ viewport: { width: 1200, height: 800 } })).newPage()
    await signIn(agent, kit.node.url, email, "Agent12345")
    await agent.goto(`${kit.node.url}/#/auto-resposta`)
    await row(agent, "Menu principal").waitFor()
    await agent.getByText("Somente administradores alteram as auto respostas.").waitFor()
    expect(await agent.getByTestId("auto-reply-add").count()).toBe(0)
    expect(await agent.getByTestId("auto-reply-edit").count()).toBe(0)
  }, 120_000)
})
