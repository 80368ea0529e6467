/**
 * The home dashboard and the attendance panel (runtime/api/dashboard.md), in both modes:
 * - a history of tickets across days, users and queues in two tenants with different time zones
 *   (São Paulo and Tokyo), written straight into the store as an older version left it, is
 *   back-filled by the migration's job (the `dashboard.rebuild` timer) and read back as exact
 *   figures by day, by user and by queue, each day the tenant's own; filters by user and queue;
 * - the ticket actor keeps today's figures as agents work (a customer's message, attend, answer,
 *   transfer, resolve), equal to what a rebuild from the history gives; the panel shows the
 *   tickets in progress by agent and queue with their SLA colour;
 * - a tenant sees only its own figures; agents are refused (403 ERR_NO_PERMISSION); a bad period
 *   or filter is a 400 catalogue code and changes nothing.
 */
import { localDate } from "@atende/core/rules/calendar"
import { createUser } from "../runtime/src/features/users/index"
import { describe, expect, it } from "vitest"
import { http, type Login } from "./support/clients"
import { productionAvailable, type Mode } from "./support/modes"
import { visitorTicket, worldPerMode, type World } from "./workspace.support"

const production = await productionAvailable()

const MINUTE = 60_000
const HOUR = 60 * MINUTE

type Sla = { onTime?: number; attention?: number; overdue?: number }
type Figures = {
  opened?: number
  attended?: number
  resolved?: number
  waiting?: number
  open?: number
  answered?: number
  firstResponseMs?: number | null
  resolutionMs?: number | null
  sla?: Sla
}

/** The full indicators an answer carries: zeros and nulls unless given. */
const ind = (f: Figures = {}) => ({
  opened: f.opened ?? 0,
  attended: f.attended ?? 0,
  resolved: f.resolved ?? 0,
  waiting: f.waiting ?? 0,
  open: f.open ?? 0,
  answered: f.answered ?? 0,
  firstResponseMs: f.firstResponseMs ?? null,
  resolutionMs: f.resolutionMs ?? null,
  sla: { onTime: f.sla?.onTime ?? 0, attention: f.sla?.attention ?? 0, overdue: f.sla?.overdue ?? 0 }
})

const at = (iso: string) => Date.parse(iso)

/** Rows written as the store has them (what an older version, or any writer, left). */
const fixture = (w: World, tenantId: number) => {
  let n = 0
  const tag = `fx${tenantId}x${Date.now().toString(36)}`
  const channel = async () =>
    Number((await w.query`SELECT id FROM channels WHERE tenant_id = ${tenantId} ORDER BY id LIMIT 1`)[0].id)
  return {
    ticket: async (t: {
      createdAt: number
      status: "pending" | "open" | "closed"
      userId: number | null
      queueId: number | null
      waitingSince?: number | null
      deleted?: boolean
    }) => {
      const channelId = await channel()
      const contact = await w.query`INSERT INTO contacts (tenant_id, channel_id, external_id, name, created_at)
        VALUES (${tenantId}, ${channelId}, ${`${tag}-${++n}`}, ${`Cliente ${n}`}, ${t.createdAt}) RETURNING id`
      const contactId = Number(contact[0].id)
      const row = await w.query`INSERT INTO tickets (tenant_id, contact_id, channel_id, user_id, queue_id,
          origin_queue_id, status, protocol, last_message_at, waiting_since, deleted, created_at, updated_at)
        VALUES (${tenantId}, ${contactId}, ${channelId}, ${t.userId}, ${t.queueId}, ${t.queueId}, ${t.status},
          ${`${tag}${n}`}, ${t.createdAt}, ${t.waitingSince ?? null}, ${t.deleted ? 1 : 0}, ${t.createdAt},
          ${t.createdAt}) RETURNING id`
      return { id: Number(row[0].id), contactId }
    },
    log: (ticketId: number, type: string, userId: number | null, queueId: number | null, when: number) =>
      w.query`INSERT INTO ticket_logs (tenant_id, ticket_id, user_id, type, data, queue_id, created_at)
        VALUES (${tenantId}, ${ticketId}, ${userId}, ${type}, ${"{}"}, ${queueId}, ${when})`,
    message: (t: { id: number; contactId: number }, fromMe: boolean, userId: number | null, when: number) =>
      w.query`INSERT INTO messages (tenant_id, ticket_id, contact_id, user_id, body, from_me, status, dedupe_key,
          created_at)
        VALUES (${tenantId}, ${t.id}, ${t.contactId}, ${userId}, ${fromMe ? "Resposta" : "Olá"}, ${fromMe ? 1 : 0},
          ${fromMe ? "sent" : "received"}, ${`${tag}-m${++n}`}, ${when})`
  }
}

