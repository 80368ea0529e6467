/**
 * WhatsApp from end to end in headless Chromium (embedded mode, the real Baileys client in the node
 * against the WhatsApp Web stand-in): on /configuracoes/canais the administrator creates a WhatsApp
 * channel and opens its QR code; the stand-in's phone reads the picture on the screen (its modules
 * are those of the code it links with) and scans it; the status turns connected live and the dialog
 * closes. A customer (a stand-in contact) writes; the text arrives as a pending ticket in
 * /atendimento; the agent attends and replies in the composer; the customer's phone gets the reply,
 * and the bubble's ticks move as its phone says: sent (one tick), delivered (two), read (two, blue).
 */
import { WA_CERT_DETAILS } from "@whiskeysockets/baileys"
import type { Locator } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { haveChromium, messageBubble, waitForMessageStatus } from "../agent-ui/e2e/agentPage"
import { signedInPage, useBrowserKit } from "./support/browserKit"
import { startWhatsAppStandin, type WhatsAppStandin } from "./support/whatsapp/standin"

const shots = process.env.ATENDE_SCREENSHOTS
/** The WhatsApp account the stand-in's phone links. */
const PHONE = "5511987650030"

/**
 * What a QR <img> shows: its code (`data-code`) and the dark modules of the picture, row by row
 * ("1" dark), sampled at each module's centre whatever its size and margin; both read at once.
 */
const qrShown = (image: Locator) =>
  image.evaluate(async (img: HTMLImageElement) => {
    await img.decode()
    const canvas = document.createElement("canvas")
    canvas.width = img.naturalWidth
    canvas.height = img.naturalHeight
    const g = canvas.getContext("2d")!
    g.drawImage(img, 0, 0)
    const { data, width, height } = g.getImageData(0, 0, canvas.width, canvas.height)
    const dark = (x: number, y: number) => data[(Math.floor(y) * width + Math.floor(x)) * 4]! < 128
    let [left, top, right] = [width, height, -1]
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        if (dark(x, y)) {
          left = Math.min(left, x)
          top = Math.min(top, y)
          right = Math.max(right, x)
        }
    // the finder pattern in the corner is 7 modules wide: it gives the module count (4k + 1)
    let run = 0
    while (dark(left + run, top)) run++
    const span = right - left + 1
    const count = Math.round((span / (run / 7) - 1) / 4) * 4 + 1
    const size = span / count
    const bit = (r: number, c: number) => (dark(left + (c + 0.5) * size, top + (r + 0.5) * size) ? "1" : "0")
    const modules = Array.from({ length: count }, (_, r) => Array.from({ length: count }, (_, c) => bit(r, c)).join(""))
    return { code: img.dataset.code ?? "", modules }
  })

/** The modules of `text`'s QR code at each error-correction level (the picture may use any). */
const modulesOf = async (text: string) => {
  const QRCode: any = (await import("qrcode")).default
  return ["L", "M", "Q", "H"].map((errorCorrectionLevel) => {
    const { size, data } = QRCode.create(text, { errorCorrectionLevel }).modules
    return Array.from({ length: size }, (_, r) =>
      Array.from({ length: size }, (_, c) => (data[r * size + c] ? "1" : "0")).join("")
    )
  })
}

describe.skipIf(!haveChromium)("WhatsApp in the agent UI, end to end", () => {
  // the stand-in starts before the kit's node, which dials it (the config is read when the node starts)
  const config: Record<string, string> = {}
  let standin: WhatsAppStandin
  const originalRootKey = WA_CERT_DETAILS.PUBLIC_KEY
  beforeAll(async () => {
    standin = await startWhatsAppStandin({ phoneNumber: PHONE })
    WA_CERT_DETAILS.PUBLIC_KEY = standin.rootPublicKey
    config.ATENDE_WHATSAPP_WS_URL = standin.url
  })
  afterAll(async () => {
    await standin?.close()
    WA_CERT_DETAILS.PUBLIC_KEY = originalRootKey
  })
  const kit = useBrowserKit({ config })

  it("links by the QR code on screen; a customer's text is a ticket; the reply reaches the phone", async () => {
    const page = await signedInPage(kit, { width: 1400, height: 950 })
    await page.goto(`${kit.node.url}/#/configuracoes/canais`)
    await page.getByTestId("channels-page").waitFor()
    await page.locator('[data-testid="live-status"].live-online').waitFor()

    // the administrator creates the channel; WhatsApp (the stand-in) offers a QR code, shown live
    await page.getByTestId("channels-add").click()
    await page.getByTestId("channel-dialog").waitFor()
    await page.getByTestId("channel-type").selectOption("whatsapp")
    await page.getByTestId("channel-name").fill("WhatsApp da Loja")
    await page.getByTestId("channel-save").click()
    await page.getByTestId("channel-dialog").waitFor({ state: "detached" })
    const row = page.locator('[data-testid="channel-row"][data-name="WhatsApp da Loja"]')
    await row.waitFor()
    if ((await row.getByTestId("channel-action-connect").count()) > 0)
      await row.getByTestId("channel-action-connect").click()
    await row.locator('[data-testid="channel-status"][data-status="qrcode"]').waitFor({ timeout: 30_000 })
    await row.getByTestId("channel-action-showQr").click()
    const image = page.getByTestId("channel-qr-image")
    await image.waitFor()
    if (shots) await page.screenshot({ path: `${shots}/whatsapp-qr.png` })

    // the phone reads the picture: the code it links with is the one drawn
    const shown = await qrShown(image)
    expect(shown.code).toMatch(/^https:\/\/wa\.me\/settings\/linked_devices#2@/)
    expect(await modulesOf(shown.code)).toContainEqual(shown.modules)
    await standin.phone.scan(shown.code)

    // connected, live: the dialog closes by itself and the row says so, with the account's number
    await page.getByTestId("channel-qr-dialog").waitFor({ state: "detached", timeout: 30_000 })
    await page.getByTestId("toast").filter({ hasText: "“WhatsApp da Loja” conectado." }).first().waitFor()
    await row.locator('[data-testid="channel-status"][data-status="connected"]').waitFor()
    await row.filter({ hasText: PHONE }).waitFor()

    // a customer writes from WhatsApp: a pending ticket in /atendimento
    const customer = standin.contact("5521976540001", "Carla Cliente", { deliveryReceipts: "manual" })
    await customer.sendText("Oi! Meu pedido 4521 ainda não chegou")
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

    // the customer's phone gets it; the ticks follow what the phone says
    const got = await customer.waitForText((t) => t.text === reply, 30_000)
    await waitForMessageStatus(page, reply, "sent")
    const bubble = messageBubble(page, reply, true)
    expect(await bubble.locator(".ticks").count()).toBe(1)
    customer.receipt(got.id, "delivery")
    await waitForMessageStatus(page, reply, "delivered")
    expect(await bubble.locator(".ticks-read").count()).toBe(0)
    customer.markRead(got.id)
    await waitForMessageStatus(page, reply, "read")
    await bubble.locator(".ticks-read").waitFor()
    if (shots) await page.screenshot({ path: `${shots}/whatsapp-chat.png` })
    expect(customer.received().filter((t) => t.text === reply)).toHaveLength(1)
    expect(standin.errors()).toEqual([])
  }, 180_000)
})
