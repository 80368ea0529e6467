/**
 * SqlClient layers for both modes, the dialect tag, and migrations run at start.
 * SQLite: one file in the data dir (WAL). Postgres: DATABASE_URL (prepared statements: pgPool.ts), migrations under an advisory lock
 * so several nodes starting together apply them once.
 */
import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { SqliteClient } from "@effect/sql-sqlite-node"
import { Context, Effect, Layer } from "effect"
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import { Config } from "../config/Config"
import { migrations, migrationStatements } from "./migrations"
import { preparedPool } from "./pgPool"

export type DialectKind = "sqlite" | "pg"
export class Dialect extends Context.Tag("atende/Dialect")<Dialect, { readonly kind: DialectKind }>() {}

const sqliteLayer = (dataDir: string) =>
  Layer.unwrapEffect(
    Effect.sync(() => {
      mkdirSync(dataDir, { recursive: true })
      return SqliteClient.layer({ filename: join(dataDir, "atende.db") })
    })
  )

/** SqlClient + Dialect for the configured mode. */
type SqlLayer = Layer.Layer<SqlClient.SqlClient | Dialect, unknown>

export const SqlLive = Layer.unwrapEffect(
  Effect.map(Config, (config): SqlLayer =>
    config.databaseUrl
      ? Layer.merge(
          PgClient.layerFromPool({ acquire: preparedPool(config.databaseUrl, 20, `atende-${config.nodeId}`) }),
          Layer.succeed(Dialect, { kind: "pg" })
        )
      : Layer.merge(sqliteLayer(config.dataDir), Layer.succeed(Dialect, { kind: "sqlite" }))
  )
)

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
      if (kind === "pg") yield* sql`SELECT pg_advisory_xact_lock(727274)`
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
      return applied
    })
  )
})
