/**
 * The dashboard's aggregates (`dashboard_daily`, migrations/001_dashboard.ts): one row per tenant,
 * local day, user and queue (0: none) with the sums of that day (facts.ts says what each counts).
 * Writers add deltas in one statement (an upsert of every row a transaction touches, in key
 * order); readers sum a period's rows by user and queue (named by a join), and by day: an index
 * range of the primary key, whatever the number of tickets.
 */
import { type IndicatorSums } from "@atende/core/contracts/dashboard"
import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import { num } from "../../../platform/store/rows"
import type { DeltaRow } from "../facts"

/** Sum name → column. */
const COLUMNS: Readonly<Record<keyof IndicatorSums, string>> = {
  opened: "opened",
  attended: "attended",
  resolved: "resolved",
  resolutionMs: "resolution_ms",
  waiting: "waiting_now",
  open: "open_now",
  answered: "answered",
  firstResponseMs: "first_response_ms",
  slaGreen: "sla_green",
  slaYellow: "sla_yellow",
  slaRed: "sla_red"
}
const SUMS = Object.entries(COLUMNS) as ReadonlyArray<readonly [keyof IndicatorSums, string]>

const ADD_EXCLUDED = SUMS.map(([, c]) => `${c} = dashboard_daily.${c} + excluded.${c}`).join(", ")
const SUM_SELECT = SUMS.map(([, c]) => `SUM(d.${c}) AS ${c}`).join(", ")

/** Adds the deltas to their rows (created at zero), in one statement. */
export const addDeltas = (rows: ReadonlyArray<DeltaRow>) =>
  Effect.gen(function* () {
    if (!rows.length) return
    const sql = yield* SqlClient.SqlClient
    const records = rows.map((r) => {
      const record: Record<string, number> = {
        tenant_id: r.tenantId,
        day: r.day,
        user_id: r.userId,
        queue_id: r.queueId
      }
      for (const [k, c] of SUMS) record[c] = r[k]
      return record
    })
    yield* sql`INSERT INTO dashboard_daily ${sql.insert(records)}
      ON CONFLICT (tenant_id, day, user_id, queue_id) DO UPDATE SET ${sql.literal(ADD_EXCLUDED)}`
  })

const sumsOf = (r: any): IndicatorSums => {
  const out = {} as IndicatorSums
  for (const [k, c] of SUMS) out[k] = num(r[c])
  return out
}

export type PeriodFilter = {
  readonly tenantId: number
  readonly fromDay: number
  readonly toDay: number
  readonly userId?: number | undefined
  readonly queueId?: number | undefined
}

const where = (sql: SqlClient.SqlClient, f: PeriodFilter) => {
  const parts: Array<Statement.Fragment> = [
    sql`d.tenant_id = ${f.tenantId}`,
    sql`d.day >= ${f.fromDay}`,
    sql`d.day <= ${f.toDay}`
  ]
  if (f.userId !== undefined) parts.push(sql`d.user_id = ${f.userId}`)
  if (f.queueId !== undefined) parts.push(sql`d.queue_id = ${f.queueId}`)
  return sql.and(parts)
}

/** A user's and queue's sums (0: none), with their names (deleted users too: history keeps their name). */
export type GroupSums = {
  readonly userId: number
  readonly queueId: number
  readonly userName: string | null
  readonly queueName: string | null
  readonly sums: IndicatorSums
}
export type DaySums = { readonly day: number; readonly sums: IndicatorSums }

/**
 * The period's sums by user and queue, named, and by day (days without a row left out): two
 * statements over the same key range, run side by side.
 */
export const periodSums = (f: PeriodFilter) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [groups, days] = yield* Effect.all(
      [
        sql`SELECT d.user_id, d.queue_id, MIN(u.name) AS user_name, MIN(q.name) AS queue_name,
            ${sql.literal(SUM_SELECT)}
          FROM dashboard_daily d
          LEFT JOIN users u ON u.id = d.user_id AND u.tenant_id = d.tenant_id
          LEFT JOIN queues q ON q.id = d.queue_id AND q.tenant_id = d.tenant_id
          WHERE ${where(sql, f)} GROUP BY d.user_id, d.queue_id`,
        sql`SELECT d.day, ${sql.literal(SUM_SELECT)} FROM dashboard_daily d WHERE ${where(sql, f)} GROUP BY d.day`
      ],
      { concurrency: 2 }
    )
    return {
      groups: groups.map((r: any): GroupSums => ({
        userId: num(r.user_id),
        queueId: num(r.queue_id),
        userName: r.user_name === null || r.user_name === undefined ? null : String(r.user_name),
        queueName: r.queue_name === null || r.queue_name === undefined ? null : String(r.queue_name),
        sums: sumsOf(r)
      })),
      days: days.map((r: any): DaySums => ({ day: num(r.day), sums: sumsOf(r) }))
    }
  })

/** Drops the tenant's aggregates (before they are built again from the tickets). */
export const clearTenant = (tenantId: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM dashboard_daily WHERE tenant_id = ${tenantId}`)

/** How many aggregate rows (day, user, queue) the tenant has. */
export const tenantRowCount = (tenantId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT COUNT(*) AS n FROM dashboard_daily WHERE tenant_id = ${tenantId}`
    return num((rows[0] as any)?.n)
  })

export { COLUMNS as SUM_COLUMNS }
