/**
 * The tickets report's SQL (GET /reports/tickets, its summary, its exports): the tenant's tickets
 * created in a span, newest first, read past a keyset cursor (created_at, id) along the index
 * reports_tickets_created, within the caller's visibility slices (the ticket list's, sliceSql).
 * A ticket's wait is from its creation to the first message a person of the company wrote in it
 * (messages_ticket gives it in one probe), or, unanswered, to its closing, or to `now` while it is
 * not closed; its SLA class is that wait against the tenant's thresholds, the same rule as
 * core/src/rules/sla.ts (a ticket is red from slaRed minutes, yellow from slaYellow).
 */
import type { SlaFilter, TicketReportRow } from "@atende/core/contracts/reports"
import { slaClass, type SlaThresholds } from "@atende/core/rules/sla"
import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import { iso, num, numOrNull } from "../../../platform/store/rows"
import { sliceSql } from "../../tickets/index"
import type { ReportScope, Span } from "../scope"

type Sql = SqlClient.SqlClient
type Frag = Statement.Fragment

export type TicketFilter = {
  readonly span: Span
  readonly statuses: ReadonlyArray<string>
  readonly sla: ReadonlyArray<SlaFilter>
  readonly userIds: ReadonlyArray<number>
  readonly queueIds: ReadonlyArray<number>
}

export type TicketCursor = { readonly at: number; readonly id: number }

const MINUTE = 60_000

/** When a person of the company first wrote in the ticket (an agent's message; bots and the system have no user). */
export const FIRST_REPLY = `(SELECT m.created_at FROM messages m WHERE m.ticket_id = t.id AND m.from_me = 1
  AND m.user_id IS NOT NULL ORDER BY m.id LIMIT 1)`

/** The ticket's wait in milliseconds (see the top of this file). */
export const waitSql = (sql: Sql, now: number) =>
  sql`(COALESCE(${sql.literal(FIRST_REPLY)},
    CASE WHEN t.status = 'closed' THEN COALESCE(t.closed_at, t.updated_at) ELSE ${now} END) - t.created_at)`

/** The SLA class of a wait (milliseconds), as slaClass decides it. */
export const slaSql = (sql: Sql, wait: Frag, t: SlaThresholds) =>
  sql`(CASE WHEN ${wait} >= ${t.slaRed * MINUTE} THEN 'red'
    WHEN ${wait} >= ${t.slaYellow * MINUTE} THEN 'yellow' ELSE 'green' END)`

/** The conditions on `t` of the scope and the filter (the span, statuses, users, queues, visibility, SLA). */
export const ticketConditions = (sql: Sql, scope: ReportScope, f: TicketFilter): Array<Frag> => {
  const out: Array<Frag> = [
    sql`t.tenant_id = ${scope.tenantId}`,
    sql`t.deleted = 0`,
    sql`t.created_at >= ${f.span.start}`,
    sql`t.created_at < ${f.span.end}`
  ]
  if (f.statuses.length) out.push(sql`t.status IN ${sql.in(f.statuses)}`)
  if (f.userIds.length) out.push(sql`t.user_id IN ${sql.in(f.userIds)}`)
  if (f.queueIds.length) out.push(sql`t.queue_id IN ${sql.in(f.queueIds)}`)
  if (scope.slices !== "all")
    out.push(scope.slices.length ? sql.or(scope.slices.map((s) => sql.and(sliceSql(sql, s)))) : sql`1 = 0`)
  if (f.sla.length) out.push(sql`${slaSql(sql, waitSql(sql, scope.now), scope.sla)} IN ${sql.in(f.sla)}`)
  return out
}

const SELECT = `SELECT t.id, t.protocol, t.status, t.created_at, t.closed_at, t.updated_at,
  t.contact_id, c.name AS contact_name, c.number AS contact_number, c.email AS contact_email,
  t.user_id, u.name AS user_name, t.queue_id, q.name AS queue_name,
  t.channel_id, ch.name AS channel_name, ch.type AS channel_type, ${FIRST_REPLY} AS first_reply_at,
  (SELECT s.score FROM ticket_surveys s WHERE s.ticket_id = t.id) AS survey_score
  FROM tickets t JOIN contacts c ON c.id = t.contact_id LEFT JOIN users u ON u.id = t.user_id
  LEFT JOIN queues q ON q.id = t.queue_id JOIN channels ch ON ch.id = t.channel_id`

const seconds = (ms: number) => Math.max(0, Math.round(ms / 1000))

