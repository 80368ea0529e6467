/**
 * End to end in headless Chromium, in both modes: a customer page with the widget sends "Olá",
 * the agent logged into the agent UI sees the ticket appear without reload, attends it, replies
 * "Como posso ajudar?", and the widget shows the reply. And the widget's outbox: a message whose
 * first send is lost on the way is resent after the echo timeout, and one still unechoed when the
 * page is reloaded is sent by the reloaded page; each is stored once, in order.
 */
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CHROMIUM, haveChromium, launchBrowser, solveCaptcha } from "../agent-ui/e2e/agentPage"
import type { NodeHandle } from "../runtime/src/server/node"
import { waitFor } from "./support/clients"
import { makeEnv, productionAvailable, servicesRequired, startTestNode, type Mode, type TestEnv } from "./support/modes"
import { rawStore } from "./support/rawStore"

if (!haveChromium && servicesRequired)
  throw new Error(`ATENDE_REQUIRE_SERVICES=1 but no Chromium at ${CHROMIUM} (apt-get install chromium)`)
if (!haveChromium) console.warn(`[skipped] browser tests: no Chromium at ${CHROMIUM}`)
const production = await productionAvailable()

describe.each<Mode>(["embedded", "production"])("web chat in a real browser (%s)", (mode) => {
  const run = haveChromium && (mode === "embedded" || production.ok)
  let env: TestEnv
  let node: NodeHandle
  let browser: Browser

  beforeAll(async () => {
    if (!run) return
    env = await makeEnv(mode)
    node = await startTestNode(env)
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await node?.close()
    await env?.cleanup()
  })

  it.skipIf(!run)(
    "customer says Olá, agent attends and replies, the widget shows the reply",
    async () => {
      const agent = await (await browser.newContext()).newPage()
      await agent.goto(`${node.url}/#/login`)
      await agent.getByTestId("login-identifier").fill("  admin@atende.local ")
      await agent.getByTestId("login-password").fill("Admin12345")
      // The agent UI asks the server for the captcha (X-Atende-Client: agent-ui): drag the slider.
      await solveCaptcha(agent)
      await agent.getByTestId("login-submit").click()
      await agent.waitForURL(/#\/home/)
      await agent.goto(`${node.url}/#/atendimento`)
      await agent.getByTestId("tab-pending").click()

      const customer = await (await browser.newContext()).newPage()
      await customer.goto(`${node.url}/demo`)
      await customer.getByTestId("webchat-open").click()
      await customer.getByTestId("webchat-input").fill("Olá")
      await customer.getByTestId("webchat-send").click()

      const item = agent.getByTestId("ticket-item").filter({ hasText: "Olá" })
      await item.waitFor({ timeout: 15_000 })
      await item.click()
      await agent.getByTestId("btn-attend").click()
      await agent.getByTestId("btn-resolve").waitFor()
      await agent.getByTestId("composer-input").fill("Como posso ajudar?")
      await agent.getByTestId("composer-send").click()

      const reply = customer.locator('[data-testid="webchat-message"][data-from-agent="true"]', {
        hasText: "Como posso ajudar?"
      })
      await reply.waitFor({ timeout: 15_000 })
      expect(await reply.count()).toBe(1)
      const own = customer.locator('[data-testid="webchat-message"][data-from-agent="false"]', { hasText: "Olá" })
      expect(await own.count()).toBe(1)
      expect(await own.getAttribute("data-status")).toBe("sent")
      await agent.getByTestId("message-item").filter({ hasText: "Como posso ajudar?" }).waitFor()
      if (process.env.ATENDE_SCREENSHOTS)
        await agent.screenshot({ path: `${process.env.ATENDE_SCREENSHOTS}/agent-${mode}.png` })
    },
    60_000
  )

  it.skipIf(!run)(
    "a message whose echo does not come is resent, one unechoed at a reload is sent after it: each stored once",
    async () => {
      const page = await (await browser.newContext({ locale: "ru-RU" })).newPage()
      // between the widget and the server: message frames to drop on their way (as a dying node would)
      let drop = 0
      let dropped = 0
      await page.routeWebSocket(/\/webchat\/ws/, (ws) => {
        const server = ws.connectToServer()
        ws.onMessage((m) => {
          if (drop > 0 && String(m).includes('"type":"message"')) return void (drop--, dropped++)
          server.send(m)
        })
        server.onMessage((m) => ws.send(m))
      })
      await page.goto(`${node.url}/demo`)
      expect(await page.getByTestId("webchat-open").getAttribute("aria-label")).toBe("Напишите нам")
      await page.getByTestId("webchat-open").click()
      const own = (body: string, status: string) =>
        page.locator(`[data-testid="webchat-message"][data-from-agent="false"][data-status="${status}"]`, {
          hasText: body
        })

      drop = 1
      await page.getByTestId("webchat-input").fill("Primeira")
      await page.getByTestId("webchat-send").click()
      await own("Primeira", "pending").waitFor()
      await own("Primeira", "sent").waitFor({ timeout: 20_000 })
      expect(dropped).toBe(1)

      drop = Number.MAX_SAFE_INTEGER
      await page.getByTestId("webchat-input").fill("Segunda")
      await page.getByTestId("webchat-send").click()
      await waitFor(() => dropped >= 2 || undefined, 10_000, "the second message sent (and dropped)")
      await own("Segunda", "pending").waitFor()
      drop = 0
      await page.reload()
      await page.getByTestId("webchat-open").click()
      await own("Segunda", "sent").waitFor({ timeout: 20_000 })

      const token = await page.evaluate(() => document.querySelector("script[data-token]")!.getAttribute("data-token"))
      const visitor = await page.evaluate((t) => localStorage.getItem(`atende-webchat-visitor:${t}`), token)
      expect(await page.evaluate((t) => localStorage.getItem(`atende-webchat-outbox:${t}`), token)).toBeNull()
      const store = rawStore(env)
      try {
        const rows = await store.query(
          `SELECT m.body FROM messages m JOIN contacts c ON c.id = m.contact_id
            WHERE c.external_id = $1 AND m.from_me = 0 ORDER BY m.id`,
          String(visitor)
        )
        expect(rows.map((r) => r.body)).toEqual(["Primeira", "Segunda"])
      } finally {
        await store.close()
      }
      // the reloaded page shows each once, in order
      const shown = await page.getByTestId("webchat-message").allTextContents()
      expect(shown).toEqual(["Primeira", "Segunda"])
    },
    60_000
  )
})
