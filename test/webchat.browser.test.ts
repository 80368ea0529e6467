/**
 * End to end in headless Chromium, in both modes: a customer page with the widget sends "Olá",
 * the agent logged into the agent UI sees the ticket appear without reload, attends it, replies
 * "Como posso ajudar?", and the widget shows the reply.
 */
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CHROMIUM, haveChromium, launchBrowser, solveCaptcha } from "../agent-ui/e2e/agentPage"
import type { NodeHandle } from "../runtime/src/server/node"
import { makeEnv, productionAvailable, servicesRequired, startTestNode, type Mode, type TestEnv } from "./support/modes"

if (!haveChromium && servicesRequired) throw new Error(`ATENDE_REQUIRE_SERVICES=1 but no Chromium at ${CHROMIUM} (apt-get install chromium)`)
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

  it.skipIf(!run)("customer says Olá, agent attends and replies, the widget shows the reply", async () => {
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

    const reply = customer.locator('[data-testid="webchat-message"][data-from-agent="true"]', { hasText: "Como posso ajudar?" })
    await reply.waitFor({ timeout: 15_000 })
    expect(await reply.count()).toBe(1)
    const own = customer.locator('[data-testid="webchat-message"][data-from-agent="false"]', { hasText: "Olá" })
    expect(await own.count()).toBe(1)
    await agent.getByTestId("message-item").filter({ hasText: "Como posso ajudar?" }).waitFor()
    if (process.env.ATENDE_SCREENSHOTS) await agent.screenshot({ path: `${process.env.ATENDE_SCREENSHOTS}/agent-${mode}.png` })
  }, 60_000)
})
