/** The login limiter's counts (table `auth_throttle`): failures per key and the time of the last one. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** The counts of these keys whose last failure is after `since`. */
export const throttleCounts = (keys: ReadonlyArray<string>, since: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT key, failures, last_at FROM auth_throttle
      WHERE key IN ${sql.in([...keys])} AND last_at > ${since}`
    return rows.map((r: any) => ({ key: String(r.key), failures: Number(r.failures), lastAt: Number(r.last_at) }))
  })

/** One more failure of the key at `now`; a count whose last failure is not after `windowStart` starts again at 1. */
export const recordFailure = (key: string, now: number, windowStart: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`INSERT INTO auth_throttle (key, failures, last_at) VALUES (${key}, ${1}, ${now})
            ON CONFLICT (key) DO UPDATE SET
              failures = CASE WHEN auth_throttle.last_at > ${windowStart} THEN auth_throttle.failures + 1 ELSE 1 END,
            last_at = ${now}`
  )

/** Drops the counts whose last failure is before `before`. */
export const sweepThrottle = (before: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM auth_throttle WHERE last_at < ${before}`)

/** Forgets the key's count (a success). */
export const clearThrottle = (key: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM auth_throttle WHERE key = ${key}`)
