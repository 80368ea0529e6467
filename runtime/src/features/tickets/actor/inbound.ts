/**
 * Inbound messages of one conversation, in one transaction (one message, or under load the run of
 * them waiting in the actor's mailbox): upsert the contact; find the conversation's open or
 * pending ticket, else reopen the latest closed one when it closed inside the do-not-reopen
 * interval, else create a pending one (given to the contact's wallet owner when the tenant forces
 * wallets); insert the messages (unique on the provider id, so a redelivery changes nothing);
 * bump the counters; re-arm the ticket's timers; append one live event a message.
 */
import type { TenantSettings } from "@atende/core/contracts/settings"
import { decideAction } from "@atende/core/ticket/actions"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterMessage } from "../ticketTimers"
import { mediaPath } from "../../../platform/media/signing"
import { appendEvents, type LiveEvent } from "../../../platform/store/Events"
import { toMessage, type MessageView } from "../../messages/index"
import { num, numOrNull } from "../../../platform/store/rows"
import { getSettings } from "../../settings/index"
import { getTicket } from "../store/Tickets"
import { conversationKey, type Inbound } from "./commands"
import { applyEvents, insertTicket, type Outcome } from "./common"

const MINUTE = 60_000

const dedupeKeyOf = (cmd: Inbound) => `in:${cmd.channelId}:${cmd.providerId}`

/**
 * What inbound messages need to know first, in one round trip: which were stored before, the
 * contact, and the conversation's open or pending ticket (one row, plus one per stored message).
 */
const lookup = (head: Inbound, dedupeKeys: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { tenantId, channelId, externalId } = head
    const rows = yield* sql`SELECT m.id AS dup_id, m.dedupe_key,
      (SELECT id FROM contacts WHERE tenant_id = ${tenantId} AND channel_id = ${channelId} AND external_id = ${externalId}) AS contact_id,
      (SELECT t.id FROM tickets t JOIN contacts c ON c.id = t.contact_id
        WHERE c.tenant_id = ${tenantId} AND c.channel_id = ${channelId} AND c.external_id = ${externalId}
          AND t.tenant_id = ${tenantId} AND t.channel_id = ${channelId} AND t.deleted = 0 AND t.status IN ('open', 'pending')
        ORDER BY t.id DESC LIMIT 1) AS active_id
      FROM (SELECT 1 AS one) x LEFT JOIN messages m ON m.tenant_id = ${tenantId} AND m.dedupe_key IN ${sql.in([...dedupeKeys])}`
    const first = rows[0] as any
    const stored = new Map<string, number>()
    for (const r of rows as Array<any>) if (r.dup_id !== null && r.dup_id !== undefined) stored.set(String(r.dedupe_key), num(r.dup_id))
    return { stored, contactId: numOrNull(first.contact_id), activeId: numOrNull(first.active_id) }
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

const echoOf = (cmd: Inbound, message: MessageView) => ({ channelId: cmd.channelId, externalId: cmd.externalId, message })

/** One outcome a command, in order. A command whose message was stored before (by an earlier
 * delivery, or earlier in this run) changes nothing but is echoed again: its sender retried
 * because it never saw the echo. */
export const handleInboundRun = (cmds: ReadonlyArray<Inbound>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const head = cmds[0]!
    const found = yield* lookup(head, cmds.map(dedupeKeyOf))
    const fresh: Array<Inbound> = []
    const seen = new Set(found.stored.keys())
    for (const cmd of cmds) {
      if (seen.has(dedupeKeyOf(cmd))) continue
      seen.add(dedupeKeyOf(cmd))
      fresh.push(cmd)
    }

    let inserted: Array<{ readonly key: string; readonly message: MessageView }> = []
    let events: Array<LiveEvent> = []
    if (fresh.length) {
      const first = fresh[0]!
      const last = fresh[fresh.length - 1]!
      const s = yield* getSettings(head.tenantId)
      const contactId =
        found.contactId ??
        num(((yield* sql`INSERT INTO contacts (tenant_id, channel_id, external_id, name, created_at)
            VALUES (${head.tenantId}, ${head.channelId}, ${head.externalId}, ${first.contactName}, ${first.receivedAt}) RETURNING id`)[0] as any).id)
      const target = yield* ticketFor(first, contactId, found.activeId, s)
      const rows = yield* sql`INSERT INTO messages ${sql.insert(
        fresh.map((cmd) => ({
          tenant_id: cmd.tenantId, ticket_id: target.id, contact_id: contactId, user_id: null, body: cmd.body, from_me: 0, status: "received",
          media_url: mediaPath(cmd.mediaUrl) ?? null, media_type: cmd.mediaType ?? null, client_id: cmd.providerId, dedupe_key: dedupeKeyOf(cmd), is_read: 0, created_at: cmd.receivedAt
        }))
      )} RETURNING *`
      inserted = rows.map((r: any) => ({ key: String(r.dedupe_key), message: toMessage(r) })).sort((a, b) => a.message.id - b.message.id)
      const preview = last.body || (last.mediaType ? `[${last.mediaType}]` : "")
      yield* sql`UPDATE tickets SET unread_messages = unread_messages + ${fresh.length}, has_unread = 1, last_message = ${preview},
        last_message_at = ${last.receivedAt}, waiting_since = COALESCE(waiting_since, ${first.receivedAt}), updated_at = ${last.receivedAt} WHERE id = ${target.id}`
      const ticket = (yield* getTicket(head.tenantId, target.id, s))!.ticket
      yield* afterMessage({ tenantId: head.tenantId, id: ticket.id, status: ticket.status, userId: ticket.userId, actorKey: conversationKey(head.channelId, head.externalId) }, s, "in", last.receivedAt)
      events = yield* appendEvents(
        head.tenantId,
        "ticketList",
        inserted.map(({ message }, i) => ({
          type: "chat:create", ticket, message, body: message.body, read: false, created: i === 0 && target.created, reopened: i === 0 && target.reopened
        }))
      )
    }

    const byKey = new Map(inserted.map(({ key, message }, i) => [key, { message, event: events[i]! }]))
    const storedIds = [...found.stored.values()]
    const stored = storedIds.length ? (yield* sql`SELECT * FROM messages WHERE id IN ${sql.in(storedIds)}`).map(toMessage) : []
    const storedById = new Map(stored.map((m) => [m.id, m]))
    const claimed = new Set<string>()
    return cmds.map((cmd): Outcome => {
      const key = dedupeKeyOf(cmd)
      const mine = byKey.get(key)
      if (mine && !claimed.has(key)) {
        claimed.add(key)
        return { events: [mine.event], value: { duplicate: false, ticketId: mine.message.ticketId, messageId: mine.message.id }, echoes: [echoOf(cmd, mine.message)] }
      }
      const message = mine?.message ?? storedById.get(found.stored.get(key)!)!
      return { events: [], value: { duplicate: true, ticketId: message.ticketId, messageId: message.id }, echoes: [echoOf(cmd, message)] }
    })
  })

export const handleInbound = (cmd: Inbound) => Effect.map(handleInboundRun([cmd]), (outcomes) => outcomes[0]!)
