/**
 * An agent's message: stored as pending (once per clientId, so a client retry answers the first
 * one again; one message per attached file), the ticket's preview updated, the live events
 * appended. Delivery to the channel happens after commit through the channel-session actor.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { AppError } from "../../../platform/http/AppError"
import { appendEvent, type LiveEvent } from "../../../platform/store/Events"
import { toMessage } from "../../messages/index"
import { getSettings } from "../../settings/index"
import { getTicket } from "../store/Tickets"
import type { Ack, Send } from "./commands"
import { loadTicket, type Outcome } from "./common"
import { composeBody, insertOutbound, type OutItem } from "./compose"

export const handleSend = (cmd: Send) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const s = yield* getSettings(cmd.tenantId)
    const { ticket, externalId } = yield* loadTicket(cmd.tenantId, cmd.ticketId, s)
    // a client id is the sender's: scoped to this ticket and author, so replaying another
    // ticket's client id stores a new message instead of answering that ticket's one
    const base = `out:${cmd.ticketId}:${cmd.userId}:${cmd.clientId ?? randomUUID()}`
    const files = cmd.media?.length ? cmd.media : cmd.mediaUrl ? [{ url: cmd.mediaUrl, type: cmd.mediaType ?? "application/octet-stream", name: "" }] : []
    const keys = files.length > 1 ? files.map((_, i) => `${base}:${i}`) : [base]
    const existing = yield* sql`SELECT * FROM messages WHERE tenant_id = ${cmd.tenantId} AND dedupe_key IN ${sql.in(keys)} ORDER BY id`
    if (existing.length) return { events: [], value: existing.map(toMessage) } satisfies Outcome
    if (cmd.quotedMsgId !== undefined) {
      const quoted = yield* sql`SELECT id FROM messages WHERE tenant_id = ${cmd.tenantId} AND id = ${cmd.quotedMsgId} AND ticket_id = ${ticket.id}`
      if (!quoted.length) return yield* new AppError({ code: "ERR_NO_MESSAGE_FOUND" })
    }
    const now = Date.now()
    const text = yield* composeBody(cmd.tenantId, ticket, cmd.userId, cmd.body, cmd.sign, s, now)
    const common = { clientId: cmd.clientId ?? null, quotedMsgId: cmd.quotedMsgId ?? null }
    const items: Array<OutItem> = files.length
      ? files.map((f, i) => ({ ...common, body: i === 0 && text ? text : f.name, mediaUrl: f.url, mediaType: f.type, dedupeKey: keys[i]! }))
      : [{ ...common, body: text, dedupeKey: base }]
    const r = yield* insertOutbound(cmd.tenantId, ticket, externalId, cmd.userId, items, s, now)
    return { events: r.events, value: r.messages, deliveries: r.deliveries } satisfies Outcome
  })

const rank = { pending: 0, sent: 1, delivered: 2, read: 3, received: 0 } as const

export const handleAck = (cmd: Ack) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM messages WHERE tenant_id = ${cmd.tenantId} AND id = ${cmd.messageId}`
    if (!rows.length) return { events: [] as Array<LiveEvent>, value: null } satisfies Outcome
    const current = toMessage(rows[0])
    if ((rank[current.status as keyof typeof rank] ?? 0) >= rank[cmd.status]) return { events: [], value: null } satisfies Outcome
    yield* sql`UPDATE messages SET status = ${cmd.status} WHERE id = ${cmd.messageId}`
    const message = { ...current, status: cmd.status }
    const found = yield* getTicket(cmd.tenantId, current.ticketId)
    const event = yield* appendEvent(cmd.tenantId, "ticketList", { type: "chat:ack", ticket: found?.ticket ?? null, message })
    return { events: [event], value: null } satisfies Outcome
  })
