/**
 * Migrations: rendering per dialect (tokens, markers), the rules of a list, and the runner (in
 * order, once, a piece at a time, legacy records adopted, two runners at once on Postgres).
 * The product's own list is checked in server/migrations.test.ts, its upgrade in test/upgrade.int.test.ts.
 */
import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { SqliteClient } from "@effect/sql-sqlite-node"
import { Effect, Layer, ManagedRuntime, Redacted } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { freshDatabase, productionAvailable } from "../../../../test/support/modes"
import { legacyAdoptions, type Migration, migrationStatements, orderMigrations } from "./migrations"
import { Dialect, migrationStatus, runMigrations } from "./Store"

const sql = `
CREATE TABLE a (id {{pk}}, data BYTEA);
{{pg}} {{optional}} CREATE EXTENSION IF NOT EXISTS pg_trgm;
{{pg}} CREATE INDEX a_pg ON a (id);
{{sqlite}} CREATE INDEX a_lite ON a (id);
{{optional}} CREATE INDEX a_any ON a (data)
`

describe("migrationStatements", () => {
  it("renders tokens per dialect, keeps each dialect's statements off the other and flags optional ones", () => {
    expect(migrationStatements(sql, "sqlite")).toEqual([
      { sql: "CREATE TABLE a (id INTEGER PRIMARY KEY AUTOINCREMENT, data BLOB)", optional: false },
      { sql: "CREATE INDEX a_lite ON a (id)", optional: false },
      { sql: "CREATE INDEX a_any ON a (data)", optional: true }
    ])
    expect(migrationStatements(sql, "pg")).toEqual([
      { sql: "CREATE TABLE a (id SERIAL PRIMARY KEY, data BYTEA)", optional: false },
      { sql: "CREATE EXTENSION IF NOT EXISTS pg_trgm", optional: true },
      { sql: "CREATE INDEX a_pg ON a (id)", optional: false },
      { sql: "CREATE INDEX a_any ON a (data)", optional: true }
    ])
  })
})

const piece = (id: string, order: number, body: string, legacy?: number): Migration => ({
  feature: id.split("/")[0]!,
  id,
  order,
  sql: body,
  ...(legacy === undefined ? {} : { legacy })
})

const legacyA = piece("a/001_base", 101, "CREATE TABLE a (id {{pk}}, name TEXT NOT NULL)", 1)
const legacyB = piece("b/001_base", 102, "CREATE TABLE b (id {{pk}}, a_id INTEGER NOT NULL REFERENCES a(id))", 1)
const legacyA2 = piece("a/002_more", 201, "ALTER TABLE a ADD COLUMN note TEXT; UPDATE a SET note = 'from 2'", 2)
const newB = piece("b/002_flag", 901, "ALTER TABLE b ADD COLUMN flag INTEGER NOT NULL DEFAULT 0")
const newA = piece("a/003_backfill", 902, "UPDATE a SET note = 'backfilled' WHERE note IS NULL")
const list = [newA, legacyA2, legacyB, newB, legacyA]

describe("orderMigrations", () => {
  it("puts pieces in their order across features", () => {
    expect(orderMigrations(list).map((m) => m.id)).toEqual([
      "a/001_base",
      "b/001_base",
      "a/002_more",
      "b/002_flag",
      "a/003_backfill"
    ])
  })

  it("refuses a list that cannot run as written", () => {
    expect(() => orderMigrations([legacyA, legacyA])).toThrow(/listed twice/)
    expect(() => orderMigrations([legacyA, { ...legacyB, order: 101 }])).toThrow(/share order 101/)
    expect(() => orderMigrations([{ ...legacyA, feature: "b" }])).toThrow(/does not start with its feature/)
    expect(() => orderMigrations([legacyA, { ...legacyA2, id: "a/000_early" }])).toThrow(
      /a feature's ids follow its order/
    )
    expect(() => orderMigrations([legacyA2, { ...legacyB, order: 202, legacy: 1 }])).toThrow(
      /runs after a piece of a later version/
    )
    expect(() => orderMigrations([{ ...newB, order: 150 }])).toThrow(/new pieces take orders from 900/)
  })

  it("adopts the pieces of the legacy versions recorded", () => {
    const adopted = (versions: Array<number>) =>
      legacyAdoptions(list, new Set(versions))
        .map((m) => m.id)
        .sort()
    expect(adopted([1])).toEqual(["a/001_base", "b/001_base"])
    expect(adopted([1, 2])).toEqual(["a/001_base", "a/002_more", "b/001_base"])
    expect(adopted([])).toEqual([])
  })
})

type Kind = "sqlite" | "pg"
const production = await productionAvailable()
const pgDbs: Array<Awaited<ReturnType<typeof freshDatabase>>> = []
afterAll(async () => {
  for (const db of pgDbs) await db.drop()
})

const storeOf = async (kind: Kind) => {
  if (kind === "sqlite")
    return () =>
      ManagedRuntime.make(Layer.merge(SqliteClient.layer({ filename: ":memory:" }), Layer.succeed(Dialect, { kind })))
  const db = await freshDatabase()
  pgDbs.push(db)
  return () =>
    ManagedRuntime.make(
      Layer.merge(PgClient.layer({ url: Redacted.make(db.url), maxConnections: 4 }), Layer.succeed(Dialect, { kind }))
    )
}

type Runtime = ManagedRuntime.ManagedRuntime<SqlClient.SqlClient | Dialect, unknown>
const query = (rt: Runtime, text: string) =>
  rt.runPromise(Effect.flatMap(SqlClient.SqlClient, (s) => s.unsafe<Record<string, unknown>>(text)))
