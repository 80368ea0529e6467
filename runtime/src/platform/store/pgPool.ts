/**
 * The Postgres connection pool, with prepared statements. @effect/sql-pg sends every statement
 * unnamed, so Postgres parses and plans it again on each call; on the inbound path (about eight
 * statements a message) that planning was a large share of the database's CPU. Here each
 * connection's `query(text, values)` becomes a named statement once its text has been seen
 * PREPARE_AFTER times, so Postgres parses and plans it once per connection.
 * - Texts are named by a hash, at most MAX_NAMED of them (IN lists of many lengths, one-off DDL
 *   and the like stay unnamed past that).
 * - A statement whose cached plan no longer fits the table (a migration by a newer node altered
 *   it: "cached plan must not change result type") is run unnamed from then on.
 * - A substring search (`LIKE $n`) stays unnamed, so it is planned for its term: a trigram index
 *   for a rare term, an early-stopping scan for a frequent or short one. Named, it would end on
 *   Postgres's generic plan, one plan for every term (a 2-letter term through a trigram index
 *   reads the whole index: hundreds of milliseconds on a big tenant).
 */
import { SqlError } from "@effect/sql/SqlError"
import { Effect } from "effect"
import { createHash } from "node:crypto"
import pg from "pg"

const PREPARE_AFTER = 2
const MAX_NAMED = 2_000
const PLAN_CHANGED = "0A000"
const PLANNED_PER_CALL = /\bLIKE \$\d/i

type Callback = (err: Error | null, result: unknown) => void
type Query = (...args: Array<unknown>) => unknown

/** What the statement texts seen so far are: a count until named, then the name; `false` never. */
const statementNames = () => {
  const seen = new Map<string, number | string | false>()
  let named = 0
  return {
    nameOf: (text: string): string | undefined => {
      if (PLANNED_PER_CALL.test(text)) return undefined
      const v = seen.get(text)
      if (typeof v === "string") return v
      if (v === false) return undefined
      const count = (v ?? 0) + 1
      if (count < PREPARE_AFTER || named >= MAX_NAMED) {
        if (seen.size < MAX_NAMED * 4) seen.set(text, count)
        return undefined
      }
      named++
      const name = `a_${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`
      seen.set(text, name)
      return name
    },
    never: (text: string) => void seen.set(text, false)
  }
}

const withPreparedStatements = (client: pg.PoolClient, names: ReturnType<typeof statementNames>) => {
  const original = client.query.bind(client) as Query
  const query: Query = (...args) => {
    const [text, values, callback] = args
    if (typeof text !== "string" || !Array.isArray(values) || typeof callback !== "function") return original(...args)
    const name = names.nameOf(text)
    if (!name) return original(text, values, callback)
    return original({ name, text, values }, (err: (Error & { code?: string }) | null, result: unknown) => {
      if (err?.code !== PLAN_CHANGED) return (callback as Callback)(err, result)
      names.never(text)
      original(text, values, callback)
    })
  }
  ;(client as unknown as { query: Query }).query = query
}

/** A pool whose connections prepare repeated statements; ends when the scope closes. */
export const preparedPool = (url: string, max: number, applicationName: string) =>
  Effect.acquireRelease(
    Effect.tryPromise({
      try: async () => {
        const pool = new pg.Pool({
          connectionString: url,
          max,
          application_name: applicationName,
          connectionTimeoutMillis: 5_000
        })
        pool.on("error", () => undefined)
        const names = statementNames()
        pool.on("connect", (client) => withPreparedStatements(client, names))
        try {
          await pool.query("SELECT 1")
        } catch (e) {
          await pool.end().catch(() => undefined)
          throw e
        }
        return pool
      },
      catch: (cause) => new SqlError({ cause, message: "PgClient: Failed to connect" })
    }),
    (pool) => Effect.promise(() => pool.end().catch(() => undefined)).pipe(Effect.timeoutOption(1_000))
  )
