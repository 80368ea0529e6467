/** What a tenant's files take in the media store (system information's "tenant folder size"). */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { num } from "../../../platform/store/rows"

/** How many files the tenant has in the media store and their bytes. */
export const tenantFiles = (tenantId: number) =>
  Effect.map(
    Effect.flatMap(
      SqlClient.SqlClient,
      (sql) => sql`SELECT COUNT(*) AS files, COALESCE(SUM(size), 0) AS bytes FROM media WHERE tenant_id = ${tenantId}`
    ),
    (rows) => ({ files: num((rows[0] as any)?.files), bytes: num((rows[0] as any)?.bytes) })
  )
