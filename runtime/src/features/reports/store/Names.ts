/** The names of the tenant's users and queues among some ids, for a file's list of filters. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

const namesIn = (table: "users" | "queues", tenantId: number, ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    if (!ids.length) return []
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT name FROM ${sql(table)} WHERE tenant_id = ${tenantId} AND id IN ${sql.in(ids)}
      ORDER BY name`
    return rows.map((r: any) => String(r.name))
  })

export const userNames = (tenantId: number, ids: ReadonlyArray<number>) => namesIn("users", tenantId, ids)
export const queueNames = (tenantId: number, ids: ReadonlyArray<number>) => namesIn("queues", tenantId, ids)
