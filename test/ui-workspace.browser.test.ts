/**
 * The ticket workspace in headless Chromium (embedded mode): a customer writes over the web-chat
 * widget; the agent attends, replies with an attachment (and is stopped before uploading a file
 * over 10 MB), replies quoting the customer, edits, reacts, deletes inside the 5-minute window,
 * forwards, schedules a message, reads the ticket log, transfers (the transfer to the current
 * owner is refused with the catalogue's text), resolves and reopens.
 */
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { haveChromium, launchBrowser, signIn } from "../agent-ui/e2e/agentPage"
import type { NodeHandle } from "../runtime/src/server/node"
import { makeEnv, startTestNode, type TestEnv } from "./support/modes"

const shots = process.env.ATENDE_SCREENSHOTS

async function api<T>(url: string, method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token.split(" ")[0]}`, "X-Session-Id": token.split(" ")[1] } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`)
  return JSON.parse(text) as T
}

async function customerSays(browser: Browser, url: string, text: string): Promise<Page> {
  const customer = await (await browser.newContext()).newPage()
  await customer.goto(`${url}/demo`)
  await customer.getByTestId("webchat-open").click()
  await customer.getByTestId("webchat-input").fill(text)
  await customer.getByTestId("webchat-send").click()
  return customer
}

/** The bubble with `text`, the customer's (fromMe false) or the agent's. */
function bubbleOf(page: Page, text: string, fromMe: boolean) {
  return page.locator(`[data-testid="message-item"][data-from-me="${fromMe}"]`, { hasText: text }).first()
}

/** Opens the ▾ menu of the bubble with `text` and picks an action. */
async function messageAction(page: Page, text: string, action: string, fromMe = true): Promise<void> {
  const bubble = bubbleOf(page, text, fromMe)
  await bubble.hover()
  await bubble.getByTestId("message-menu").click()
  await page.getByTestId(action).first().click()
}

