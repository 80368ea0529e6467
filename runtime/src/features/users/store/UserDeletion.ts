/**
 * The writes of deleting a user (actor/deleteUser.ts runs them in one transaction): the user's
 * open tickets move to an heir with a transfer log each, the user is soft-deleted (the name stays
 * on history), and its queues, push devices and open sessions go.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { num } from "../../../platform/store/rows"

/** Ids of the user's tickets (not deleted), in order. */
export const ticketIdsOfUser = (tenantId: number, userId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM tickets
      WHERE tenant_id = ${tenantId} AND user_id = ${userId} AND deleted = 0 ORDER BY id`
    return rows.map((r: any) => num(r.id))
  })

/** Gives these tickets of the tenant to `toUserId`. */
export const reassignTickets = (tenantId: number, ticketIds: ReadonlyArray<number>, toUserId: number, now: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) =>
      sql`UPDATE tickets SET user_id = ${toUserId}, updated_at = ${now}
        WHERE tenant_id = ${tenantId} AND id IN ${sql.in(ticketIds)}`
  )

/** The ticket's log line of a transfer made by `byUserId` (null: the system). */
export const logTransfer = (tenantId: number, ticketId: number, byUserId: number | null, data: string, now: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) =>
      sql`INSERT INTO ticket_logs (tenant_id, ticket_id, user_id, type, data, created_at)
        VALUES (${tenantId}, ${ticketId}, ${byUserId}, ${"transfer"}, ${data}, ${now})`
  )

/** Marks the user deleted and inactive; drops its queues and push devices and ends its open sessions ("deleted"). */
export const softDeleteUser = (tenantId: number, userId: number, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE users SET active = 0, deleted_at = ${now}, updated_at = ${now}
      WHERE tenant_id = ${tenantId} AND id = ${userId}`
    yield* sql`DELETE FROM user_queues WHERE user_id = ${userId}`
    yield* sql`DELETE FROM push_subscriptions WHERE user_id = ${userId}`
    yield* sql`UPDATE sessions SET ended_at = ${now}, ended_reason = ${"deleted"}
      WHERE user_id = ${userId} AND ended_at IS NULL`
  })
