/**
 * SqlClient layers for both modes, the dialect tag, and the migration runner (the pieces and their
 * rules: migrations.ts; the list it is given: server/migrations.ts).
 * SQLite: one file in the data dir (WAL); the dir is 0700 and the file 0600 (its -wal and -shm take
 * the file's mode).
 * Postgres: DATABASE_URL (prepared statements: pgPool.ts), each piece under an advisory lock so
 * several nodes starting together apply it once. The store layer carries the SecretBox
 * (platform/secrets/SecretBox.ts) that seals its secrets; after the migrations, every start seals
 * what is still plain and re-seals what an older key sealed (platform/secrets/reseal.ts).
 */
import * as Reactivity from "@effect/experimental/Reactivity"
import { SqlClient, Statement } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { SqliteClient } from "@effect/sql-sqlite-node"
import { Context, Effect, Layer, Option } from "effect"
import { chmodSync, closeSync, openSync } from "node:fs"
import { join } from "node:path"
import { Config } from "../config/Config"
import { resealAll } from "../secrets/reseal"
import { ensurePrivateDir, SecretBox, SecretBoxLive } from "../secrets/SecretBox"
import { nowMillis } from "../clock/index"
import { legacyAdoptions, type Migration, migrationStatements, orderMigrations } from "./migrations"
import { preparedPool } from "./pgPool"

export type DialectKind = "sqlite" | "pg"
export class Dialect extends Context.Tag("atende/Dialect")<Dialect, { readonly kind: DialectKind }>() {}

/** The database file and its WAL companions readable by their owner only, made so before SQLite opens the file. */
const privateDbFile = (file: string) => {
  closeSync(openSync(file, "a", 0o600))
  for (const f of [file, `${file}-wal`, `${file}-shm`])
    try {
      chmodSync(f, 0o600)
    } catch {}
}

const sqliteLayer = (dataDir: string) =>
  Layer.unwrapEffect(
    Effect.sync(() => {
      ensurePrivateDir(dataDir)
      const filename = join(dataDir, "atende.db")
      privateDbFile(filename)
      return sqliteImmediate(filename)
    })
  )

/**
 * The SQLite client with transactions that BEGIN IMMEDIATE: a transaction takes the write lock up front, waiting up
 * to busy_timeout for it, so several processes writing one file (the CLI beside a running server, or three CLI
 * commands at once) queue. With the library's deferred BEGIN, a transaction that read first and then wrote failed
 * with SQLITE_BUSY at once when another process had written meanwhile (SQLite cannot wait in that case).
 */
const sqliteImmediate = (filename: string) =>
  Layer.scopedContext(
    Effect.gen(function* () {
      const inner = yield* SqliteClient.make({ filename })
      const client = yield* SqlClient.make({
        acquirer: inner.reserve,
        transactionAcquirer: inner.reserve,
        compiler: Statement.makeCompilerSqlite(),
        beginTransaction: "BEGIN IMMEDIATE",
        spanAttributes: [["db.system.name", "sqlite"]]
      })
      yield* client`PRAGMA busy_timeout = 5000`
      return Context.make(SqlClient.SqlClient, client)
    })
  ).pipe(Layer.provide(Reactivity.layer))

/** SqlClient + Dialect for the configured mode. */
type SqlLayer = Layer.Layer<SqlClient.SqlClient | Dialect, unknown>

const sqlOnly = Layer.unwrapEffect(
  Effect.map(Config, (config): SqlLayer =>
    config.databaseUrl
      ? Layer.merge(
          PgClient.layerFromPool({ acquire: preparedPool(config.databaseUrl, 20, `atende-${config.nodeId}`) }),
          Layer.succeed(Dialect, { kind: "pg" })
        )
      : Layer.merge(sqliteLayer(config.dataDir), Layer.succeed(Dialect, { kind: "sqlite" }))
  )
)

/** The store: SqlClient + Dialect for the configured mode, and the SecretBox for its secrets. */
export const SqlLive = Layer.merge(sqlOnly, SecretBoxLive)

/**
 * Postgres advisory lock held while a piece is applied (and by `atende secrets rotate`): one at a
 * time across nodes.
 */
export const MIGRATION_LOCK = 727274

/** The record of applied pieces, by id. */
const RECORD = "atende_schema_migrations"
/** The record before features owned their migrations: versions 1..8 by number. Read, never written. */
const LEGACY_RECORD = "atende_migrations"

const tableExists = (name: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { kind } = yield* Dialect
    const rows =
      kind === "pg"
        ? yield* sql`SELECT 1 AS found FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_name = ${name}`
        : yield* sql`SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = ${name}`
    return rows.length > 0
  })

/** The legacy versions a store recorded, with when each was applied (none on a store made since). */
const legacyVersions = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  if (!(yield* tableExists(LEGACY_RECORD))) return new Map<number, number>()
  const rows = yield* sql<{ id: number; applied_at: number }>`SELECT id, applied_at FROM ${sql(LEGACY_RECORD)}`
  return new Map(rows.map((r) => [Number(r.id), Number(r.applied_at)]))
})

