/**
 * The channels screen in headless Chromium (embedded mode): on /configuracoes/canais the
 * administrator creates a web chat (only the types the server accepts are offered; what the
 * contract or the server refuses is said under its field, with the catalogue's text; the widget's
 * header is previewed as it is typed),
 * sees it in the list with its state, edits its title, copies its embed code (which loads the
 * widget on a page), makes it the default; another administrator's channels come and go live; a
 * wrong word keeps the delete button disabled and EXCLUIR deletes it. A WhatsApp channel made in
 * the dialog links to the WhatsApp Web stand-in (the real Baileys client in the node): its QR code
 * is drawn, drawn again when a new one is asked for, the stand-in's phone scans what the screen
 * shows, and the dialog closes once the session is connected. An agent is sent home.
 */
import type { ChannelView } from "@atende/core/contracts/channels"
import { WA_CERT_DETAILS } from "@whiskeysockets/baileys"
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { haveChromium, signIn } from "../agent-ui/e2e/agentPage"
import { SERVER_TYPES } from "../agent-ui/src/features/channels/state/channelTypes"
import { signedInPage, useBrowserKit } from "./support/browserKit"
import { http, login, type Login } from "./support/clients"
import { startWhatsAppStandin, type WhatsAppStandin } from "./support/whatsapp/standin"

const shots = process.env.ATENDE_SCREENSHOTS
/** The WhatsApp account the stand-in's phone links. */
const PHONE = "5511987650002"

/** The API calls run as another administrator: one session per user, and the browser's login would end this one's. */
const ROBOT = { name: "Robô de Canais", email: "robo-canais@atende.local", password: "Robo12345", profile: "admin" }
/** An agent without the admin flag. */
const AGENT = { name: "Rui Agente", email: "rui@atende.local", password: "Rui12345", profile: "user" }

const row = (page: Page, name: string) => page.locator(`[data-testid="channel-row"][data-name="${name}"]`)

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).first().waitFor()