describe.skipIf(!haveChromium)("ticket workspace in a real browser", () => {
  let env: TestEnv
  let node: NodeHandle
  let browser: Browser

  beforeAll(async () => {
    env = await makeEnv("embedded")
    node = await startTestNode(env)
    browser = await launchBrowser()
    // A second agent to transfer to (API clients log in without the captcha).
    const admin = await api<{ token: string; sessionId: string }>(node.url, "POST", "/auth/login/", null, { email: "admin@atende.local", password: "Admin12345" })
    await api(node.url, "POST", "/admin/users", `${admin.token} ${admin.sessionId}`, { name: "Bruna Agente", email: "bruna@atende.local", password: "Bruna12345", profile: "user" })
  })
  afterAll(async () => {
    await browser?.close()
    await node?.close()
    await env?.cleanup()
  })

  it("attends, replies with a file, quotes, edits, reacts, deletes, forwards, transfers, resolves and reopens", async () => {
    const agent = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
    await signIn(agent, node.url, "admin@atende.local", "Admin12345", /#\/home/)
    await agent.goto(`${node.url}/#/atendimento`)
    await agent.getByTestId("tab-pending").click()

    const customer = await customerSays(browser, node.url, "Olá, preciso da segunda via")
    const item = agent.getByTestId("ticket-item").filter({ hasText: "segunda via" })
    await item.waitFor({ timeout: 15_000 })
    expect(await item.getAttribute("data-sla")).toBe("green")
    await item.click()
    await agent.getByTestId("btn-attend").click()
    await agent.locator('[data-testid="chat-header"][data-status="open"]').waitFor()

    // Attachments: a file over 10 MB is refused before any upload, a small one goes.
    await agent.getByTestId("composer-file").setInputFiles({ name: "grande.mp4", mimeType: "video/mp4", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) })
    await agent.getByTestId("toast").filter({ hasText: "grande.mp4" }).filter({ hasText: "10 MB" }).waitFor()
    expect(await agent.getByTestId("attachment-chip").count()).toBe(0)
    await agent.getByTestId("composer-file").setInputFiles({ name: "boleto.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 boleto") })
    await agent.getByTestId("attachment-chip").filter({ hasText: "boleto.pdf" }).waitFor()
    await agent.getByTestId("composer-input").fill("Segue o boleto")
    await agent.getByTestId("composer-send").click()
    await agent.getByTestId("message-item").filter({ hasText: "Segue o boleto" }).getByTestId("message-file").waitFor()
    await customer.locator('[data-testid="webchat-message"][data-from-agent="true"]', { hasText: "Segue o boleto" }).waitFor({ timeout: 15_000 })

    // Reply quoting the customer's message.
    await messageAction(agent, "segunda via", "action-reply", false)
    await agent.getByTestId("composer-reply").waitFor()
    await agent.getByTestId("composer-input").fill("Claro, já envio")
    await agent.getByTestId("composer-send").click()
    const quoted = agent.getByTestId("message-item").filter({ hasText: "Claro, já envio" })
    await quoted.getByTestId("message-quote").filter({ hasText: "segunda via" }).waitFor()

    // Edit the reply.
    await agent.locator('[data-testid="message-item"][data-status="sent"]', { hasText: "Claro, já envio" }).waitFor()
    await messageAction(agent, "Claro, já envio", "action-edit")
    await agent.getByTestId("composer-editing").waitFor()
    await agent.getByTestId("composer-input").fill("Claro, já envio o boleto")
    await agent.getByTestId("composer-send").click()
    await agent.getByTestId("message-item").filter({ hasText: "Claro, já envio o boleto" }).getByTestId("message-edited").waitFor()

    // React to the customer's message.
    await messageAction(agent, "segunda via", "react-option", false)
    await bubbleOf(agent, "segunda via", false).getByTestId("message-reaction").waitFor()

    // Delete an own message inside the 5-minute window.
    await agent.getByTestId("composer-input").fill("mensagem errada")
    await agent.getByTestId("composer-send").click()
    await agent.locator('[data-testid="message-item"][data-status="sent"]', { hasText: "mensagem errada" }).waitFor()
    await messageAction(agent, "mensagem errada", "action-delete")
    await agent.getByTestId("delete-confirm").click()
    await agent.locator('[data-testid="message-item"][data-deleted="true"]').waitFor()
    expect(await agent.getByTestId("message-item").filter({ hasText: "mensagem errada" }).count()).toBe(0)

    // Forward a message to the contact (its own open ticket gets the copy).
    const contactName = (await agent.getByTestId("chat-header").locator(".chat-header-name").textContent()) ?? ""
    await messageAction(agent, "segunda via", "action-forward", false)
    await agent.getByTestId("selection-forward").click()
    await agent.getByTestId("forward-search").fill(contactName.slice(0, 4))
    await agent.getByTestId("forward-contact").first().click()
    await agent.getByTestId("forward-submit").click()
    await agent.locator('[data-testid="message-item"][data-from-me="true"]', { hasText: "segunda via" }).getByTestId("message-forwarded").waitFor()

    // Schedule a message for tomorrow; it is listed on the ticket.
    await agent.getByTestId("composer-schedule").click()
    const tomorrow = new Date(Date.now() + 86_400_000)
    await agent.getByTestId("schedule-date").fill(tomorrow.toISOString().slice(0, 10))
    await agent.getByTestId("schedule-time").fill("10:30")
    await agent.getByTestId("schedule-body").fill("Lembrete do boleto")
    await agent.getByTestId("schedule-submit").click()
    await agent.getByTestId("scheduled-item").filter({ hasText: "Lembrete do boleto" }).waitFor()

    // The ticket log shows the attendance.
    await agent.getByTestId("panel-logs").click()
    await agent.locator('[data-testid="log-item"][data-type="open"]').waitFor()
    if (shots) await agent.screenshot({ path: `${shots}/workspace-chat.png` })

    // Transfer: to the current owner is refused with the catalogue's text; to Bruna goes.
    await agent.getByTestId("btn-transfer").click()
    await agent.getByTestId("transfer-submit").click()
    await agent.getByTestId("transfer-problem").waitFor()
    const adminOption = agent.getByTestId("transfer-user").locator("option", { hasText: "Administrador" })
    await agent.getByTestId("transfer-user").selectOption((await adminOption.getAttribute("value")) ?? "")
    await agent.getByTestId("transfer-submit").click()
    await agent.getByTestId("toast").filter({ hasText: "Ticket já pertence ao destino" }).waitFor()
    const brunaOption = agent.getByTestId("transfer-user").locator("option", { hasText: "Bruna" })
    await agent.getByTestId("transfer-user").selectOption((await brunaOption.getAttribute("value")) ?? "")
    await agent.getByTestId("transfer-submit").click()
    await agent.getByTestId("chat-detail").filter({ hasText: "Bruna" }).waitFor()

    // Resolve (with the confirmation dialog), then reopen.
    await agent.getByTestId("btn-resolve").click()
    await agent.getByTestId("resolve-confirm").click()
    await agent.locator('[data-testid="chat-header"][data-status="closed"]').waitFor()
    await agent.getByTestId("btn-reopen").click()
    await agent.locator('[data-testid="chat-header"][data-status="open"]').waitFor()
    if (shots) await agent.screenshot({ path: `${shots}/workspace-reopened.png` })
  }, 60_000)
})
