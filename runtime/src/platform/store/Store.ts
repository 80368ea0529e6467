/**
 * SqlClient layers for both modes, the dialect tag, and migrations run at start.
 * SQLite: one file in the data dir (WAL); the dir is 0700 and the file 0600 (its -wal and -shm take the file's mode).
 * Postgres: DATABASE_URL (prepared statements: pgPool.ts), migrations under an advisory lock so several nodes starting
 * together apply them once. The store layer carries the SecretBox (platform/secrets/SecretBox.ts) that seals its secrets; after the
 * migrations, every start seals what is still plain and re-seals what an older key sealed (platform/secrets/reseal.ts).
 */
import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { SqliteClient } from "@effect/sql-sqlite-node"
import { Context, Effect, Layer, Option } from "effect"
import { chmodSync, closeSync, openSync } from "node:fs"
import { join } from "node:path"
import { Config } from "../config/Config"
import { resealAll } from "../secrets/reseal"
import { ensurePrivateDir, SecretBox, SecretBoxLive } from "../secrets/SecretBox"
import { migrations, migrationStatements } from "./migrations"
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
      return SqliteClient.layer({ filename })
    })
  )

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

/** Postgres advisory lock held by a migration (and by `atende secrets rotate`): one at a time across nodes. */
export const MIGRATION_LOCK = 727274

/** Applies pending migrations; returns the names applied. Safe to run on several nodes at once. */
export const migrate = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const { kind } = yield* Dialect
  if (kind === "sqlite") {
    yield* sql`PRAGMA busy_timeout = 5000`
    yield* sql`PRAGMA synchronous = NORMAL`
    yield* sql`PRAGMA foreign_keys = ON`
  }
  return yield* sql.withTransaction(
    Effect.gen(function* () {
      if (kind === "pg") yield* sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`
      yield* sql`CREATE TABLE IF NOT EXISTS atende_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)`
      const done = yield* sql<{ id: number }>`SELECT id FROM atende_migrations`
      const doneIds = new Set(done.map((r) => Number(r.id)))
      const applied: Array<string> = []
      for (const m of migrations) {
        if (doneIds.has(m.id)) continue
        for (const stmt of migrationStatements(m.sql, kind)) {
          if (!stmt.optional) {
            yield* sql.unsafe(stmt.sql)
            continue
          }
          // a nested transaction is a savepoint: a failure undoes this statement only
          yield* sql.withTransaction(sql.unsafe(stmt.sql)).pipe(
            Effect.catchAll((e) => Effect.logWarning(`migration ${m.id} (${m.name}): optional statement skipped: ${stmt.sql.split("\n")[0]} (${e.cause instanceof Error ? e.cause.message : e.message})`))
          )
        }
        yield* sql`INSERT INTO atende_migrations (id, name, applied_at) VALUES (${m.id}, ${m.name}, ${Date.now()})`
        applied.push(m.name)
      }
      // bare test stores (no SqlLive) have no box and keep plain rows
      const box = yield* Effect.serviceOption(SecretBox)
      if (Option.isSome(box)) {
        const counts = yield* resealAll(box.value)
        if (counts.sealed + counts.resealed > 0)
          yield* Effect.logInfo(`secrets: ${counts.sealed} plain value(s) sealed, ${counts.resealed} re-sealed under key ${box.value.keyId}`)
      }
      return applied
    })
  )
})
