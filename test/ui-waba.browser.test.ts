/**
 * The WhatsApp Cloud API from end to end in headless Chromium (embedded mode, the connector's
 * fetch against the Graph API stand-in): on /configuracoes/canais the administrator creates a
 * "waba" channel, filling the number's and account's ids and the secrets; a token Meta refuses
 * shows the catalogue's text under the token's box and nothing is created; the right one creates
 * the channel, which connects live with the number Meta shows. A customer's message comes as a
 * signed webhook from the stand-in and arrives as a pending ticket in /atendimento; the agent
 * attends and replies in the composer; the stand-in receives exactly that reply, once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { haveChromium, messageBubble, waitForMessageStatus } from "../agent-ui/e2e/agentPage"
import { signedInPage, useBrowserKit } from "./support/browserKit"
import { deliver, startGraphStandin, textBody, type GraphStandin } from "./support/meta/graphStandin"

const shots = process.env.ATENDE_SCREENSHOTS
const PNID = "106540352243001"
const TOKEN = "EAAGbrowserAccessTokenOfTheStandin00001"
const APP_SECRET = "browser-app-secret-0001"

describe.skipIf(!haveChromium)("WhatsApp Cloud API in the agent UI, end to end", () => {
  // the stand-in starts before the kit's node, which calls it (the config is read when the node starts)
  const config: Record<string, string> = {}
  let standin: GraphStandin
  beforeAll(async () => {
    standin = await startGraphStandin()
    standin.addNumber({ phoneNumberId: PNID, accessToken: TOKEN, display: "+55 11 4000-3001" })
    config.ATENDE_GRAPH_API_URL = standin.url
    config.ATENDE_360_API_URL = standin.d360Url
  })
  afterAll(async () => {
    await standin?.close()
  })
  const kit = useBrowserKit({ config })

  it("creates the channel with Meta's credentials; a customer's message is a ticket; the reply goes once", async () => {
    const page = await signedInPage(kit, { width: 1400, height: 950 })
    await page.goto(`${kit.node.url}/#/configuracoes/canais`)
    await page.getByTestId("channels-page").waitFor()
    await page.locator('[data-testid="live-status"].live-online').waitFor()

    await page.getByTestId("channels-add").click()
    await page.getByTestId("channel-dialog").waitFor()
    await page.getByTestId("channel-type").selectOption("waba")
    await page.getByTestId("channel-name").fill("WhatsApp oficial da Loja")
    const box = (key: string) => page.getByTestId(`channel-settings-${key}`)
    await box("phoneNumberId").fill(PNID)
    await box("businessAccountId").fill("102290129343001")
    await box("appId").fill("1234567893001")
    await box("appSecret").fill(APP_SECRET)
    await box("verifyToken").fill("verify-browser-0001")
    await box("accessToken").fill("EAAGaTokenMetaDoesNotKnow")
    await page.getByTestId("channel-save").click()
    const error = page.getByTestId("channel-settings-accessToken-error")
    await error.waitFor()
    expect(await error.innerText()).toBe(
      "Credenciais recusadas: O provedor recusou o token ou as credenciais informadas. Confira-os. Nada foi salvo."
    )
    if (shots) await page.screenshot({ path: `${shots}/waba-refused.png` })

    // the right token: created, connected live, with the number Meta shows
    await box("accessToken").fill(TOKEN)
    await page.getByTestId("channel-save").click()
    await page.getByTestId("channel-dialog").waitFor({ state: "detached" })
    const row = page.locator('[data-testid="channel-row"][data-name="WhatsApp oficial da Loja"]')
    await row.waitFor()
    await row.locator('[data-testid="channel-status"][data-status="connected"]').waitFor({ timeout: 30_000 })
    await row.filter({ hasText: "+55 11 4000-3001" }).waitFor()
    const channelId = Number(await row.getAttribute("data-channel-id"))
    if (shots) await page.screenshot({ path: `${shots}/waba-channel.png` })

    // the channel's dialog shows the webhook address to give Meta
    await row.getByTestId("channel-action-edit").click()
    await page.getByTestId("channel-dialog").waitFor()
    expect(await page.getByTestId("channel-webhook-url").inputValue()).toBe(
      `${kit.node.url}/webhooks/waba/${channelId}`
    )
    await page.getByTestId("channel-dialog").getByRole("button", { name: "Cancelar" }).click()
    await page.getByTestId("channel-dialog").waitFor({ state: "detached" })

    // a customer writes: Meta's signed webhook, a pending ticket in /atendimento
    const carla = { waId: "5521955530001", name: "Carla Cliente" }
    const hook = `${kit.node.url}/webhooks/waba/${channelId}`
    const posted = await deliver(hook, textBody(PNID, carla, "Oi! Meu pedido 4521 ainda não chegou"), {
      appSecret: APP_SECRET
    })
    expect(posted.status, posted.text).toBe(200)
    await page.goto(`${kit.node.url}/#/atendimento`)
    await page.getByTestId("tab-pending").click()
    const item = page.getByTestId("ticket-item").filter({ hasText: "pedido 4521" })
    await item.waitFor({ timeout: 30_000 })
    expect(await item.innerText()).toContain("Carla Cliente")
    await item.click()
    await messageBubble(page, "Meu pedido 4521 ainda não chegou", false).waitFor()

    // the agent attends and replies in the composer
    await page.getByTestId("btn-attend").click()
    await page.locator('[data-testid="chat-header"][data-status="open"]').waitFor()
    const reply = "Olá, Carla! Vou verificar o rastreio do pedido 4521."
    await page.getByTestId("composer-input").fill(reply)
    await page.getByTestId("composer-send").click()
    await waitForMessageStatus(page, reply, "sent")
    if (shots) await page.screenshot({ path: `${shots}/waba-chat.png` })
    const deadline = Date.now() + 30_000
    while (standin.textsTo(carla.waId).length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50))
    expect(standin.textsTo(carla.waId)).toEqual([reply])
  }, 180_000)
})
