/**
 * A test environment's store read and written as it is on disk: a plain SQL client (no migrations,
 * no secret box), `$1`-style placeholders on both dialects. For checks of what is stored, and for
 * setting up rows as an older version would have left them.
 */
import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { SqliteClient } from "@effect/sql-sqlite-node"
import { Effect, type Layer, ManagedRuntime, Redacted } from "effect"
import { join } from "node:path"
import type { TestEnv } from "./modes"

export type RawStore = {
  readonly kind: "sqlite" | "pg"
  readonly query: (text: string, ...params: Array<string | number | null>) => Promise<Array<any>>
  readonly close: () => Promise<void>
}

export const rawStore = (env: TestEnv): RawStore => {
  const config = env.config()
  const kind = config.databaseUrl ? "pg" : "sqlite"
  const layer: Layer.Layer<SqlClient.SqlClient, unknown> = config.databaseUrl
    ? PgClient.layer({ url: Redacted.make(config.databaseUrl), maxConnections: 2 })
    : SqliteClient.layer({ filename: join(config.dataDir, "atende.db") })
  const runtime = ManagedRuntime.make(layer)
  return {
    kind,
    query: (text, ...params) =>
      runtime.runPromise(
        Effect.flatMap(SqlClient.SqlClient, (sql) =>
          sql.unsafe(kind === "sqlite" ? text.replace(/\$\d+/g, "?") : text, params)
        )
      ) as Promise<Array<any>>,
    close: () => runtime.dispose()
  }
}
