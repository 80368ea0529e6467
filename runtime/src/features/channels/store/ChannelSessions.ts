/**
 * What the connectors' supervisor reads and writes each tick: the channels of the partitions a node
 * holds (one query, only the columns placement needs), session states in bulk, QR codes, and the
 * provider ids of sent messages (for receipts).
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { bool, num } from "../../../platform/store/rows"

export type PlacedChannel = {
  readonly id: number
  readonly type: string
  readonly status: string
  /** The administrator wants it running (and it is not deleted). */
  readonly enabled: boolean
  /** Its session's generation: a higher one than the running session's restarts it. */
  readonly sessionGen: number
}

/** The channels whose partition (`id % partitions`) is one of `owned`. */
export const channelsInPartitions = (partitions: number, owned: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    if (!owned.length) return [] as ReadonlyArray<PlacedChannel>
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id, type, status, enabled, session_gen, deleted_at FROM channels
      WHERE (id % ${partitions}) IN ${sql.in([...owned])} ORDER BY id`
    return rows.map((r: any): PlacedChannel => ({
      id: num(r.id),
      type: r.type,
      status: r.status,
      enabled: bool(r.enabled) && (r.deleted_at === null || r.deleted_at === undefined),
      sessionGen: num(r.session_gen)
    }))
  })

/**
 * One state for many channels; a state other than the QR ones clears the stored QR code. Only
 * channels an administrator keeps enabled, and whose state it changes, are written (a session
 * stopping after a disconnect does not overwrite its "disconnected"): answers their ids.
 */
export const setChannelStatuses = (ids: ReadonlyArray<number>, status: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const keepQr = status === "qrcode" || status === "pairing"
    const written: Array<number> = []
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = sql.in(ids.slice(i, i + 500))
      const rows = keepQr
        ? yield* sql`UPDATE channels SET status = ${status}
            WHERE id IN ${chunk} AND enabled = 1 AND status <> ${status} RETURNING id`
        : yield* sql`UPDATE channels SET status = ${status}, qrcode = NULL
            WHERE id IN ${chunk} AND enabled = 1 AND (status <> ${status} OR qrcode IS NOT NULL) RETURNING id`
      written.push(...rows.map((r: any) => num(r.id)))
    }
    return written
  })

/** A QR code to scan (the status becomes `qrcode`) unless the channel was disabled since; whether it was stored. */
export const setChannelQr = (id: number, qrcode: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`UPDATE channels SET qrcode = ${qrcode}, status = ${"qrcode"}
      WHERE id = ${id} AND enabled = 1 RETURNING id`
    return rows.length > 0
  })

export type SentMessage = {
  readonly channelId: number
  readonly providerId: string
  readonly tenantId: number
  readonly messageId: number
  readonly externalId: string
}

/** Records what the provider calls a message we sent; a repeat (a redelivered send) keeps the first. */
export const recordSent = (m: SentMessage, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`INSERT INTO channel_sent (channel_id, provider_id, tenant_id, message_id, external_id, created_at)
      VALUES (${m.channelId}, ${m.providerId}, ${m.tenantId}, ${m.messageId}, ${m.externalId}, ${now})
      ON CONFLICT (channel_id, provider_id) DO NOTHING`
  })

export const sentMessage = (channelId: number, providerId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM channel_sent WHERE channel_id = ${channelId} AND provider_id = ${providerId}`
    const r: any = rows[0]
    return r
      ? ({
          channelId,
          providerId,
          tenantId: num(r.tenant_id),
          messageId: num(r.message_id),
          externalId: r.external_id
        } satisfies SentMessage)
      : undefined
  })

/**
 * What the provider calls one of the channel's messages: ours by what its connector recorded when
 * it sent it, the customer's by the provider id it came with (the `in:<channel>:<id>` dedupe key
 * of the messages feature's row). Undefined for a message never sent (or of another channel).
 */
export const providerIdOfMessage = (channelId: number, tenantId: number, messageId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const ours = yield* sql`SELECT provider_id FROM channel_sent
      WHERE channel_id = ${channelId} AND tenant_id = ${tenantId} AND message_id = ${messageId} LIMIT 1`
    if (ours.length) return String((ours[0] as any).provider_id)
    const theirs = yield* sql`SELECT client_id, dedupe_key FROM messages
      WHERE id = ${messageId} AND tenant_id = ${tenantId} AND from_me = 0`
    const r: any = theirs[0]
    return r && r.client_id && r.dedupe_key === `in:${channelId}:${r.client_id}` ? String(r.client_id) : undefined
  })
