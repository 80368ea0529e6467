/** The nodes' heartbeat rows (table `nodes`), which `atende doctor` and the cluster tests read. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { num } from "../../../platform/store/rows"

/** The node's row, started and beating at `now` (a row of an earlier run of the same id stays). */
export const registerNode = (nodeId: string, now: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) =>
      sql`INSERT INTO nodes (id, started_at, heartbeat_at, info) VALUES (${nodeId}, ${now}, ${now}, ${"{}"})
        ON CONFLICT (id) DO NOTHING`
  )

/** A beat of the node at `now`, with what it reports about itself. */
export const recordHeartbeat = (nodeId: string, now: number, info: Record<string, unknown>) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE nodes SET heartbeat_at = ${now}, info = ${JSON.stringify(info)} WHERE id = ${nodeId}`
  )

export type NodeRow = { readonly id: string; readonly heartbeatAt: number; readonly info: unknown }

const parsed = (text: unknown): unknown => {
  try {
    return typeof text === "string" ? JSON.parse(text) : text
  } catch {
    return null
  }
}

/** The nodes that beat at `since` or later (the live ones), by id. */
export const liveNodes = (since: number) =>
  Effect.map(
    Effect.flatMap(
      SqlClient.SqlClient,
      (sql) => sql`SELECT id, heartbeat_at, info FROM nodes WHERE heartbeat_at >= ${since} ORDER BY id`
    ),
    (rows): Array<NodeRow> =>
      rows.map((r: any) => ({ id: String(r.id), heartbeatAt: num(r.heartbeat_at), info: parsed(r.info) }))
  )
