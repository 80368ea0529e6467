/**
 * The Typebot settings screen in headless Chromium (embedded mode): on /configuracoes/typebotapi the
 * administrator is told what is missing or wrong by field (an inward address refused by the server
 * under the URL), creates a connection to the stand-in of Typebot's chat API (the token never shown
 * again), binds it to the web-chat channel in the channels screen, and a customer of the /demo page
 * gets the bot's greeting and its menu as numbered lines.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { haveChromium } from "../agent-ui/e2e/agentPage"
import { http, login } from "./support/clients"
import { ADMIN, customerSays, signedInPage, useBrowserKit } from "./support/browserKit"
import { startTypebotStandin, type TypebotStandin } from "./support/typebot/standin"

const shots = process.env.ATENDE_SCREENSHOTS

describe.skipIf(!haveChromium)("the Typebot screen in a real browser", () => {
  const kit = useBrowserKit({ config: { ATENDE_OUTBOUND_ALLOW: "127.0.0.1" } })
  let bot: TypebotStandin
  beforeAll(async () => {
    bot = await startTypebotStandin()
  })
  afterAll(async () => {
    await bot?.close()
  })

  it("creates a connection with field errors first, binds it to the web chat, and the bot greets", async () => {
    const page = await signedInPage(kit, { width: 1400, height: 950 })
    await page.goto(`${kit.node.url}/#/configuracoes/typebotapi`)
    await page.getByTestId("typebot-empty").waitFor()

    // required fields and a malformed id, by field; nothing is sent
    await page.getByTestId("typebot-add").click()
    await page.getByTestId("typebot-baseUrl").fill("")
    await page.getByTestId("typebot-publicId").fill("não vale")
    await page.getByTestId("typebot-save").click()
    await page.getByTestId("typebot-name-error").filter({ hasText: "Preencha este campo." }).waitFor()
    await page.getByTestId("typebot-baseUrl-error").filter({ hasText: "Preencha este campo." }).waitFor()
    await page.getByTestId("typebot-publicId-error").filter({ hasText: "Valor inválido." }).waitFor()

    // an address into the server's own network: the server refuses it, shown under the URL
    await page.getByTestId("typebot-name").fill("Atendimento")
    await page.getByTestId("typebot-baseUrl").fill("http://10.20.30.40")
    await page.getByTestId("typebot-publicId").fill(bot.publicId)
    await page.getByTestId("typebot-name-error").waitFor({ state: "detached" })
    await page.getByTestId("typebot-save").click()
    await page.getByTestId("typebot-baseUrl-error").filter({ hasText: "rede interna" }).waitFor()

    await page.getByTestId("typebot-baseUrl").fill(bot.url)
    await page.getByTestId("typebot-token").fill(bot.token)
    await page.getByTestId("typebot-invalidMessage").fill("Responda com o número da opção.")
    if (shots) await page.screenshot({ path: `${shots}/typebot-dialog.png` })
    await page.getByTestId("typebot-save").click()
    await page.getByTestId("typebot-dialog").waitFor({ state: "detached" })
    const row = page.locator('[data-testid="typebot-row"][data-name="Atendimento"]')
    await row.filter({ hasText: "#reiniciar" }).waitFor()

    // editing shows the token is kept, never its value
    await row.getByTestId("typebot-edit").click()
    expect(await page.getByTestId("typebot-token").inputValue()).toBe("")
    await page.getByTestId("typebot-dialog").filter({ hasText: "Um token está guardado" }).waitFor()
    await page.getByTestId("typebot-dialog").getByRole("button", { name: "Cancelar" }).click()
    await page.getByTestId("typebot-dialog").waitFor({ state: "detached" })

    // bound to the web-chat channel in the channels screen
    await page.goto(`${kit.node.url}/#/configuracoes/canais`)
    await page
      .locator('[data-testid="channel-row"][data-type="webchat"]')
      .first()
      .getByTestId("channel-action-edit")
      .click()
    await page.getByTestId("channel-typebotId").selectOption({ label: "Atendimento" })
    await page.getByTestId("channel-save").click()
    await page.getByTestId("channel-save").waitFor({ state: "detached" })
    const admin = await login(kit.node.url, ADMIN.email, ADMIN.password)
    const channels = await http(kit.node.url, "GET", "/channels", { auth: admin })
    const list = Array.isArray(channels.json) ? channels.json : (channels.json.channels ?? channels.json.data ?? [])
    const webchat = list.find((c: any) => c.type === "webchat")
    expect(webchat.typebotId).toEqual(expect.any(Number))

    // a customer of the /demo page talks to the bot
    const customer = await customerSays(kit, "Oi, tudo bem?")
    const said = customer.locator('[data-testid="webchat-message"][data-from-agent="true"]')
    await said.filter({ hasText: "Como podemos ajudar?" }).waitFor()
    await said.filter({ hasText: "2 - Suporte" }).waitFor()
    if (shots) await customer.screenshot({ path: `${shots}/typebot-widget.png` })
    await customer.close()
    await page.close()
  }, 120_000)
})
