/**
 * Tickets opened by agents: `POST /tickets` for a contact (refused with the id of the contact's
 * active ticket when there is one) and forwarding messages to a contact (into its active ticket,
 * or a new open one owned by the forwarding agent).
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { AppError } from "../../../platform/http/AppError"
import { afterStatus } from "../ticketTimers"
import type { LiveEvent } from "../../../platform/store/Events"
import { toMessage } from "../../messages/index"
import { getSettings } from "../../settings/index"
import { conversationKey, type Create, type Forward } from "./commands"
import { activeTicketOf, insertTicket, loadTicket, otherOpenTicket, ticketChanged, type Outcome } from "./common"
import { insertOutbound } from "./compose"
import { checkTargets } from "./update"

const contactOf = (tenantId: number, contactId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id, external_id FROM contacts WHERE tenant_id = ${tenantId} AND id = ${contactId}`
    if (!rows.length) return yield* new AppError({ code: "ERR_NO_CONTACT_FOUND" })
    return { id: contactId, externalId: String((rows[0] as any).external_id) }
  })

export const handleCreate = (cmd: Create) =>
  Effect.gen(function* () {
    const s = yield* getSettings(cmd.tenantId)
    const contact = yield* contactOf(cmd.tenantId, cmd.contactId)
    const other = yield* activeTicketOf(cmd.tenantId, contact.id)
    if (other !== undefined) return yield* otherOpenTicket(other)
    const userId = cmd.status === "open" ? (cmd.targetUserId ?? cmd.userId) : (cmd.targetUserId ?? null)
    const queueId = cmd.queueId ?? null
    yield* checkTargets(cmd.tenantId, userId, queueId)
    const now = Date.now()
    const id = yield* insertTicket({ tenantId: cmd.tenantId, contactId: contact.id, channelId: cmd.channelId, status: cmd.status, userId, queueId, by: cmd.userId, now })
    yield* afterStatus({ tenantId: cmd.tenantId, id, status: cmd.status, userId, actorKey: conversationKey(cmd.channelId, contact.externalId) }, s, now)
    const changed = yield* ticketChanged(cmd.tenantId, id, s)
    return { events: [changed.event], value: changed.ticket } satisfies Outcome
  })

export const handleForward = (cmd: Forward) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const s = yield* getSettings(cmd.tenantId)
    const contact = yield* contactOf(cmd.tenantId, cmd.contactId)
    const keys = cmd.items.map((it) => `fwd:${cmd.clientId}:${it.sourceId}`)
    const existing = yield* sql`SELECT * FROM messages WHERE tenant_id = ${cmd.tenantId} AND dedupe_key IN ${sql.in(keys)} ORDER BY id`
    const events: Array<LiveEvent> = []
    let ticketId = yield* activeTicketOf(cmd.tenantId, contact.id)
    if (existing.length) {
      const messages = existing.map(toMessage)
      return { events, value: { ticket: (yield* loadTicket(cmd.tenantId, messages[0]!.ticketId, s)).ticket, messages } } satisfies Outcome
    }
    const now = Date.now()
    if (ticketId === undefined) {
      ticketId = yield* insertTicket({ tenantId: cmd.tenantId, contactId: contact.id, channelId: cmd.channelId, status: "open", userId: cmd.userId, queueId: null, by: cmd.userId, now })
      events.push((yield* ticketChanged(cmd.tenantId, ticketId, s)).event)
    }
    const { ticket, externalId } = yield* loadTicket(cmd.tenantId, ticketId, s)
    const items = cmd.items.map((it, i) => ({ body: it.body, mediaUrl: it.mediaUrl, mediaType: it.mediaType, dedupeKey: keys[i]!, forwarded: true }))
    const r = yield* insertOutbound(cmd.tenantId, ticket, externalId, cmd.userId, items, s, now)
    return { events: [...events, ...r.events], value: { ticket: r.ticket, messages: r.messages }, deliveries: r.deliveries } satisfies Outcome
  })
