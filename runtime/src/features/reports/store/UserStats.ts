/**
 * User attendance statistics (GET /reports/user-stats): the tickets created in the span that the
 * caller may see, per user who has them now (null: nobody took them), by status and SLA class,
 * with the mean wait and duration (TicketReport.ts defines both); and the messages each user wrote
 * in the span on such tickets (messages_tenant_time).
 */
import type { UserStatsRow } from "@atende/core/contracts/reports"
import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import { num } from "../../../platform/store/rows"
import { sliceSql } from "../../tickets/index"
import type { ReportScope } from "../scope"
import { tallyOf, tallySql, waitsCte, type TicketFilter } from "./TicketReport"

type Sums = { readonly wait: number; readonly duration: number }

type Line = Omit<UserStatsRow, "user"> & { userId: number | null; name: string | null; sums: Sums }

const sumsOf = (r: any): Sums => ({ wait: num(r.wait_sum), duration: num(r.duration_sum) })

const empty = (userId: number | null, name: string | null): Line => ({
  userId,
  name,
  tickets: 0,
  pending: 0,
  open: 0,
  closed: 0,
  messagesSent: 0,
  avgWaitSeconds: null,
  avgDurationSeconds: null,
  sla: { green: 0, yellow: 0, red: 0 },
  sums: { wait: 0, duration: 0 }
})

/** A line per user with tickets or messages in the span (most tickets first, then by name; nobody's last). */
export const userStats = (scope: ReportScope, f: Omit<TicketFilter, "statuses" | "sla">) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const filter: TicketFilter = { ...f, statuses: [], sla: [] }
    const grouped = yield* sql`${waitsCte(sql, scope, filter)}
      SELECT x.user_id, u.name, ${tallySql(sql, scope.sla)}
      FROM x LEFT JOIN users u ON u.id = x.user_id GROUP BY x.user_id, u.name`
    const messageWhere: Array<Statement.Fragment> = [
      sql`m.tenant_id = ${scope.tenantId}`,
      sql`m.created_at >= ${f.span.start}`,
      sql`m.created_at < ${f.span.end}`,
      sql`m.from_me = 1`,
      sql`m.user_id IS NOT NULL`,
      sql`t.deleted = 0`
    ]
    if (f.userIds.length) messageWhere.push(sql`m.user_id IN ${sql.in(f.userIds)}`)
    if (f.queueIds.length) messageWhere.push(sql`t.queue_id IN ${sql.in(f.queueIds)}`)
    if (scope.slices !== "all")
      messageWhere.push(scope.slices.length ? sql.or(scope.slices.map((s) => sql.and(sliceSql(sql, s)))) : sql`1 = 0`)
    const sent = yield* sql`SELECT m.user_id, u.name, COUNT(*) AS n
      FROM messages m JOIN tickets t ON t.id = m.ticket_id LEFT JOIN users u ON u.id = m.user_id
      WHERE ${sql.and(messageWhere)} GROUP BY m.user_id, u.name`
    const lines = new Map<number | null, Line>()
    for (const r of grouped as Array<any>) {
      const userId = r.user_id === null || r.user_id === undefined ? null : num(r.user_id)
      lines.set(userId, { ...empty(userId, r.name ?? null), ...tallyOf(r), sums: sumsOf(r) })
    }
    for (const r of sent as Array<any>) {
      const userId = num(r.user_id)
      const line = lines.get(userId) ?? empty(userId, r.name ?? null)
      lines.set(userId, { ...line, messagesSent: num(r.n) })
    }
    return [...lines.values()].sort(
      (a, b) =>
        Number(a.userId === null) - Number(b.userId === null) ||
        b.tickets - a.tickets ||
        (a.name ?? "").localeCompare(b.name ?? "", "pt-BR") ||
        (a.userId ?? 0) - (b.userId ?? 0)
    )
  })

export type UserStatsLine = Effect.Effect.Success<ReturnType<typeof userStats>>[number]

/** The lines' totals: counts summed, means over every ticket (from the lines' sums, so exact). */
export const totalsOf = (lines: ReadonlyArray<UserStatsLine>): Omit<UserStatsRow, "user"> => {
  const sum = (pick: (l: UserStatsLine) => number) => lines.reduce((n, l) => n + pick(l), 0)
  const tickets = sum((l) => l.tickets)
  const closed = sum((l) => l.closed)
  const seconds = (ms: number) => Math.max(0, Math.round(ms / 1000))
  return {
    tickets,
    pending: sum((l) => l.pending),
    open: sum((l) => l.open),
    closed,
    messagesSent: sum((l) => l.messagesSent),
    avgWaitSeconds: tickets ? seconds(sum((l) => l.sums.wait) / tickets) : null,
    avgDurationSeconds: closed ? seconds(sum((l) => l.sums.duration) / closed) : null,
    sla: { green: sum((l) => l.sla.green), yellow: sum((l) => l.sla.yellow), red: sum((l) => l.sla.red) }
  }
}
