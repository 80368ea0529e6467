/**
 * Contact imports and memory (runtime/api/contacts.md "Import and export"), in both dialects:
 * - a CSV is decoded a slice of 256 KB at a time: characters and quoted fields split by a slice's
 *   end come out whole, in UTF-8 and UTF-16;
 * - an upload's rows are stored in chunks of a batch (500 rows), and imports uploaded before, whose
 *   chunks hold 1,000 rows, still check and run a batch of 500 at a time, counters included;
 * - the heap guard of the import's loops (platform/memory/heapGuard.ts) asks for a collection once the heap grew
 *   by GROWTH_BYTES since the last one it asked for, and not again before it grows as much.
 */
import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { SqliteClient } from "@effect/sql-sqlite-node"
import { Effect, Layer, ManagedRuntime, Redacted } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { CHUNK_ROWS, type ParsedFile } from "../runtime/src/features/contacts/io/fileRows"
import { GROWTH_BYTES, relieve } from "../runtime/src/platform/memory/heapGuard"
import {
  BATCH_ROWS,
  checkImport,
  claimRun,
  runImport,
  storeImport
} from "../runtime/src/features/contacts/io/importContacts"
import { parseImportFile } from "../runtime/src/features/contacts/io/parseImportFile"
import { importChunk } from "../runtime/src/features/contacts/store/ContactImports"
import { Dialect, runMigrations } from "../runtime/src/platform/store/Store"
import { migrations } from "../runtime/src/server/migrations"
import { freshDatabase, productionAvailable } from "./support/modes"

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

const ROWS = 2_300
const COLUMNS = ["Nome", "Celular", "E-mail"]
const MAPPING = { Nome: "name", Celular: "number", "E-mail": "email" } as const
const row = (i: number) => [i + 1, `Pessoa ${i}`, `(11) 9${60_000_000 + i}`, `pessoa${i}@import.test`]

/** The file as an upload before chunks were a batch: JSON chunks of 1,000 rows. */
const oldFile = (): ParsedFile => {
  const chunks: Array<string> = []
  for (let from = 1; from <= ROWS; from += 1000)
    chunks.push(JSON.stringify(Array.from({ length: Math.min(1000, ROWS - from + 1) }, (_, k) => row(from + k))))
  return { format: "csv", columns: COLUMNS, sample: [], total: ROWS, chunks }
}

const SLICE = 256 * 1024

/** The rows of a parsed upload, as stored. */
const rowsOf = async (bytes: Uint8Array) => {
  const file = await Effect.runPromise(parseImportFile(bytes, "grande.csv", "text/csv"))
  return { columns: file.columns, rows: file.chunks.flatMap((c) => JSON.parse(c) as Array<Array<unknown>>) }
}

describe("big CSV uploads", () => {
  it("come out whole when a slice ends inside a character or a quoted field (UTF-8, UTF-16)", async () => {
    const cells = (i: number) => [`Pessoa ${i}`, i % 7 === 0 ? '"Rua A;\nnº 5"' : "Conceição", "😀 ok"]
    const head = "Nome;Endereço;Nota\n"
    const body = Array.from({ length: 9_000 }, (_, i) => `${cells(i).join(";")}\n`).join("")
    // a filler first row that puts a slice's end inside the "ç" of the next row (UTF-8: 2 bytes)
    const start = Buffer.byteLength(head + "x;y;z\n" + "Pessoa a;Concei")
    const filler = "y".repeat(SLICE - start)
    const text = `${head}x;${filler};z\nPessoa a;Conceição;fim\n${body}`
    const want = [
      ["Nome", "Endereço", "Nota"],
      [2, "x", filler, "z"],
      [3, "Pessoa a", "Conceição", "fim"],
      ...Array.from({ length: 9_000 }, (_, i) => [
        4 + i,
        `Pessoa ${i}`,
        i % 7 === 0 ? "Rua A;\nnº 5" : "Conceição",
        "😀 ok"
      ])
    ]
    const utf8 = Buffer.from(text, "utf8")
    expect(utf8.subarray(SLICE - 1, SLICE + 1).toString("utf8")).toBe("ç")
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")])
    for (const bytes of [utf8, utf16]) {
      const { columns, rows } = await rowsOf(bytes)
      expect(columns).toEqual(want[0])
      expect(rows.length).toBe(want.length - 1)
      expect(rows).toEqual(want.slice(1))
    }
  })
})

describe.each(["sqlite", "pg"] as const)("contact imports (%s)", (kind) => {
  const run = kind === "sqlite" || production.ok

  it.skipIf(!run)("stores an upload in chunks of a batch", async () => {
    const rt = await runtimeOf(kind)
    try {
      await rt.runPromise(runMigrations(migrations))
      const csv = ["Nome;Celular;E-mail", ...Array.from({ length: 1_200 }, (_, i) => row(i).slice(1).join(";"))]
      const file = await rt.runPromise(parseImportFile(Buffer.from(csv.join("\n")), "a.csv", "text/csv"))
      expect(CHUNK_ROWS).toBe(BATCH_ROWS)
      expect(file.chunks.map((c) => JSON.parse(c).length)).toEqual([500, 500, 200])
    } finally {
      await rt.dispose()
    }
  })

  it.skipIf(!run)("runs an import uploaded in chunks of 1,000 rows a batch of 500 at a time", async () => {
    const rt = await runtimeOf(kind)
    try {
      await rt.runPromise(runMigrations(migrations))
      await rt.runPromise(
        Effect.flatMap(SqlClient.SqlClient, (sql) => sql`INSERT INTO tenants (id, name, created_at) VALUES (1, 'T', 0)`)
      )
      const { id } = await rt.runPromise(storeImport(1, null, "antigo.csv", oldFile()))
      const source = (position: number) => importChunk(1, id, position)
      const check = await rt.runPromise(checkImport(1, COLUMNS, MAPPING, source))
      expect([check.rows, check.creates, check.invalid]).toEqual([ROWS, ROWS, 0])
      const seen: Array<number> = []
      const imp = await rt.runPromise(claimRun(1, id, MAPPING))
      const done = await rt.runPromise(runImport(imp, source, (p) => Effect.sync(() => void seen.push(p.processed))))
      expect(seen).toEqual([500, 1000, 1500, 2000, 2300])
      expect([done.status, done.processed, done.created]).toEqual(["done", ROWS, ROWS])
      const stored = await rt.runPromise(
        Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT COUNT(*) AS n FROM contacts WHERE tenant_id = 1`)
      )
      expect(Number((stored[0] as any).n)).toBe(ROWS)
    } finally {
      await rt.dispose()
    }
  })
})

describe("the import's heap guard", () => {
  it("asks for a collection once the heap grew by GROWTH_BYTES, then not before it grows as much again", async () => {
    // the first look sets where the heap stands
    relieve()
    expect(relieve()).toBeUndefined()
    // kept, so the heap stays grown: ~100 bytes an entry
    const kept = Array.from({ length: Math.ceil(GROWTH_BYTES / 40) }, (_, i) => ({ i, text: `entry ${i}` }))
    const collecting = relieve()
    expect(collecting).toBeInstanceOf(Promise)
    await collecting
    expect(relieve()).toBeUndefined()
    expect(kept.length).toBeGreaterThan(0)
  })
})
