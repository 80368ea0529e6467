/**
 * contacts/001_contacts on a store with contacts from before it, in both dialects: existing numbers
 * of digits get core's canonical key (phoneKey) in SQL, a tenant's second copy of a number none,
 * other forms none; the key is then unique per tenant.
 */
import { phoneKey } from "@atende/core/rules/phone"
import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { SqliteClient } from "@effect/sql-sqlite-node"
import { Effect, Layer, ManagedRuntime, Redacted } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { freshDatabase, productionAvailable } from "../../../../../test/support/modes"
import { migrations } from "../../../server/migrations"
import { Dialect, runMigrations } from "../../../platform/store/Store"

const production = await productionAvailable()
const dbs: Array<Awaited<ReturnType<typeof freshDatabase>>> = []
afterAll(async () => {
  for (const db of dbs) await db.drop()
})

const runtimeOf = async (kind: "sqlite" | "pg") => {
  if (kind === "sqlite")
    return ManagedRuntime.make(
      Layer.merge(SqliteClient.layer({ filename: ":memory:" }), Layer.succeed(Dialect, { kind }))
    )
  const db = await freshDatabase()
  dbs.push(db)
  return ManagedRuntime.make(
    Layer.merge(PgClient.layer({ url: Redacted.make(db.url), maxConnections: 2 }), Layer.succeed(Dialect, { kind }))
  )
}

/** [tenant, number] of the contacts made before the piece, and the key each should have after it. */
const before: ReadonlyArray<readonly [number, string | null, string | null]> = [
  [1, "5511987654321", "551187654321"],
  [1, "551187654321", null], // the same mobile without its ninth digit: the older contact keeps the key
  [1, "552133334444", "552133334444"],
  [1, "+55 11 97777-6666", null], // not digits: keyed when next written through the API
  [1, null, null],
  [1, "13055551234", "13055551234"],
  [2, "5511987654321", "551187654321"] // another tenant's copy is its own
]

describe.each(["sqlite", "pg"] as const)("contacts/001_contacts on existing contacts (%s)", (kind) => {
  it.skipIf(kind === "pg" && !production.ok)(
    "keys digit numbers once per tenant and makes the key unique",
    async () => {
      const rt = await runtimeOf(kind)
      try {
        const run = <A>(f: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
          rt.runPromise(Effect.flatMap(SqlClient.SqlClient, f))
        await rt.runPromise(runMigrations(migrations.filter((m) => m.order < 1501)))
        for (const t of [1, 2])
          await run((sql) => sql`INSERT INTO tenants (id, name, created_at) VALUES (${t}, ${`T${t}`}, ${0})`)
        for (const [i, [tenant, number]] of before.entries())
          await run(
            (sql) => sql`INSERT INTO contacts (tenant_id, name, number, created_at)
            VALUES (${tenant}, ${`c${i}`}, ${number}, ${1000 + i})`
          )
        await rt.runPromise(runMigrations(migrations))

        const rows = await run((sql) => sql`SELECT name, phone_key, updated_at FROM contacts ORDER BY id`)
        expect(rows.map((r: any) => r.phone_key)).toEqual(before.map(([, , key]) => key))
        expect(rows.map((r: any) => Number(r.updated_at))).toEqual(before.map((_, i) => 1000 + i))
        for (const [, number, key] of before) if (key) expect(phoneKey(number!)).toBe(key)
        const again = run(
          (sql) => sql`INSERT INTO contacts (tenant_id, name, number, phone_key, created_at)
          VALUES (${1}, ${"dup"}, ${"5511987654321"}, ${"551187654321"}, ${0})`
        )
        await expect(again).rejects.toThrow()
      } finally {
        await rt.dispose()
      }
    }
  )
})
