/**
 * System information in headless Chromium (embedded mode). On /configuracoes/informacoes-sistema
 * the administrator sees the node that answered (its hostname, marked "this server", with its CPU,
 * memory and disk bars) and the company's space: its files' size against the space the platform's
 * operator contracted, with the free space and percentage; in Portuguese, then in English. An
 * agent is sent away with the no-permission notice.
 */
import os from "node:os"
import { beforeAll, describe, expect, it } from "vitest"
import { haveChromium, signIn } from "../agent-ui/e2e/agentPage"
import { demoToken, http, login, type Login } from "./support/clients"
import { ADMIN, signedInPage, useBrowserKit } from "./support/browserKit"

const shots = process.env.ATENDE_SCREENSHOTS
/** Reads what the screen shows; a second sign-in of the administrator would end the page's session. */
const ROBOT = { name: "Robô do Sistema", email: "robo-sistema@atende.local", password: "Robo12345", profile: "admin" }
const AGENT = {
  name: "Agente do Sistema",
  email: "agente-sistema@atende.local",
  password: "Agente12345",
  profile: "user"
}

describe.skipIf(!haveChromium)("system information screen in a real browser", () => {
  const kit = useBrowserKit({ users: [ROBOT, AGENT] })
  let robot: Login
  beforeAll(async () => {
    robot = await login(kit.node.url, ROBOT.email, ROBOT.password)
    // the operator contracts 10 MB (before the page signs the administrator in), a visitor sends 512 KB
    const operator = await login(kit.node.url, ADMIN.email, ADMIN.password)
    const set = await http(kit.node.url, "PUT", `/admin/tenants/${operator.tenantId}`, {
      auth: operator,
      body: { storageQuotaMb: 10 }
    })
    expect(set.status).toBe(200)
    const token = await demoToken(kit.node.url)
    const sent = await http(kit.node.url, "POST", `/webchat/media?token=${token}&visitor=sysinfo`, {
      raw: "x".repeat(512 * 1024),
      headers: { "content-type": "application/pdf", "x-file-name": "contrato.pdf" }
    })
    expect(sent.status).toBe(200)
  })

  it("shows the answering node's figures and the company's space, in Portuguese and in English", async () => {
    const space = (await http(kit.node.url, "GET", "/system/info", { auth: robot })).json.tenant
    expect(space).toMatchObject({ files: 1, used: 512 * 1024, quota: 10 * 1024 * 1024 })

    const page = await signedInPage(kit, { width: 1400, height: 1000 })
    page.setDefaultTimeout(15_000)
    await page.goto(`${kit.node.url}/#/configuracoes/informacoes-sistema`)
    await page.getByRole("heading", { name: "Informações do sistema" }).waitFor()
    const node = page.locator('[data-testid="system-node"][data-answering="true"]')
    await node.getByTestId("node-hostname").filter({ hasText: os.hostname() }).waitFor()
    await node.getByTestId("node-answering").filter({ hasText: "Este servidor" }).waitFor()
    expect(await page.getByTestId("system-node").count()).toBe(1)
    expect(await node.getByTestId("node-cpus").innerText()).toBe(String(os.cpus().length))
    await node.getByTestId("node-memory-total").filter({ hasText: / GB$/ }).waitFor()
    await node.getByTestId("node-memory-usage").getByRole("progressbar").waitFor()
    await node.getByTestId("node-disk-usage").getByRole("progressbar").waitFor()
    await node
      .getByTestId("node-uptime")
      .filter({ hasText: /\d+ (d \d+ h|h \d+ min|min)$/ })
      .waitFor()
    await page.getByTestId("system-mode").filter({ hasText: "Modo embarcado" }).waitFor()

    const tenant = page.getByTestId("tenant-space")
    await tenant.getByRole("heading", { name: "Espaço da empresa" }).waitFor()
    expect(await tenant.getByTestId("tenant-used").innerText()).toBe("512,00 KB")
    expect(await tenant.getByTestId("tenant-files").innerText()).toBe("1")
    expect(await tenant.getByTestId("tenant-quota").innerText()).toBe("10,00 MB")
    expect(await tenant.getByTestId("tenant-free").innerText()).toBe("9,50 MB")
    expect(await tenant.getByTestId("tenant-free-percent").innerText()).toBe("95,00 %")
    await tenant
      .getByTestId("tenant-usage")
      .filter({ hasText: "Uso do espaço contratado" })
      .filter({ hasText: "5,00 %" })
      .waitFor()
    if (shots) await page.screenshot({ path: `${shots}/system-info.png`, fullPage: true })

    await page.getByTestId("lang-switch").selectOption("en")
    await page.getByRole("heading", { name: "System information" }).waitFor()
    await node.getByTestId("node-answering").filter({ hasText: "This server" }).waitFor()
    await tenant.getByRole("heading", { name: "Company space" }).waitFor()
    await tenant.getByText("Contracted space", { exact: true }).waitFor()
    await tenant.getByTestId("tenant-usage").filter({ hasText: "Contracted space in use" }).waitFor()
    await page.getByTestId("system-mode").filter({ hasText: "Embedded mode" }).waitFor()
    expect(await node.getByTestId("node-hostname").innerText()).toBe(os.hostname())
    expect(await tenant.getByTestId("tenant-free").innerText()).toBe("9,50 MB")
    await page.getByTestId("lang-switch").selectOption("pt-BR")
    await page.getByRole("heading", { name: "Informações do sistema" }).waitFor()
  }, 120_000)

  it("an agent is sent away with the no-permission notice", async () => {
    const page = await (await kit.browser.newContext({ viewport: { width: 1200, height: 900 } })).newPage()
    page.setDefaultTimeout(15_000)
    // an agent lands on the workspace
    await signIn(page, kit.node.url, AGENT.email, AGENT.password, /#\/atendimento/)
    await page.goto(`${kit.node.url}/#/configuracoes/informacoes-sistema`)
    await page.getByText("Você não tem permissão para acessar esta página.").waitFor()
    expect(page.url()).not.toContain("informacoes-sistema")
    expect(await page.getByTestId("system-info-page").count()).toBe(0)
  }, 60_000)
})
