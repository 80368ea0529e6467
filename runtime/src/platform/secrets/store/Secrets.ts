/**
 * The `secrets` table: named values the platform keeps once for every node (the JWT signing key
 * and the VAPID keys, sealed; the demo tenant's id). The first writer of a name wins.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** The stored value of `name`, or undefined. */
export const readSecret = (name: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ value: unknown }>`SELECT value FROM secrets WHERE name = ${name}`
    return rows.length ? String(rows[0]!.value) : undefined
  })

/** Stores `value` under `name` unless the name has one already (another node's stays). */
export const insertSecretIfAbsent = (name: string, value: string) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`INSERT INTO secrets (name, value) VALUES (${name}, ${value}) ON CONFLICT (name) DO NOTHING`
  )

/** Replaces the value of `name` (re-sealing). */
export const updateSecret = (name: string, value: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE secrets SET value = ${value} WHERE name = ${name}`)
