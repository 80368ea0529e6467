/** Push claims (table `push_claims`): the node that inserts an event's row sends its notification. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Takes the event (tenant, seq) at `now`; true when this call took it (exactly once across nodes). */
export const claimEvent = (tenantId: number, seq: number, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`INSERT INTO push_claims (tenant_id, seq, created_at) VALUES (${tenantId}, ${seq}, ${now})
      ON CONFLICT (tenant_id, seq) DO NOTHING RETURNING seq`
    return rows.length === 1
  })

/** Drops the claims made before `before`. */
export const sweepClaims = (before: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM push_claims WHERE created_at < ${before}`)
