/**
 * Reports (runtime/api/reports.md), in both modes, on known data: tenant A (the demo tenant, São
 * Paulo, UTC−3) has tickets in March 2026 over several days, users and queues, one created at
 * 23:30 on 28 February local time (02:30 on 1 March UTC: not March) and one at 23:30 on 31 March
 * (April in UTC: March), a deleted one, agents' first answers, a bot's message that is no answer,
 * and contacts with states, tags and birthdays; tenant B (Tokyo, UTC+9) has its own ticket at
 * 00:30 on 1 March local time. Checked with exact numbers: the tickets page and its summary
 * (statuses, SLA classes, mean duration), filters and paging, the user statistics, the contact
 * reports; the "at least one selection" rule; bad filters as catalogue 4xx codes; what an agent
 * sees (the ticket list's visibility, phone and e-mail masked when the tenant hides them); tenant
 * isolation; and exports read back: the XLSX with exceljs, the PDF's text with pdfjs, a masked CSV.
 */
import ExcelJS from "exceljs"
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs"
import { describe, expect, it } from "vitest"
import type { Login } from "./support/clients"
import { productionAvailable, type Mode } from "./support/modes"
import { rawStore } from "./support/rawStore"
import { setSetting, worldPerMode, type World } from "./workspace.support"

const production = await productionAvailable()

const at = (iso: string) => Date.parse(iso)

/** A duration cell ([h]:mm:ss) as seconds: exceljs reads one back as a date of Excel's day zero. */
const cellSeconds = (v: unknown) =>
  v instanceof Date ? Math.round((v.getTime() - Date.UTC(1899, 11, 30)) / 1000) : Math.round(Number(v) * 86_400)
const MIN = 60_000
const MARCH = "from=2026-03-01&to=2026-03-31"

const pdfText = async (bytes: Uint8Array) => {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise
  const pages: Array<string> = []
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent()
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "))
  }
  await doc.destroy()
  return pages.join("\n").replace(/\s+/g, " ")
}

type Seeded = {
  contacts: { alice: number; bruno: number; carla: number; davi: number }
  tags: { vip: number; atacado: number }
  tickets: Record<"t1" | "t2" | "t3" | "t4" | "t5" | "t6" | "t7" | "b1" | "b2", number>
}

let dedupe = 0

