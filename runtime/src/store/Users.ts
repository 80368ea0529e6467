/** Users and their queues. Every query is scoped by tenant except the login lookup. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { bool, iso, json, num } from "./rows"

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
  createdAt: iso(r.created_at)
})

/** The public shape (no hash) used by the console and the CLI. */
export const publicUser = (u: UserRow, queueIds: ReadonlyArray<number>) => ({
  id: u.id,
  tenantId: u.tenantId,
  name: u.name,
  email: u.email,
  profile: u.profile,
  phoneNumber: u.phoneNumber,
  active: u.active,
  queueIds,
  createdAt: u.createdAt
})

export const findUserForLogin = (ident: { email?: string; phoneNumber?: string }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = ident.email
      ? yield* sql`SELECT * FROM users WHERE email = ${ident.email.toLowerCase()}`
      : yield* sql`SELECT * FROM users WHERE phone_number = ${ident.phoneNumber ?? ""}`
    return rows.length ? toUser(rows[0]) : undefined
  })

export const getUser = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM users WHERE tenant_id = ${tenantId} AND id = ${id}`
    return rows.length ? toUser(rows[0]) : undefined
  })

export const userQueues = (userId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT q.id, q.name FROM user_queues uq JOIN queues q ON q.id = uq.queue_id WHERE uq.user_id = ${userId} ORDER BY q.id`
    return rows.map((r: any) => ({ id: num(r.id), name: String(r.name) }))
  })

export type NewUser = {
  readonly tenantId: number
  readonly name: string
  readonly email: string
  readonly phoneNumber?: string | null
  readonly passwordHash: string
  readonly profile: Profile
  readonly active?: boolean
}

export const insertUser = (u: NewUser) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = Date.now()
    const rows = yield* sql`INSERT INTO users (tenant_id, name, email, phone_number, password_hash, profile, active, configs, created_at, updated_at)
      VALUES (${u.tenantId}, ${u.name}, ${u.email.toLowerCase()}, ${u.phoneNumber ?? null}, ${u.passwordHash}, ${u.profile}, ${u.active === false ? 0 : 1}, ${"{}"}, ${now}, ${now})
      RETURNING *`
    return toUser(rows[0])
  })

export const setUserQueues = (userId: number, queueIds: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM user_queues WHERE user_id = ${userId}`
    for (const q of queueIds) yield* sql`INSERT INTO user_queues (user_id, queue_id) VALUES (${userId}, ${q})`
  })

export const usersByEmailOrPhone = (email: string | undefined, phone: string | null | undefined, exceptId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const clauses = [
      ...(email ? [sql`email = ${email.toLowerCase()}`] : []),
      ...(phone ? [sql`phone_number = ${phone}`] : [])
    ]
    if (!clauses.length) return []
    const rows = yield* sql`SELECT id, email, phone_number FROM users WHERE id <> ${exceptId} AND ${sql.or(clauses)}`
    return rows.map((r: any) => ({ email: String(r.email), phoneNumber: r.phone_number as string | null }))
  })

export { toUser }
