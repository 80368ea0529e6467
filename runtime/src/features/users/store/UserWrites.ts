/** User writes: insert, queues, password, UI configs, ending sessions. Reads and the row shape are in Users.ts. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { toUser, type Profile } from "./Users"

export type NewUser = {
  readonly tenantId: number
  readonly name: string
  readonly email: string
  readonly phoneNumber?: string | null
  readonly passwordHash: string
  readonly profile: Profile
  readonly active?: boolean | undefined
  readonly platformOperator?: boolean
}

export const insertUser = (u: NewUser) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = Date.now()
    const rows = yield* sql`INSERT INTO users (tenant_id, name, email, phone_number, password_hash, profile, active, configs, platform_operator, created_at, updated_at)
      VALUES (${u.tenantId}, ${u.name}, ${u.email.toLowerCase()}, ${u.phoneNumber ?? null}, ${u.passwordHash}, ${u.profile}, ${u.active === false ? 0 : 1}, ${"{}"}, ${u.platformOperator ? 1 : 0}, ${now}, ${now})
      RETURNING *`
    return toUser(rows[0])
  })

export const setUserQueues = (userId: number, queueIds: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM user_queues WHERE user_id = ${userId}`
    for (const q of queueIds) yield* sql`INSERT INTO user_queues (user_id, queue_id) VALUES (${userId}, ${q})`
  })

/** Sets a user's password hash; false when the user no longer exists. */
export const setPassword = (tenantId: number, userId: number, passwordHash: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`UPDATE users SET password_hash = ${passwordHash}, updated_at = ${Date.now()}
      WHERE tenant_id = ${tenantId} AND id = ${userId} AND deleted_at IS NULL RETURNING id`
    return rows.length > 0
  })

export const setUserConfigs = (tenantId: number, userId: number, configs: Record<string, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql`UPDATE users SET configs = ${JSON.stringify(configs)}, updated_at = ${Date.now()} WHERE tenant_id = ${tenantId} AND id = ${userId} AND deleted_at IS NULL`
  )

/**
 * Ends every open session of the user (password reset or change, deletion, an operator's reset),
 * but `keep` (the stored key of the session that changed its own password).
 */
export const endUserSessions = (userId: number, reason: string, keep?: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    keep === undefined
      ? sql`UPDATE sessions SET ended_at = ${Date.now()}, ended_reason = ${reason} WHERE user_id = ${userId} AND ended_at IS NULL`
      : sql`UPDATE sessions SET ended_at = ${Date.now()}, ended_reason = ${reason} WHERE user_id = ${userId} AND ended_at IS NULL AND id <> ${keep}`
  )

/** A unique-index violation on e-mail or phone (a race past the checks) as its catalogue code. */
export const uniqueViolation = (e: unknown): "ERR_EMAIL_EXISTS" | "ERR_PHONE_NUMBER_EXISTS" | undefined => {
  const text = `${(e as any)?.message ?? ""} ${(e as any)?.cause?.message ?? ""} ${(e as any)?.cause?.constraint ?? ""}`
  if (/users_email|users\.email/.test(text)) return "ERR_EMAIL_EXISTS"
  if (/users_phone|users\.phone_number/.test(text)) return "ERR_PHONE_NUMBER_EXISTS"
  return undefined
}