/** Tickets, messages and contacts of both tenants, straight into the store where times matter. */
const seed = async (w: World, a: ReturnType<typeof worldPerMode>["a"]): Promise<Seeded> => {
  const ok = async (r: Promise<{ status: number; text: string; json: any }>) => {
    const res = await r
    if (res.status >= 300) throw new Error(`${res.status} ${res.text}`)
    return res.json
  }
  const tenantA = w.admin.tenantId
  const tenantB = w.adminB.tenantId
  await ok(a.put(w.admin, "/tenant", { timezone: "America/Sao_Paulo" }))
  await ok(a.put(w.adminB, "/tenant", { timezone: "Asia/Tokyo" }))
  const vip = (await ok(a.post(w.admin, "/admin/tags", { name: "VIP", color: "#aa0000" }))).id
  const atacado = (await ok(a.post(w.admin, "/admin/tags", { name: "Atacado", color: "#00aa00" }))).id
  const contact = async (as: Login, body: Record<string, unknown>, created: string) => {
    const id = (await ok(a.post(as, "/contacts", body))).id
    await w.query`UPDATE contacts SET created_at = ${at(created)} WHERE id = ${id}`
    return Number(id)
  }
  const alice = await contact(
    w.admin,
    {
      name: "Alice Souza",
      number: "+55 11 98765-0001",
      email: "alice@cliente.test",
      birthday: "05/03/1990",
      tagIds: [vip]
    },
    "2026-01-05T12:00:00Z"
  )
  const bruno = await contact(
    w.admin,
    {
      name: "Bruno Lima",
      number: "+55 21 98765-0002",
      email: "bruno@cliente.test",
      birthday: "20/03/1985",
      tagIds: [vip, atacado]
    },
    "2026-01-10T12:00:00Z"
  )
  const carla = await contact(
    w.admin,
    { name: "Carla Dias", number: "+55 31 98765-0003", birthday: "10/07/2000", tagIds: [atacado] },
    "2026-01-20T12:00:00Z"
  )
  const davi = await contact(
    w.admin,
    { name: "Davi Reis", number: "+55 11 98765-0004", email: "davi@cliente.test" },
    "2026-02-15T12:00:00Z"
  )
  const bContact = await contact(
    w.adminB,
    { name: "Beatriz Tóquio", number: "+55 11 98765-0099", email: "bia@outra.test", tagIds: [] },
    "2026-01-05T12:00:00Z"
  )
  const channelOf = async (tenantId: number) =>
    Number((await w.query`SELECT id FROM channels WHERE tenant_id = ${tenantId} ORDER BY id LIMIT 1`)[0].id)
  const channelA = await channelOf(tenantA)
  const channelB = await channelOf(tenantB)
  const queueOfB = Number((await w.query`SELECT id FROM queues WHERE tenant_id = ${tenantB} ORDER BY id LIMIT 1`)[0].id)
  const ticket = async (t: {
    tenantId?: number
    contactId: number
    userId: number | null
    queueId: number | null
    status: "pending" | "open" | "closed"
    created: string
    closedAfter?: number
    deleted?: boolean
    protocol: string
  }) => {
    const created = at(t.created)
    const closed = t.closedAfter === undefined ? null : created + t.closedAfter * MIN
    const tenantId = t.tenantId ?? tenantA
    const rows =
      await w.query`INSERT INTO tickets (tenant_id, contact_id, channel_id, user_id, queue_id, status, protocol,
        last_message_at, deleted, created_at, updated_at, closed_at, opened_at)
      VALUES (${tenantId}, ${t.contactId}, ${tenantId === tenantA ? channelA : channelB}, ${t.userId}, ${t.queueId},
        ${t.status}, ${t.protocol}, ${created}, ${t.deleted ? 1 : 0}, ${created}, ${closed ?? created}, ${closed},
        ${t.userId ? created : null}) RETURNING id`
    return Number(rows[0].id)
  }
  const message = async (
    ticketId: number,
    userId: number | null,
    fromMe: boolean,
    when: number,
    tenantId = tenantA
  ) => {
    const row = (await w.query`SELECT contact_id FROM tickets WHERE id = ${ticketId}`)[0]
    await w.query`INSERT INTO messages (tenant_id, ticket_id, contact_id, user_id, body, from_me, status, dedupe_key,
        created_at)
      VALUES (${tenantId}, ${ticketId}, ${row.contact_id}, ${userId}, ${"mensagem"}, ${fromMe ? 1 : 0}, ${"sent"},
        ${`report-${++dedupe}-${Date.now()}`}, ${when})`
  }
  const ana = w.agent.userId
  const brunoUser = w.agent2.userId
  const t1 = await ticket({
    contactId: alice,
    userId: ana,
    queueId: w.queueA,
    status: "closed",
    created: "2026-03-02T12:00:00Z",
    closedAfter: 60,
    protocol: "RPT-0001"
  })
  const t2 = await ticket({
    contactId: bruno,
    userId: brunoUser,
    queueId: w.queueA,
    status: "closed",
    created: "2026-03-10T15:00:00Z",
    closedAfter: 120,
    protocol: "RPT-0002"
  })
  const t3 = await ticket({
    contactId: carla,
    userId: brunoUser,
    queueId: w.queueB,
    status: "open",
    created: "2026-03-15T09:00:00Z",
    protocol: "RPT-0003"
  })
  // 23:30 on 31 March in São Paulo (April in UTC)
  const t4 = await ticket({
    contactId: davi,
    userId: null,
    queueId: w.queueA,
    status: "pending",
    created: "2026-04-01T02:30:00Z",
    protocol: "RPT-0004"
  })
  // 23:30 on 28 February in São Paulo (March in UTC): not March
  const t5 = await ticket({
    contactId: alice,
    userId: ana,
    queueId: w.queueA,
    status: "closed",
    created: "2026-03-01T02:30:00Z",
    closedAfter: 30,
    protocol: "RPT-0005"
  })
  const t6 = await ticket({
    contactId: alice,
    userId: ana,
    queueId: w.queueA,
    status: "closed",
    created: "2026-03-20T10:00:00Z",
    closedAfter: 45,
    protocol: "RPT-0006"
  })
  const t7 = await ticket({
    contactId: bruno,
    userId: ana,
    queueId: w.queueA,
    status: "closed",
    created: "2026-03-21T10:00:00Z",
    closedAfter: 5,
    deleted: true,
    protocol: "RPT-0007"
  })
  // customers write first; agents answer (t1 after 10 min, t2 after 20 and again, t3 after 40; t6 never)
  for (const t of [t1, t2, t3, t4, t5, t6]) {
    const created = Number((await w.query`SELECT created_at FROM tickets WHERE id = ${t}`)[0].created_at)
    await message(t, null, false, created)
  }
  await message(t1, ana, true, at("2026-03-02T12:10:00Z"))
  await message(t2, brunoUser, true, at("2026-03-10T15:20:00Z"))
  await message(t2, brunoUser, true, at("2026-03-10T15:30:00Z"))
  // the chatbot's greeting is no answer
  await message(t3, null, true, at("2026-03-15T09:01:00Z"))
  await message(t3, brunoUser, true, at("2026-03-15T09:40:00Z"))
  await message(t5, ana, true, at("2026-03-01T02:35:00Z"))
  await message(t7, ana, true, at("2026-03-21T10:01:00Z"))
  // tenant B (Tokyo): 00:30 on 1 March there (28 February in UTC), and 00:30 on 1 April (31 March in UTC)
  const b1 = await ticket({
    tenantId: tenantB,
    contactId: bContact,
    userId: w.adminB.userId,
    queueId: queueOfB,
    status: "closed",
    created: "2026-02-28T15:30:00Z",
    closedAfter: 10,
    protocol: "RPT-B001"
  })
  const b2 = await ticket({
    tenantId: tenantB,
    contactId: bContact,
    userId: w.adminB.userId,
    queueId: queueOfB,
    status: "closed",
    created: "2026-03-31T15:30:00Z",
    closedAfter: 10,
    protocol: "RPT-B002"
  })
  await message(b1, w.adminB.userId, true, at("2026-02-28T15:35:00Z"), tenantB)
  return {
    contacts: { alice, bruno, carla, davi },
    tags: { vip, atacado },
    tickets: { t1, t2, t3, t4, t5, t6, t7, b1, b2 }
  }
}

