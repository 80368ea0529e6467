/** User writes: insert, queues, password, UI configs, ending sessions. Reads and the row shape are in Users.ts. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { toUser, type Profile, type UserRow } from "./Users"

/** The columns writeUserRow may change (undefined: keep; null phone or image: clear). */
export type UserRowPatch = {
  readonly name?: string | undefined
  readonly email?: string | undefined
  readonly phoneNumber?: string | null | undefined
  readonly profile?: Profile | undefined
  readonly active?: boolean | undefined
  readonly image?: string | null | undefined
  readonly loginOnlyScheduled?: boolean | undefined
  readonly loginHours?: UserRow["loginHours"] | undefined
  readonly allowCalls?: boolean | undefined
  readonly notifications?:
    { readonly disableAll?: boolean | undefined; readonly disableGroup?: boolean | undefined } | undefined
}

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

/** A new user, created now. */
export const insertUser = (u: NewUser) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = yield* nowMillis
    const rows =
      yield* sql`INSERT INTO users (tenant_id, name, email, phone_number, password_hash, profile, active, configs,
        platform_operator, created_at, updated_at)
      VALUES (${u.tenantId}, ${u.name}, ${u.email.toLowerCase()}, ${u.phoneNumber ?? null}, ${u.passwordHash},
        ${u.profile}, ${u.active === false ? 0 : 1}, ${"{}"}, ${u.platformOperator ? 1 : 0}, ${now}, ${now})
      RETURNING *`
    return toUser(rows[0])
  })

/** Replaces the user's queues. */
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
    const rows = yield* sql`UPDATE users SET password_hash = ${passwordHash}, updated_at = ${yield* nowMillis}
      WHERE tenant_id = ${tenantId} AND id = ${userId} AND deleted_at IS NULL RETURNING id`
    return rows.length > 0
  })

/** Stores the user's UI configs (ticket filter, dark mode). */
export const setUserConfigs = (tenantId: number, userId: number, configs: Record<string, unknown>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql`UPDATE users SET configs = ${JSON.stringify(configs)}, updated_at = ${yield* nowMillis}
      WHERE tenant_id = ${tenantId} AND id = ${userId} AND deleted_at IS NULL`
  })

/**
 * Ends every open session of the user (password reset or change, deletion, an operator's reset),
 * but `keep` (the stored key of the session that changed its own password).
 */
export const endUserSessions = (userId: number, reason: string, keep?: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = yield* nowMillis
    return yield* keep === undefined
      ? sql`UPDATE sessions SET ended_at = ${now}, ended_reason = ${reason}
        WHERE user_id = ${userId} AND ended_at IS NULL`
      : sql`UPDATE sessions SET ended_at = ${now}, ended_reason = ${reason}
        WHERE user_id = ${userId} AND ended_at IS NULL AND id <> ${keep}`
  })

/** Every column of the user a change may touch, as `current` overridden by `patch`; updated now. */
export const writeUserRow = (tenantId: number, current: UserRow, patch: UserRowPatch, passwordHash: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const n = { ...current.notifications, ...(patch.notifications ?? {}) }
    yield* sql`UPDATE users SET name = ${patch.name ?? current.name},
      email = ${(patch.email ?? current.email).toLowerCase()},
      phone_number = ${patch.phoneNumber === undefined ? current.phoneNumber : patch.phoneNumber},
      password_hash = ${passwordHash},
      profile = ${patch.profile ?? current.profile}, active = ${(patch.active ?? current.active) ? 1 : 0},
      image = ${patch.image === undefined ? current.image : patch.image},
      login_only_scheduled = ${(patch.loginOnlyScheduled ?? current.loginOnlyScheduled) ? 1 : 0},
      login_hours = ${JSON.stringify(patch.loginHours ?? current.loginHours)},
      allow_calls = ${(patch.allowCalls ?? current.allowCalls) ? 1 : 0},
      notify_disable_all = ${n.disableAll ? 1 : 0}, notify_disable_group = ${n.disableGroup ? 1 : 0},
      updated_at = ${yield* nowMillis}
      WHERE tenant_id = ${tenantId} AND id = ${current.id}`
  })

/** A unique-index violation on e-mail or phone (a race past the checks) as its catalogue code. */
export const uniqueViolation = (e: unknown): "ERR_EMAIL_EXISTS" | "ERR_PHONE_NUMBER_EXISTS" | undefined => {
  const text = `${(e as any)?.message ?? ""} ${(e as any)?.cause?.message ?? ""} ${(e as any)?.cause?.constraint ?? ""}`
  if (/users_email|users\.email/.test(text)) return "ERR_EMAIL_EXISTS"
  if (/users_phone|users\.phone_number/.test(text)) return "ERR_PHONE_NUMBER_EXISTS"
  return undefined
}
