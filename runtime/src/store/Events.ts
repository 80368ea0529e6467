/**
 * The per-tenant live event log. A sequence number is allocated inside the writer's transaction
 * (the tenant row's counter), so numbers are gap-free and in commit order on both dialects;
 * a client that reconnects asks for everything after its last number.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { json, num } from "./rows"

export type LiveEvent = { readonly tenantId: number; readonly seq: number; readonly name: string; readonly data: unknown }

export const appendEvent = (tenantId: number, name: string, data: unknown) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`UPDATE tenants SET event_seq = event_seq + 1 WHERE id = ${tenantId} RETURNING event_seq`
    const seq = num((rows[0] as any).event_seq)
    yield* sql`INSERT INTO events (tenant_id, seq, name, data, created_at) VALUES (${tenantId}, ${seq}, ${name}, ${JSON.stringify(data)}, ${Date.now()})`
    return { tenantId, seq, name, data } satisfies LiveEvent
  })

export const eventsSince = (tenantId: number, afterSeq: number, limit = 5000) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM events WHERE tenant_id = ${tenantId} AND seq > ${afterSeq} ORDER BY seq LIMIT ${limit}`
    return rows.map((r: any): LiveEvent => ({ tenantId, seq: num(r.seq), name: r.name, data: json(r.data, null) }))
  })

export const currentSeq = (tenantId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT event_seq FROM tenants WHERE id = ${tenantId}`
    return rows.length ? num((rows[0] as any).event_seq) : 0
  })
