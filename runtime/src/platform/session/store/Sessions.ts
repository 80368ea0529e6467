/**
 * Sessions (table `sessions`), stored by key (the SHA-256 of the id the client holds): one open
 * per user, ended with a reason (replaced, logout, password change, deletion).
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Ends every open session of the user as "replaced" and opens the one with this key (in the caller's transaction). */
export const replaceSessions = (key: string, userId: number, tenantId: number, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE sessions SET ended_at = ${now}, ended_reason = ${"replaced"}
      WHERE user_id = ${userId} AND ended_at IS NULL`
    yield* sql`INSERT INTO sessions (id, user_id, tenant_id, created_at)
      VALUES (${key}, ${userId}, ${tenantId}, ${now})`
  })

/** Ends the session with this key, if still open. */
export const endSessionByKey = (key: string, reason: string, now: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE sessions SET ended_at = ${now}, ended_reason = ${reason} WHERE id = ${key} AND ended_at IS NULL`
  )

/** Which of these keys are of open sessions. */
export const openSessionKeys = (keys: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM sessions WHERE id IN ${sql.in([...keys])} AND ended_at IS NULL`
    return rows.map((r: any) => String(r.id))
  })

/** The session of this key and user, with the user's and the tenant's state that decide access; undefined when none. */
export const sessionAccessRow = (key: string, userId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows =
      yield* sql`SELECT s.ended_at, s.ended_reason, s.tenant_id AS session_tenant, u.tenant_id AS user_tenant,
      u.profile, u.active, u.deleted_at, t.license, t.trial_ends_at
      FROM sessions s JOIN users u ON u.id = s.user_id JOIN tenants t ON t.id = u.tenant_id
      WHERE s.id = ${key} AND s.user_id = ${userId}`
    return rows[0] as any
  })
