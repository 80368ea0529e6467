/**
 * What a ticket may be given to or opened on, as the ticket workspace checks it: users and
 * queues of the tenant (and whether two users share a queue), a sender's name, and channels.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { num } from "../../../platform/store/rows"

/** The user's name, or "" when the tenant has no such user. */
export const userName = (tenantId: number, userId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT name FROM users WHERE tenant_id = ${tenantId} AND id = ${userId}`
    return rows.length ? String((rows[0] as any).name) : ""
  })

/** Whether the tenant has this user, active. */
export const activeUserExists = (tenantId: number, userId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return (yield* sql`SELECT id FROM users WHERE tenant_id = ${tenantId} AND id = ${userId} AND active = 1`).length > 0
  })

/** Whether the tenant has a row with this id in `users` or `queues` (active or not). */
export const existsInTenant = (tenantId: number, table: "users" | "queues", id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return (yield* sql`SELECT id FROM ${sql.literal(table)} WHERE tenant_id = ${tenantId} AND id = ${id}`).length > 0
  })

/** Whether the two users belong to at least one common queue. */
export const shareAQueue = (userId: number, otherUserId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const shared = yield* sql`SELECT a.queue_id FROM user_queues a JOIN user_queues b ON b.queue_id = a.queue_id
      WHERE a.user_id = ${userId} AND b.user_id = ${otherUserId} LIMIT 1`
    return shared.length > 0
  })

/** The tenant's default channel (else its first), or -1 when it has none. */
export const defaultChannel = (tenantId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM channels WHERE tenant_id = ${tenantId} AND deleted_at IS NULL
      ORDER BY is_default DESC, id LIMIT 1`
    return rows.length ? num((rows[0] as any).id) : -1
  })

/** Whether the tenant has this channel. */
export const channelExists = (tenantId: number, channelId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return (
      (yield* sql`SELECT id FROM channels WHERE tenant_id = ${tenantId} AND id = ${channelId} AND deleted_at IS NULL`)
        .length > 0
    )
  })