/** What the migration schedules for every tenant: the back-fill timer, due now; waits until a node fired it. */
const rebuild = async (w: World, tenantId: number) => {
  const due = Date.now() - 1
  const key = `tenant:${tenantId}`
  const rows = await w.query`INSERT INTO timers (tenant_id, kind, key, due_at, payload, created_at)
    VALUES (${tenantId}, ${"dashboard.rebuild"}, ${key}, ${due}, ${"{}"}, ${due})
    ON CONFLICT (kind, key) DO UPDATE SET due_at = ${due}, fired_at = NULL, claimed_by = NULL, claimed_until = NULL,
      attempts = 0
    RETURNING id`
  const start = Date.now()
  while (Date.now() - start < 20_000) {
    const left = await w.query`SELECT fired_at FROM timers WHERE id = ${rows[0].id}`
    if (!left.length || left[0].fired_at !== null) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`the rebuild of tenant ${tenantId} did not run`)
}

/** The tenant's aggregate rows that hold something, in key order (the store's own view of the figures). */
const aggregateRows = async (w: World, tenantId: number) =>
  (
    await w.query`SELECT * FROM dashboard_daily WHERE tenant_id = ${tenantId}
      ORDER BY day, user_id, queue_id`
  )
    .map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)])))
    .filter((r) => Object.entries(r).some(([k, v]) => !["tenant_id", "day", "user_id", "queue_id"].includes(k) && v))