/** A row of SELECT as the report shows it (contact data unmasked: the caller masks). */
export const toRow = (r: any, sla: SlaThresholds, now: number): TicketReportRow => {
  const created = num(r.created_at)
  const firstReply = numOrNull(r.first_reply_at)
  const closed = r.status === "closed" ? (numOrNull(r.closed_at) ?? num(r.updated_at)) : null
  const waitEnd = firstReply ?? closed ?? now
  return {
    id: num(r.id),
    protocol: String(r.protocol),
    status: r.status,
    contact: {
      id: num(r.contact_id),
      name: String(r.contact_name),
      number: r.contact_number ?? "",
      email: r.contact_email ?? null
    },
    user:
      r.user_id === null || r.user_id === undefined ? null : { id: num(r.user_id), name: String(r.user_name ?? "") },
    queue:
      r.queue_id === null || r.queue_id === undefined
        ? null
        : { id: num(r.queue_id), name: String(r.queue_name ?? "") },
    channel: { id: num(r.channel_id), name: String(r.channel_name ?? ""), type: String(r.channel_type) },
    createdAt: iso(created),
    firstReplyAt: firstReply === null ? null : iso(firstReply),
    closedAt: closed === null ? null : iso(closed),
    waitSeconds: seconds(waitEnd - created),
    durationSeconds: closed === null ? null : seconds(closed - created),
    sla: slaClass(created, waitEnd, sla),
    satisfaction: numOrNull(r.survey_score)
  }
}

/** One page of the report: `limit` tickets after the cursor, newest first, and whether more follow. */
export const ticketReportPage = (scope: ReportScope, f: TicketFilter, limit: number, cursor?: TicketCursor) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const where = ticketConditions(sql, scope, f)
    if (cursor) where.push(sql`(t.created_at, t.id) < (${cursor.at}, ${cursor.id})`)
    const rows = yield* sql`${sql.literal(SELECT)} WHERE ${sql.and(where)}
      ORDER BY t.created_at DESC, t.id DESC LIMIT ${limit + 1}`
    const page = rows.slice(0, limit) as Array<any>
    const last = page[page.length - 1]
    return {
      rows: page.map((r) => toRow(r, scope.sla, scope.now)),
      next: rows.length > limit && last ? { at: num(last.created_at), id: num(last.id) } : undefined
    }
  })

/** How many tickets match; with `cap`, counted up to cap + 1 at most (the screen's first page). */
export const countTickets = (scope: ReportScope, f: TicketFilter, cap?: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const where = sql.and(ticketConditions(sql, scope, f))
    const rows =
      cap === undefined
        ? yield* sql`SELECT COUNT(*) AS n FROM tickets t WHERE ${where}`
        : yield* sql`SELECT COUNT(*) AS n FROM (SELECT 1 AS one FROM tickets t WHERE ${where} LIMIT ${cap + 1}) c`
    return num((rows[0] as any).n)
  })

/**
 * The matching tickets' status, wait and duration (milliseconds), computed once each: a
 * materialised CTE, so that the first-answer probe is not repeated by every expression that reads
 * the wait (both stores would otherwise inline it into each).
 */
export const waitsCte = (sql: Sql, scope: ReportScope, f: TicketFilter) =>
  sql`WITH x AS MATERIALIZED (SELECT t.user_id, t.status, ${waitSql(sql, scope.now)} AS wait,
      CASE WHEN t.status = 'closed' THEN COALESCE(t.closed_at, t.updated_at) - t.created_at END AS duration
    FROM tickets t WHERE ${sql.and(ticketConditions(sql, scope, f))})`

/** Counts by status and SLA class, and the sums of waits and durations, of `x` (waitsCte), grouped or not. */
export const tallySql = (sql: Sql, t: SlaThresholds) => {
  const sla = slaSql(sql, sql`x.wait`, t)
  return sql`COUNT(*) AS tickets,
    SUM(CASE WHEN x.status = 'pending' THEN 1 ELSE 0 END) AS pending,
    SUM(CASE WHEN x.status = 'open' THEN 1 ELSE 0 END) AS open,
    SUM(CASE WHEN x.status = 'closed' THEN 1 ELSE 0 END) AS closed,
    SUM(CASE WHEN ${sla} = 'green' THEN 1 ELSE 0 END) AS green,
    SUM(CASE WHEN ${sla} = 'yellow' THEN 1 ELSE 0 END) AS yellow,
    SUM(CASE WHEN ${sla} = 'red' THEN 1 ELSE 0 END) AS red,
    SUM(CASE WHEN x.wait > 0 THEN x.wait ELSE 0 END) AS wait_sum,
    SUM(x.duration) AS duration_sum`
}

/** A tally row (tallySql) as counts and means in seconds. */
export const tallyOf = (r: any) => {
  const tickets = num(r.tickets)
  const closed = num(r.closed)
  return {
    tickets,
    pending: num(r.pending),
    open: num(r.open),
    closed,
    sla: { green: num(r.green), yellow: num(r.yellow), red: num(r.red) },
    avgWaitSeconds: tickets ? seconds(num(r.wait_sum) / tickets) : null,
    avgDurationSeconds: closed ? seconds(num(r.duration_sum) / closed) : null
  }
}

/** The matching tickets by status and SLA class, and the mean wait and duration. */
export const ticketSummary = (scope: ReportScope, f: TicketFilter) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`${waitsCte(sql, scope, f)} SELECT ${tallySql(sql, scope.sla)} FROM x`
    const t = tallyOf(rows[0])
    return {
      total: t.tickets,
      byStatus: { pending: t.pending, open: t.open, closed: t.closed },
      bySla: t.sla,
      avgWaitSeconds: t.avgWaitSeconds,
      avgDurationSeconds: t.avgDurationSeconds
    }
  })
