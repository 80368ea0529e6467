/**
 * The ticket workspace in headless Chromium (embedded mode): a customer writes over the web-chat
 * widget; the agent attends, replies with an attachment (and is stopped before uploading a file
 * over 10 MB), replies quoting the customer, edits, reacts, deletes inside the 5-minute window,
 * forwards, schedules a message, reads the ticket log, transfers (the transfer to the current
 * owner is refused with the catalogue's text), resolves and reopens.
 */
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { haveChromium, signIn } from "../agent-ui/e2e/agentPage"
import { customerSays, signedInPage, useBrowserKit } from "./support/browserKit"

const shots = process.env.ATENDE_SCREENSHOTS

async function api<T>(url: string, method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      "Content-Type": "application/json",
      ...(token ? { Authorization: `Bearer ${token.split(" ")[0]}`, "X-Session-Id": token.split(" ")[1] } : {})
    },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`)
  return JSON.parse(text) as T
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
  const kit = useBrowserKit({ config: { ATENDE_OUTBOUND_ALLOW: "127.0.0.1" } })
  let adminAuth: string

  beforeAll(async () => {
    // A second agent to transfer to (API clients log in without the captcha).
    const admin = await api<{ token: string; sessionId: string }>(kit.node.url, "POST", "/auth/login/", null, {
      email: "admin@atende.local",
      password: "Admin12345"
    })
    const auth = `${admin.token} ${admin.sessionId}`
    await api(kit.node.url, "POST", "/admin/users", auth, {
      name: "Bruna Agente",
      email: "bruna@atende.local",
      password: "Bruna12345",
      profile: "user"
    })
    // API calls of the tests run as another administrator: one session per user, and the
    // browser's login would end this one.
    await api(kit.node.url, "POST", "/admin/users", auth, {
      name: "Robô de Testes",
      email: "robo@atende.local",
      password: "Robo12345",
      profile: "admin"
    })
    const robot = await api<{ token: string; sessionId: string }>(kit.node.url, "POST", "/auth/login/", null, {
      email: "robo@atende.local",
      password: "Robo12345"
    })
    adminAuth = `${robot.token} ${robot.sessionId}`
  })

  it(
    "attends, replies with a file, quotes, edits, reacts, deletes, forwards, transfers, " + "resolves and reopens",
    async () => {
      const agent = await signedInPage(kit, { width: 1400, height: 900 })
      await agent.goto(`${kit.node.url}/#/atendimento`)
      await agent.getByTestId("tab-pending").click()

      const customer = await customerSays(kit, "Olá, preciso da segunda via")
      const item = agent.getByTestId("ticket-item").filter({ hasText: "segunda via" })
      await item.waitFor({ timeout: 15_000 })
      expect(await item.getAttribute("data-sla")).toBe("green")
      await item.click()
      await agent.getByTestId("btn-attend").click()
      await agent.locator('[data-testid="chat-header"][data-status="open"]').waitFor()

      // Attachments: a file over 10 MB is refused before any upload, a small one goes.
      await agent
        .getByTestId("composer-file")
        .setInputFiles({ name: "grande.mp4", mimeType: "video/mp4", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) })
      await agent.getByTestId("toast").filter({ hasText: "grande.mp4" }).filter({ hasText: "10 MB" }).waitFor()
      expect(await agent.getByTestId("attachment-chip").count()).toBe(0)
      await agent
        .getByTestId("composer-file")
        .setInputFiles({ name: "boleto.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 boleto") })
      await agent.getByTestId("attachment-chip").filter({ hasText: "boleto.pdf" }).waitFor()
      await agent.getByTestId("composer-input").fill("Segue o boleto")
      await agent.getByTestId("composer-send").click()
      await agent
        .getByTestId("message-item")
        .filter({ hasText: "Segue o boleto" })
        .getByTestId("message-file")
        .waitFor()
      await customer
        .locator('[data-testid="webchat-message"][data-from-agent="true"]', { hasText: "Segue o boleto" })
        .waitFor({ timeout: 15_000 })

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
      await agent
        .getByTestId("message-item")
        .filter({ hasText: "Claro, já envio o boleto" })
        .getByTestId("message-edited")
        .waitFor()

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
      await agent
        .locator('[data-testid="message-item"][data-from-me="true"]', { hasText: "segunda via" })
        .getByTestId("message-forwarded")
        .waitFor()

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
    },
    60_000
  )

  it("windows a list of 10,000 tickets: pages load on scroll, only the visible rows are in the page", async () => {
    const page = await (await kit.browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage()
    const PAGE = 2000
    const TOTAL = 10_000
    const at = Date.UTC(2026, 0, 1)
    const fake = (i: number) => ({
      id: 500_000 + i,
      protocol: `P${i}`,
      status: "pending",
      contactId: 500_000 + i,
      contact: {
        id: 500_000 + i,
        name: `Cliente ${i}`,
        number: `5511${String(i).padStart(9, "0")}`,
        email: null,
        profilePicUrl: null
      },
      userId: null,
      user: null,
      queueId: null,
      queue: null,
      channel: "webchat",
      whatsappId: 1,
      isGroup: false,
      unreadMessages: 0,
      lastMessage: `mensagem ${i}`,
      lastMessageAt: new Date(at - i * 60_000).toISOString(),
      createdAt: new Date(at).toISOString(),
      updatedAt: new Date(at).toISOString(),
      sla: (["green", "yellow", "red"] as const)[i % 3]
    })
    const asked: number[] = []
    const queries: URLSearchParams[] = []
    await page.route(/\/tickets\?/, async (route) => {
      const url = new URL(route.request().url())
      queries.push(url.searchParams)
      const pageNumber = Number(url.searchParams.get("pageNumber") ?? "1")
      if (url.searchParams.get("status") !== "pending")
        return route.fulfill({ json: { tickets: [], count: 0, hasMore: false } })
      asked.push(pageNumber)
      const first = (pageNumber - 1) * PAGE
      const tickets = Array.from({ length: Math.max(0, Math.min(PAGE, TOTAL - first)) }, (_, k) => fake(first + k))
      await route.fulfill({ json: { tickets, count: TOTAL, hasMore: first + PAGE < TOTAL } })
    })
    await signIn(page, kit.node.url, "admin@atende.local", "Admin12345", /#\/home/)
    await page.goto(`${kit.node.url}/#/atendimento`)
    await page.getByTestId("tab-pending").click()
    const list = page.getByTestId("ticket-list")
    await page.locator(`[data-testid="ticket-list"][data-count="${PAGE}"]`).waitFor()
    for (let loaded = PAGE; loaded < TOTAL; loaded += PAGE) {
      await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight }))
      await page.locator(`[data-testid="ticket-list"][data-count="${loaded + PAGE}"]`).waitFor()
    }
    expect(asked).toEqual([1, 2, 3, 4, 5])
    await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight }))
    await page.getByTestId("ticket-item").filter({ hasText: "Cliente 9999" }).waitFor()
    const rendered = await page.getByTestId("ticket-item").count()
    expect(rendered).toBeLessThan(40)
    // Jump to the middle: the rows there are drawn, nothing else.
    const started = Date.now()
    await list.evaluate((element) => element.scrollTo({ top: 88 * 5000 }))
    await page.getByTestId("ticket-item").filter({ hasText: "Cliente 5000" }).first().waitFor()
    expect(Date.now() - started).toBeLessThan(2000)
    expect(await page.getByTestId("ticket-item").count()).toBeLessThan(40)
    expect(await page.locator('[data-testid="ticket-item"][data-sla="red"]').count()).toBeGreaterThan(0)
    if (shots) await page.screenshot({ path: `${shots}/workspace-10k.png` })

    // Advanced filters go to GET /tickets and are saved for the user (filtrosAtendimento).
    await page.getByTestId("filter-open").click()
    await page.getByTestId("filter-unread").check()
    await page.getByTestId("filter-message-content").fill("boleto")
    if (shots) await page.screenshot({ path: `${shots}/workspace-filters.png` })
    await page.getByTestId("filter-apply").click()
    await expect
      .poll(() => queries.some((q) => q.get("withUnreadMessages") === "true" && q.get("messageContent") === "boleto"))
      .toBe(true)
    await page.waitForTimeout(300)
    await page.reload()
    await page.locator('[data-testid="filter-count"]', { hasText: "2" }).waitFor()
    await page.getByTestId("filter-open").click()
    await page.getByTestId("filter-clear").click()
    await page.getByTestId("filter-count").waitFor({ state: "detached" })
  }, 60_000)

  it("offers the contact's other open ticket when a reopen is refused (ERR_OTHER_OPEN_TICKET)", async () => {
    const agent = await signedInPage(kit, { width: 1280, height: 860 })
    await agent.goto(`${kit.node.url}/#/atendimento`)
    await agent.getByTestId("tab-pending").click()
    const customer = await customerSays(kit, "Primeiro contato")
    await agent.getByTestId("ticket-item").filter({ hasText: "Primeiro contato" }).click()
    await agent.getByTestId("btn-attend").click()
    await agent.getByTestId("btn-resolve").click()
    await agent.getByTestId("resolve-confirm").click()
    await agent.locator('[data-testid="chat-header"][data-status="closed"]').waitFor()
    const first = await agent.getByTestId("chat-header").getAttribute("data-ticket-id")

    // The customer writes again: a new ticket; reopening the first one is refused with its id.
    await customer.getByTestId("webchat-input").fill("Voltei com outra dúvida")
    await customer.getByTestId("webchat-send").click()
    await agent.getByTestId("tab-active").click()
    await agent.getByTestId("tab-pending").click()
    const second = agent.getByTestId("ticket-item").filter({ hasText: "Voltei com outra" })
    await second.waitFor({ timeout: 15_000 })
    const secondId = await second.getAttribute("data-ticket-id")
    expect(secondId).not.toBe(first)
    await agent.getByTestId("btn-reopen").click()
    await agent.getByTestId("other-ticket-dialog").waitFor()
    await agent.getByTestId("other-ticket-open").click()
    await agent.waitForURL(new RegExp(`#/atendimento/${secondId}\\?t=\\d+$`))
    await agent.locator(`[data-testid="chat-header"][data-ticket-id="${secondId}"]`).waitFor()
  }, 60_000)

  it("scrolls up for older messages, and the chat route's pageNumber opens deeper", async () => {
    const customer = await customerSays(kit, "Histórico longo")
    const agent = await signedInPage(kit, { width: 1280, height: 860 })
    await agent.goto(`${kit.node.url}/#/atendimento`)
    await agent.getByTestId("tab-pending").click()
    const item = agent.getByTestId("ticket-item").filter({ hasText: "Histórico longo" })
    await item.waitFor({ timeout: 15_000 })
    const ticketId = await item.getAttribute("data-ticket-id")
    await api(kit.node.url, "PUT", `/tickets/${ticketId}`, adminAuth, { status: "open" })
    for (let i = 1; i <= 60; i++)
      await api(kit.node.url, "POST", `/messages/${ticketId}`, adminAuth, { body: `linha ${i}`, clientId: `hist-${i}` })
    await customer.close()

    await agent.goto(`${kit.node.url}/#/atendimento/${ticketId}`)
    await agent.getByTestId("message-item").filter({ hasText: "linha 60" }).waitFor()
    expect(await agent.getByTestId("message-item").count()).toBe(50)
    await agent.getByTestId("message-list").evaluate((element) => element.scrollTo({ top: 0 }))
    await agent.getByTestId("message-item").filter({ hasText: "Histórico longo" }).waitFor()
    expect(await agent.getByTestId("message-item").count()).toBe(61)

    await agent.goto(`${kit.node.url}/#/atendimento/${ticketId}?pageNumber=2&t=${Date.now()}`)
    await agent.getByTestId("message-item").filter({ hasText: "Histórico longo" }).waitFor()
    expect(await agent.getByTestId("message-item").count()).toBe(61)

    // Mass actions on the home dashboard: the robot's tickets go to a queue, then the queue's are resolved.
    agent.on("dialog", (dialog) => void dialog.accept())
    await agent.goto(`${kit.node.url}/#/home`)
    await agent.getByTestId("mass-actions").waitFor()
    const pick = async (testId: string, text: string) => {
      const select = agent.getByTestId(testId)
      await select.locator("option", { hasText: text }).first().waitFor({ state: "attached" })
      await select.selectOption({ label: text })
    }
    await pick("mass-transfer-from", "Robô de Testes")
    await pick("mass-transfer-to-queue", "Atendimento")
    await agent.getByTestId("mass-transfer-submit").click()
    await agent.getByTestId("toast").filter({ hasText: "transferido(s)" }).waitFor()
    await agent.getByTestId("mass-resolve-kind").selectOption("queue")
    await pick("mass-resolve-from", "Atendimento")
    await agent.getByTestId("mass-resolve-submit").click()
    await agent.getByTestId("toast").filter({ hasText: "resolvido(s)" }).waitFor()
    const after = await api<{ status: string }>(kit.node.url, "GET", `/tickets/${ticketId}`, adminAuth)
    expect(after.status).toBe("closed")
  }, 60_000)

  it("transcribes a customer's audio message with the tenant's transcription service", async () => {
    // An OpenAI-compatible stand-in: POST /v1/audio/transcriptions → { text }.
    const transcriber: Server = createServer((req, res) => {
      req.resume()
      req.on("end", () => {
        res.writeHead(req.url === "/v1/audio/transcriptions" ? 200 : 404, { "Content-Type": "application/json" })
        res.end(JSON.stringify({ text: "quero a segunda via do boleto" }))
      })
    })
    await new Promise<void>((resolve) => transcriber.listen(0, "127.0.0.1", resolve))
    try {
      const port = (transcriber.address() as AddressInfo).port
      await api(kit.node.url, "PUT", "/settings/transcriptionBaseUrl", adminAuth, { value: `http://127.0.0.1:${port}` })
      await api(kit.node.url, "PUT", "/settings/transcriptionEnabled", adminAuth, { value: true })

      const customer = await customerSays(kit, "Vou mandar um áudio")
      await customer
        .getByTestId("webchat-file")
        .setInputFiles({ name: "audio.ogg", mimeType: "audio/ogg", buffer: Buffer.from("OggS fake audio") })
      const agent = await signedInPage(kit, { width: 1280, height: 860 })
      await agent.goto(`${kit.node.url}/#/atendimento`)
      await agent.getByTestId("tab-pending").click()
      await agent
        .getByTestId("ticket-item")
        .filter({ hasText: "Vou mandar um áudio" })
        .or(agent.getByTestId("ticket-item").filter({ hasText: "audio.ogg" }))
        .first()
        .click()
      const audio = agent.locator('[data-testid="message-item"]', { has: agent.getByTestId("message-audio") })
      await audio.waitFor({ timeout: 15_000 })
      await audio.hover()
      await audio.getByTestId("message-menu").click()
      await agent.getByTestId("action-transcribe").click()
      await audio.getByTestId("message-transcription").filter({ hasText: "quero a segunda via do boleto" }).waitFor()
      await customer.close()
    } finally {
      await new Promise((resolve) => transcriber.close(resolve))
    }
  }, 60_000)
})
