/**
 * Messages as the ticket actor stores and changes them: inbound runs and outbound messages,
 * the reads that recognise a retry (dedupe keys), acks, reading, and the operations on a stored
 * message. The views come from the messages feature (toMessage); its store keeps the API's reads.
 */
import type { DeliveryFailure } from "@atende/core/message/message"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { toMessage } from "../../messages/index"
import type { SentTemplate } from "@atende/core/contracts/templates"

export type InboundRow = {
  readonly tenantId: number
  readonly ticketId: number
  readonly contactId: number
  readonly body: string
  /** Stored form (a path), or null. */
  readonly mediaUrl: string | null
  readonly mediaType: string | null
  readonly providerId: string
  readonly dedupeKey: string
  readonly quotedMsgId: number | null
  readonly forwarded: boolean
  readonly receivedAt: number
}

/** Inserts a run of customer messages in one statement; each comes back with its dedupe key (in no set order). */
export const insertInboundMessages = (rows: ReadonlyArray<InboundRow>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const inserted = yield* sql`INSERT INTO messages ${sql.insert(
      rows.map((m) => ({
        tenant_id: m.tenantId,
        ticket_id: m.ticketId,
        contact_id: m.contactId,
        user_id: null,
        body: m.body,
        from_me: 0,
        status: "received",
        media_url: m.mediaUrl,
        media_type: m.mediaType,
        client_id: m.providerId,
        dedupe_key: m.dedupeKey,
        is_read: 0,
        quoted_msg_id: m.quotedMsgId,
        forwarded: m.forwarded ? 1 : 0,
        created_at: m.receivedAt
      }))
    )} RETURNING *`
    return inserted.map((r: any) => ({ key: String(r.dedupe_key), message: toMessage(r) }))
  })

export type OutboundRow = {
  readonly body: string
  readonly dedupeKey: string
  readonly clientId: string | null
  /** Stored form (a path), or null. */
  readonly mediaUrl: string | null
  readonly mediaType: string | null
  readonly quotedMsgId: number | null
  readonly forwarded: boolean
  readonly scheduledId: number | null
  /** What a template message was sent with (SentTemplate), or null. */
  readonly template?: SentTemplate | null
}

/** Inserts one agent (or system) message, pending delivery and read; returns its id. */
export const insertOutboundMessage = (
  tenantId: number,
  ticketId: number,
  contactId: number,
  userId: number | null,
  it: OutboundRow,
  now: number
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows =
      yield* sql`INSERT INTO messages (tenant_id, ticket_id, contact_id, user_id, body, from_me, status, media_url,
          media_type, client_id, dedupe_key, is_read, quoted_msg_id, forwarded, scheduled_id, template, created_at)
        VALUES (${tenantId}, ${ticketId}, ${contactId}, ${userId}, ${it.body}, ${1}, ${"pending"}, ${it.mediaUrl},
          ${it.mediaType}, ${it.clientId}, ${it.dedupeKey}, ${1}, ${it.quotedMsgId}, ${it.forwarded ? 1 : 0},
          ${it.scheduledId}, ${it.template ? JSON.stringify(it.template) : null}, ${now}) RETURNING id`
    return Number((rows[0] as any).id)
  })

/** The tenant's messages stored under any of these dedupe keys, by id. */
export const messagesByDedupeKeys = (tenantId: number, keys: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows =
      yield* sql`SELECT * FROM messages WHERE tenant_id = ${tenantId} AND dedupe_key IN ${sql.in(keys)} ORDER BY id`
    return rows.map(toMessage)
  })

/**
 * The messages a channel knows by these provider ids: the customer's (stored under the dedupe key
 * `in:<channel>:<provider id>`) and ours (the provider's id the channel's connector recorded when it
 * sent them, channel_sent). Answers provider id → message id.
 */
export const messageIdsByProviderIds = (tenantId: number, channelId: number, providerIds: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const found = new Map<string, number>()
    if (!providerIds.length) return found
    const sql = yield* SqlClient.SqlClient
    const keys = providerIds.map((p) => `in:${channelId}:${p}`)
    const theirs = yield* sql`SELECT id, client_id FROM messages
      WHERE tenant_id = ${tenantId} AND dedupe_key IN ${sql.in(keys)}`
    for (const r of theirs as Array<any>) found.set(String(r.client_id), Number(r.id))
    const ours = yield* sql`SELECT message_id, provider_id FROM channel_sent
      WHERE channel_id = ${channelId} AND tenant_id = ${tenantId} AND provider_id IN ${sql.in([...providerIds])}`
    for (const r of ours as Array<any>) if (!found.has(r.provider_id)) found.set(r.provider_id, Number(r.message_id))
    return found
  })

/** The messages with these ids (ids the caller read in its own tenant), in no set order. */
export const messagesWithIds = (ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return (yield* sql`SELECT * FROM messages WHERE id IN ${sql.in(ids)}`).map(toMessage)
  })

/** Whether the message exists in this ticket of the tenant (a quote must be of the same ticket). */
export const messageInTicket = (tenantId: number, id: number, ticketId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return (
      (yield* sql`SELECT id FROM messages WHERE tenant_id = ${tenantId} AND id = ${id} AND ticket_id = ${ticketId}`)
        .length > 0
    )
  })

/** The message's own row (no quoted message joined), if it is the tenant's. */
export const messageRow = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM messages WHERE tenant_id = ${tenantId} AND id = ${id}`
    return rows.length ? toMessage(rows[0]) : undefined
  })

/** Sets a message's delivery status; `failure` says why it failed (cleared by any other status). */
export const setMessageStatus = (id: number, status: string, failure?: DeliveryFailure) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE messages SET status = ${status}, delivery_error_code = ${failure?.code ?? null},
      delivery_error_detail = ${failure?.detail ?? null} WHERE id = ${id}`
  )

/** Marks the ticket's unread messages read. */
export const markTicketMessagesRead = (ticketId: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE messages SET is_read = 1 WHERE ticket_id = ${ticketId} AND is_read = 0`
  )

/** Replaces a message's text and marks it edited. */
export const editMessageBody = (id: number, body: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE messages SET body = ${body}, edited = 1 WHERE id = ${id}`)

/** Sets (or, with null, removes) a message's reaction. */
export const setReaction = (id: number, reaction: string | null) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE messages SET reaction = ${reaction} WHERE id = ${id}`)

/** Marks a message deleted (its row stays). */
export const markMessageDeleted = (id: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE messages SET deleted = 1 WHERE id = ${id}`)

/** Stores an audio message's transcription. */
export const setTranscription = (id: number, text: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE messages SET transcription = ${text} WHERE id = ${id}`)