describe.skipIf(!haveChromium)("the channels screen in a real browser", () => {
  // WhatsApp is the stand-in (test/support/whatsapp/standin.ts): started before the kit's node,
  // which dials it (the config is read when the node starts)
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
  const kit = useBrowserKit({ users: [ROBOT, AGENT], config })
  let robot: Login

  async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
    const r = await http(kit.node.url, method, path, { auth: robot, body })
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${r.text}`)
    return r.json as T
  }

  const channelNamed = async (name: string) =>
    (await api<ChannelView[]>("GET", "/channels")).find((channel) => channel.name === name)

  async function channelsPage(): Promise<Page> {
    const page = await signedInPage(kit, { width: 1400, height: 950 })
    await page.goto(`${kit.node.url}/#/configuracoes/canais`)
    await page.getByTestId("channels-page").waitFor()
    // the live socket is up: what changes from now on comes to the page
    await page.locator('[data-testid="live-status"].live-online').waitFor()
    return page
  }

  beforeAll(async () => {
    robot = await login(kit.node.url, ROBOT.email, ROBOT.password)
  })

  it("creates, edits, shares and deletes a web chat channel, live", async () => {
    const page = await channelsPage()
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: kit.node.url })

    // Only the types the server accepts (those with a connector), web chat first.
    await page.getByTestId("channels-add").click()
    const dialog = page.getByTestId("channel-dialog")
    await dialog.waitFor()
    const types = await page
      .locator('[data-testid="channel-type"] option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    expect(types).toEqual([...SERVER_TYPES])
    expect(types[0]).toBe("webchat")

    // The name is required; an icon address that is not http(s) is refused under its field.
    await page.getByTestId("channel-save").click()
    await page.getByTestId("channel-name-error").filter({ hasText: "Campo obrigatório." }).waitFor()
    // A name in use (names are unique across the platform): the server's refusal, under the name.
    const [taken] = await api<ChannelView[]>("GET", "/channels")
    await page.getByTestId("channel-name").fill(taken!.name)
    await page.getByTestId("channel-name-error").waitFor({ state: "detached" })
    await page.getByTestId("channel-save").click()
    await page.getByTestId("channel-name-error").filter({ hasText: "Nome de conexão em uso" }).waitFor()
    await page.getByTestId("channel-name").fill("Site da Loja")
    await page.getByTestId("channel-name-error").waitFor({ state: "detached" })
    await page.getByTestId("channel-webchat-iconUrl").fill("ftp://loja.com/icone.png")
    await page.getByTestId("channel-save").click()
    await page
      .getByTestId("channel-webchat-iconUrl-error")
      .filter({ hasText: "comece com http:// ou https://" })
      .waitFor()
    await page.getByTestId("channel-webchat-iconUrl").fill("")

    // The widget's header is previewed as it is typed.
    await page.getByTestId("channel-webchat-title").fill("Fale com a Loja")
    await page.getByTestId("channel-webchat-headerColor").fill("#1d4ed8")
    await page.getByTestId("channel-preview-title").filter({ hasText: "Fale com a Loja" }).waitFor()
    expect(await page.getByTestId("channel-preview-head").getAttribute("data-color")).toBe("#1d4ed8")
    await page.getByTestId("channel-webchat-offerHelp").check()
    await page.getByTestId("channel-webchat-helpMessage").fill("Posso ajudar?")
    await page.getByTestId("channel-preview-help").filter({ hasText: "Posso ajudar?" }).waitFor()
    await page.getByTestId("channel-greetingMessage").fill("Olá! Já vamos atender.")
    if (shots) await page.screenshot({ path: `${shots}/channel-dialog.png` })
    await page.getByTestId("channel-save").click()
    await dialog.waitFor({ state: "detached" })

    // In the list: its type, and its state with the state's hint.
    const site = row(page, "Site da Loja")
    await site.waitFor()
    expect(await site.getByTestId("channel-row-type").innerText()).toBe("Web chat")
    const created = await channelNamed("Site da Loja")
    expect(created).toMatchObject({ type: "webchat", greetingMessage: "Olá! Já vamos atender." })
    expect(created?.webchat).toMatchObject({ title: "Fale com a Loja", headerColor: "#1d4ed8", offerHelp: true })
    await site.locator(`[data-testid="channel-status"][data-status="${created!.status}"]`).waitFor()
    expect((await site.getByTestId("channel-status").innerText()).trim()).not.toBe("")
    expect((await site.getByTestId("channel-status-hint").innerText()).trim()).not.toBe("")

    // Edit its title.
    await site.getByTestId("channel-action-edit").click()
    await dialog.waitFor()
    expect(await page.getByTestId("channel-type").isDisabled()).toBe(true)
    expect(await page.getByTestId("channel-webchat-title").inputValue()).toBe("Fale com a Loja")
    await page.getByTestId("channel-webchat-title").fill("Atendimento da Loja")
    await page.getByTestId("channel-save").click()
    await dialog.waitFor({ state: "detached" })
    await toast(page, "Canal salvo.")
    await expect.poll(async () => (await channelNamed("Site da Loja"))?.webchat?.title).toBe("Atendimento da Loja")

    // The embed code: this server's widget with the channel's token, copied; it loads the widget on a page.
    await site.getByTestId("channel-action-snippet").click()
    await page.getByTestId("channel-snippet-dialog").waitFor()
    const snippet = await page.getByTestId("channel-snippet").inputValue()
    expect(snippet).toBe(
      `<script src="${kit.node.url}/webchat/widget.js" data-token="${created!.token}" async></script>`
    )
    await page.getByTestId("channel-snippet-copy").click()
    await toast(page, "Código copiado.")
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet)
    if (shots) await page.screenshot({ path: `${shots}/channel-snippet.png` })
    await page.getByTestId("channel-snippet-dialog").getByRole("button", { name: "Fechar" }).first().click()
    const site2 = await (await kit.browser.newContext()).newPage()
    // a page of the same origin without a widget of its own (its storage is the widget's)
    await site2.goto(`${kit.node.url}/health`)
    await site2.setContent(`<!doctype html><html><body><h1>Loja</h1>${snippet}</body></html>`)
    await site2.getByTestId("webchat-open").waitFor()
    await site2.close()

    // Made the default: the marker moves to it.
    await site.getByTestId("channel-more").click()
    await site.getByTestId("channel-action-default").click()
    await site.getByTestId("channel-default").waitFor()
    await expect.poll(() => page.getByTestId("channel-default").count()).toBe(1)

    // Disconnected and connected again: the state comes live, with its hint.
    await site.getByTestId("channel-action-disconnect").click()
    await site.locator('[data-testid="channel-status"][data-status="disconnected"]').waitFor()
    expect(await site.getByTestId("channel-status-hint").innerText()).toContain("conecte para iniciá-la de novo")
    await site.getByTestId("channel-action-connect").click()
    await site.locator('[data-testid="channel-status"][data-status="connected"]').waitFor()

    // Its conversations may go to another web chat only, never to itself.
    await site.getByTestId("channel-more").click()
    await site.getByTestId("channel-action-transfer").click()
    await page.getByTestId("channel-transfer-dialog").waitFor()
    const destinations = await page.locator('[data-testid="channel-transfer-to"] option').allInnerTexts()
    expect(destinations).not.toContain("Site da Loja")
    expect(destinations.length).toBe((await api<ChannelView[]>("GET", "/channels")).length)
    expect(await page.getByTestId("channel-transfer-confirm").isDisabled()).toBe(true)
    await page.getByTestId("channel-transfer-to").selectOption({ index: 1 })
    await page.getByTestId("channel-transfer-confirm").click()
    await page.getByTestId("channel-transfer-dialog").waitFor({ state: "detached" })
    await toast(page, "0 conversa(s) de “Site da Loja” transferida(s).")

    // Another administrator's channels come and go live.
    const blog = await api<ChannelView>("POST", "/channels", { name: "Chat do Blog", type: "webchat" })
    await row(page, "Chat do Blog").waitFor()
    await api("DELETE", `/channels/${blog.id}?confirm=DELETE`)
    await row(page, "Chat do Blog").waitFor({ state: "detached" })

    // Delete: a wrong word keeps the button disabled; EXCLUIR deletes it.
    await site.getByTestId("channel-more").click()
    await site.getByTestId("channel-action-delete").click()
    const remove = page.getByTestId("channel-delete-dialog")
    await remove.waitFor()
    expect(await remove.innerText()).toContain("EXCLUIR")
    const confirm = page.getByTestId("channel-delete-confirm")
    expect(await confirm.isDisabled()).toBe(true)
    await page.getByTestId("channel-delete-input").fill("APAGAR")
    expect(await confirm.isDisabled()).toBe(true)
    await page.getByTestId("channel-delete-input").fill("Site da")
    expect(await confirm.isDisabled()).toBe(true)
    if (shots) await page.screenshot({ path: `${shots}/channel-delete.png` })
    await page.getByTestId("channel-delete-input").fill("EXCLUIR")
    expect(await confirm.isDisabled()).toBe(false)
    await confirm.click()
    await remove.waitFor({ state: "detached" })
    await site.waitFor({ state: "detached" })
    await toast(page, "Canal “Site da Loja” excluído.")
    expect(await channelNamed("Site da Loja")).toBeUndefined()
    // the default went with it: the server gave the flag to another channel, and the list shows it
    const successor = (await api<ChannelView[]>("GET", "/channels")).find((channel) => channel.isDefault)
    await row(page, successor!.name).getByTestId("channel-default").waitFor()
    expect(await page.getByTestId("channel-default").count()).toBe(1)
  }, 120_000)

  it("links a WhatsApp channel: its QR code, a new one when asked, and connected once the phone scans it", async () => {
    const page = await channelsPage()
    // created in the dialog, the type chosen there
    await page.getByTestId("channels-add").click()
    await page.getByTestId("channel-dialog").waitFor()
    await page.getByTestId("channel-type").selectOption("whatsapp")
    await page.getByTestId("channel-import").waitFor()
    expect(await page.getByTestId("channel-webchat").count()).toBe(0)
    await page.getByTestId("channel-name").fill("WhatsApp Vendas")
    await page.getByTestId("channel-save").click()
    await page.getByTestId("channel-dialog").waitFor({ state: "detached" })
    const phone = row(page, "WhatsApp Vendas")
    await phone.waitFor()
    expect(await phone.getByTestId("channel-row-type").innerText()).toBe("WhatsApp")
    const created = (await channelNamed("WhatsApp Vendas"))!

    // the session starts and WhatsApp (the stand-in) offers a QR code, shown live
    if ((await phone.getByTestId("channel-action-connect").count()) > 0)
      await phone.getByTestId("channel-action-connect").click()
    await phone.locator('[data-testid="channel-status"][data-status="qrcode"]').waitFor({ timeout: 30_000 })
    await phone.getByTestId("channel-action-showQr").click()
    const image = page.getByTestId("channel-qr-image")
    await image.waitFor()
    const first = await image.getAttribute("data-code")
    expect(first).toMatch(/2@/)
    expect(await image.getAttribute("src")).toMatch(/^data:image\/png;base64,/)
    if (shots) await page.screenshot({ path: `${shots}/channel-qr.png` })

    // a new QR code asked for (another administrator): the open dialog draws the new one
    await api("POST", `/channels/${created.id}/qrcode`)
    await page.locator(`[data-testid="channel-qr-image"]:not([data-code="${first}"])`).waitFor({ timeout: 30_000 })
    const second = (await image.getAttribute("data-code"))!

    // the phone scans what the screen shows: the dialog closes by itself, the row says connected
    await standin.phone.scan(second)
    await page.getByTestId("channel-qr-dialog").waitFor({ state: "detached", timeout: 30_000 })
    await toast(page, "“WhatsApp Vendas” conectado.")
    await phone.locator('[data-testid="channel-status"][data-status="connected"]').waitFor()
    expect(await channelNamed("WhatsApp Vendas")).toMatchObject({ status: "connected", number: PHONE })

    await api("DELETE", `/channels/${created.id}?confirm=EXCLUIR`)
    await phone.waitFor({ state: "detached" })
  }, 120_000)

  it("sends an agent home with the no-permission notice", async () => {
    const page = await (await kit.browser.newContext()).newPage()
    await signIn(page, kit.node.url, AGENT.email, AGENT.password, /#\/atendimento/)
    await page.goto(`${kit.node.url}/#/configuracoes/canais`)
    await page.waitForURL(/#\/home$/)
    await toast(page, "Você não tem permissão para acessar esta página.")
    expect(await page.getByTestId("channels-page").count()).toBe(0)
  }, 60_000)
})
