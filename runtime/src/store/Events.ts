/**
 * The per-tenant live event log. Writers append to the outbox inside their transaction
 * (appendEvent); live/EventRelay.ts numbers them — gap-free, in commit order — into `events`
 * and publishes them. A client that reconnects asks for everything after its last number.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { json, num } from "./rows"

export type LiveEvent = { readonly tenantId: number; readonly seq: number; readonly name: string; readonly data: unknown }

/** Queues a live event in the writer's transaction; its sequence number comes when the relay flushes it. */
export const appendEvent = (tenantId: number, name: string, data: unknown) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`INSERT INTO event_outbox (tenant_id, name, data, created_at) VALUES (${tenantId}, ${name}, ${JSON.stringify(data)}, ${Date.now()})`
    return { tenantId, seq: 0, name, data } satisfies LiveEvent
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
