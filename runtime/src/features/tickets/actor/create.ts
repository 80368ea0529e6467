/**
 * Tickets opened by agents: `POST /tickets` for a contact (refused with the id of the contact's
 * active ticket when there is one) and forwarding messages to a contact (into its active ticket,
 * or a new open one owned by the forwarding agent).
 */
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { AppError } from "../../../platform/http/AppError"
import { afterStatus } from "../ticketTimers"
import type { LiveEvent } from "../../../platform/store/Events"
import { getSettings } from "../../settings/index"
import { contactOf } from "../store/Contacts"
import { messagesByDedupeKeys } from "../store/MessageRows"
import { activeTicketId } from "../store/Tickets"
import { conversationKey, type Create, type Forward } from "./commands"
import { insertTicket, loadTicket, otherOpenTicket, ticketChanged, type Outcome } from "./common"
import { insertOutbound } from "./compose"
import { checkTargets } from "./update"

/** The contact (ERR_NO_CONTACT_FOUND when the tenant has no such contact) with its external id. */
const knownContact = (tenantId: number, contactId: number) =>
  Effect.gen(function* () {
    const found = yield* contactOf(tenantId, contactId)
    if (!found) return yield* new AppError({ code: "ERR_NO_CONTACT_FOUND" })
    return { id: contactId, externalId: String(found.externalId) }
  })

export const handleCreate = (cmd: Create) =>
  Effect.gen(function* () {
    const s = yield* getSettings(cmd.tenantId)
    const contact = yield* knownContact(cmd.tenantId, cmd.contactId)
    const other = yield* activeTicketId(cmd.tenantId, contact.id)
    if (other !== undefined) return yield* otherOpenTicket(other)
    const userId = cmd.status === "open" ? (cmd.targetUserId ?? cmd.userId) : (cmd.targetUserId ?? null)
    const queueId = cmd.queueId ?? null
    yield* checkTargets(cmd.tenantId, userId, queueId)
    const now = yield* nowMillis
    const id = yield* insertTicket({
      tenantId: cmd.tenantId,
      contactId: contact.id,
      channelId: cmd.channelId,
      status: cmd.status,
      userId,
      queueId,
      by: cmd.userId,
      now
    })
    yield* afterStatus(
      {
        tenantId: cmd.tenantId,
        id,
        status: cmd.status,
        userId,
        actorKey: conversationKey(cmd.channelId, contact.externalId)
      },
      s,
      now
    )
    const changed = yield* ticketChanged(cmd.tenantId, id, s)
    return { events: [changed.event], value: changed.ticket } satisfies Outcome
  })

export const handleForward = (cmd: Forward) =>
  Effect.gen(function* () {
    const s = yield* getSettings(cmd.tenantId)
    const contact = yield* knownContact(cmd.tenantId, cmd.contactId)
    const keys = cmd.items.map((it) => `fwd:${cmd.clientId}:${it.sourceId}`)
    const existing = yield* messagesByDedupeKeys(cmd.tenantId, keys)
    const events: Array<LiveEvent> = []
    let ticketId = yield* activeTicketId(cmd.tenantId, contact.id)
    if (existing.length)
      return {
        events,
        value: { ticket: (yield* loadTicket(cmd.tenantId, existing[0]!.ticketId, s)).ticket, messages: existing }
      } satisfies Outcome
    const now = yield* nowMillis
    if (ticketId === undefined) {
      ticketId = yield* insertTicket({
        tenantId: cmd.tenantId,
        contactId: contact.id,
        channelId: cmd.channelId,
        status: "open",
        userId: cmd.userId,
        queueId: null,
        by: cmd.userId,
        now
      })
      events.push((yield* ticketChanged(cmd.tenantId, ticketId, s)).event)
    }
    const { ticket, externalId } = yield* loadTicket(cmd.tenantId, ticketId, s)
    const items = cmd.items.map((it, i) => ({
      body: it.body,
      mediaUrl: it.mediaUrl,
      mediaType: it.mediaType,
      dedupeKey: keys[i]!,
      forwarded: true
    }))
    const r = yield* insertOutbound(cmd.tenantId, ticket, externalId, cmd.userId, items, s, now)
    return {
      events: [...events, ...r.events],
      value: { ticket: r.ticket, messages: r.messages },
      deliveries: r.deliveries
    } satisfies Outcome
  })
