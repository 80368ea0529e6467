/**
 * Telegram from end to end in headless Chromium (embedded mode, the real grammY client in the node
 * against the Bot API stand-in): on /configuracoes/canais the administrator creates a Telegram
 * channel, pasting the bot's token in the "Bot token" box; a token Telegram refuses shows the
 * catalogue's text under the box and nothing is created; the right one creates the channel, which
 * connects live with the bot's @username as its number. A customer writes to the bot; the text
 * arrives as a pending ticket in /atendimento; the agent attends and replies in the composer; the
 * customer's chat gets exactly that reply, once, and the bubble shows it sent.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { haveChromium, messageBubble, waitForMessageStatus } from "../agent-ui/e2e/agentPage"
import { signedInPage, useBrowserKit } from "./support/browserKit"
import { startTelegramStandin, type TelegramStandin } from "./support/telegram/standin"

const shots = process.env.ATENDE_SCREENSHOTS
const TOKEN = "7100000301:AAHtheStoreBotTokenForTheBrowser01"
const WRONG = "7100000399:AAHaTokenThatTelegramDoesNotKnow99"

describe.skipIf(!haveChromium)("Telegram in the agent UI, end to end", () => {
  // the stand-in starts before the kit's node, which calls it (the config is read when the node starts)
  const config: Record<string, string> = {}
  let standin: TelegramStandin
  beforeAll(async () => {
    standin = await startTelegramStandin([{ token: TOKEN, username: "loja_da_carla_bot", firstName: "Loja" }])
    config.ATENDE_TELEGRAM_API_ROOT = standin.url
  })
  afterAll(async () => {
    await standin?.close()
  })
  const kit = useBrowserKit({ config })

  it("creates the channel with the bot's token; a customer's text is a ticket; the reply goes out once", async () => {
    const page = await signedInPage(kit, { width: 1400, height: 950 })
    await page.goto(`${kit.node.url}/#/configuracoes/canais`)
    await page.getByTestId("channels-page").waitFor()
    await page.locator('[data-testid="live-status"].live-online').waitFor()

    // the administrator picks Telegram and pastes a token Telegram refuses: the reason under the box
    await page.getByTestId("channels-add").click()
    await page.getByTestId("channel-dialog").waitFor()
    await page.getByTestId("channel-type").selectOption("telegram")
    await page.getByTestId("channel-name").fill("Telegram da Loja")
    const tokenBox = page.getByTestId("channel-settings-botToken")
    await tokenBox.fill(WRONG)
    await page.getByTestId("channel-save").click()
    const error = page.getByTestId("channel-settings-botToken-error")
    await error.waitFor()
    expect(await error.innerText()).toBe(
      "Credenciais recusadas: O provedor recusou o token ou as credenciais informadas. Confira-os. Nada foi salvo."
    )
    if (shots) await page.screenshot({ path: `${shots}/telegram-refused.png` })

    // the right token: the channel is created and connects live, with the bot's @username
    await tokenBox.fill(TOKEN)
    await page.getByTestId("channel-save").click()
    await page.getByTestId("channel-dialog").waitFor({ state: "detached" })
    const row = page.locator('[data-testid="channel-row"][data-name="Telegram da Loja"]')
    await row.waitFor()
    await row.locator('[data-testid="channel-status"][data-status="connected"]').waitFor({ timeout: 30_000 })
    await row.filter({ hasText: "@loja_da_carla_bot" }).waitFor()
    expect(await page.locator('[data-testid="channel-row"]').filter({ hasText: "Telegram" }).count()).toBe(1)
    if (shots) await page.screenshot({ path: `${shots}/telegram-channel.png` })

    // a customer writes to the bot: a pending ticket in /atendimento
    const carla = standin.customer(7_400_000_001, "Carla Cliente")
    carla.sendText("Oi! Meu pedido 4521 ainda não chegou")
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

    // the customer's chat gets it, once; Telegram has no receipts: the bubble says sent
    await carla.waitForMessage((m) => m.text === reply, 30_000)
    await waitForMessageStatus(page, reply, "sent")
    if (shots) await page.screenshot({ path: `${shots}/telegram-chat.png` })
    expect(carla.received().map((m) => m.text)).toEqual([reply])
    expect(standin.errors()).toEqual([])
  }, 180_000)
})