const appliedIds = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<{ id: string }>`SELECT id FROM ${sql(RECORD)}`
  return new Set(rows.map((r) => r.id))
})

/**
 * Runs the effect in a transaction holding the migration lock: on Postgres an advisory lock; on
 * SQLite the file's write lock, taken by the transaction's first statement (a write that changes
 * nothing), so a second process waits for it (busy_timeout) instead of reading first and then
 * failing with SQLITE_BUSY when both try to write (`atende` commands run side by side).
 */
const locked = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { kind } = yield* Dialect
    const lock =
      kind === "pg"
        ? Effect.asVoid(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`)
        : Effect.asVoid(
            Effect.zipRight(
              sql`CREATE TABLE IF NOT EXISTS atende_migration_lock (id INTEGER PRIMARY KEY)`,
              sql`DELETE FROM atende_migration_lock WHERE id < 0`
            )
          )
    return yield* sql.withTransaction(Effect.zipRight(lock, effect))
  })

/** The record table, and every piece a legacy record vouches for recorded as applied (at each start, idempotently). */
const prepare = (list: ReadonlyArray<Migration>) =>
  locked(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      yield* sql`CREATE TABLE IF NOT EXISTS ${sql(RECORD)}
        (id TEXT PRIMARY KEY, feature TEXT NOT NULL, applied_at BIGINT NOT NULL, legacy_version INTEGER)`
      const legacy = yield* legacyVersions
      for (const m of legacyAdoptions(list, new Set(legacy.keys())))
        yield* sql`INSERT INTO ${sql(RECORD)} (id, feature, applied_at, legacy_version)
          VALUES (${m.id}, ${m.feature}, ${legacy.get(m.legacy!)!}, ${m.legacy!}) ON CONFLICT (id) DO NOTHING`
    })
  )

/** Applies one piece in its own transaction unless another node did meanwhile; true when this call applied it. */
const applyPiece = (m: Migration) =>
  locked(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const { kind } = yield* Dialect
      if ((yield* sql`SELECT 1 AS found FROM ${sql(RECORD)} WHERE id = ${m.id}`).length > 0) return false
      for (const stmt of migrationStatements(m.sql, kind)) {
        if (!stmt.optional) {
          yield* sql.unsafe(stmt.sql)
          continue
        }
        // a nested transaction is a savepoint: a failure undoes this statement only
        yield* sql
          .withTransaction(sql.unsafe(stmt.sql))
          .pipe(
            Effect.catchAll((e) =>
              Effect.logWarning(
                `migration ${m.id}: optional statement skipped: ${stmt.sql.split("\n")[0]} ` +
                  `(${e.cause instanceof Error ? e.cause.message : e.message})`
              )
            )
          )
      }
      yield* sql`INSERT INTO ${sql(RECORD)} (id, feature, applied_at)
        VALUES (${m.id}, ${m.feature}, ${yield* nowMillis})`
      return true
    })
  ).pipe(
    Effect.tapError((e) =>
      Effect.logError(
        `migration ${m.id} failed, nothing of it was kept: ${e.cause instanceof Error ? e.cause.message : e.message}`
      )
    )
  )

/**
 * Applies the list's pending pieces in order, one transaction each, then seals what is plain; returns the ids applied.
 * A store from before features owned their migrations upgrades in place: the pieces of the versions it recorded are
 * recorded, not run. Safe to run on several nodes at once. The list is server/migrations.ts's (tests may give less).
 */
export const runMigrations = (list: ReadonlyArray<Migration>) =>
  Effect.gen(function* () {
    const ordered = orderMigrations(list)
    const sql = yield* SqlClient.SqlClient
    const { kind } = yield* Dialect
    if (kind === "sqlite") {
      yield* sql`PRAGMA busy_timeout = 5000`
      yield* sql`PRAGMA synchronous = NORMAL`
      yield* sql`PRAGMA foreign_keys = ON`
    }
    yield* prepare(ordered)
    const before = yield* appliedIds
    const applied: Array<string> = []
    for (const m of ordered) if (!before.has(m.id) && (yield* applyPiece(m))) applied.push(m.id)
    // bare test stores (no SqlLive) have no box and keep plain rows
    const box = yield* Effect.serviceOption(SecretBox)
    if (Option.isSome(box)) {
      const counts = yield* locked(resealAll(box.value))
      if (counts.sealed + counts.resealed > 0)
        yield* Effect.logInfo(
          `secrets: ${counts.sealed} plain value(s) sealed, ${counts.resealed} re-sealed under key ${box.value.keyId}`
        )
    }
    return applied
  })

/**
 * Which of the list's pieces a store has, changing nothing (`atende doctor`); a legacy record
 * counts for its pieces.
 */
export const migrationStatus = (list: ReadonlyArray<Migration>) =>
  Effect.gen(function* () {
    const done = (yield* tableExists(RECORD)) ? yield* appliedIds : new Set<string>()
    for (const m of legacyAdoptions(list, new Set((yield* legacyVersions).keys()))) done.add(m.id)
    const pending = orderMigrations(list).flatMap((m) => (done.has(m.id) ? [] : [m.id]))
    return { applied: list.length - pending.length, pending }
  })
