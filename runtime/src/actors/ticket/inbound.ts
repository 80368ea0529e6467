/**
 * Inbound message, in one transaction: upsert the contact, find the conversation's open or
 * pending ticket or create a pending one, insert the message (unique on the provider id, so a
 * redelivery changes nothing), bump the counters and append the live events.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { appendEvent, type LiveEvent } from "../../store/Events"
import { toMessage } from "../../store/Messages"
import { num } from "../../store/rows"
import { getTicket } from "../../store/Tickets"
import type { Inbound } from "./commands"

const protocolOf = (id: number, at: number) => `${new Date(at).toISOString().slice(0, 10).replaceAll("-", "")}${String(id).padStart(6, "0")}`

export const handleInbound = (cmd: Inbound) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const dedupeKey = `in:${cmd.channelId}:${cmd.providerId}`
    const dup = yield* sql`SELECT id FROM messages WHERE tenant_id = ${cmd.tenantId} AND dedupe_key = ${dedupeKey}`
    if (dup.length) return { events: [] as Array<LiveEvent>, duplicate: true as const }

    const now = cmd.receivedAt
    const contacts = yield* sql`SELECT id FROM contacts WHERE tenant_id = ${cmd.tenantId} AND channel_id = ${cmd.channelId} AND external_id = ${cmd.externalId}`
    const contactId = contacts.length
      ? num((contacts[0] as any).id)
      : num(((yield* sql`INSERT INTO contacts (tenant_id, channel_id, external_id, name, created_at)
          VALUES (${cmd.tenantId}, ${cmd.channelId}, ${cmd.externalId}, ${cmd.contactName}, ${now}) RETURNING id`)[0] as any).id)

    const events: Array<LiveEvent> = []
    const open = yield* sql`SELECT id FROM tickets WHERE tenant_id = ${cmd.tenantId} AND contact_id = ${contactId} AND channel_id = ${cmd.channelId}
      AND deleted = 0 AND status IN ('open', 'pending') ORDER BY id DESC LIMIT 1`
    let ticketId: number
    let created = false
    if (open.length) {
      ticketId = num((open[0] as any).id)
    } else {
      const row = yield* sql`INSERT INTO tickets (tenant_id, contact_id, channel_id, status, protocol, unread_messages, last_message, last_message_at, created_at, updated_at)
        VALUES (${cmd.tenantId}, ${contactId}, ${cmd.channelId}, ${"pending"}, ${""}, ${0}, ${""}, ${now}, ${now}, ${now}) RETURNING id`
      ticketId = num((row[0] as any).id)
      created = true
      yield* sql`UPDATE tickets SET protocol = ${protocolOf(ticketId, now)} WHERE id = ${ticketId}`
      yield* sql`INSERT INTO ticket_logs (tenant_id, ticket_id, user_id, type, data, created_at) VALUES (${cmd.tenantId}, ${ticketId}, ${null}, ${"create"}, ${"{}"}, ${now})`
    }
    const inserted = yield* sql`INSERT INTO messages (tenant_id, ticket_id, contact_id, user_id, body, from_me, status, media_url, media_type, client_id, dedupe_key, is_read, created_at)
      VALUES (${cmd.tenantId}, ${ticketId}, ${contactId}, ${null}, ${cmd.body}, ${0}, ${"received"}, ${cmd.mediaUrl ?? null}, ${cmd.mediaType ?? null}, ${cmd.providerId}, ${dedupeKey}, ${0}, ${now})
      RETURNING *`
    const message = toMessage(inserted[0])
    const preview = cmd.body || (cmd.mediaType ? `[${cmd.mediaType}]` : "")
    yield* sql`UPDATE tickets SET unread_messages = unread_messages + 1, last_message = ${preview}, last_message_at = ${now}, updated_at = ${now} WHERE id = ${ticketId}`
    const found = yield* getTicket(cmd.tenantId, ticketId)
    const ticket = found!.ticket
    events.push(yield* appendEvent(cmd.tenantId, "ticketList", { type: "chat:create", ticket, message, body: message.body, read: false, created }))
    return { events, duplicate: false as const, message, ticket }
  })
