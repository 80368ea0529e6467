/**
 * The Postgres pool with prepared statements: a repeated statement is prepared once per
 * connection (Postgres lists it in pg_prepared_statements), results are the same as unnamed, and
 * a statement whose table changed under it (a migration run by a newer node) still answers.
 */
import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { Effect, ManagedRuntime } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { freshDatabase, productionAvailable } from "../../../../test/support/modes"
import { preparedPool } from "./pgPool"

const production = await productionAvailable()
const db = production.ok ? await freshDatabase() : undefined

afterAll(async () => {
  await db?.drop()
})

describe("Postgres pool with prepared statements", () => {
  // one connection, so every statement below runs on the session whose prepared statements we read
  const runtime = db
    ? ManagedRuntime.make(PgClient.layerFromPool({ acquire: preparedPool(db.url, 1, "pgpool-test") }))
    : undefined
  const run = <A>(e: Effect.Effect<A, unknown, SqlClient.SqlClient>) => runtime!.runPromise(e)
  afterAll(() => runtime?.dispose())

  it.skipIf(!db)("prepares a repeated statement once and gives the same rows", async () => {
    const rows = await run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql`CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)`
        for (let i = 1; i <= 5; i++) yield* sql`INSERT INTO notes (id, body) VALUES (${i}, ${`note ${i}`})`
        const found = []
        for (let i = 1; i <= 5; i++) found.push(...(yield* sql`SELECT id, body FROM notes WHERE id = ${i}`))
        const prepared = yield* sql`SELECT statement FROM pg_prepared_statements`
        return { found, prepared: prepared.map((r: any) => String(r.statement)) }
      })
    )
    expect(rows.found.map((r: any) => r.body)).toEqual(["note 1", "note 2", "note 3", "note 4", "note 5"])
    // the insert and the select, each prepared once, not once a call
    expect(rows.prepared.filter((s) => s.startsWith("INSERT INTO notes"))).toHaveLength(1)
    expect(rows.prepared.filter((s) => s.startsWith("SELECT id, body FROM notes"))).toHaveLength(1)
  })

  it.skipIf(!db)("a prepared SELECT * still answers after its table gained a column", async () => {
    const after = await run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        for (let i = 0; i < 3; i++) yield* sql`SELECT * FROM notes WHERE id = ${1}`
        yield* sql`ALTER TABLE notes ADD COLUMN pinned INTEGER NOT NULL DEFAULT 0`
        const first = yield* sql`SELECT * FROM notes WHERE id = ${1}`
        const again = yield* sql`SELECT * FROM notes WHERE id = ${2}`
        return [...first, ...again]
      })
    )
    expect(after).toEqual([
      { id: 1, body: "note 1", pinned: 0 },
      { id: 2, body: "note 2", pinned: 0 }
    ])
  })

  it.skipIf(!db)("a substring search (LIKE $n) is planned for each term, not prepared", async () => {
    const r = await run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const found = []
        for (const term of ["%note%", "%2%", "%note 3%"])
          found.push((yield* sql`SELECT id FROM notes WHERE body LIKE ${term} ORDER BY id`).map((x: any) => x.id))
        const prepared = yield* sql`SELECT statement FROM pg_prepared_statements`
        return { found, prepared: prepared.map((x: any) => String(x.statement)) }
      })
    )
    expect(r.found).toEqual([[1, 2, 3, 4, 5], [2], [3]])
    expect(r.prepared.filter((s) => s.includes("LIKE"))).toEqual([])
  })
})
