/**
 * Inbound message, in one transaction: upsert the contact; find the conversation's open or
 * pending ticket, else reopen the latest closed one when it closed inside the do-not-reopen
 * interval, else create a pending one (given to the contact's wallet owner when the tenant forces
 * wallets); insert the message (unique on the provider id, so a redelivery changes nothing);
 * bump the counters; re-arm the ticket's timers; append the live event.
 */
import type { TenantSettings } from "@atende/core/contracts/settings"
import { decideAction } from "@atende/core/ticket/actions"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterMessage } from "../../jobs/ticketTimers"
import { appendEvent } from "../../store/Events"
import { toMessage } from "../../store/Messages"
import { num, numOrNull } from "../../store/rows"
import { getSettings } from "../../store/Settings"
import { getTicket } from "../../store/Tickets"
import { conversationKey, type Inbound } from "./commands"
import { applyEvents, insertTicket, type Outcome } from "./common"

const MINUTE = 60_000

/**
 * What an inbound message needs to know first, in one round trip: whether it was stored before,
 * the contact, and the conversation's open or pending ticket.
 */
const lookup = (cmd: Inbound, dedupeKey: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { tenantId, channelId, externalId } = cmd
    const rows = yield* sql`SELECT
      (SELECT id FROM messages WHERE tenant_id = ${tenantId} AND dedupe_key = ${dedupeKey}) AS dup_id,
      (SELECT id FROM contacts WHERE tenant_id = ${tenantId} AND channel_id = ${channelId} AND external_id = ${externalId}) AS contact_id,
      (SELECT t.id FROM tickets t JOIN contacts c ON c.id = t.contact_id
        WHERE c.tenant_id = ${tenantId} AND c.channel_id = ${channelId} AND c.external_id = ${externalId}
          AND t.tenant_id = ${tenantId} AND t.channel_id = ${channelId} AND t.deleted = 0 AND t.status IN ('open', 'pending')
        ORDER BY t.id DESC LIMIT 1) AS active_id`
    const r = rows[0] as any
    return { dupId: numOrNull(r.dup_id), contactId: numOrNull(r.contact_id), activeId: numOrNull(r.active_id) }
  })

/** The ticket an inbound message goes to, and whether it was created or reopened for it. */
const ticketFor = (cmd: Inbound, contactId: number, activeId: number | null, s: TenantSettings) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (activeId !== null) return { id: activeId, created: false, reopened: false }
    if (s.reopenMinutes > 0) {
      const recent = yield* sql`SELECT id FROM tickets WHERE tenant_id = ${cmd.tenantId} AND contact_id = ${contactId} AND channel_id = ${cmd.channelId}
        AND deleted = 0 AND status = 'closed' AND closed_at >= ${cmd.receivedAt - s.reopenMinutes * MINUTE} ORDER BY closed_at DESC, id DESC LIMIT 1`
      const found = recent.length ? yield* getTicket(cmd.tenantId, num((recent[0] as any).id)) : undefined
      if (found) {
        const d = decideAction({ status: "closed", userId: found.ticket.userId, queueId: found.ticket.queueId, deleted: false }, { type: "contactReopen" })
        if (d.ok) {
          yield* applyEvents(cmd.tenantId, found.ticket, d.events, cmd.receivedAt)
          return { id: found.ticket.id, created: false, reopened: true }
        }
      }
    }
    const wallet = s.forceWallet ? yield* sql`SELECT w.user_id FROM contact_wallets w JOIN users u ON u.id = w.user_id
      WHERE w.contact_id = ${contactId} AND u.active = 1 ORDER BY w.user_id LIMIT 1` : []
    const owner = wallet.length ? num((wallet[0] as any).user_id) : null
    const id = yield* insertTicket({ tenantId: cmd.tenantId, contactId, channelId: cmd.channelId, status: "pending", userId: owner, queueId: null, by: null, now: cmd.receivedAt })
    return { id, created: true, reopened: false }
  })

export const handleInbound = (cmd: Inbound) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const dedupeKey = `in:${cmd.channelId}:${cmd.providerId}`
    const found = yield* lookup(cmd, dedupeKey)
    // stored before: change nothing, but echo it again — the client retried because it never saw the echo
    if (found.dupId !== null) {
      const stored = toMessage((yield* sql`SELECT * FROM messages WHERE id = ${found.dupId}`)[0])
      return {
        events: [],
        value: { duplicate: true, ticketId: stored.ticketId, messageId: stored.id },
        echoes: [{ channelId: cmd.channelId, externalId: cmd.externalId, message: stored }]
      } satisfies Outcome
    }

    const now = cmd.receivedAt
    const s = yield* getSettings(cmd.tenantId)
    const contactId =
      found.contactId ??
      num(((yield* sql`INSERT INTO contacts (tenant_id, channel_id, external_id, name, created_at)
          VALUES (${cmd.tenantId}, ${cmd.channelId}, ${cmd.externalId}, ${cmd.contactName}, ${now}) RETURNING id`)[0] as any).id)

    const target = yield* ticketFor(cmd, contactId, found.activeId, s)
    const inserted = yield* sql`INSERT INTO messages (tenant_id, ticket_id, contact_id, user_id, body, from_me, status, media_url, media_type, client_id, dedupe_key, is_read, created_at)
      VALUES (${cmd.tenantId}, ${target.id}, ${contactId}, ${null}, ${cmd.body}, ${0}, ${"received"}, ${cmd.mediaUrl ?? null}, ${cmd.mediaType ?? null}, ${cmd.providerId}, ${dedupeKey}, ${0}, ${now})
      RETURNING *`
    const message = toMessage(inserted[0])
    const preview = cmd.body || (cmd.mediaType ? `[${cmd.mediaType}]` : "")
    yield* sql`UPDATE tickets SET unread_messages = unread_messages + 1, has_unread = 1, last_message = ${preview}, last_message_at = ${now},
      waiting_since = COALESCE(waiting_since, ${now}), updated_at = ${now} WHERE id = ${target.id}`
    const ticket = (yield* getTicket(cmd.tenantId, target.id, s))!.ticket
    yield* afterMessage({ tenantId: cmd.tenantId, id: ticket.id, status: ticket.status, userId: ticket.userId, actorKey: conversationKey(cmd.channelId, cmd.externalId) }, s, "in", now)
    const event = yield* appendEvent(cmd.tenantId, "ticketList", {
      type: "chat:create", ticket, message, body: message.body, read: false, created: target.created, reopened: target.reopened
    })
    return {
      events: [event],
      value: { duplicate: false, ticketId: ticket.id, messageId: message.id },
      echoes: [{ channelId: cmd.channelId, externalId: cmd.externalId, message }]
    } satisfies Outcome
  })
