/**
 * What the attendance panel reads: the tenant's tickets pending or open now, counted by owner,
 * queue and status with the oldest unanswered customer message of each group (one index-only
 * range of `dashboard_active_tickets`, a partial index of the live tickets only, so it grows with
 * the tickets in progress, not with the history), its active users with whether each has a
 * session open, and its active queues.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Profile } from "@atende/core/user/user"
import { bool, num, numOrNull } from "../../../platform/store/rows"

export type ActiveGroup = {
  readonly userId: number | null
  readonly queueId: number | null
  readonly status: "pending" | "open"
  readonly count: number
  readonly oldestWaitingSince: number | null
}

export const activeGroups = (tenantId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT user_id, queue_id, status, COUNT(*) AS n, MIN(waiting_since) AS oldest
      FROM tickets WHERE tenant_id = ${tenantId} AND deleted = 0 AND status <> 'closed'
      GROUP BY user_id, queue_id, status`
    return rows.map((r: any): ActiveGroup => ({
      userId: numOrNull(r.user_id),
      queueId: numOrNull(r.queue_id),
      status: r.status === "open" ? "open" : "pending",
      count: num(r.n),
      oldestWaitingSince: numOrNull(r.oldest)
    }))
  })

export type PanelUser = {
  readonly id: number
  readonly name: string
  readonly profile: Profile
  readonly online: boolean
}

/** The tenant's active users by name, and whether each has a session open (the internal chat's "online"). */
export const activeUsers = (tenantId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT u.id, u.name, u.profile,
        CASE WHEN EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = u.id AND s.ended_at IS NULL) THEN 1 ELSE 0 END
          AS online
      FROM users u WHERE u.tenant_id = ${tenantId} AND u.deleted_at IS NULL AND u.active = 1
      ORDER BY u.name, u.id`
    return rows.map((r: any): PanelUser => ({
      id: num(r.id),
      name: String(r.name),
      profile: r.profile === "admin" || r.profile === "super" ? r.profile : "user",
      online: bool(r.online)
    }))
  })

/** The tenant's active queues by name. */
export const activeQueues = (tenantId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id, name FROM queues WHERE tenant_id = ${tenantId} AND active = 1 ORDER BY name, id`
    return rows.map((r: any) => ({ id: num(r.id), name: String(r.name) }))
  })
