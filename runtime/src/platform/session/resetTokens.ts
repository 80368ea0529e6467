/**
 * Password links: a random token goes in the link, only its SHA-256 is stored. A reset link
 * lives 5 minutes (spec part 1 §9); the first-login link `atende tenant create` prints lives
 * 72 hours. Either is used once: consuming marks it used in the same statement that checks it,
 * and every other open link of the user dies with it.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { createHash, randomBytes } from "node:crypto"
import { num } from "../store/rows"

export const RESET_TTL_MS = 5 * 60_000
export const FIRST_LOGIN_TTL_MS = 72 * 3600_000

export type LinkPurpose = "reset" | "firstLogin"

const digest = (token: string) => createHash("sha256").update(token).digest("base64url")

export const createPasswordLink = (userId: number, tenantId: number, purpose: LinkPurpose = "reset") =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const token = randomBytes(32).toString("base64url")
    const now = Date.now()
    const expiresAt = now + (purpose === "reset" ? RESET_TTL_MS : FIRST_LOGIN_TTL_MS)
    yield* sql`INSERT INTO password_resets (token_hash, user_id, tenant_id, purpose, expires_at, created_at)
      VALUES (${digest(token)}, ${userId}, ${tenantId}, ${purpose}, ${expiresAt}, ${now})`
    return { token, expiresAt }
  })

/** In the caller's transaction: the link's user when it is live (and now used), else undefined. */
export const consumePasswordLink = (token: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = Date.now()
    const rows = yield* sql`UPDATE password_resets SET used_at = ${now}
      WHERE token_hash = ${digest(token)} AND used_at IS NULL AND expires_at > ${now} RETURNING user_id, tenant_id`
    if (!rows.length) return undefined
    const link = { userId: num((rows[0] as any).user_id), tenantId: num((rows[0] as any).tenant_id) }
    yield* sql`UPDATE password_resets SET used_at = ${now} WHERE user_id = ${link.userId} AND used_at IS NULL`
    return link
  })

export const resetLink = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, "")}/#/redefining?token=${token}`
