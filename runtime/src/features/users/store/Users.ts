/**
 * Users and their queues. Every query is scoped by tenant except the login lookup; deleted
 * users (soft delete, deleted_at) are invisible to all of them.
 */
import type { LoginHoursRange } from "@atende/core/rules/loginHours"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { bool, iso, json, num } from "../../../platform/store/rows"

export type Profile = "admin" | "super" | "user"
export type UserRow = {
  readonly id: number
  readonly tenantId: number
  readonly name: string
  readonly email: string
  readonly phoneNumber: string | null
  readonly passwordHash: string
  readonly profile: Profile
  readonly active: boolean
  readonly configs: { filtrosAtendimento?: unknown; isDark?: boolean }
  readonly image: string | null
  readonly loginOnlyScheduled: boolean
  readonly loginHours: ReadonlyArray<LoginHoursRange>
  readonly allowCalls: boolean
  readonly notifications: { readonly disableAll: boolean; readonly disableGroup: boolean }
  readonly platformOperator: boolean
  readonly createdAt: string
}

const toUser = (r: any): UserRow => ({
  id: num(r.id),
  tenantId: num(r.tenant_id),
  name: r.name,
  email: r.email,
  phoneNumber: r.phone_number ?? null,
  passwordHash: r.password_hash,
  profile: r.profile,
  active: bool(r.active),
  configs: json(r.configs, {}),
  image: r.image ?? null,
  loginOnlyScheduled: bool(r.login_only_scheduled),
  loginHours: json(r.login_hours, []),
  allowCalls: bool(r.allow_calls),
  notifications: { disableAll: bool(r.notify_disable_all), disableGroup: bool(r.notify_disable_group) },
  platformOperator: bool(r.platform_operator),
  createdAt: iso(r.created_at)
})

/** The public shape (no hash) used by the console, the agent UI and the CLI. */
export const publicUser = (u: UserRow, queueIds: ReadonlyArray<number>) => ({
  id: u.id,
  tenantId: u.tenantId,
  name: u.name,
  email: u.email,
  profile: u.profile,
  phoneNumber: u.phoneNumber,
  image: u.image,
  active: u.active,
  queueIds,
  loginOnlyScheduled: u.loginOnlyScheduled,
  loginHours: u.loginHours,
  allowCalls: u.allowCalls,
  notifications: u.notifications,
  createdAt: u.createdAt
})
export type PublicUser = ReturnType<typeof publicUser>

/** The user (not deleted) an e-mail or phone number names, in any tenant. */
export const findUserForLogin = (ident: { email?: string | undefined; phoneNumber?: string | undefined }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = ident.email
      ? yield* sql`SELECT * FROM users WHERE email = ${ident.email.toLowerCase()} AND deleted_at IS NULL`
      : yield* sql`SELECT * FROM users WHERE phone_number = ${ident.phoneNumber ?? ""} AND deleted_at IS NULL`
    return rows.length ? toUser(rows[0]) : undefined
  })

/** The tenant's user (not deleted), or undefined. */
export const getUser = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM users WHERE tenant_id = ${tenantId} AND id = ${id} AND deleted_at IS NULL`
    return rows.length ? toUser(rows[0]) : undefined
  })

/** The user's queues (id and name), by id. */
export const userQueues = (userId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT q.id, q.name FROM user_queues uq JOIN queues q ON q.id = uq.queue_id
      WHERE uq.user_id = ${userId} ORDER BY q.id`
    return rows.map((r: any) => ({ id: num(r.id), name: String(r.name) }))
  })

/** Which of these queue ids are queues of the tenant. */
export const tenantQueueIds = (tenantId: number, queueIds: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM queues WHERE tenant_id = ${tenantId} AND id IN ${sql.in(queueIds)}`
    return rows.map((r: any) => num(r.id))
  })

/** Queue ids of several users in one query. */
export const queueIdsOf = (userIds: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const links = userIds.length
      ? yield* sql`SELECT user_id, queue_id FROM user_queues WHERE user_id IN ${sql.in(userIds)} ORDER BY queue_id`
      : []
    return (userId: number) => links.filter((l: any) => num(l.user_id) === userId).map((l: any) => num(l.queue_id))
  })

/** Every user of a tenant (not deleted), oldest first, in the public shape. */
export const listTenantUsers = (tenantId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const users =
      (yield* sql`SELECT * FROM users WHERE tenant_id = ${tenantId} AND deleted_at IS NULL ORDER BY id`).map(toUser)
    const queuesOf = yield* queueIdsOf(users.map((u) => u.id))
    return users.map((u) => publicUser(u, queuesOf(u.id)))
  })

/** The tenant of a user id (operators address users by id alone). */
export const tenantOfUser = (userId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT tenant_id FROM users WHERE id = ${userId} AND deleted_at IS NULL`
    return rows.length ? num((rows[0] as any).tenant_id) : undefined
  })

/** Users (not deleted, but `exceptId`) holding this e-mail or phone number. */
export const usersByEmailOrPhone = (email: string | undefined, phone: string | null | undefined, exceptId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const clauses = [
      ...(email ? [sql`email = ${email.toLowerCase()}`] : []),
      ...(phone ? [sql`phone_number = ${phone}`] : [])
    ]
    if (!clauses.length) return []
    const rows = yield* sql`SELECT id, email, phone_number FROM users
      WHERE id <> ${exceptId} AND deleted_at IS NULL AND ${sql.or(clauses)}`
    return rows.map((r: any) => ({ email: String(r.email), phoneNumber: r.phone_number as string | null }))
  })

export { toUser }
