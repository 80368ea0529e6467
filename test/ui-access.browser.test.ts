/**
 * Access in headless Chromium (embedded mode): the login captcha is a real check, the routes
 * are gated by session and profile, every §2 route has a screen, the interface switches
 * pt-BR → en → es → ru (error texts included), dark mode follows the user across reloads and
 * logins, a company registers itself, the reset link arrives through a real local SMTP server and
 * sets the new password, the service worker
 * is registered.
 */
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { haveChromium, launchBrowser, signIn, solveCaptcha } from "../agent-ui/e2e/agentPage"
import type { NodeHandle } from "../runtime/src/server/node"
import { linkIn, startMailServer } from "./access.helpers"
import { createDemoUser } from "./support/clients"
import { makeEnv, startTestNode, type TestEnv } from "./support/modes"

const shots = process.env.ATENDE_SCREENSHOTS

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage()
}

async function toast(page: Page, text: string): Promise<void> {
  await page.getByTestId("toast").filter({ hasText: text }).first().waitFor()
}

describe.skipIf(!haveChromium)("access in a real browser", () => {
  let env: TestEnv
  let node: NodeHandle
  let browser: Browser
  let mail: Awaited<ReturnType<typeof startMailServer>>

  beforeAll(async () => {
    env = await makeEnv("embedded")
    mail = await startMailServer()
    node = await startTestNode(env, { ATENDE_REGISTRATION: "on", ATENDE_SMTP_URL: mail.url })
    browser = await launchBrowser()
    await createDemoUser(node.url, {
      name: "Davi Atendente",
      email: "davi@atende.local",
      password: "Davi12345",
      profile: "user"
    })
  })
  afterAll(async () => {
    await browser?.close()
    await node?.close()
    await mail?.close()
    await env?.cleanup()
  })

  it("asks for login and the captcha, then gates the routes by profile", async () => {
    const page = await newPage(browser)
    await page.goto(`${node.url}/#/atendimento`)
    await page.waitForURL(/#\/login$/)
    await toast(page, "Faça login para continuar.")

    await page.getByTestId("login-identifier").fill("admin@atende.local")
    await page.getByTestId("login-password").fill("Admin12345")
    await page.getByTestId("login-submit").click()
    await page.getByTestId("captcha-error").waitFor()
    // The page holds a picture, not the answer; a drop far from the slot is sent and the server refuses it.
    const track = page.getByTestId("captcha-track")
    const picture = page.getByTestId("captcha-picture")
    await picture.waitFor()
    expect(await track.getAttribute("data-target")).toBeNull()
    const firstPicture = await picture.getAttribute("src")
    const box = (await track.boundingBox())!
    await page.mouse.move(box.x + 22, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2, { steps: 5 }) // 100: every slot lies in 5..95
    await page.mouse.up()
    await page.locator('[data-testid="captcha"][data-phase="done"]').waitFor()
    if (shots) await page.screenshot({ path: `${shots}/login.png` })
    await page.getByTestId("login-submit").click()
    await toast(page, "A verificação não foi aceita")
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="captcha-picture"]')?.getAttribute("src") !== before,
      firstPicture
    )
    await page.locator('[data-testid="captcha"][data-phase="ready"]').waitFor()
    await solveCaptcha(page)
    await page.getByTestId("login-submit").click()
    await page.waitForURL(/#\/home$/)
    await page.getByTestId("mass-actions").waitFor()

    // Every route of §2 has a screen: placeholders carry the screen's name.
    await page.goto(`${node.url}/#/kanban`)
    await page
      .locator('[data-testid="placeholder"][data-screen="kanban"]')
      .filter({ hasText: "Kanban de leads" })
      .waitFor()
    await page.goto(`${node.url}/#/configuracoes/prompt`)
    await page.locator('[data-testid="placeholder"][data-screen="settingsPrompt"]').waitFor()
    await page.goto(`${node.url}/#/nao-existe`)
    await page.getByText("Página não encontrada").waitFor()
    expect(await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration("/sw.js")))).toBe(true)
    await page.goto(`${node.url}/#/home`)
    await page.getByTestId("btn-logout").click()
    await page.waitForURL(/#\/login$/)

    // An agent (profile user) lands on the workspace and is sent home from the settings.
    await signIn(page, node.url, "davi@atende.local", "Davi12345", /#\/atendimento$/)
    expect(await page.getByTestId("nav-settings").count()).toBe(0)
    await page.goto(`${node.url}/#/configuracoes`)
    await page.waitForURL(/#\/home$/)
    await toast(page, "Você não tem permissão para acessar esta página.")
    expect(await page.getByTestId("mass-actions").count()).toBe(0)
  }, 60_000)

  it("switches pt-BR → en → es → ru, error texts included, and keeps dark mode per user", async () => {
    const page = await newPage(browser)
    await signIn(page, node.url, "admin@atende.local", "Admin12345", /#\/home$/)
    await page.goto(`${node.url}/#/atendimento`)
    const nav = page.getByTestId("nav-workspace")
    expect(await nav.textContent()).toBe("Atendimentos")
    for (const [lang, label] of [
      ["en", "Tickets"],
      ["es", "Atenciones"],
      ["ru", "Обращения"]
    ] as const) {
      await page.getByTestId("lang-switch").selectOption(lang)
      await page.getByTestId("nav-workspace").filter({ hasText: label }).waitFor()
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang)
    }
    await page.goto(`${node.url}/#/atendimento/999999`)
    await toast(page, "Обращение не найдено")
    await page.getByTestId("lang-switch").selectOption("pt-BR")
    await page.getByTestId("nav-workspace").filter({ hasText: "Atendimentos" }).waitFor()

    // Dark mode: saved for the user, applied after a reload and at the next login.
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light")
    await page.getByTestId("theme-toggle").click()
    await page.locator('html[data-theme="dark"]').waitFor()
    await page.waitForTimeout(300)
    await page.reload()
    await page.locator('html[data-theme="dark"]').waitFor()
    if (shots) await page.screenshot({ path: `${shots}/workspace-dark.png` })
    await page.getByTestId("btn-logout").click()
    await page.locator('html[data-theme="light"]').waitFor()
    const other = await newPage(browser)
    await signIn(other, node.url, "admin@atende.local", "Admin12345", /#\/home$/)
    await other.locator('html[data-theme="dark"]').waitFor()
    await other.getByTestId("theme-toggle").click()
    await other.locator('html[data-theme="light"]').waitFor()
  }, 60_000)

  it("registers a company with a valid document, and answers the forgot-password action", async () => {
    const page = await newPage(browser)
    await page.goto(`${node.url}/#/login`)
    await page.getByTestId("tab-register").click()
    await page.waitForURL(/#\/register$/)
    await page.getByTestId("register-company").fill("Padaria Pão Bom")
    await page.getByTestId("register-document").fill("11.444.777/0001-62")
    await page.getByTestId("register-name").fill("Paula Dona")
    await page.getByTestId("register-email").fill("paula@paobom.com.br")
    await page.getByTestId("register-phoneNumber").fill("+55 11 98888-7777")
    await page.getByTestId("register-password").fill("Padaria2026")
    await page.getByTestId("register-confirm").fill("Padaria2026")
    await page.getByTestId("register-plan-enterprise").check({ force: true })
    await page.getByTestId("register-submit").click()
    await page.getByText("CPF ou CNPJ inválido.").waitFor()
    await page.getByText("Aceite os termos de uso para continuar.").waitFor()
    await page.getByTestId("register-document").fill("11.444.777/0001-61")
    await page.getByTestId("register-terms").check()
    await solveCaptcha(page)
    if (shots) await page.screenshot({ path: `${shots}/register.png`, fullPage: true })
    await page.getByTestId("register-submit").click()
    await page.waitForURL(/#\/login$/)
    await toast(page, "Conta criada")
    await signIn(page, node.url, "paula@paobom.com.br", "Padaria2026", /#\/home$/)
    await page.getByTestId("btn-logout").click()
    await page.waitForURL(/#\/login$/)

    await page.getByTestId("forgot-open").click()
    await page.getByTestId("forgot-email").fill("paula@paobom.com.br")
    await solveCaptcha(page, page.getByTestId("forgot-dialog"))
    await page.getByTestId("forgot-submit").click()
    await toast(page, "Se o cadastro existir")

    // The reset page checks the rule and the confirmation before calling the server.
    await page.goto(`${node.url}/#/redefining?token=${"x".repeat(24)}`)
    await page.getByTestId("redefining-password").fill("Nova2026x")
    await page.getByTestId("redefining-confirm").fill("Nova2026y")
    await page.getByTestId("redefining-submit").click()
    await page.getByText("As senhas não conferem.").waitFor()
    await page.getByTestId("redefining-confirm").fill("Nova2026x")
    await page.getByTestId("redefining-submit").click()
    await toast(page, "Link expirado")

    // The real link arrives by e-mail through the local SMTP server; it sets the new password once.
    const { token } = linkIn((await mail.mailTo("paula@paobom.com.br")).raw)
    await page.goto(`${node.url}/#/redefining?token=${token}`)
    await page.getByTestId("redefining-password").fill("Nova2026x")
    await page.getByTestId("redefining-confirm").fill("Nova2026x")
    await page.getByTestId("redefining-submit").click()
    await toast(page, "Senha alterada")
    await signIn(page, node.url, "paula@paobom.com.br", "Nova2026x", /#\/home$/)
  }, 60_000)
})
