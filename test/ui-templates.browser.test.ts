/**
 * WhatsApp templates in headless Chromium (embedded mode, the Cloud API connector against the Graph
 * API stand-in, test/support/meta/graphStandin.ts):
 * - on /configuracoes/templates the administrator sees the channel's templates with their status
 *   and category; deleting one Meta no longer has shows the catalogue's refusal with Meta's words
 *   and keeps it; a new template whose body has two variables but one example is refused with the
 *   catalogue's text under the body's examples and nothing reaches Meta; with both examples it is
 *   submitted and listed under review; after Meta approves it, "check status" shows it approved
 *   (and drops the one Meta no longer has);
 * - an agent on a ticket whose customer has been silent for more than 24 hours is told the window
 *   is closed instead of a composer, picks the approved template, fills its variables and sends it;
 *   the conversation shows its text and the stand-in receives exactly one template message.
 */
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { haveChromium, messageBubble, signIn, waitForMessageStatus } from "../agent-ui/e2e/agentPage"
import { signedInPage, useBrowserKit } from "./support/browserKit"
import { http, login, until, type Login } from "./support/clients"
import { deliver, startGraphStandin, textBody, type GraphStandin } from "./support/meta/graphStandin"
import { rawStore, type RawStore } from "./support/rawStore"

const shots = process.env.ATENDE_SCREENSHOTS
const PNID = "106540352243002"
const WABA_ID = "102290129343002"
const TOKEN = "EAAGtemplatesBrowserAccessToken00000002"
const APP_SECRET = "templates-browser-app-secret-0002"

/** The API calls run as another administrator: one session per user, and the browser's login would end this one's. */
const ROBOT = {
  name: "Robô de Templates",
  email: "robo-templates@atende.local",
  password: "Robo12345",
  profile: "admin"
}
/** An agent without the admin flag. */
const AGENT = { name: "Tina Agente", email: "tina@atende.local", password: "Tina12345", profile: "user" }

const row = (page: Page, name: string) => page.locator(`[data-testid="template-row"][data-name="${name}"]`)

