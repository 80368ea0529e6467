/** Watching (spy: a log "access" without taking the ticket), reading (unread counters) and the transcription toggle. */
import { decideAction } from "@atende/core/ticket/actions"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { AppError } from "../../../platform/http/AppError"
import { appendEvent } from "../../../platform/store/Events"
import { getSettings } from "../../settings/index"
import { getTicket } from "../store/Tickets"
import type { Access, MarkRead, SetTranscription } from "./commands"
import { applyEvents, loadTicket, stateOf, ticketChanged, type Outcome } from "./common"

export const handleAccess = (cmd: Access) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const s = yield* getSettings(cmd.tenantId)
    const { ticket } = yield* loadTicket(cmd.tenantId, cmd.ticketId, s)
    if (cmd.onlyOnce) {
      const last = yield* sql`SELECT type, user_id FROM ticket_logs WHERE ticket_id = ${ticket.id} ORDER BY id DESC LIMIT 1`
      const l = last[0] as any
      if (l && l.type === "access" && Number(l.user_id) === cmd.userId) return { events: [], value: ticket } satisfies Outcome
    }
    const d = decideAction(stateOf(ticket), { type: "access", userId: cmd.userId })
    if (!d.ok) return yield* new AppError({ code: d.error })
    yield* applyEvents(cmd.tenantId, ticket, d.events)
    return { events: [], value: ticket } satisfies Outcome
  })

export const handleRead = (cmd: MarkRead) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const found = yield* getTicket(cmd.tenantId, cmd.ticketId)
    if (!found || found.ticket.unreadMessages === 0) return { events: [], value: null } satisfies Outcome
    yield* sql`UPDATE messages SET is_read = 1 WHERE ticket_id = ${cmd.ticketId} AND is_read = 0`
    yield* sql`UPDATE tickets SET unread_messages = 0, has_unread = 0 WHERE id = ${cmd.ticketId}`
    const ticket = { ...found.ticket, unreadMessages: 0 }
    return { events: [yield* appendEvent(cmd.tenantId, "ticketList", { type: "ticket:update", ticket })], value: null } satisfies Outcome
  })

export const handleSetTranscription = (cmd: SetTranscription) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const s = yield* getSettings(cmd.tenantId)
    const { ticket } = yield* loadTicket(cmd.tenantId, cmd.ticketId, s)
    const enabled = cmd.enabled ?? !ticket.audioTranscription
    yield* sql`UPDATE tickets SET audio_transcription = ${enabled ? 1 : 0}, updated_at = ${Date.now()} WHERE id = ${ticket.id}`
    const changed = yield* ticketChanged(cmd.tenantId, ticket.id, s)
    return { events: [changed.event], value: changed.ticket } satisfies Outcome
  })
