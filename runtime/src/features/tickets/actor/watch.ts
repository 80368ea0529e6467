/** Watching (spy: a log "access" without taking the ticket), reading (unread counters) and the transcription toggle. */
import { decideAction } from "@atende/core/ticket/actions"
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { AppError } from "../../../platform/http/AppError"
import { appendEvent } from "../../../platform/store/Events"
import { getSettings } from "../../settings/index"
import { markTicketMessagesRead } from "../store/MessageRows"
import { lastLog } from "../store/TicketLogs"
import { getTicket } from "../store/Tickets"
import { clearUnread, setAudioTranscription } from "../store/TicketWrites"
import { setTicketTags, tagsOfTenant } from "../store/TicketTags"
import type { Access, MarkRead, SetTicketTags, SetTranscription } from "./commands"
import { applyEvents, loadTicket, stateOf, ticketChanged, type Outcome } from "./common"

export const handleAccess = (cmd: Access) =>
  Effect.gen(function* () {
    const s = yield* getSettings(cmd.tenantId)
    const { ticket } = yield* loadTicket(cmd.tenantId, cmd.ticketId, s)
    if (cmd.onlyOnce) {
      const l = yield* lastLog(ticket.id)
      if (l && l.type === "access" && l.userId === cmd.userId) return { events: [], value: ticket } satisfies Outcome
    }
    const d = decideAction(stateOf(ticket), { type: "access", userId: cmd.userId })
    if (!d.ok) return yield* new AppError({ code: d.error })
    yield* applyEvents(cmd.tenantId, ticket, d.events, yield* nowMillis)
    return { events: [], value: ticket } satisfies Outcome
  })

export const handleRead = (cmd: MarkRead) =>
  Effect.gen(function* () {
    const found = yield* getTicket(cmd.tenantId, cmd.ticketId)
    if (!found || found.ticket.unreadMessages === 0) return { events: [], value: null } satisfies Outcome
    yield* markTicketMessagesRead(cmd.ticketId)
    yield* clearUnread(cmd.ticketId)
    const ticket = { ...found.ticket, unreadMessages: 0 }
    return {
      events: [yield* appendEvent(cmd.tenantId, "ticketList", { type: "ticket:update", ticket })],
      value: null
    } satisfies Outcome
  })

export const handleSetTranscription = (cmd: SetTranscription) =>
  Effect.gen(function* () {
    const s = yield* getSettings(cmd.tenantId)
    const { ticket } = yield* loadTicket(cmd.tenantId, cmd.ticketId, s)
    const enabled = cmd.enabled ?? !ticket.audioTranscription
    yield* setAudioTranscription(ticket.id, enabled, yield* nowMillis)
    const changed = yield* ticketChanged(cmd.tenantId, ticket.id, s)
    return { events: [changed.event], value: changed.ticket } satisfies Outcome
  })

/** The ticket's tags, the whole list: every id a tag of the tenant (else ERR_NO_TAG_FOUND, nothing changed). */
export const handleSetTags = (cmd: SetTicketTags) =>
  Effect.gen(function* () {
    const s = yield* getSettings(cmd.tenantId)
    const { ticket } = yield* loadTicket(cmd.tenantId, cmd.ticketId, s)
    const known = yield* tagsOfTenant(cmd.tenantId, cmd.tagIds)
    if (cmd.tagIds.some((id) => !known.has(id)))
      return yield* new AppError({ code: "ERR_NO_TAG_FOUND", extra: { field: "tagIds" } })
    yield* setTicketTags(ticket.id, cmd.tagIds, yield* nowMillis)
    const changed = yield* ticketChanged(cmd.tenantId, ticket.id, s)
    return { events: [changed.event], value: changed.ticket } satisfies Outcome
  })