describe.skipIf(!haveChromium)("WhatsApp templates in a real browser", () => {
  // the stand-in starts before the kit's node, which calls it (the config is read when the node starts)
  const config: Record<string, string> = {}
  let standin: GraphStandin
  beforeAll(async () => {
    standin = await startGraphStandin()
    standin.addNumber({
      phoneNumberId: PNID,
      accessToken: TOKEN,
      display: "+55 11 4000-3002",
      businessAccountId: WABA_ID
    })
    config.ATENDE_GRAPH_API_URL = standin.url
    config.ATENDE_360_API_URL = standin.d360Url
  })
  afterAll(async () => {
    await standin?.close()
  })
  const kit = useBrowserKit({ users: [ROBOT, AGENT], config })
  let robot: Login
  let store: RawStore
  let channelId: number
  beforeAll(async () => {
    robot = await login(kit.node.url, ROBOT.email, ROBOT.password)
    store = rawStore(kit.env)
  })
  afterAll(async () => {
    await store?.close()
  })

  async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
    const r = await http(kit.node.url, method, path, { auth: robot, body })
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${r.text}`)
    return r.json as T
  }

  it("creates a template, refused first for its examples, and shows it approved after checking", async () => {
    const channel = await api<{ id: number }>("POST", "/channels", {
      name: "WhatsApp oficial",
      type: "waba",
      settings: {
        phoneNumberId: PNID,
        businessAccountId: WABA_ID,
        appId: "1234567893002",
        accessToken: TOKEN,
        appSecret: APP_SECRET,
        verifyToken: "verify-templates-browser-0002"
      }
    })
    channelId = channel.id
    // a template submitted earlier that Meta no longer has (deleted in Meta's manager)
    await api("POST", `/channels/${channelId}/templates`, {
      name: "boas_vindas",
      category: "MARKETING",
      body: { text: "Bem-vindo à Loja Exemplo!" }
    })
    const gone = await fetch(`${standin.url}/v21.0/${WABA_ID}/message_templates?name=boas_vindas`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${TOKEN}` }
    })
    expect(gone.status).toBe(200)

    const page = await signedInPage(kit, { width: 1400, height: 950 })
    await page.goto(`${kit.node.url}/#/configuracoes/templates`)
    await page.getByTestId("templates-page").waitFor()
    expect(await page.getByTestId("templates-channel").locator("option:checked").innerText()).toContain(
      "WhatsApp oficial"
    )
    const welcome = row(page, "boas_vindas")
    await welcome.locator('[data-testid="template-status"]', { hasText: "Em análise" }).waitFor()
    expect(await welcome.getByTestId("template-row-category").innerText()).toBe("Marketing")

    // Meta refuses to delete what it does not have: the catalogue's text and Meta's words, nothing changes
    await welcome.getByTestId("template-delete").click()
    await page.getByTestId("template-delete-dialog").filter({ hasText: "boas_vindas" }).waitFor()
    await page.getByTestId("template-delete-confirm").click()
    const refusal = page.getByTestId("template-delete-error")
    await refusal.waitFor()
    expect(await refusal.innerText()).toContain("Erro ao excluir template: Não foi possível excluir o template.")
    expect(await refusal.innerText()).toContain("A Meta respondeu: Template name boas_vindas does not exist")
    await page.getByTestId("template-delete-dialog").getByRole("button", { name: "Cancelar" }).click()
    await page.getByTestId("template-delete-dialog").waitFor({ state: "detached" })
    await welcome.waitFor()

    // a new template: the body's two variables with one example are refused under the examples
    await page.getByTestId("templates-add").click()
    const dialog = page.getByTestId("template-dialog")
    await dialog.waitFor()
    await page.getByTestId("template-name").fill("pedido_enviado")
    await page.getByTestId("template-category").selectOption("UTILITY")
    await page.getByTestId("template-header-format").selectOption("TEXT")
    await page.getByTestId("template-header-text").fill("Pedido {{1}}")
    await page.getByTestId("template-header-examples-1").fill("#123")
    await page.getByTestId("template-body").fill("Olá {{1}}, seu pedido saiu para entrega em {{2}}.")
    await page.getByTestId("template-body-examples-1").fill("Ana")
    await page.getByTestId("template-footer").fill("Loja Exemplo")
    await page.getByTestId("template-button-add").click()
    await page.getByTestId("template-button-text-0").fill("Falar com atendente")
    await page.getByTestId("template-save").click()
    const mismatch = page.getByTestId("template-body-examples-error")
    await mismatch.waitFor()
    expect(await mismatch.innerText()).toBe(
      "Variáveis inconsistentes: A quantidade de variáveis e de exemplos do cabeçalho e do corpo não confere."
    )
    expect(standin.templates(WABA_ID)).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/templates-mismatch.png` })

    await page.getByTestId("template-body-examples-2").fill("25/11")
    await page.getByTestId("template-save").click()
    await dialog.waitFor({ state: "detached" })
    const order = row(page, "pedido_enviado")
    await order.locator('[data-testid="template-status"]', { hasText: "Em análise" }).waitFor()
    expect(await order.getByTestId("template-row-category").innerText()).toBe("Utilidade")
    const [atMeta] = standin.templates(WABA_ID)
    expect(atMeta).toMatchObject({ name: "pedido_enviado", language: "pt_BR", category: "UTILITY" })
    expect(atMeta!.components).toEqual([
      { type: "HEADER", format: "TEXT", text: "Pedido {{1}}", example: { header_text: ["#123"] } },
      {
        type: "BODY",
        text: "Olá {{1}}, seu pedido saiu para entrega em {{2}}.",
        example: { body_text: [["Ana", "25/11"]] }
      },
      { type: "FOOTER", text: "Loja Exemplo" },
      { type: "BUTTONS", buttons: [{ type: "QUICK_REPLY", text: "Falar com atendente" }] }
    ])

    // Meta approves it; "check status" shows it, and the list is Meta's again
    standin.reviewTemplate(WABA_ID, "pedido_enviado", "APPROVED")
    await page.getByTestId("templates-sync").click()
    await page.locator('[data-testid="template-row"][data-name="pedido_enviado"][data-status="APPROVED"]').waitFor()
    expect(await order.getByTestId("template-status").innerText()).toBe("Aprovado")
    await welcome.waitFor({ state: "detached" })
    if (shots) await page.screenshot({ path: `${shots}/templates-approved.png` })
  }, 120_000)

  it("offers the approved template once the 24-hour window closed, and sends it once", async () => {
    const customer = { waId: "5521955530002", name: "Bia Cliente" }
    const posted = await deliver(
      `${kit.node.url}/webhooks/waba/${channelId}`,
      textBody(PNID, customer, "Oi! Meu pedido já saiu?"),
      { appSecret: APP_SECRET }
    )
    expect(posted.status, posted.text).toBe(200)
    const [found] = await until(
      () =>
        store.query(
          `SELECT t.id FROM tickets t JOIN contacts c ON c.id = t.contact_id
            WHERE t.channel_id = $1 AND c.external_id = $2`,
          channelId,
          customer.waId
        ),
      (rows) => rows.length > 0,
      "the customer's ticket"
    )
    const ticketId = Number(found.id)
    // the customer wrote 25 hours ago
    await store.query(
      `UPDATE messages SET created_at = created_at - ${25 * 3600 * 1000} WHERE ticket_id = $1 AND from_me = 0`,
      ticketId
    )

    const page = await (await kit.browser.newContext({ viewport: { width: 1400, height: 950 } })).newPage()
    await signIn(page, kit.node.url, AGENT.email, AGENT.password)
    await page.goto(`${kit.node.url}/#/atendimento/${ticketId}`)
    await messageBubble(page, "Meu pedido já saiu?", false).waitFor()
    await page.getByTestId("btn-attend").click()
    await page.locator('[data-testid="chat-header"][data-status="open"]').waitFor()

    // no composer: the window is closed, the approved template is offered
    const notice = page.getByTestId("template-offer-notice")
    await notice.filter({ hasText: "Janela de 24 horas fechada" }).waitFor()
    expect(await notice.innerText()).toContain("o WhatsApp só entrega um template aprovado até ele responder")
    expect(await page.getByTestId("composer-input").count()).toBe(0)
    await page.getByTestId("template-offer-select").selectOption({ label: "pedido_enviado (pt_BR)" })
    await page.getByTestId("template-offer-header-1").fill("#981")
    await page.getByTestId("template-offer-body-1").fill("Bia")
    expect(await page.getByTestId("template-offer-send").isDisabled()).toBe(true)
    await page.getByTestId("template-offer-body-2").fill("26/11")
    const text = "Olá Bia, seu pedido saiu para entrega em 26/11."
    expect(await page.getByTestId("template-offer-preview").innerText()).toContain(text)
    if (shots) await page.screenshot({ path: `${shots}/templates-offer.png` })
    await page.getByTestId("template-offer-send").click()

    await waitForMessageStatus(page, text, "sent")
    expect(await messageBubble(page, text, true).innerText()).toContain("Pedido #981")
    const toBia = await until(
      async () => standin.sent().filter((s) => s.body.to === customer.waId),
      (sent) => sent.length > 0,
      "the template at Meta"
    )
    expect(toBia.map((s) => s.body.type)).toEqual(["template"])
    expect(toBia[0]!.body.template).toEqual({
      name: "pedido_enviado",
      language: { code: "pt_BR" },
      components: [
        { type: "header", parameters: [{ type: "text", text: "#981" }] },
        {
          type: "body",
          parameters: [
            { type: "text", text: "Bia" },
            { type: "text", text: "26/11" }
          ]
        }
      ]
    })
    // the window stays closed until the customer answers: the offer is still there, ready for another
    await page.getByTestId("template-offer-select").waitFor()
    expect(standin.sent().filter((s) => s.body.to === customer.waId)).toHaveLength(1)
  }, 120_000)
})
