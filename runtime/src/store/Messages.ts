/** Messages of a ticket, newest page first; the page itself oldest first. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { bool, iso, num, numOrNull } from "./rows"

export type MessageView = {
  readonly id: number
  readonly ticketId: number
  readonly contactId: number
  readonly userId: number | null
  readonly body: string
  readonly fromMe: boolean
  readonly status: string
  readonly mediaUrl: string | null
  readonly mediaType: string | null
  readonly clientId: string | null
  readonly read: boolean
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
  mediaUrl: r.media_url ?? null,
  mediaType: r.media_type ?? null,
  clientId: r.client_id ?? null,
  read: bool(r.is_read),
  timestamp: num(r.created_at),
  createdAt: iso(r.created_at)
})

export const PAGE = 50

export const listMessages = (tenantId: number, ticketId: number, pageNumber: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM messages WHERE tenant_id = ${tenantId} AND ticket_id = ${ticketId}
      ORDER BY id DESC LIMIT ${PAGE + 1} OFFSET ${(pageNumber - 1) * PAGE}`
    const counted = yield* sql`SELECT COUNT(*) AS n FROM messages WHERE tenant_id = ${tenantId} AND ticket_id = ${ticketId}`
    return {
      messages: rows.slice(0, PAGE).map(toMessage).reverse(),
      hasMore: rows.length > PAGE,
      count: num((counted[0] as any).n)
    }
  })

/** The messages of a web-chat visitor's latest tickets (what the widget shows on connect). */
export const conversationHistory = (tenantId: number, contactId: number, limit: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM messages WHERE tenant_id = ${tenantId} AND contact_id = ${contactId} ORDER BY id DESC LIMIT ${limit}`
    return rows.map(toMessage).reverse()
  })
