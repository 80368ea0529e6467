/**
 * An agent's message: stored as pending (once per clientId, so a client retry answers the first
 * one again), the ticket's preview updated, the live event appended. Delivery to the channel
 * happens after commit through the channel-session actor.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { AppError } from "../../http/AppError"
import { appendEvent, type LiveEvent } from "../../store/Events"
import { toMessage } from "../../store/Messages"
import { getTicket } from "../../store/Tickets"
import type { Ack, Send } from "./commands"

export const handleSend = (cmd: Send) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const found = yield* getTicket(cmd.tenantId, cmd.ticketId)
    if (!found) return yield* new AppError({ code: "ERR_NO_TICKET_FOUND" })
    const dedupeKey = `out:${cmd.clientId ?? randomUUID()}`
    const existing = yield* sql`SELECT * FROM messages WHERE tenant_id = ${cmd.tenantId} AND dedupe_key = ${dedupeKey}`
    if (existing.length) {
      return { events: [] as Array<LiveEvent>, message: toMessage(existing[0]), ticket: found.ticket, externalId: found.externalId, duplicate: true }
    }
    const now = Date.now()
    const rows = yield* sql`INSERT INTO messages (tenant_id, ticket_id, contact_id, user_id, body, from_me, status, media_url, media_type, client_id, dedupe_key, is_read, created_at)
      VALUES (${cmd.tenantId}, ${cmd.ticketId}, ${found.ticket.contactId}, ${cmd.userId}, ${cmd.body}, ${1}, ${"pending"}, ${cmd.mediaUrl ?? null}, ${cmd.mediaType ?? null}, ${cmd.clientId ?? null}, ${dedupeKey}, ${1}, ${now})
      RETURNING *`
    const message = toMessage(rows[0])
    const preview = cmd.body || (cmd.mediaType ? `[${cmd.mediaType}]` : "")
    yield* sql`UPDATE tickets SET last_message = ${preview}, last_message_at = ${now}, unread_messages = 0, updated_at = ${now} WHERE id = ${cmd.ticketId}`
    const ticket = (yield* getTicket(cmd.tenantId, cmd.ticketId))!.ticket
    const event = yield* appendEvent(cmd.tenantId, "ticketList", { type: "chat:create", ticket, message, body: message.body, read: true })
    return { events: [event], message, ticket, externalId: found.externalId, duplicate: false }
  })

const rank = { pending: 0, sent: 1, delivered: 2, read: 3, received: 0 } as const

export const handleAck = (cmd: Ack) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM messages WHERE tenant_id = ${cmd.tenantId} AND id = ${cmd.messageId}`
    if (!rows.length) return { events: [] as Array<LiveEvent> }
    const current = toMessage(rows[0])
    if ((rank[current.status as keyof typeof rank] ?? 0) >= rank[cmd.status]) return { events: [] as Array<LiveEvent> }
    yield* sql`UPDATE messages SET status = ${cmd.status} WHERE id = ${cmd.messageId}`
    const message = { ...current, status: cmd.status }
    const found = yield* getTicket(cmd.tenantId, current.ticketId)
    const event = yield* appendEvent(cmd.tenantId, "ticketList", { type: "chat:ack", ticket: found?.ticket ?? null, message })
    return { events: [event] }
  })
