/**
 * Seeds the contact-search benchmark's contacts straight into the store, in INSERT … SELECT batches
 * the database generates (a recursive CTE on SQLite, generate_series on Postgres): contact i is
 * "<first name> <last name> <i>" (10 × 10 combinations), mobile 55 11 9 6xxxxxxx with its
 * canonical key, e-mail cliente<i>@bench.test. Then statistics (ANALYZE; VACUUM ANALYZE on
 * Postgres, as autovacuum would after a load).
 */
import { createRequire } from "node:module"
import pg from "pg"

type SqliteDb = { exec: (sql: string) => void; pragma: (s: string) => void; close: () => void }
/** better-sqlite3 (the SQLite driver under @effect/sql-sqlite-node) ships no types. */
const Database = createRequire(import.meta.url)("better-sqlite3") as new (file: string) => SqliteDb

const BATCH = 100_000
const FIRST = ["Ana", "Bruno", "Carla", "Diego", "Elisa", "Fábio", "Gabriela", "Heitor", "Isabel", "João"]
const LAST = ["Souza", "Silva", "Oliveira", "Santos", "Lima", "Costa", "Pereira", "Almeida", "Rocha", "Dias"]

const pick = (list: ReadonlyArray<string>, index: string) =>
  `(CASE ${index} ${list.map((v, i) => `WHEN ${i} THEN '${v}'`).join(" ")} END)`

const seq = (kind: "sqlite" | "pg", from: number, to: number) =>
  kind === "pg"
    ? `SELECT i FROM generate_series(${from}, ${to}) AS i`
    : `WITH RECURSIVE s(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM s WHERE i < ${to}) SELECT i FROM s`

const batch = (kind: "sqlite" | "pg", tenantId: number, from: number, to: number, now: number) =>
  `INSERT INTO contacts (tenant_id, name, number, phone_key, email, created_at, updated_at)
    SELECT ${tenantId}, ${pick(FIRST, "(i % 10)")} || ' ' || ${pick(LAST, "((i / 10) % 10)")} || ' ' || i,
      '5511' || (960000000 + i), '5511' || (60000000 + i), 'cliente' || i || '@bench.test', ${now}, ${now}
    FROM (${seq(kind, from, to)}) AS s`

export const seedContacts = async (
  store: { readonly sqliteFile: string } | { readonly pgUrl: string },
  tenantId: number,
  total: number,
  progress: (done: number) => void
) => {
  const now = Date.now()
  if ("sqliteFile" in store) {
    const db = new Database(store.sqliteFile)
    try {
      db.pragma("busy_timeout = 10000")
      for (let from = 1; from <= total; from += BATCH) {
        db.exec(batch("sqlite", tenantId, from, Math.min(total, from + BATCH - 1), now))
        progress(Math.min(total, from + BATCH - 1))
      }
      db.exec("ANALYZE")
    } finally {
      db.close()
    }
    return
  }
  const c = new pg.Client({ connectionString: store.pgUrl })
  await c.connect()
  try {
    await c.query("SET synchronous_commit = off")
    for (let from = 1; from <= total; from += BATCH) {
      await c.query(batch("pg", tenantId, from, Math.min(total, from + BATCH - 1), now))
      progress(Math.min(total, from + BATCH - 1))
    }
    await c.query("VACUUM ANALYZE contacts")
  } finally {
    await c.end()
  }
}