describe.each<Mode>(["embedded", "production"])("dashboard and attendance panel (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)

  const dashboard = async (as: Login, query: string) => {
    const r = await a.get(as, `/dashboard${query}`)
    if (r.status !== 200) throw new Error(`GET /dashboard${query}: ${r.status} ${r.text}`)
    return r.json
  }

  it.skipIf(!run)(
    "back-fills a history and answers exact figures by day, user and queue in each tenant's time zone",
    async () => {
      const A = w.admin.tenantId
      const B = w.adminB.tenantId
      await w.query`UPDATE tenants SET timezone = ${"Asia/Tokyo"} WHERE id = ${B}`
      const [ana, bruno] = [w.agent.userId, w.agent2.userId]
      const [qa, qb] = [w.queueA, w.queueB]
      const fa = fixture(w, A)

      // T1: a customer opens it 09:00 (São Paulo) on 1 June; Ana attends after 5 min, answers in 10, resolves at 22:00
      const t1 = await fa.ticket({ createdAt: at("2024-06-01T12:00:00Z"), status: "closed", userId: ana, queueId: qa })
      await fa.log(t1.id, "create", null, qa, at("2024-06-01T12:00:00Z"))
      await fa.message(t1, false, null, at("2024-06-01T12:00:00Z"))
      await fa.log(t1.id, "open", ana, qa, at("2024-06-01T12:05:00Z"))
      await fa.message(t1, true, ana, at("2024-06-01T12:10:00Z"))
      await fa.log(t1.id, "closed", ana, qa, at("2024-06-02T01:00:00Z"))
      // T2: 23:00 on 1 June in São Paulo (2 June in UTC), still waiting in queue B
      const t2 = await fa.ticket({
        createdAt: at("2024-06-02T02:00:00Z"),
        status: "pending",
        userId: null,
        queueId: qb,
        waitingSince: at("2024-06-02T02:00:00Z")
      })
      await fa.log(t2.id, "create", null, qb, at("2024-06-02T02:00:00Z"))
      await fa.message(t2, false, null, at("2024-06-02T02:00:00Z"))
      // T3: Bruno opens it himself on 2 June and writes first: no first response of a customer's ticket
      const t3 = await fa.ticket({ createdAt: at("2024-06-02T15:00:00Z"), status: "open", userId: bruno, queueId: qa })
      await fa.log(t3.id, "create", bruno, qa, at("2024-06-02T15:00:00Z"))
      await fa.log(t3.id, "open", bruno, qa, at("2024-06-02T15:00:00Z"))
      await fa.message(t3, true, bruno, at("2024-06-02T15:01:00Z"))
      await fa.message(t3, false, null, at("2024-06-02T15:20:00Z"))
      await fa.message(t3, true, bruno, at("2024-06-02T15:50:00Z"))
      // T4: 3 June, Ana attends and answers after 40 minutes (overdue), still open in queue B
      const t4 = await fa.ticket({ createdAt: at("2024-06-03T13:00:00Z"), status: "open", userId: ana, queueId: qb })
      await fa.log(t4.id, "create", null, qb, at("2024-06-03T13:00:00Z"))
      await fa.message(t4, false, null, at("2024-06-03T13:00:00Z"))
      await fa.log(t4.id, "open", ana, qb, at("2024-06-03T13:40:00Z"))
      await fa.message(t4, true, ana, at("2024-06-03T13:40:00Z"))
      // T5: 3 June, deleted while pending: opened that day, in no balance
      const t5 = await fa.ticket({
        createdAt: at("2024-06-03T14:00:00Z"),
        status: "pending",
        userId: null,
        queueId: null,
        waitingSince: at("2024-06-03T14:00:00Z"),
        deleted: true
      })
      await fa.log(t5.id, "create", null, null, at("2024-06-03T14:00:00Z"))
      await fa.message(t5, false, null, at("2024-06-03T14:00:00Z"))
      await fa.log(t5.id, "delete", w.admin.userId, null, at("2024-06-03T14:10:00Z"))

      // tenant B (Tokyo, UTC+9); its queue is the one provisioning made
      const qbB = Number((await w.query`SELECT id FROM queues WHERE tenant_id = ${B} ORDER BY id LIMIT 1`)[0].id)
      const adminB = w.adminB.userId
      const fb = fixture(w, B)
      // U1: 16:00 UTC on 1 June is 01:00 on 2 June in Tokyo (and still 1 June in São Paulo)
      const u1 = await fb.ticket({
        createdAt: at("2024-06-01T16:00:00Z"),
        status: "pending",
        userId: null,
        queueId: qbB,
        waitingSince: at("2024-06-01T16:00:00Z")
      })
      await fb.log(u1.id, "create", null, qbB, at("2024-06-01T16:00:00Z"))
      await fb.message(u1, false, null, at("2024-06-01T16:00:00Z"))
      // U2: 19:00 on 1 June in Tokyo, answered in 90 s, resolved 00:30 on 2 June (Tokyo)
      const u2 = await fb.ticket({
        createdAt: at("2024-06-01T10:00:00Z"),
        status: "closed",
        userId: adminB,
        queueId: qbB
      })
      await fb.log(u2.id, "create", null, qbB, at("2024-06-01T10:00:00Z"))
      await fb.message(u2, false, null, at("2024-06-01T10:00:00Z"))
      await fb.log(u2.id, "open", adminB, qbB, at("2024-06-01T10:01:00Z"))
      await fb.message(u2, true, adminB, at("2024-06-01T10:01:30Z"))
      await fb.log(u2.id, "closed", adminB, qbB, at("2024-06-01T15:30:00Z"))

      await rebuild(w, A)
      await rebuild(w, B)

      const names = async (tenantId: number, table: "users" | "queues", id: number) =>
        String(
          (table === "users"
            ? await w.query`SELECT name FROM users WHERE tenant_id = ${tenantId} AND id = ${id}`
            : await w.query`SELECT name FROM queues WHERE tenant_id = ${tenantId} AND id = ${id}`)[0].name
        )
      const june = "?from=2024-06-01&to=2024-06-03"
      const mine = await dashboard(w.admin, june)
      expect(mine).toMatchObject({ from: "2024-06-01", to: "2024-06-03", timezone: "America/Sao_Paulo" })
      expect(mine.today).toBe(localDate(Date.now(), "America/Sao_Paulo"))
      const day1 = ind({
        opened: 2,
        attended: 1,
        resolved: 1,
        waiting: 1,
        answered: 1,
        firstResponseMs: 10 * MINUTE,
        resolutionMs: 13 * HOUR,
        sla: { onTime: 1 }
      })
      const day3 = ind({
        opened: 2,
        attended: 1,
        open: 1,
        answered: 1,
        firstResponseMs: 40 * MINUTE,
        sla: { overdue: 1 }
      })
      expect(mine.byDay).toEqual([
        { date: "2024-06-01", ...day1 },
        { date: "2024-06-02", ...ind({ opened: 1, attended: 1, open: 1 }) },
        { date: "2024-06-03", ...day3 }
      ])
      expect(mine.totals).toEqual(
        ind({
          opened: 5,
          attended: 3,
          resolved: 1,
          waiting: 1,
          open: 2,
          answered: 2,
          firstResponseMs: 25 * MINUTE,
          resolutionMs: 13 * HOUR,
          sla: { onTime: 1, overdue: 1 }
        })
      )
      const anaRow = ind({
        attended: 2,
        resolved: 1,
        open: 1,
        answered: 2,
        firstResponseMs: 25 * MINUTE,
        resolutionMs: 13 * HOUR,
        sla: { onTime: 1, overdue: 1 }
      })
      expect(mine.byUser).toEqual([
        { userId: ana, name: await names(A, "users", ana), ...anaRow },
        { userId: bruno, name: await names(A, "users", bruno), ...ind({ opened: 1, attended: 1, open: 1 }) },
        { userId: null, name: null, ...ind({ opened: 4, waiting: 1 }) }
      ])
      const queueRows = [
        {
          queueId: qa,
          name: await names(A, "queues", qa),
          ...ind({
            opened: 2,
            attended: 2,
            resolved: 1,
            open: 1,
            answered: 1,
            firstResponseMs: 10 * MINUTE,
            resolutionMs: 13 * HOUR,
            sla: { onTime: 1 }
          })
        },
        {
          queueId: qb,
          name: "Financeiro",
          ...ind({
            opened: 2,
            attended: 1,
            waiting: 1,
            open: 1,
            answered: 1,
            firstResponseMs: 40 * MINUTE,
            sla: { overdue: 1 }
          })
        },
        { queueId: null, name: null, ...ind({ opened: 1 }) }
      ].sort((x, y) => (x.name === null ? 1 : y.name === null ? -1 : x.name.localeCompare(y.name, "pt-BR")))
      expect(mine.byQueue).toEqual(queueRows)

      // a filter keeps one user's or one queue's rows; one day is that day
      expect((await dashboard(w.admin, `${june}&userId=${ana}`)).totals).toEqual(anaRow)
      expect((await dashboard(w.admin, `${june}&queueId=${qb}`)).byUser.map((u: any) => u.userId)).toEqual([ana, null])
      expect((await dashboard(w.admin, "?from=02/06/2024&to=2024-06-02")).totals).toEqual(
        ind({ opened: 1, attended: 1, open: 1 })
      )
      // the supervisor sees the same
      expect((await dashboard(w.sup, june)).totals).toEqual(mine.totals)

      // tenant B: its own figures on Tokyo's days, nothing of A's
      const theirs = await dashboard(w.adminB, june)
      expect(theirs).toMatchObject({ timezone: "Asia/Tokyo", today: localDate(Date.now(), "Asia/Tokyo") })
      expect(theirs.byDay).toEqual([
        {
          date: "2024-06-01",
          ...ind({ opened: 1, attended: 1, answered: 1, firstResponseMs: 90_000, sla: { onTime: 1 } })
        },
        { date: "2024-06-02", ...ind({ opened: 1, resolved: 1, waiting: 1, resolutionMs: 5.5 * HOUR }) },
        { date: "2024-06-03", ...ind() }
      ])
      expect(theirs.byUser).toEqual([
        {
          userId: adminB,
          name: "Admin Outra",
          ...ind({
            attended: 1,
            resolved: 1,
            answered: 1,
            firstResponseMs: 90_000,
            resolutionMs: 5.5 * HOUR,
            sla: { onTime: 1 }
          })
        },
        { userId: null, name: null, ...ind({ opened: 2, waiting: 1 }) }
      ])
      expect(theirs.byQueue.map((q: any) => [q.queueId, q.opened])).toEqual([[qbB, 2]])
      // A's ids in B's filters find nothing of A's
      expect((await dashboard(w.adminB, `${june}&userId=${ana}`)).totals).toEqual(ind())
      expect((await dashboard(w.adminB, `${june}&queueId=${qa}`)).totals).toEqual(ind())
      expect(JSON.stringify(theirs)).not.toContain(await names(A, "users", ana))
    },
    90_000
  )

  it.skipIf(!run)(
    "the ticket actor keeps the figures as agents work, equal to a rebuild; the panel shows the work in progress",
    async () => {
      const A = w.admin.tenantId
      const today = localDate(Date.now(), "America/Sao_Paulo")
      const yesterday = localDate(Date.now() - 24 * HOUR, "America/Sao_Paulo")
      const period = `?from=${yesterday}&to=${today}`
      expect((await dashboard(w.admin, period)).totals).toEqual(ind())

      // X: a customer writes; the administrator attends, answers and resolves it
      const x = await visitorTicket(w, "Olá, preciso de ajuda")
      expect((await dashboard(w.admin, period)).totals).toEqual(ind({ opened: 1, waiting: 1 }))
      expect((await a.put(w.admin, `/tickets/${x.ticketId}`, { status: "open" })).status).toBe(200)
      expect((await dashboard(w.admin, period)).totals).toEqual(ind({ opened: 1, attended: 1, open: 1 }))
      expect((await a.post(w.admin, `/messages/${x.ticketId}`, { body: "Claro!" })).status).toBe(200)
      expect((await a.post(w.admin, `/messages/${x.ticketId}`, { body: "Mais alguma coisa?" })).status).toBe(200)
      expect((await a.put(w.admin, `/tickets/${x.ticketId}`, { status: "closed" })).status).toBe(200)
      // Y: goes to queue B, where Bruno attends and answers it; Z: waits
      const y = await visitorTicket(w, "Quero falar com o financeiro")
      expect((await a.put(w.admin, `/tickets/${y.ticketId}`, { queueId: w.queueB })).status).toBe(200)
      expect((await a.put(w.agent2, `/tickets/${y.ticketId}`, { status: "open" })).status).toBe(200)
      expect((await a.post(w.agent2, `/messages/${y.ticketId}`, { body: "Olá, sou o Bruno" })).status).toBe(200)
      const z = await visitorTicket(w, "Alguém aí?")
      for (const v of [x, y, z]) v.widget.close()

      const figures = await dashboard(w.admin, period)
      const timed = (v: unknown) => typeof v === "number" && v >= 0 && v < 10 * MINUTE
      expect(timed(figures.totals.firstResponseMs) && timed(figures.totals.resolutionMs)).toBe(true)
      expect({ ...figures.totals, firstResponseMs: 0, resolutionMs: 0 }).toEqual(
        ind({
          opened: 3,
          attended: 2,
          resolved: 1,
          waiting: 1,
          open: 1,
          answered: 2,
          firstResponseMs: 0,
          resolutionMs: 0,
          sla: { onTime: 2 }
        })
      )
      // [id, opened, attended, resolved, waiting, open, answered, on time], by id (none last)
      const counts = (rows: Array<any>, key: string) =>
        rows
          .map((r) => [r[key], r.opened, r.attended, r.resolved, r.waiting, r.open, r.answered, r.sla.onTime])
          .sort((p, q) => (p[0] ?? Infinity) - (q[0] ?? Infinity))
      expect(counts(figures.byUser, "userId")).toEqual(
        [
          [w.admin.userId, 0, 1, 1, 0, 0, 1, 1],
          [w.agent2.userId, 0, 1, 0, 0, 1, 1, 1],
          [null, 3, 0, 0, 1, 0, 0, 0]
        ].sort((p, q) => (p[0] ?? Infinity) - (q[0] ?? Infinity))
      )
      expect(figures.byUser[figures.byUser.length - 1].userId).toBeNull()
      expect(counts(figures.byQueue, "queueId")).toEqual([
        [w.queueB, 0, 1, 0, 0, 1, 1, 1],
        [null, 3, 1, 1, 1, 0, 1, 1]
      ])
      // the history's days are untouched
      expect((await dashboard(w.admin, "?from=2024-06-01&to=2024-06-03")).totals.opened).toBe(5)

      // what the actor kept is what the history gives
      const kept = await aggregateRows(w, A)
      await rebuild(w, A)
      expect(await aggregateRows(w, A)).toEqual(kept)

      // the panel: the tickets in progress by agent and queue, the oldest unanswered message's SLA colour
      await w.store(
        createUser(A, {
          name: "Dora Nova",
          email: "dora@ws.test",
          password: "Agent12345",
          profile: "user",
          queueIds: []
        })
      )
      const panel = (await a.get(w.sup, "/dashboard/panel")).json
      const agent = (id: number) => panel.agents.find((g: any) => g.userId === id)
      expect(agent(w.agent2.userId)).toMatchObject({ open: 2, waiting: 0, oldestWaitingSince: null, sla: "green" })
      expect(agent(w.agent.userId)).toMatchObject({ name: "Ana Agente", open: 1, waiting: 0, online: true })
      expect(agent(w.admin.userId)).toMatchObject({ open: 0, waiting: 0, online: true, profile: "admin" })
      expect(panel.agents.find((g: any) => g.name === "Dora Nova")).toMatchObject({ online: false, open: 0 })
      expect(panel.agents.map((g: any) => g.name)).toEqual(
        [...panel.agents.map((g: any) => g.name)].sort((p: string, q: string) => p.localeCompare(q, "pt-BR"))
      )
      const queue = (id: number | null) => panel.queues.find((q: any) => q.queueId === id)
      expect(queue(w.queueA)).toMatchObject({ open: 1, waiting: 0, sla: "green" })
      expect(queue(w.queueB)).toMatchObject({
        name: "Financeiro",
        open: 2,
        waiting: 1,
        oldestWaitingSince: "2024-06-02T02:00:00.000Z",
        sla: "red"
      })
      expect(queue(null)).toMatchObject({ open: 0, waiting: 1, sla: "green" })
      expect(panel.totals).toMatchObject({ open: 3, waiting: 2, oldestWaitingSince: "2024-06-02T02:00:00.000Z" })
      expect(panel.totals.sla).toBe("red")
      expect(panel.totals.online).toBe(panel.agents.filter((g: any) => g.online).length)
      expect(panel.thresholds).toEqual({ slaGreen: 0, slaYellow: 15, slaRed: 30 })

      // B's panel: B's people and queue only
      const theirs = (await a.get(w.adminB, "/dashboard/panel")).json
      expect(theirs.agents.map((g: any) => g.name)).toEqual(["Admin Outra"])
      expect(theirs.totals).toMatchObject({ open: 0, waiting: 1 })
      expect(JSON.stringify(theirs)).not.toMatch(/Ana Agente|Financeiro|Dora/)
    },
    90_000
  )

  it.skipIf(!run)("agents are refused; a bad period or filter is a 400 catalogue code", async () => {
    for (const path of ["/dashboard", "/dashboard/panel"]) {
      const r = await a.get(w.agent, path)
      expect([r.status, r.json.error], path).toEqual([403, "ERR_NO_PERMISSION"])
      expect((await http(w.url, "GET", path)).status, path).toBe(401)
    }
    expect((await a.get(w.sup, "/dashboard/panel")).status).toBe(200)
    const before = await aggregateRows(w, w.admin.tenantId)
    for (const [query, code, field] of [
      ["?from=2024-06-03&to=2024-06-01", "ERR_VALIDATION", "from"],
      ["?from=2023-01-01&to=2024-06-01", "ERR_VALIDATION", "to"],
      ["?from=2024-02-30&to=2024-03-01", "ERR_INVALID_DATE", "from"],
      ["?from=2024-03-01&to=amanha", "ERR_INVALID_DATE", "to"],
      [`?from=${"9".repeat(30)}`, "ERR_VALIDATION", "from"],
      ["?from=2024-06-01&to=2024-06-02&userId=ana", "ERR_VALIDATION", "userId"],
      ["?from=2024-06-01&to=2024-06-02&queueId=0", "ERR_VALIDATION", "queueId"]
    ] as const) {
      const r = await a.get(w.admin, `/dashboard${query}`)
      expect([r.status, r.json.error], query).toEqual([400, code])
      expect(
        r.json.issues.map((i: any) => i.field),
        query
      ).toEqual([field])
    }
    expect((await a.get(w.admin, "/dashboard?userId=2147483648")).status).toBe(400)
    // a year and a day at most, both ends included
    expect((await a.get(w.admin, "/dashboard?from=2023-06-01&to=2024-05-31")).status).toBe(200)
    expect(await aggregateRows(w, w.admin.tenantId)).toEqual(before)
  })

  it.skipIf(!run)("deleting an agent moves their tickets in progress to the heir on the dashboard too", async () => {
    const A = w.admin.tenantId
    const today = localDate(Date.now(), "America/Sao_Paulo")
    const yesterday = localDate(Date.now() - 24 * HOUR, "America/Sao_Paulo")
    const period = `?from=${yesterday}&to=${today}`
    const leaving = await w.store(
      createUser(A, { name: "Edu Saindo", email: "edu@ws.test", password: "Agent12345", profile: "user", queueIds: [] })
    )
    const v = await visitorTicket(w, "Oi, o Edu está?")
    v.widget.close()
    expect((await a.put(w.admin, `/tickets/${v.ticketId}`, { status: "open", userId: leaving.id })).status).toBe(200)
    const openOf = async (userId: number) =>
      (await dashboard(w.admin, period)).byUser.find((r: any) => r.userId === userId)?.open ?? 0
    expect(await openOf(leaving.id)).toBe(1)
    const heirBefore = await openOf(w.agent2.userId)

    const r = await a.del(w.admin, `/admin/users/${leaving.id}?newUserId=${w.agent2.userId}`)
    expect([r.status, r.json.transferredTickets]).toEqual([200, 1])
    // the ticket is the heir's in the figures as on the ticket list, without anyone running a rebuild
    const start = Date.now()
    let seen: Array<number> = []
    while (Date.now() - start < 30_000) {
      seen = [await openOf(leaving.id), await openOf(w.agent2.userId)]
      if (seen[0] === 0 && seen[1] === heirBefore + 1) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(seen).toEqual([0, heirBefore + 1])
    // and what the store keeps is what the history gives
    const kept = await aggregateRows(w, A)
    await rebuild(w, A)
    expect(await aggregateRows(w, A)).toEqual(kept)
  })
})
