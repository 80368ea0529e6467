/**
 * Outbound messages, shared by sends, scheduled messages, forwards and the auto-close message:
 * the body (message variables filled in, then the signature prefix when it applies) and the
 * insert of a batch of outbound messages with the ticket's preview, timers and live events.
 * A media URL is stored as its path (a signed one handed back by a client loses its query).
 */
import type { TenantSettings } from "@atende/core/contracts/settings"
import { fillVariables, shouldSign, signed } from "@atende/core/rules/variables"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterMessage } from "../ticketTimers"
import { mediaPath } from "../../../platform/media/signing"
import { appendEvent, type LiveEvent } from "../../../platform/store/Events"
import { getMessage, type MessageView } from "../../messages/index"
import { getTicket, type TicketView } from "../store/Tickets"
import { conversationKey } from "./commands"
import { userName, type Delivery } from "./common"

const str = (v: unknown) => (typeof v === "string" ? v : v === null || v === undefined ? null : String(v))

/** The text as the customer gets it: variables filled in, signed by the sender when it applies. */
export const composeBody = (tenantId: number, t: TicketView, userId: number | null, text: string, sign: boolean | undefined, s: TenantSettings, now: number) =>
  Effect.gen(function* () {
    if (!text) return text
    const sql = yield* SqlClient.SqlClient
    const sender = userId === null ? "" : yield* userName(tenantId, userId)
    let body = text
    if (text.includes("{{")) {
      const rows = yield* sql`SELECT * FROM contacts WHERE tenant_id = ${tenantId} AND id = ${t.contactId}`
      const c = (rows[0] ?? {}) as Record<string, unknown>
      body = fillVariables(text, {
        name: t.contact.name, number: t.contact.number, email: t.contact.email, protocol: t.protocol, queueName: t.queue?.name ?? "",
        username: sender, now, firstName: str(c.first_name), lastName: str(c.last_name), birthday: str(c.birthday),
        businessName: str(c.business_name), document: str(c.document)
      })
    }
    return userId !== null && sender && shouldSign(s.signature, sign) ? signed(body, sender) : body
  })

export type OutItem = {
  readonly body: string
  readonly dedupeKey: string
  readonly clientId?: string | null
  readonly mediaUrl?: string | null
  readonly mediaType?: string | null
  readonly quotedMsgId?: number | null
  readonly forwarded?: boolean
  readonly scheduledId?: number | null
}

/** Inserts the messages (pending delivery), updates the ticket's preview, re-arms timers, appends chat:create. */
export const insertOutbound = (tenantId: number, t: TicketView, externalId: string, userId: number | null, items: ReadonlyArray<OutItem>, s: TenantSettings, now = Date.now()) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const messages: Array<MessageView> = []
    for (const it of items) {
      const rows = yield* sql`INSERT INTO messages (tenant_id, ticket_id, contact_id, user_id, body, from_me, status, media_url, media_type, client_id, dedupe_key,
          is_read, quoted_msg_id, forwarded, scheduled_id, created_at)
        VALUES (${tenantId}, ${t.id}, ${t.contactId}, ${userId}, ${it.body}, ${1}, ${"pending"}, ${mediaPath(it.mediaUrl) ?? null}, ${it.mediaType ?? null},
          ${it.clientId ?? null}, ${it.dedupeKey}, ${1}, ${it.quotedMsgId ?? null}, ${it.forwarded ? 1 : 0}, ${it.scheduledId ?? null}, ${now}) RETURNING id`
      messages.push((yield* getMessage(tenantId, Number((rows[0] as any).id)))!)
    }
    const last = messages[messages.length - 1]
    if (!last) return { messages, events: [] as Array<LiveEvent>, deliveries: [] as Array<Delivery>, ticket: t }
    const preview = last.body || (last.mediaType ? `[${last.mediaType}]` : "")
    yield* sql`UPDATE tickets SET last_message = ${preview}, last_message_at = ${now}, unread_messages = 0, has_unread = 0, waiting_since = NULL, updated_at = ${now}
      WHERE id = ${t.id}`
    const ticket = (yield* getTicket(tenantId, t.id, s))!.ticket
    yield* afterMessage({ tenantId: tenantId, id: t.id, status: ticket.status, userId: ticket.userId, actorKey: conversationKey(t.whatsappId, externalId) }, s, "out", now)
    const events: Array<LiveEvent> = []
    for (const message of messages) events.push(yield* appendEvent(tenantId, "ticketList", { type: "chat:create", ticket, message, body: message.body, read: true }))
    return { messages, events, deliveries: messages.map((message) => ({ channelId: t.whatsappId, externalId, message })), ticket }
  })
