/** The nodes' heartbeat rows (table `nodes`), which `atende doctor` and the cluster tests read. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

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
