/**
 * The per-tenant live event log. Writers append to the outbox inside their transaction
 * (appendEvent); platform/live/EventRelay.ts numbers them — gap-free, in commit order — into `events`
 * and publishes them. A client that reconnects asks for everything after its last number.
 */
import type { Immutable } from "@atende/core/contracts/actors/views"
import type { LiveEventData, LiveEventName } from "@atende/core/contracts/live"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../clock/index"
import { json, num } from "./rows"

/**
 * An event as the log holds it. Writers append only the events of core/src/contracts/live.ts (the
 * name and data types are checked there); readers get what the log holds, written by any version.
 */
export type LiveEvent = {
  readonly tenantId: number
  readonly seq: number
  readonly name: string
  readonly data: unknown
}

/** The data of a `name` event as a writer hands it over (read-only views fit). */
export type EventData<N extends LiveEventName> = Immutable<LiveEventData<N>>

/**
 * Queues live events in the writer's transaction, in one statement; their sequence numbers come
 * when the relay flushes them.
 */
export const appendEvents = <N extends LiveEventName>(tenantId: number, name: N, datas: ReadonlyArray<EventData<N>>) =>
  Effect.gen(function* () {
    if (!datas.length) return []
    const sql = yield* SqlClient.SqlClient
    const now = yield* nowMillis
    yield* sql`INSERT INTO event_outbox ${sql.insert(
      datas.map((data) => ({ tenant_id: tenantId, name, data: JSON.stringify(data), created_at: now }))
    )}`
    return datas.map((data): LiveEvent => ({ tenantId, seq: 0, name, data }))
  })

/** Queues one live event in the writer's transaction. */
export const appendEvent = <N extends LiveEventName>(tenantId: number, name: N, data: EventData<N>) =>
  Effect.map(appendEvents(tenantId, name, [data]), (events) => events[0]!)

export const eventsSince = (tenantId: number, afterSeq: number, limit = 5000) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows =
      yield* sql`SELECT * FROM events WHERE tenant_id = ${tenantId} AND seq > ${afterSeq} ORDER BY seq LIMIT ${limit}`
    return rows.map((r: any): LiveEvent => ({ tenantId, seq: num(r.seq), name: r.name, data: json(r.data, null) }))
  })

export const currentSeq = (tenantId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT event_seq FROM tenants WHERE id = ${tenantId}`
    return rows.length ? num((rows[0] as any).event_seq) : 0
  })
