/** Captcha challenges (table `captchas`): the target of each id, its expiry and when it was used. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Stores a challenge's target until `expiresAt`. */
export const insertCaptcha = (id: string, target: number, expiresAt: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`INSERT INTO captchas (id, target, expires_at) VALUES (${id}, ${target}, ${expiresAt})`
  )

/** Drops the challenges that expired before `before`. */
export const sweepCaptchas = (before: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM captchas WHERE expires_at < ${before}`)

/** Marks the challenge used at `now` if it was not; its target and expiry when this call used it. */
export const useCaptcha = (id: string, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows =
      yield* sql`UPDATE captchas SET used_at = ${now} WHERE id = ${id} AND used_at IS NULL RETURNING target, expires_at`
    return rows.length
      ? { target: Number((rows[0] as any).target), expiresAt: Number((rows[0] as any).expires_at) }
      : undefined
  })

/** Whether a challenge with this id exists. */
export const captchaExists = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return (yield* sql`SELECT id FROM captchas WHERE id = ${id}`).length > 0
  })
