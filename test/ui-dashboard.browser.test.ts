/**
 * The home dashboard and the attendance panel in headless Chromium (embedded mode): a history of
 * tickets (yesterday and three days ago, in the tenant's São Paulo days) back-filled into the
 * aggregates shows as the figures of each preset (today, yesterday, the last 7 days) and by user;
 * then, on /painel-atendimentos, a customer's message over the web-chat widget opens a ticket and
 * the panel's cards count it without a reload; the dashboard's "today" counts it too. An agent is
 * shown no figures.
 */
import { addDays, localDate, startOfDay } from "@atende/core/rules/calendar"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { haveChromium, signIn } from "../agent-ui/e2e/agentPage"
import { rebuildDashboard } from "../runtime/src/features/dashboard/index"
import { customerSays, signedInPage, useBrowserKit } from "./support/browserKit"

const shots = process.env.ATENDE_SCREENSHOTS
const ZONE = "America/Sao_Paulo"
const HOUR = 3_600_000
const AGENT = { name: "Gabi Agente", email: "gabi@atende.local", password: "Gabi12345", profile: "user" }

/** An indicator's figure as the card holds it. */
const figure = (page: Page, name: string) => page.getByTestId(`indicator-${name}`).getAttribute("data-value")

describe.skipIf(!haveChromium)("the dashboard and the attendance panel in a real browser", () => {
  const kit = useBrowserKit({ users: [AGENT] })

  const sql = (text: TemplateStringsArray, ...values: Array<unknown>) =>
    kit.node.run(Effect.flatMap(SqlClient.SqlClient, (client) => client(text, ...values))) as Promise<Array<any>>

  /** A ticket of the demo tenant opened by a customer at `createdAt`, attended and resolved by `userId` when given. */
  async function pastTicket(tenantId: number, createdAt: number, resolvedBy?: { userId: number; at: number }) {
    const channel = (await sql`SELECT id FROM channels WHERE tenant_id = ${tenantId} ORDER BY id LIMIT 1`)[0].id
    const external = `hist-${createdAt}-${Math.random().toString(36).slice(2, 7)}`
    const contact = await sql`INSERT INTO contacts (tenant_id, channel_id, external_id, name, created_at)
      VALUES (${tenantId}, ${channel}, ${external}, ${"Cliente antigo"}, ${createdAt}) RETURNING id`
    const status = resolvedBy ? "closed" : "pending"
    const ticket = await sql`INSERT INTO tickets (tenant_id, contact_id, channel_id, user_id, status, protocol,
        last_message_at, waiting_since, created_at, updated_at)
      VALUES (${tenantId}, ${contact[0].id}, ${channel}, ${resolvedBy?.userId ?? null}, ${status}, ${external},
        ${createdAt}, ${resolvedBy ? null : createdAt}, ${createdAt}, ${createdAt}) RETURNING id`
    const id = ticket[0].id
    await sql`INSERT INTO ticket_logs (tenant_id, ticket_id, user_id, type, data, created_at)
      VALUES (${tenantId}, ${id}, ${null}, ${"create"}, ${"{}"}, ${createdAt})`
    if (resolvedBy) {
      await sql`INSERT INTO ticket_logs (tenant_id, ticket_id, user_id, type, data, created_at)
        VALUES (${tenantId}, ${id}, ${resolvedBy.userId}, ${"open"}, ${"{}"}, ${createdAt + 60_000})`
      await sql`INSERT INTO ticket_logs (tenant_id, ticket_id, user_id, type, data, created_at)
        VALUES (${tenantId}, ${id}, ${resolvedBy.userId}, ${"closed"}, ${"{}"}, ${resolvedBy.at})`
    }
  }

  it("shows each preset's figures, counts a customer's new ticket on the panel live; agents see none", async () => {
    const tenantId = kit.node.demo!.tenant.id
    const adminId = Number((await sql`SELECT id FROM users WHERE email = ${"admin@atende.local"}`)[0].id)
    const today = localDate(Date.now(), ZONE)
    const noonOf = (days: number) => startOfDay(addDays(today, days), ZONE) + 12 * HOUR
    // yesterday: two tickets, one resolved by the administrator an hour later; three days ago: one
    await pastTicket(tenantId, noonOf(-1), { userId: adminId, at: noonOf(-1) + HOUR })
    await pastTicket(tenantId, noonOf(-1) + HOUR)
    await pastTicket(tenantId, noonOf(-3))
    await kit.node.run(rebuildDashboard(tenantId))

    const page = await signedInPage(kit, { width: 1400, height: 950 })
    await page.getByTestId("dashboard").waitFor()
    await expect.poll(() => figure(page, "opened")).toBe("0")
    expect(await page.getByTestId("dashboard-period").getAttribute("data-from")).toBe(today)

    await page.getByTestId("dashboard-preset-yesterday").click()
    await page.locator(`[data-testid="dashboard-period"][data-from="${addDays(today, -1)}"]`).waitFor()
    await expect.poll(() => figure(page, "opened")).toBe("2")
    expect(await figure(page, "resolved")).toBe("1")
    expect(await figure(page, "waiting")).toBe("1")
    expect(await figure(page, "resolution")).toBe(String(HOUR))
    await page.getByTestId("indicator-resolution").filter({ hasText: "1 h" }).waitFor()

    await page.getByTestId("dashboard-preset-last7").click()
    await page.locator(`[data-testid="dashboard-period"][data-from="${addDays(today, -6)}"]`).waitFor()
    await expect.poll(() => figure(page, "opened")).toBe("3")
    expect(await page.getByTestId("dashboard-day").count()).toBe(7)
    const dayOpened = (days: number) =>
      page.locator(`[data-testid="dashboard-day"][data-date="${addDays(today, days)}"]`).getAttribute("data-opened")
    expect([await dayOpened(-3), await dayOpened(-1), await dayOpened(0)]).toEqual(["1", "2", "0"])
    // by user: the administrator's resolution, and the tickets nobody took
    await page.getByTestId("dashboard-view-users").click()
    const adminRow = page.locator(`[data-testid="dashboard-user-row"][data-id="${adminId}"]`)
    expect(await adminRow.locator('[data-col="resolved"]').innerText()).toBe("1")
    const nobody = page.locator('[data-testid="dashboard-user-row"][data-id="none"]')
    expect(await nobody.locator('[data-col="opened"]').innerText()).toBe("3")
    if (shots) await page.screenshot({ path: `${shots}/dashboard-users.png` })
    await page.getByTestId("dashboard-view-synthetic").click()
    if (shots) await page.screenshot({ path: `${shots}/dashboard.png` })

    // The attendance panel: the administrator's card, and the ticket still waiting from yesterday.
    await page.goto(`${kit.node.url}/#/painel-atendimentos`)
    await page.getByTestId("panel").waitFor()
    const total = page.locator('[data-testid="panel-total"]')
    await expect.poll(() => total.getAttribute("data-waiting")).toBe("2")
    const adminCard = page.locator(`[data-testid="panel-agent"][data-id="${adminId}"]`)
    expect(await adminCard.getAttribute("data-online")).toBe("true")
    expect(await adminCard.getAttribute("data-open")).toBe("0")
    // yesterday's tickets have waited for hours: the total is red
    expect(await total.getAttribute("data-sla")).toBe("red")
    const noQueue = page.locator('[data-testid="panel-queue"][data-id="none"]')
    expect(await noQueue.getAttribute("data-waiting")).toBe("2")

    // A customer writes: a new ticket, counted on the panel without a reload.
    const customer = await customerSays(kit, "Olá, quero acompanhar meu pedido")
    await expect.poll(() => total.getAttribute("data-waiting"), { timeout: 15_000 }).toBe("3")
    await expect.poll(() => noQueue.getAttribute("data-waiting")).toBe("3")
    await page.getByTestId("panel-total-waiting").filter({ hasText: "3" }).waitFor()
    if (shots) await page.screenshot({ path: `${shots}/attendance-panel.png` })

    // and the dashboard's today counts it
    await page.goto(`${kit.node.url}/#/home`)
    await page.getByTestId("dashboard").waitFor()
    await expect.poll(() => figure(page, "opened")).toBe("1")
    expect(await figure(page, "waiting")).toBe("1")
    await customer.close()

    // An agent lands on the workspace; on /home and on the panel there are no figures for them.
    const agent = await (await kit.browser.newContext({ viewport: { width: 1200, height: 800 } })).newPage()
    await signIn(agent, kit.node.url, AGENT.email, AGENT.password, /#\/atendimento$/)
    await agent.goto(`${kit.node.url}/#/home`)
    await agent.getByTestId("home-agent").waitFor()
    expect(await agent.getByTestId("dashboard").count()).toBe(0)
    await agent.goto(`${kit.node.url}/#/painel-atendimentos`)
    await agent.getByTestId("panel-no-permission").waitFor()
    expect(await agent.getByTestId("panel-agent").count()).toBe(0)
  }, 120_000)
})
