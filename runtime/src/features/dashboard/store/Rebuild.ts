/**
 * Building a tenant's aggregates from its history (the back-fill of a database that had tickets
 * before the dashboard, and `rebuildDashboard` after anything wrote tickets behind the actor's
 * back): every row of `dashboard_daily` of the tenant, in one INSERT … SELECT, from the tickets
 * and their logs (opened, attended, resolved: the queue each log recorded), the messages (first
 * responses) and the tickets as they are (what is pending or open now). What the history does not
 * say is taken from the ticket as it is now: the owner of a resolution, the queue of a first
 * response, the owner at creation of a ticket created pending for someone (wallets); a ticket
 * without the logs (written by something else than the app: a seed, an import) counts as created
 * with its current owner and queue, attended at `opened_at`, resolved at `closed_at` (else its
 * last update) when closed. Days are the tenant's: the zone's offsets over the span of the data
 * come in as a CASE (days.ts offsetSegments).
 * On Postgres the table is locked against writers first, so a ticket change committing meanwhile
 * is either in what is read or added after (its deltas wait for the lock); SQLite has one writer.
 */
import type { SlaThresholds } from "@atende/core/rules/sla"
import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import { numOrNull } from "../../../platform/store/rows"
import type { OffsetSegment } from "../days"

const MINUTE = 60_000
const DAY = 86_400_000

/** Holds off the writers of the aggregates until the transaction ends (Postgres; SQLite writes one at a time). */
export const lockAggregates = Effect.flatMap(SqlClient.SqlClient, (sql) =>
  sql.onDialectOrElse({
    pg: () => Effect.asVoid(sql`LOCK TABLE dashboard_daily IN EXCLUSIVE MODE`),
    orElse: () => Effect.void
  })
)

