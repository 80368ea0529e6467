/**
 * Messages of a ticket, newest page first; the page itself oldest first. Quoted messages come joined.
 * A stored media URL (`/media/{id}`) is presented signed (platform/media/signing.ts): every message view
 * the API, the live events and the web chat hand out comes through `toMessage`.
 */
import type { SentTemplate } from "@atende/core/contracts/templates"
import type { DeliveryFailure, MessageStatus } from "@atende/core/message/message"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { signMediaUrl } from "../../../platform/media/signing"
import { bool, iso, json, num, numOrNull } from "../../../platform/store/rows"

export type MessageView = {
  readonly id: number
  readonly ticketId: number
  readonly contactId: number
  readonly userId: number | null
  readonly body: string
  readonly fromMe: boolean
  readonly status: MessageStatus
  readonly mediaUrl: string | null
  readonly mediaType: string | null
  readonly clientId: string | null
  readonly read: boolean
  readonly quotedMsgId: number | null
  readonly quotedMsg: { id: number; body: string; fromMe: boolean } | null
  readonly edited: boolean
  readonly deleted: boolean
  readonly forwarded: boolean
  readonly reaction: string | null
  readonly transcription: string | null
  readonly scheduledId: number | null
  readonly deliveryError: DeliveryFailure | null
  readonly template: SentTemplate | null
  readonly timestamp: number
  readonly createdAt: string
}

export const toMessage = (r: any): MessageView => ({
  id: num(r.id),
  ticketId: num(r.ticket_id),
  contactId: num(r.contact_id),
  userId: numOrNull(r.user_id),
  body: r.body,
  fromMe: bool(r.from_me),
  status: r.status,
  mediaUrl: signMediaUrl((r.media_url as string | null | undefined) ?? null),
  mediaType: r.media_type ?? null,
  clientId: r.client_id ?? null,
  read: bool(r.is_read),
  quotedMsgId: numOrNull(r.quoted_msg_id),
  quotedMsg:
    r.quoted_msg_id && r.quoted_body !== undefined && r.quoted_body !== null
      ? { id: num(r.quoted_msg_id), body: r.quoted_body, fromMe: bool(r.quoted_from_me) }
      : null,
  edited: bool(r.edited),
  deleted: bool(r.deleted),
  forwarded: bool(r.forwarded),
  reaction: r.reaction ?? null,
  transcription: r.transcription ?? null,
  scheduledId: numOrNull(r.scheduled_id),
  deliveryError: r.delivery_error_code
    ? { code: r.delivery_error_code, detail: r.delivery_error_detail ?? null }
    : null,
  template: r.template ? json<SentTemplate | null>(r.template, null) : null,
  timestamp: num(r.created_at),
  createdAt: iso(r.created_at)
})

const SELECT = `SELECT m.*, q.body AS quoted_body, q.from_me AS quoted_from_me
  FROM messages m LEFT JOIN messages q ON q.id = m.quoted_msg_id`

export const PAGE = 50

export const listMessages = (tenantId: number, ticketId: number, pageNumber: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`${sql.literal(SELECT)} WHERE m.tenant_id = ${tenantId} AND m.ticket_id = ${ticketId}
      ORDER BY m.id DESC LIMIT ${PAGE + 1} OFFSET ${(pageNumber - 1) * PAGE}`
    const counted =
      yield* sql`SELECT COUNT(*) AS n FROM messages WHERE tenant_id = ${tenantId} AND ticket_id = ${ticketId}`
    return {
      messages: rows.slice(0, PAGE).map(toMessage).reverse(),
      hasMore: rows.length > PAGE,
      count: num((counted[0] as any).n)
    }
  })

export const getMessage = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`${sql.literal(SELECT)} WHERE m.tenant_id = ${tenantId} AND m.id = ${id}`
    return rows.length ? toMessage(rows[0]) : undefined
  })

export const messagesByIds = (tenantId: number, ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    if (!ids.length) return []
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`${sql.literal(SELECT)} WHERE m.tenant_id = ${tenantId} AND m.id IN ${sql.in(ids)}`
    const byId = new Map(rows.map((r: any) => [num(r.id), toMessage(r)]))
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []))
  })

/** A message as the customer may see it: a deleted one without its text, file or transcription. */
export const customerView = (m: MessageView): MessageView =>
  m.deleted ? { ...m, body: "", mediaUrl: null, mediaType: null, transcription: null, quotedMsg: null } : m

/** The messages of a web-chat visitor's latest tickets (what the widget shows on connect), deleted ones emptied. */
export const conversationHistory = (tenantId: number, contactId: number, channelId: number, limit: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // the channel's tickets only: a contact merged with others has conversations on other channels too
    const rows = yield* sql`SELECT m.* FROM messages m JOIN tickets t ON t.id = m.ticket_id
      WHERE m.tenant_id = ${tenantId} AND m.contact_id = ${contactId} AND t.channel_id = ${channelId}
      ORDER BY m.id DESC LIMIT ${limit}`
    return rows.map((r) => customerView(toMessage(r))).reverse()
  })

/** The message stored for a dedupe key (an inbound one: `in:<channel>:<provider id>`), if any. */
export const messageByDedupeKey = (tenantId: number, dedupeKey: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM messages WHERE tenant_id = ${tenantId} AND dedupe_key = ${dedupeKey}`
    return rows.length ? toMessage(rows[0]) : undefined
  })
