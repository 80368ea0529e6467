/**
 * The outbound outbox (migrations/004_deliveries.ts, 007_delivery_changes.ts): a row per outbound
 * message, and one per change an agent made to a sent message (edit, reaction, deletion) for
 * connectors that deliver them, written in the ticket actor's transaction, read and settled by the
 * dispatcher of the node running the channel's session (connector/Dispatcher.ts). The row carries
 * the message as it was stored (as the change left it), so the dispatcher needs no other feature's
 * tables.
 */
import { MessageView } from "@atende/core/contracts/actors/views"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import type { DeliveryOp } from "../connector/Connector"
import { num } from "../../../platform/store/rows"
import { recordSent, type SentMessage } from "./ChannelSessions"

export type Outgoing = {
  readonly tenantId: number
  readonly channelId: number
  readonly externalId: string
  readonly message: MessageView
}

/** A change to a sent message, for the provider (the message as the change left it). */
export type OutgoingChange = Outgoing & { readonly op: Exclude<DeliveryOp, "send"> }

export type DueDelivery = Outgoing & {
  readonly id: number
  readonly op: DeliveryOp
  readonly attempts: number
  readonly resends: number
}

const DELIVERY_OPS: ReadonlyArray<DeliveryOp> = ["send", "edit", "react", "delete"]
const opOf = (v: unknown): DeliveryOp => DELIVERY_OPS.find((op) => op === v) ?? "send"

/** Queues messages for delivery (inside the transaction that stores them). */
export const enqueueDeliveries = (items: ReadonlyArray<Outgoing>, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    for (const d of items)
      yield* sql`INSERT INTO deliveries (tenant_id, channel_id, message_id, op, op_key, external_id, state, next_at,
          last_error, created_at, updated_at, payload)
        VALUES (${d.tenantId}, ${d.channelId}, ${d.message.id}, ${"send"}, ${`send:${d.message.id}`}, ${d.externalId},
          ${"pending"}, ${now}, NULL, ${now}, ${now}, ${JSON.stringify(d.message)})
        ON CONFLICT (op_key) DO NOTHING`
  })

/** Queues a change to a sent message (in the transaction that makes it), behind what the conversation has queued. */
export const enqueueChange = (d: OutgoingChange, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`INSERT INTO deliveries (tenant_id, channel_id, message_id, op, op_key, external_id, state, next_at,
        last_error, created_at, updated_at, payload)
      VALUES (${d.tenantId}, ${d.channelId}, ${d.message.id}, ${d.op}, ${`${d.op}:${d.message.id}:${randomUUID()}`},
        ${d.externalId}, ${"pending"}, ${now}, NULL, ${now}, ${now}, ${JSON.stringify(d.message)})`
  })

/**
 * Queues a failed message again (an agent's resend): attempts start over, and the resend count
 * changes the delivery's idempotency key, so a provider that remembers the refused try sends it anew.
 */
export const requeueDelivery = (item: Outgoing, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const payload = JSON.stringify(item.message)
    const updated = yield* sql`UPDATE deliveries SET state = ${"pending"}, attempts = 0, resends = resends + 1,
        next_at = ${now}, last_error = NULL, updated_at = ${now}, payload = ${payload}
      WHERE op_key = ${`send:${item.message.id}`} AND tenant_id = ${item.tenantId} RETURNING id`
    if (!updated.length) yield* enqueueDeliveries([item], now)
  })

/** The channels among `partitions` (of `partitionCount`) with deliveries due by `now`. */
export const channelsWithDueDeliveries = (
  partitionCount: number,
  partitions: ReadonlyArray<number>,
  now: number,
  limit: number
) =>
  Effect.gen(function* () {
    if (!partitions.length) return [] as ReadonlyArray<number>
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT DISTINCT channel_id FROM deliveries
      WHERE state = ${"pending"} AND next_at <= ${now}
        AND (channel_id % ${partitionCount}) IN ${sql.in([...partitions])}
      LIMIT ${limit}`
    return rows.map((r: any) => num(r.channel_id))
  })

const toDue = (r: any): DueDelivery => ({
  id: num(r.id),
  tenantId: num(r.tenant_id),
  channelId: num(r.channel_id),
  op: opOf(r.op),
  externalId: r.external_id,
  attempts: num(r.attempts),
  resends: num(r.resends),
  message: MessageView.parse(JSON.parse(r.payload))
})

/** A channel's pending deliveries, oldest first (due or not: a conversation's order waits for its oldest). */
export const pendingDeliveries = (channelId: number, limit: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM deliveries WHERE channel_id = ${channelId} AND state = ${"pending"}
      ORDER BY id LIMIT ${limit}`
    return rows.map((r: any) => ({ ...toDue(r), nextAt: num(r.next_at) }))
  })

/** The provider took it: its id is kept (receipts name it); the row stays until the ticket actor has the ack. */
export const deliverySent = (sent: SentMessage, now: number) => recordSent(sent, now)

/** Settled: the ack of `sent` is on the bus. */
export const deliveryDone = (id: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM deliveries WHERE id = ${id}`)

/** A try that may work later: counted, and the next one waits. */
export const deliveryRetry = (id: number, attempts: number, nextAt: number, error: string, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE deliveries SET attempts = ${attempts}, next_at = ${nextAt}, last_error = ${error},
      updated_at = ${now} WHERE id = ${id}`
  })

/** Refused for good, or out of tries: kept until a resend. */
export const deliveryFailed = (id: number, attempts: number, error: string, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE deliveries SET state = ${"failed"}, attempts = ${attempts}, last_error = ${error},
      updated_at = ${now} WHERE id = ${id}`
  })

/** Pending and failed deliveries (`atende doctor`). */
export const deliveryCounts = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql`SELECT state, COUNT(*) AS n FROM deliveries GROUP BY state`
  const of = (state: string) => num((rows.find((r: any) => r.state === state) as any)?.n ?? 0)
  return { pending: of("pending"), failed: of("failed") }
})