/** When the tenant's first ticket was created (epoch ms), or null without tickets. */
export const firstTicketAt = (tenantId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT MIN(created_at) AS first FROM tickets WHERE tenant_id = ${tenantId}`
    return numOrNull((rows[0] as any)?.first)
  })

/** The day number of `f.at` in SQL: (at + the zone's offset then) / a day. */
const dayOf = (sql: SqlClient.SqlClient, segments: ReadonlyArray<OffsetSegment>): Statement.Fragment => {
  const last = segments[segments.length - 1]!
  const offset =
    segments.length === 1
      ? sql`CAST(${last.offset} AS BIGINT)`
      : sql`CASE ${sql.join(
          " ",
          false
        )(
          segments.slice(0, -1).map((s) => sql`WHEN f.at < CAST(${s.until} AS BIGINT) THEN CAST(${s.offset} AS BIGINT)`)
        )} ELSE CAST(${last.offset} AS BIGINT) END`
  // integers throughout: SQLite divides a bound number as a real otherwise
  return sql`CAST((f.at + ${offset}) / CAST(${DAY} AS BIGINT) AS INTEGER)`
}

/** Writes the tenant's rows from its history (the caller cleared them, in the same transaction). */
export const insertRebuilt = (tenantId: number, segments: ReadonlyArray<OffsetSegment>, t: SlaThresholds) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [yellow, red] = [t.slaYellow * MINUTE, t.slaRed * MINUTE]
    // columns of every fact: at, user_id, queue_id, then the sums in dashboard_daily's order
    yield* sql`INSERT INTO dashboard_daily (tenant_id, day, user_id, queue_id, opened, attended, resolved,
        resolution_ms, waiting_now, open_now, answered, first_response_ms, sla_green, sla_yellow, sla_red)
      SELECT CAST(${tenantId} AS INTEGER), g.day, g.user_id, g.queue_id, SUM(g.opened), SUM(g.attended),
        SUM(g.resolved), SUM(g.resolution_ms), SUM(g.waiting_now), SUM(g.open_now), SUM(g.answered),
        SUM(g.first_response_ms), SUM(g.sla_green), SUM(g.sla_yellow), SUM(g.sla_red)
      FROM (
        SELECT ${dayOf(sql, segments)} AS day, f.* FROM (
          SELECT t.created_at AS at,
            CASE WHEN l.id IS NULL THEN COALESCE(t.user_id, 0)
              ELSE COALESCE((SELECT MIN(o.user_id) FROM ticket_logs o WHERE o.ticket_id = t.id
                AND o.type IN ('open', 'receivedTransfer') AND o.created_at = l.created_at), 0) END AS user_id,
            CASE WHEN l.id IS NULL THEN COALESCE(t.queue_id, 0) ELSE COALESCE(l.queue_id, 0) END AS queue_id,
            1 AS opened, 0 AS attended, 0 AS resolved, 0 AS resolution_ms,
            0 AS waiting_now, 0 AS open_now, 0 AS answered, 0 AS first_response_ms,
            0 AS sla_green, 0 AS sla_yellow, 0 AS sla_red
          FROM tickets t LEFT JOIN ticket_logs l ON l.ticket_id = t.id AND l.type = 'create'
          WHERE t.tenant_id = ${tenantId}
          UNION ALL
          SELECT l.created_at, COALESCE(l.user_id, t.user_id, 0), COALESCE(l.queue_id, 0),
            0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0
          FROM tickets t JOIN ticket_logs l ON l.ticket_id = t.id
          WHERE t.tenant_id = ${tenantId} AND l.type = 'open'
          UNION ALL
          SELECT t.opened_at, COALESCE(t.user_id, 0), COALESCE(t.queue_id, 0), 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0
          FROM tickets t
          WHERE t.tenant_id = ${tenantId} AND t.opened_at IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM ticket_logs o WHERE o.ticket_id = t.id AND o.type = 'open')
          UNION ALL
          SELECT l.created_at, COALESCE(t.user_id, 0), COALESCE(l.queue_id, 0), 0, 0, 1,
            CASE WHEN l.created_at > t.created_at THEN l.created_at - t.created_at ELSE 0 END, 0, 0, 0, 0, 0, 0, 0
          FROM tickets t JOIN ticket_logs l ON l.ticket_id = t.id
          WHERE t.tenant_id = ${tenantId} AND l.type IN ('closed', 'autoClose')
          UNION ALL
          SELECT COALESCE(t.closed_at, t.updated_at), COALESCE(t.user_id, 0), COALESCE(t.queue_id, 0), 0, 0, 1,
            CASE WHEN COALESCE(t.closed_at, t.updated_at) > t.created_at
              THEN COALESCE(t.closed_at, t.updated_at) - t.created_at ELSE 0 END, 0, 0, 0, 0, 0, 0, 0
          FROM tickets t
          WHERE t.tenant_id = ${tenantId} AND t.status = 'closed' AND NOT EXISTS (SELECT 1 FROM ticket_logs o
            WHERE o.ticket_id = t.id AND o.type IN ('closed', 'autoClose'))
          UNION ALL
          SELECT t.created_at, COALESCE(t.user_id, 0), COALESCE(t.queue_id, 0), 0, 0, 0, 0,
            CASE WHEN t.status = 'pending' THEN 1 ELSE 0 END, CASE WHEN t.status = 'open' THEN 1 ELSE 0 END,
            0, 0, 0, 0, 0
          FROM tickets t
          WHERE t.tenant_id = ${tenantId} AND t.deleted = 0 AND t.status <> 'closed'
          UNION ALL
          SELECT m.created_at, m.user_id, COALESCE(t.queue_id, 0), 0, 0, 0, 0, 0, 0, 1, m.created_at - t.created_at,
            CASE WHEN m.created_at - t.created_at < CAST(${red} AS BIGINT)
              AND m.created_at - t.created_at < CAST(${yellow} AS BIGINT) THEN 1 ELSE 0 END,
            CASE WHEN m.created_at - t.created_at < CAST(${red} AS BIGINT)
              AND m.created_at - t.created_at >= CAST(${yellow} AS BIGINT) THEN 1 ELSE 0 END,
            CASE WHEN m.created_at - t.created_at >= CAST(${red} AS BIGINT) THEN 1 ELSE 0 END
          FROM tickets t
          JOIN messages m ON m.id = (SELECT MIN(o.id) FROM messages o WHERE o.ticket_id = t.id AND o.from_me = 1)
          WHERE t.tenant_id = ${tenantId} AND m.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM messages i
            WHERE i.ticket_id = t.id AND i.from_me = 0 AND i.created_at = t.created_at AND i.id < m.id)
        ) f
      ) g
      GROUP BY g.day, g.user_id, g.queue_id`
  })
