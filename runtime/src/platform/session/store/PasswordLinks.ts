/** Password links (table `password_resets`), stored by the SHA-256 of their token. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { num } from "../../store/rows"

/** Stores a link of the user, made now, live until `expiresAt`. */
export const insertPasswordLink = (l: {
  readonly hash: string
  readonly userId: number
  readonly tenantId: number
  readonly purpose: string
  readonly expiresAt: number
  readonly now: number
}) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`INSERT INTO password_resets (token_hash, user_id, tenant_id, purpose, expires_at, created_at)
      VALUES (${l.hash}, ${l.userId}, ${l.tenantId}, ${l.purpose}, ${l.expiresAt}, ${l.now})`
  )

/** Marks the link used at `now` if it is live and unused; its user and tenant when this call did. */
export const useLiveLink = (hash: string, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`UPDATE password_resets SET used_at = ${now}
      WHERE token_hash = ${hash} AND used_at IS NULL AND expires_at > ${now} RETURNING user_id, tenant_id`
    return rows.length
      ? { userId: num((rows[0] as any).user_id), tenantId: num((rows[0] as any).tenant_id) }
      : undefined
  })

/** Marks every other unused link of the user used at `now`. */
export const useUserLinks = (userId: number, now: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE password_resets SET used_at = ${now} WHERE user_id = ${userId} AND used_at IS NULL`
  )
