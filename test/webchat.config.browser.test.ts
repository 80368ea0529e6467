/**
 * The widget honours its channel's config (runtime/api/channels.md "The widget honours the
 * channel's config"), in headless Chromium: title, footer, header colour and icon as an
 * administrator set them, the panel opening by itself; with the fields empty the visitor's
 * language's texts, and the help bubble that opens the chat; a disconnected channel's widget says
 * the chat is unavailable. Embedded mode only: what is checked is the script in the page, the same
 * whatever store and bus serve it (test/channels.int.test.ts covers both modes on the wire).
 */
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { haveChromium, launchBrowser } from "../agent-ui/e2e/agentPage"
import type { NodeHandle } from "../runtime/src/server/node"
import { http, login, type Login } from "./support/clients"
import { makeEnv, startTestNode, type TestEnv } from "./support/modes"

describe.skipIf(!haveChromium)("the widget follows its channel's config (embedded)", () => {
  let env: TestEnv
  let node: NodeHandle
  let browser: Browser
  let admin: Login
  let channelId: number

  const put = async (webchat: Record<string, unknown>) => {
    const r = await http(node.url, "PUT", `/channels/${channelId}`, { auth: admin, body: { webchat } })
    if (r.status !== 200) throw new Error(`PUT: ${r.status} ${r.text}`)
  }
  const widgetPage = async (locale: string) => {
    const page = await (await browser.newContext({ locale })).newPage()
    await page.goto(`${node.url}/demo`)
    await page.getByTestId("webchat-open").waitFor()
    return page
  }

  beforeAll(async () => {
    env = await makeEnv("embedded")
    node = await startTestNode(env)
    browser = await launchBrowser()
    admin = await login(node.url, "admin@atende.local", "Admin12345")
    channelId = (await http(node.url, "GET", "/channels", { auth: admin })).json[0].id
  })
  afterAll(async () => {
    await browser?.close()
    await node?.close()
    await env?.cleanup()
  })

  it("shows the title, footer, colour and icon set, and opens by itself", async () => {
    await put({
      title: "Loja Exemplo",
      footerText: "Atendemos de segunda a sexta",
      headerColor: "#1d4ed8",
      iconUrl: `${node.url}/icone-da-loja.png`,
      autoOpen: true,
      offerHelp: false
    })
    const page = await widgetPage("pt-BR")
    await page.getByTestId("webchat-panel").waitFor({ state: "visible" })
    await page.getByTestId("webchat-title").filter({ hasText: "Loja Exemplo" }).waitFor()
    expect(await page.getByTestId("webchat-footer").innerText()).toBe("Atendemos de segunda a sexta")
    const colour = (testId: string) => page.getByTestId(testId).evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(await colour("webchat-title")).toBe("rgb(29, 78, 216)")
    expect(await colour("webchat-open")).toBe("rgb(29, 78, 216)")
    expect(await page.getByTestId("webchat-open").locator("img").getAttribute("src")).toBe(
      `${node.url}/icone-da-loja.png`
    )
    expect(await page.getByTestId("webchat-help").isVisible()).toBe(false)
    await page.close()
  }, 60_000)

  it("keeps the visitor's language's texts for empty fields; the help bubble opens the chat", async () => {
    await put({ title: "", footerText: "", iconUrl: null, autoOpen: false, offerHelp: true, helpMessage: "" })
    const page = await widgetPage("en-US")
    const help = page.getByTestId("webchat-help")
    await help.filter({ hasText: "Hi! Can we help?" }).waitFor()
    expect(await page.getByTestId("webchat-panel").isVisible()).toBe(false)
    expect(await page.getByTestId("webchat-title").innerText()).toBe("Chat with us")
    expect(await page.getByTestId("webchat-footer").isVisible()).toBe(false)
    await help.click()
    await page.getByTestId("webchat-panel").waitFor({ state: "visible" })
    expect(await help.isVisible()).toBe(false)

    // the help message as set, in any language
    await put({ helpMessage: "Posso ajudar com seu pedido?" })
    const again = await widgetPage("es-ES")
    await again.getByTestId("webchat-help").filter({ hasText: "Posso ajudar com seu pedido?" }).waitFor()
    expect(await again.getByTestId("webchat-title").innerText()).toBe("Habla con nosotros")
    await again.close()
    await page.close()
  }, 60_000)

  it("says the chat is unavailable when the channel is disconnected", async () => {
    const page = await widgetPage("ru-RU")
    await page.getByTestId("webchat-open").click()
    const off = await http(node.url, "POST", `/channels/${channelId}/disconnect`, { auth: admin })
    expect(off.status).toBe(200)
    await page.getByTestId("webchat-status").filter({ hasText: "Чат сейчас недоступен" }).waitFor()
    const fresh = await widgetPage("pt-BR")
    await fresh.getByTestId("webchat-open").click()
    await fresh.getByTestId("webchat-status").filter({ hasText: "Chat indisponível no momento" }).waitFor()
    expect((await http(node.url, "POST", `/channels/${channelId}/connect`, { auth: admin })).status).toBe(200)
    await fresh.close()
    await page.close()
  }, 60_000)
})