const recorded = async (rt: Runtime) =>
  (await query(rt, "SELECT id, legacy_version FROM atende_schema_migrations ORDER BY id")).map((r) => [
    r.id,
    r.legacy_version === null ? null : Number(r.legacy_version)
  ])

describe.each(["sqlite", "pg"] as const)("runMigrations (%s)", (kind) => {
  const skip = kind === "pg" && !production.ok
  // what only Postgres can show is declared in its block only
  const onlyOnPg = kind === "pg" ? it.skipIf(skip) : undefined

  it.skipIf(skip)("applies the pending pieces in order, once, and records each by id", async () => {
    const rt: Runtime = (await storeOf(kind))()
    try {
      expect(await rt.runPromise(runMigrations(list))).toEqual([
        "a/001_base",
        "b/001_base",
        "a/002_more",
        "b/002_flag",
        "a/003_backfill"
      ])
      expect(await rt.runPromise(runMigrations(list))).toEqual([])
      expect(await recorded(rt)).toEqual([
        ["a/001_base", null],
        ["a/002_more", null],
        ["a/003_backfill", null],
        ["b/001_base", null],
        ["b/002_flag", null]
      ])
      expect(await rt.runPromise(migrationStatus(list))).toEqual({ applied: 5, pending: [] })
    } finally {
      await rt.dispose()
    }
  })

  it.skipIf(skip)("a failing piece keeps nothing of itself; the pieces before it stay applied", async () => {
    const rt: Runtime = (await storeOf(kind))()
    try {
      const broken = piece(
        "b/003_broken",
        903,
        "ALTER TABLE b ADD COLUMN half INTEGER; ALTER TABLE nowhere ADD COLUMN x INTEGER"
      )
      const skipped = piece(
        "b/004_optional",
        904,
        "{{optional}} CREATE INDEX nowhere_x ON nowhere (x); CREATE INDEX b_flag ON b (flag)"
      )
      await expect(rt.runPromise(runMigrations([...list, broken]))).rejects.toThrow()
      expect((await recorded(rt)).map(([id]) => id)).toEqual([
        "a/001_base",
        "a/002_more",
        "a/003_backfill",
        "b/001_base",
        "b/002_flag"
      ])
      expect((await query(rt, "SELECT * FROM b")).length).toBe(0)
      // the failed piece's first statement was undone with it: the fixed piece runs whole
      const fixed = { ...broken, sql: "ALTER TABLE b ADD COLUMN half INTEGER" }
      expect(await rt.runPromise(runMigrations([...list, fixed, skipped]))).toEqual(["b/003_broken", "b/004_optional"])
      expect(await rt.runPromise(migrationStatus([...list, fixed, skipped, piece("b/005_next", 905, "")]))).toEqual({
        applied: 7,
        pending: ["b/005_next"]
      })
    } finally {
      await rt.dispose()
    }
  })

  it.skipIf(skip)(
    "on a store with a legacy record, records the pieces of the versions it names without running them",
    async () => {
      const rt: Runtime = (await storeOf(kind))()
      try {
        // what the numbered runner left: its record, version 1's tables and a row
        for (const m of [legacyA, legacyB]) for (const s of migrationStatements(m.sql, kind)) await query(rt, s.sql)
        await query(
          rt,
          "CREATE TABLE atende_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)"
        )
        await query(rt, "INSERT INTO atende_migrations (id, name, applied_at) VALUES (1, 'base', 1700000000000)")
        await query(rt, "INSERT INTO a (name) VALUES ('kept')")
        expect(await rt.runPromise(migrationStatus(list))).toEqual({
          applied: 2,
          pending: ["a/002_more", "b/002_flag", "a/003_backfill"]
        })
        expect(await rt.runPromise(runMigrations(list))).toEqual(["a/002_more", "b/002_flag", "a/003_backfill"])
        expect(await recorded(rt)).toEqual([
          ["a/001_base", 1],
          ["a/002_more", null],
          ["a/003_backfill", null],
          ["b/001_base", 1],
          ["b/002_flag", null]
        ])
        expect(await query(rt, "SELECT name, note FROM a")).toEqual([{ name: "kept", note: "from 2" }])
        expect(
          Number(
            (await query(rt, "SELECT applied_at FROM atende_schema_migrations WHERE id = 'a/001_base'"))[0]!.applied_at
          )
        ).toBe(1700000000000)
        // the legacy record is left as it was, and read again at every start to no effect
        expect(await rt.runPromise(runMigrations(list))).toEqual([])
        expect((await query(rt, "SELECT id FROM atende_migrations")).map((r) => Number(r.id))).toEqual([1])
      } finally {
        await rt.dispose()
      }
    }
  )

  onlyOnPg?.("two nodes starting at once apply each piece once", async () => {
    const make = await storeOf(kind)
    const nodes: Array<Runtime> = [make(), make(), make()]
    try {
      const counted = [
        ...list,
        piece("b/003_count", 903, "CREATE TABLE hits (piece TEXT NOT NULL)"),
        ...[4, 5, 6].map((n) => piece(`b/00${n}_hit`, 900 + n, `INSERT INTO hits (piece) VALUES ('${n}')`))
      ]
      const applied = await Promise.all(nodes.map((rt) => rt.runPromise(runMigrations(counted))))
      expect(applied.flat().sort()).toEqual(counted.map((m) => m.id).sort())
      expect((await query(nodes[0]!, "SELECT piece FROM hits ORDER BY piece")).map((r) => r.piece)).toEqual([
        "4",
        "5",
        "6"
      ])
    } finally {
      for (const rt of nodes) await rt.dispose()
    }
  })
})
