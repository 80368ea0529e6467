/**
 * The notes of attendance screen (/notas) in headless Chromium (embedded mode): two customers write
 * over the web chat, notes are written on both tickets through the API (more than a page); the
 * administrator opens /notas, sees them newest first, loads the rest, finds nothing for a text no
 * note has, filters by one contact, sees that contact's note only, clicks it and lands on its ticket.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { haveChromium } from "../agent-ui/e2e/agentPage"
import { signedInPage, useBrowserKit } from "./support/browserKit"
import { demoToken, widgetClient, type Widget } from "./support/clients"

const shots = process.env.ATENDE_SCREENSHOTS

type Ticket = { id: number; protocol: string; contact: { name: string } }

describe.skipIf(!haveChromium)("notes of attendance in a real browser", () => {
  const kit = useBrowserKit()
  let auth = { token: "", sessionId: "" }
  const widgets: Array<Widget> = []

  async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${kit.node.url}${path}`, {
      method,
      headers: {
        "Content-Type": "application/json",
        ...(auth.token ? { Authorization: `Bearer ${auth.token}`, "X-Session-Id": auth.sessionId } : {})
      },
      body: body === undefined ? undefined : JSON.stringify(body)
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`)
    return JSON.parse(text) as T
  }

  /** Asks `probe` again until it answers something (or 15 s pass). */
  async function eventually<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
    const start = Date.now()
    while (Date.now() - start < 15_000) {
      const found = await probe()
      if (found !== undefined) return found
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`timed out waiting for ${what}`)
  }

  /** A named customer writes over the web chat; resolves with the ticket once the API lists it. */
  async function customerTicket(name: string, body: string): Promise<Ticket> {
    const visitor = `notas${widgets.length}x${Date.now().toString(36)}`
    const widget = await widgetClient(kit.node.url, await demoToken(kit.node.url), visitor)
    widgets.push(widget)
    widget.ws.send(JSON.stringify({ type: "message", clientId: `c${widgets.length}`, body, name }))
    return eventually(async () => {
      const query = `status=pending&showAll=true&searchParam=${encodeURIComponent(name)}`
      const list = await api<{ tickets: Array<Ticket> }>("GET", `/tickets?${query}`)
      return list.tickets.find((ticket) => ticket.contact.name === name)
    }, `the ticket of ${name}`)
  }

  beforeAll(async () => {
    const admin = await api<{ token: string; sessionId: string }>("POST", "/auth/login/", {
      email: "admin@atende.local",
      password: "Admin12345"
    })
    auth = admin
    // The API calls run as another administrator: one session per user, and the browser's login
    // would end this one.
    await api("POST", "/admin/users", {
      name: "Robô de Notas",
      email: "robo@atende.local",
      password: "Robo12345",
      profile: "admin"
    })
    auth = await api<{ token: string; sessionId: string }>("POST", "/auth/login/", {
      email: "robo@atende.local",
      password: "Robo12345"
    })
  })
  afterAll(async () => {
    for (const widget of widgets) widget.close()
  })

  it("lists the notes, filters by contact and opens the note's ticket", async () => {
    const maria = await customerTicket("Maria Souza", "Quero trocar o produto")
    const joao = await customerTicket("João Lima", "Minha entrega atrasou")
    await api("POST", `/tickets/${maria.id}/notes`, { body: "Troca aprovada pelo gerente" })
    await api("POST", `/tickets/${joao.id}/notes`, { body: "Transportadora avisada" })
    // more than a page (40): the rest comes with "load more"
    for (let i = 1; i <= 40; i++) await api("POST", `/tickets/${joao.id}/notes`, { body: `Acompanhamento ${i}` })

    const page = await signedInPage(kit, { width: 1280, height: 900 })
    await page.goto(`${kit.node.url}/#/notas`)
    await page.getByTestId("notes-page").waitFor()
    const rows = page.getByTestId("note-row")
    await rows.nth(39).waitFor()
    expect(await rows.count()).toBe(40)
    // newest first: the last follow-up on João's ticket
    const newest = await rows.first().innerText()
    expect(newest).toContain("Acompanhamento 40")
    expect(newest).toContain("João Lima")
    expect(newest).toContain(joao.protocol)
    expect(newest).toContain("Robô de Notas")
    if (shots) await page.screenshot({ path: `${shots}/notes-list.png` })
    await page.getByTestId("notes-more").click()
    await rows.nth(41).waitFor()
    expect(await rows.count()).toBe(42)
    expect(await rows.last().innerText()).toContain("Troca aprovada pelo gerente")
    await page.getByTestId("notes-more").waitFor({ state: "detached" })

    // a text no note has: the empty state, then back
    await page.getByTestId("notes-search").fill("nada disso")
    await page.getByTestId("notes-empty").waitFor()
    await page.getByTestId("notes-search").fill("")
    await rows.nth(39).waitFor()

    // by contact: Maria's note only
    await page.getByTestId("notes-contact-search").fill("Maria")
    const option = page.getByTestId("notes-contact-option").filter({ hasText: "Maria Souza" })
    await option.waitFor()
    if (shots) await page.screenshot({ path: `${shots}/notes-contact-search.png` })
    await option.click()
    await page.getByTestId("notes-contact-chosen").filter({ hasText: "Maria Souza" }).waitFor()
    const mariaRow = page.locator(`[data-testid="note-row"][data-ticket-id="${maria.id}"]`)
    await mariaRow.waitFor()
    await page.locator(`[data-testid="note-row"]:not([data-ticket-id="${maria.id}"])`).waitFor({ state: "detached" })
    expect(await rows.count()).toBe(1)
    expect(await mariaRow.innerText()).toContain("Troca aprovada pelo gerente")
    expect(await mariaRow.getAttribute("data-ticket-id")).toBe(String(maria.id))
    if (shots) await page.screenshot({ path: `${shots}/notes-by-contact.png` })

    // the note opens its ticket
    await mariaRow.click()
    await page.waitForURL(new RegExp(`#/atendimento/${maria.id}$`))
    await page.getByTestId("chat-header").filter({ hasText: "Maria Souza" }).waitFor()
  })
})