describe.each<Mode>(["embedded", "production"])("reports (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)
  let s: Seeded

  const exportFile = async (as: Login, body: unknown) => {
    const started = await a.post(as, "/reports/exports", body)
    expect(started.status, started.text).toBe(202)
    expect(started.json).toMatchObject({ status: "running", rows: 0 })
    const id = started.json.id
    const deadline = Date.now() + 60_000
    let view = started.json
    while (view.status === "running" && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50))
      const r = await a.get(as, `/reports/exports/${id}`)
      expect(r.status, r.text).toBe(200)
      view = r.json
    }
    expect(view, JSON.stringify(view)).toMatchObject({ status: "done", error: null })
    expect(view.rows).toBe(view.total)
    const res = await fetch(`${w.url}/reports/exports/${id}/file`, {
      headers: { authorization: `Bearer ${as.token}`, "x-session-id": as.sessionId }
    })
    expect(res.status).toBe(200)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(bytes.byteLength).toBe(view.size)
    return { id, view, bytes, headers: res.headers }
  }

  it.skipIf(!run)(
    "seeds the known data",
    async () => {
      s = await seed(w, a)
      await setSetting(w, "hideContactData", true)
    },
    60_000
  )

  it.skipIf(!run)("tickets of a period in the tenant's zone, newest first, with waits and SLA classes", async () => {
    const r = await a.get(w.admin, `/reports/tickets?${MARCH}`)
    expect(r.status, r.text).toBe(200)
    const { t1, t2, t3, t4, t6 } = s.tickets
    expect(r.json.total).toBe(5)
    expect(r.json.hasMore).toBe(false)
    expect(r.json.rows.map((t: any) => t.id)).toEqual([t4, t6, t3, t2, t1])
    const byId = Object.fromEntries(r.json.rows.map((t: any) => [t.id, t]))
    expect(byId[t1]).toMatchObject({
      protocol: "RPT-0001",
      status: "closed",
      contact: { name: "Alice Souza", number: "5511987650001", email: "alice@cliente.test" },
      user: { id: w.agent.userId, name: "Ana Agente" },
      queue: { id: w.queueA },
      createdAt: "2026-03-02T12:00:00.000Z",
      firstReplyAt: "2026-03-02T12:10:00.000Z",
      closedAt: "2026-03-02T13:00:00.000Z",
      waitSeconds: 600,
      durationSeconds: 3600,
      sla: "green"
    })
    expect(byId[t2]).toMatchObject({ waitSeconds: 1200, durationSeconds: 7200, sla: "yellow" })
    // the bot's message at 1 minute is no answer: the agent's at 40 minutes is
    expect(byId[t3]).toMatchObject({ firstReplyAt: "2026-03-15T09:40:00.000Z", waitSeconds: 2400, sla: "red" })
    expect(byId[t3].durationSeconds).toBeNull()
    // unanswered and pending: waiting until now
    expect(byId[t4]).toMatchObject({ user: null, firstReplyAt: null, closedAt: null, sla: "red" })
    expect(byId[t4].waitSeconds).toBeGreaterThan(30 * 24 * 3600)
    // closed without an answer: it waited until it was closed
    expect(byId[t6]).toMatchObject({ firstReplyAt: null, waitSeconds: 2700, durationSeconds: 2700, sla: "red" })
  })

  it.skipIf(!run)("the summary counts statuses and SLA classes and means the durations", async () => {
    const r = await a.get(w.admin, `/reports/tickets/summary?${MARCH}`)
    expect(r.status, r.text).toBe(200)
    expect(r.json).toMatchObject({
      total: 5,
      byStatus: { pending: 1, open: 1, closed: 3 },
      bySla: { green: 1, yellow: 1, red: 3 },
      avgDurationSeconds: (3600 + 7200 + 2700) / 3
    })
    const closedOnly = await a.get(w.admin, `/reports/tickets/summary?${MARCH}&status=closed`)
    expect(closedOnly.json).toMatchObject({ total: 3, avgWaitSeconds: (600 + 1200 + 2700) / 3 })
  })

  it.skipIf(!run)("filters by status, SLA class, user and queue, and pages without skipping", async () => {
    const { t1, t2, t3, t4, t6 } = s.tickets
    const ids = async (query: string) => {
      const r = await a.get(w.admin, `/reports/tickets?${MARCH}&${query}`)
      expect(r.status, r.text).toBe(200)
      return r.json.rows.map((t: any) => t.id)
    }
    expect(await ids("status=closed")).toEqual([t6, t2, t1])
    expect(await ids("status=open&status=pending")).toEqual([t4, t3])
    expect(await ids("sla=red")).toEqual([t4, t6, t3])
    expect(await ids("sla=green,yellow")).toEqual([t2, t1])
    expect(await ids(`userIds=${w.agent.userId}`)).toEqual([t6, t1])
    expect(await ids(`queueIds=${w.queueB}`)).toEqual([t3])
    // one day: 31 March in São Paulo holds the ticket made at 02:30 UTC on 1 April
    expect(
      (await a.get(w.admin, "/reports/tickets?from=31/03/2026&to=31/03/2026")).json.rows.map((t: any) => t.id)
    ).toEqual([t4])
    const first = await a.get(w.admin, `/reports/tickets?${MARCH}&limit=2`)
    expect(first.json).toMatchObject({ total: 5, hasMore: true })
    const second = await a.get(w.admin, `/reports/tickets?${MARCH}&limit=2&cursor=${first.json.nextCursor}`)
    const third = await a.get(w.admin, `/reports/tickets?${MARCH}&limit=2&cursor=${second.json.nextCursor}`)
    expect(second.json.total).toBeNull()
    expect([...first.json.rows, ...second.json.rows, ...third.json.rows].map((t: any) => t.id)).toEqual([
      t4,
      t6,
      t3,
      t2,
      t1
    ])
    expect(third.json).toMatchObject({ hasMore: false, nextCursor: null })
  })

  it.skipIf(!run)("refuses bad filters with their catalogue codes, naming the field", async () => {
    const refused = async (path: string, status: number, error: string, field?: string) => {
      const r = await a.get(w.admin, path)
      expect(r.status, `${path}: ${r.text}`).toBe(status)
      expect(r.json.error).toBe(error)
      if (field) expect(r.json.issues.map((i: any) => i.field)).toContain(field)
    }
    await refused("/reports/tickets?to=2026-03-31", 400, "ERR_VALIDATION", "from")
    await refused("/reports/tickets?from=2026-02-30&to=2026-03-31", 400, "ERR_INVALID_DATE", "from")
    await refused("/reports/tickets?from=2026-03-31&to=2026-03-01", 400, "ERR_REPORT_PERIOD_INVALID", "to")
    await refused("/reports/tickets?from=2025-01-01&to=2026-03-01", 400, "ERR_REPORT_PERIOD_INVALID", "to")
    await refused("/reports/tickets?from=9999-12-31&to=9999-12-31", 400, "ERR_INVALID_DATE", "from")
    await refused(`/reports/tickets?${MARCH}&status=archived`, 400, "ERR_VALIDATION", "status.0")
    await refused(`/reports/tickets?${MARCH}&sla=blue`, 400, "ERR_VALIDATION", "sla.0")
    await refused(`/reports/tickets?${MARCH}&limit=0`, 400, "ERR_VALIDATION", "limit")
    await refused(`/reports/tickets?${MARCH}&cursor=nada`, 400, "ERR_VALIDATION", "cursor")
    await refused(`/reports/user-stats?from=hoje&to=2026-03-31`, 400, "ERR_INVALID_DATE", "from")
    await refused("/reports/contacts?searchParam=a", 400, "ERR_SEARCH_TOO_SHORT", "searchParam")
    await refused("/reports/contacts?from=2026-01-01", 400, "ERR_VALIDATION", "to")
    await refused("/reports/contacts-by-state?states=SP,XX", 400, "ERR_VALIDATION", "states.1")
    await refused("/reports/birthdays?month=13", 400, "ERR_VALIDATION", "month")
    const noSession = await fetch(`${w.url}/reports/tickets?${MARCH}`)
    expect(noSession.status).toBe(401)
  })

  it.skipIf(!run)("user statistics: a line per user, the unassigned last, exact counts and means", async () => {
    const r = await a.get(w.admin, `/reports/user-stats?${MARCH}`)
    expect(r.status, r.text).toBe(200)
    expect(r.json.period).toEqual({ from: "2026-03-01", to: "2026-03-31", timezone: "America/Sao_Paulo" })
    const lines = r.json.rows
    expect(lines.map((l: any) => l.user?.name ?? null)).toEqual(["Ana Agente", "Bruno Agente", null])
    expect(lines[0]).toEqual({
      user: { id: w.agent.userId, name: "Ana Agente" },
      tickets: 2,
      pending: 0,
      open: 0,
      closed: 2,
      // her answer in t5 was on 28 February local time; t7 is deleted
      messagesSent: 1,
      avgWaitSeconds: (600 + 2700) / 2,
      avgDurationSeconds: (3600 + 2700) / 2,
      sla: { green: 1, yellow: 0, red: 1 }
    })
    expect(lines[1]).toEqual({
      user: { id: w.agent2.userId, name: "Bruno Agente" },
      tickets: 2,
      pending: 0,
      open: 1,
      closed: 1,
      messagesSent: 3,
      avgWaitSeconds: (1200 + 2400) / 2,
      avgDurationSeconds: 7200,
      sla: { green: 0, yellow: 1, red: 1 }
    })
    expect(lines[2]).toMatchObject({ user: null, tickets: 1, pending: 1, messagesSent: 0, sla: { red: 1 } })
    expect(r.json.totals).toMatchObject({
      tickets: 5,
      pending: 1,
      open: 1,
      closed: 3,
      messagesSent: 4,
      avgDurationSeconds: 4500,
      sla: { green: 1, yellow: 1, red: 3 }
    })
    const onlyQueueB = await a.get(w.admin, `/reports/user-stats?${MARCH}&queueIds=${w.queueB}`)
    expect(onlyQueueB.json.rows.map((l: any) => [l.user?.name, l.tickets, l.messagesSent])).toEqual([
      ["Bruno Agente", 1, 1]
    ])
  })

  it.skipIf(!run)("an agent counts the tickets they may see, with phone and e-mail masked", async () => {
    const { t1, t2, t4, t6, t3 } = s.tickets
    const ana = await a.get(w.agent, `/reports/tickets?${MARCH}`)
    expect(ana.status, ana.text).toBe(200)
    // her own, her queue's others' and unassigned; not Bruno's ticket in the finance queue
    expect(ana.json.rows.map((t: any) => t.id)).toEqual([t4, t6, t2, t1])
    const alice = ana.json.rows.find((t: any) => t.id === t1).contact
    expect(alice).toEqual({
      id: s.contacts.alice,
      name: "Alice Souza",
      number: "5511*****0001",
      email: "a****@cliente.test"
    })
    const carla = await a.get(w.agentB, `/reports/tickets?${MARCH}`)
    expect(carla.json.rows.map((t: any) => t.id)).toEqual([t3])
    // a supervisor has the admin flag: nothing masked
    const sup = await a.get(w.sup, `/reports/tickets?${MARCH}`)
    expect(sup.json.rows.find((t: any) => t.id === t1).contact.number).toBe("5511987650001")
    const stats = await a.get(w.agent, `/reports/user-stats?${MARCH}`)
    expect(stats.json.totals.tickets).toBe(4)
    const contacts = await a.get(w.agent, "/reports/contacts-by-state?states=SP")
    expect(contacts.json.rows.map((c: any) => [c.name, c.number, c.email])).toEqual([
      ["Davi Reis", "5511*****0004", "d***@cliente.test"],
      ["Alice Souza", "5511*****0001", "a****@cliente.test"]
    ])
    // a masked number is not searched
    const search = await a.get(w.agent, "/reports/contacts?searchParam=98765")
    expect(search.json.total).toBe(0)
  })

  it.skipIf(!run)("contacts by tag and by state need at least one selection", async () => {
    const { alice, bruno, carla, davi } = s.contacts
    for (const path of ["/reports/contacts-by-tag", "/reports/contacts-by-state", "/reports/contacts-by-tag?tagIds="]) {
      const r = await a.get(w.admin, path)
      expect(r.status, r.text).toBe(400)
      expect(r.json).toMatchObject({ error: "ERR_REPORT_SELECTION_REQUIRED" })
      expect(["tagIds", "states"]).toContain(r.json.field)
    }
    const vip = await a.get(w.admin, `/reports/contacts-by-tag?tagIds=${s.tags.vip}`)
    expect(vip.json.rows.map((c: any) => c.id)).toEqual([bruno, alice])
    expect(vip.json.total).toBe(2)
    expect(vip.json.tags).toEqual([{ id: s.tags.vip, name: "VIP", color: "#aa0000", contacts: 2 }])
    const both = await a.get(w.admin, `/reports/contacts-by-tag?tagIds=${s.tags.vip},${s.tags.atacado}`)
    expect(both.json.rows.map((c: any) => c.id)).toEqual([carla, bruno, alice])
    expect(both.json.tags.map((t: any) => [t.name, t.contacts])).toEqual([
      ["Atacado", 2],
      ["VIP", 2]
    ])
    expect(both.json.rows[1].tags.map((t: any) => t.name)).toEqual(["VIP", "Atacado"])
    const sp = await a.get(w.admin, "/reports/contacts-by-state?states=sp")
    expect(sp.json.rows.map((c: any) => [c.id, c.state])).toEqual([
      [davi, "SP"],
      [alice, "SP"]
    ])
    expect(sp.json.states).toEqual([{ state: "SP", contacts: 2 }])
    const three = await a.get(w.admin, "/reports/contacts-by-state?states=SP&states=MG&states=BA")
    expect(three.json.total).toBe(3)
    expect(three.json.states).toEqual([
      { state: "SP", contacts: 2 },
      { state: "MG", contacts: 1 },
      { state: "BA", contacts: 0 }
    ])
  })

  it.skipIf(!run)("birthdays of a month by day, the contact list by creation and search", async () => {
    const { alice, bruno, carla, davi } = s.contacts
    const march = await a.get(w.admin, "/reports/birthdays?month=3")
    expect(march.json).toMatchObject({ month: 3, total: 2 })
    expect(march.json.rows.map((c: any) => [c.id, c.birthday])).toEqual([
      [alice, "1990-03-05"],
      [bruno, "1985-03-20"]
    ])
    const paged = await a.get(w.admin, "/reports/birthdays?month=3&limit=1")
    const next = await a.get(w.admin, `/reports/birthdays?month=3&limit=1&cursor=${paged.json.nextCursor}`)
    expect([paged.json.rows[0].id, next.json.rows[0].id]).toEqual([alice, bruno])
    expect((await a.get(w.admin, "/reports/birthdays?month=7")).json.rows.map((c: any) => c.id)).toEqual([carla])
    const january = await a.get(w.admin, "/reports/contacts?from=2026-01-01&to=2026-01-31")
    expect(january.json.rows.map((c: any) => c.id)).toEqual([carla, bruno, alice])
    expect(january.json.rows[0]).toMatchObject({ name: "Carla Dias", state: "MG", email: null })
    const souza = await a.get(w.admin, "/reports/contacts?searchParam=souza")
    expect(souza.json.rows.map((c: any) => c.id)).toEqual([alice])
    const digits = await a.get(w.admin, "/reports/contacts?searchParam=98765-0004")
    expect(digits.json.rows.map((c: any) => c.id)).toEqual([davi])
  })

  it.skipIf(!run)("another tenant's data is never counted, whatever ids are asked", async () => {
    const b = await a.get(w.adminB, `/reports/tickets?${MARCH}`)
    // 00:30 on 1 March in Tokyo is March there; 00:30 on 1 April is not
    expect(b.json.rows.map((t: any) => t.id)).toEqual([s.tickets.b1])
    expect(b.json.rows[0]).toMatchObject({ waitSeconds: 300, sla: "green" })
    const asked = await a.get(w.adminB, `/reports/tickets?${MARCH}&userIds=${w.agent.userId}&queueIds=${w.queueA}`)
    expect(asked.json).toMatchObject({ total: 0, rows: [] })
    const stats = await a.get(w.adminB, `/reports/user-stats?${MARCH}&userIds=${w.agent.userId}`)
    expect(stats.json.rows).toEqual([])
    const tags = await a.get(w.adminB, `/reports/contacts-by-tag?tagIds=${s.tags.vip}`)
    expect(tags.json).toMatchObject({ total: 0, rows: [], tags: [] })
    const states = await a.get(w.adminB, "/reports/contacts-by-state?states=RJ,MG")
    expect(states.json.total).toBe(0)
    const all = JSON.stringify([b.json, stats.json, tags.json, states.json])
    for (const secret of ["Alice", "Bruno Lima", "RPT-0001", "alice@cliente.test"]) expect(all).not.toContain(secret)
  })

  it.skipIf(!run)("exports the tickets report as an XLSX that reads back, dates in the tenant's zone", async () => {
    const { view, bytes, headers } = await exportFile(w.admin, {
      report: "tickets",
      format: "xlsx",
      filters: { from: "2026-03-01", to: "2026-03-31" }
    })
    expect(view).toMatchObject({ report: "tickets", format: "xlsx", total: 5, rows: 5 })
    expect(view.fileName).toMatch(/^relatorio-tickets-\d{4}-\d{2}-\d{2}\.xlsx$/)
    expect(headers.get("content-disposition")).toBe(`attachment; filename="${view.fileName}"`)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(Buffer.from(bytes) as never)
    const sheet = book.worksheets[0]!
    const values = (n: number) => (sheet.getRow(n).values as Array<unknown>).slice(1)
    expect(values(1)).toEqual([
      "Protocolo",
      "Status",
      "Contato",
      "Número",
      "E-mail",
      "Usuário",
      "Fila",
      "Canal",
      "Criado em",
      "Primeira resposta",
      "Resolvido em",
      "Espera",
      "Duração",
      "SLA",
      "Satisfação"
    ])
    expect(sheet.actualRowCount).toBe(6)
    expect(values(2).slice(0, 2)).toEqual(["RPT-0004", "Pendente"])
    // 23:30 on 31 March in São Paulo, as the spreadsheet shows it
    expect((values(2)[8] as Date).toISOString()).toBe("2026-03-31T23:30:00.000Z")
    expect(values(2)[13]).toBe("Atrasado")
    const queueA = (await w.query`SELECT name FROM queues WHERE id = ${w.queueA}`)[0].name
    const t1 = values(6)
    expect(t1.slice(0, 8)).toEqual([
      "RPT-0001",
      "Resolvido",
      "Alice Souza",
      "5511987650001",
      "alice@cliente.test",
      "Ana Agente",
      queueA,
      expect.any(String)
    ])
    expect((t1[9] as Date).toISOString()).toBe("2026-03-02T09:10:00.000Z")
    expect(cellSeconds(t1[11])).toBe(600)
    expect(cellSeconds(t1[12])).toBe(3600)
    expect(t1[13]).toBe("No prazo")
    const info = book.worksheets[1]!
    const facts = Object.fromEntries(
      info.getSheetValues().flatMap((row) => (Array.isArray(row) ? [[row[1], row[2]]] : []))
    )
    const tenantName = (await w.query`SELECT name FROM tenants WHERE id = ${w.admin.tenantId}`)[0].name
    expect(facts).toMatchObject({
      Empresa: tenantName,
      Período: "01/03/2026 – 31/03/2026",
      Linhas: "5",
      "Fuso horário": "America/Sao_Paulo"
    })
  })

  it.skipIf(!run)(
    "exports a PDF with the tenant's name, accents and local times, and refuses one too large",
    async () => {
      const tenantName = (await w.query`SELECT name FROM tenants WHERE id = ${w.admin.tenantId}`)[0].name
      const { bytes, view } = await exportFile(w.admin, {
        report: "tickets",
        format: "pdf",
        filters: { from: "2026-03-01", to: "2026-03-31", sla: ["red"] }
      })
      expect(view.total).toBe(3)
      expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe("%PDF-")
      const text = await pdfText(bytes)
      for (const expected of [
        tenantName,
        "Relatório de tickets e SLA",
        "Período: 01/03/2026 – 31/03/2026",
        "SLA: Atrasado",
        "RPT-0004",
        "RPT-0006",
        "RPT-0003",
        "31/03/2026 23:30",
        "Atrasado",
        "Página 1 de 1"
      ])
        expect(text).toContain(expected)
      expect(text).not.toContain("RPT-0001")
      // in Russian: the Cyrillic of the embedded font
      const ru = await exportFile(w.admin, { report: "birthdays", format: "pdf", lang: "ru", filters: { month: 3 } })
      const ruText = await pdfText(ru.bytes)
      expect(ruText).toContain("Дни рождения месяца")
      expect(ruText).toContain("Alice Souza")
      // more rows than a PDF holds: refused before anything runs
      const tenantB = w.adminB.tenantId
      const contact = (await w.query`SELECT id FROM contacts WHERE tenant_id = ${tenantB} ORDER BY id LIMIT 1`)[0].id
      const channel = (await w.query`SELECT id FROM channels WHERE tenant_id = ${tenantB} ORDER BY id LIMIT 1`)[0].id
      const base = at("2025-06-10T12:00:00Z")
      const series =
        w.env.mode === "production"
          ? "SELECT i FROM generate_series(1, 5001) AS i"
          : "WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < 5001) SELECT i FROM s"
      const raw = rawStore(w.env)
      try {
        await raw.query(
          `INSERT INTO tickets (tenant_id, contact_id, channel_id, status, protocol, last_message_at, created_at,
            updated_at)
          SELECT $1, $2, $3, 'pending', 'BULK-' || i, $4, CAST($5 AS BIGINT) + i, CAST($6 AS BIGINT) + i
          FROM (${series}) AS g`,
          tenantB,
          Number(contact),
          Number(channel),
          base,
          base,
          base
        )
      } finally {
        await raw.close()
      }
      const big = await a.post(w.adminB, "/reports/exports", {
        report: "tickets",
        format: "pdf",
        filters: { from: "2025-06-01", to: "2025-06-30" }
      })
      expect(big.status, big.text).toBe(422)
      expect(big.json).toMatchObject({ error: "ERR_REPORT_TOO_LARGE", maxRows: 5000, rows: 5001 })
    },
    60_000
  )

  it.skipIf(!run)("an agent's CSV is masked; exports are their user's; a file is given once it is done", async () => {
    const { bytes } = await exportFile(w.agent, {
      report: "contactsByState",
      format: "csv",
      lang: "en",
      filters: { states: ["SP", "RJ"] }
    })
    const csv = Buffer.from(bytes).toString("utf8")
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    const lines = csv.slice(1).trim().split(/\r?\n/)
    expect(lines[0]).toBe("Name,Number,E-mail,State,Created")
    expect(lines.slice(1).map((l) => l.split(",").slice(0, 4))).toEqual([
      ["Davi Reis", "5511*****0004", "d***@cliente.test", "SP"],
      ["Bruno Lima", "5521*****0002", "b****@cliente.test", "RJ"],
      ["Alice Souza", "5511*****0001", "a****@cliente.test", "SP"]
    ])
    expect(csv).not.toContain("98765")
    const mine = await exportFile(w.agent, {
      report: "userStats",
      format: "csv",
      filters: { from: "2026-03-01", to: "2026-03-31" }
    })
    for (const other of [w.agent2, w.admin, w.adminB]) {
      const seen = await a.get(other, `/reports/exports/${mine.id}`)
      expect(seen.status).toBe(404)
      expect(seen.json.error).toBe("ERR_NO_REPORT_EXPORT_FOUND")
      expect((await a.get(other, `/reports/exports/${mine.id}/file`)).status).toBe(404)
    }
    expect((await a.get(w.agent, "/reports/exports/999999999")).status).toBe(404)
    const running = await w.query`INSERT INTO report_exports (tenant_id, user_id, report, format, status, rows_done,
        rows_total, file_name, created_at, updated_at)
      VALUES (${w.agent.tenantId}, ${w.agent.userId}, ${"tickets"}, ${"xlsx"}, ${"running"}, ${10}, ${100},
        ${"relatorio-tickets.xlsx"}, ${Date.now()}, ${Date.now()}) RETURNING id`
    const early = await a.get(w.agent, `/reports/exports/${running[0].id}/file`)
    expect(early.status).toBe(409)
    expect(early.json.error).toBe("ERR_REPORT_EXPORT_NOT_READY")
    const refused = await a.post(w.agent, "/reports/exports", { report: "contactsByTag", format: "xlsx" })
    expect(refused.status).toBe(400)
    expect(refused.json).toMatchObject({ error: "ERR_REPORT_SELECTION_REQUIRED", field: "tagIds" })
    const badFormat = await a.post(w.agent, "/reports/exports", { report: "tickets", format: "docx" })
    expect(badFormat.status).toBe(400)
    expect(badFormat.json.error).toBe("ERR_VALIDATION")
  })
})
