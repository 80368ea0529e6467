/**
 * Status and owner changes go through the core decider: the HTTP intent (status, userId) becomes
 * a ticket command (core commandForUpdate), decide() accepts or refuses it with a catalogue code, evolve() gives the new
 * state, and every event writes its ticket-log rows.
 */
import { decide, evolve, logTypes, type TicketState } from "@atende/core/ticket/machine"
import { commandForUpdate } from "@atende/core/ticket/update"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { AppError } from "../../http/AppError"
import { appendEvent, type LiveEvent } from "../../store/Events"
import { getTicket } from "../../store/Tickets"
import type { MarkRead, Update } from "./commands"

export const handleUpdate = (cmd: Update) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const found = yield* getTicket(cmd.tenantId, cmd.ticketId)
    if (!found) return yield* new AppError({ code: "ERR_NO_TICKET_FOUND" })
    const t = found.ticket
    const state: TicketState = { status: t.status, userId: t.userId, queueId: t.queueId, deleted: false }
    const plan = commandForUpdate(state, { status: cmd.status, userId: cmd.targetUserId, queueId: cmd.queueId }, cmd.userId)
    if (!plan.ok) return yield* new AppError({ code: plan.error, extra: { ticketId: t.id } })
    const command = plan.command
    if (command.type === "transfer" && command.toUserId !== null) {
      const target = yield* sql`SELECT id FROM users WHERE tenant_id = ${cmd.tenantId} AND id = ${command.toUserId} AND active = 1`
      if (!target.length) return yield* new AppError({ code: "ERR_NO_USER_FOUND" })
    }
    if (command.type === "transfer" && command.toQueueId !== null) {
      const queue = yield* sql`SELECT id FROM queues WHERE tenant_id = ${cmd.tenantId} AND id = ${command.toQueueId}`
      if (!queue.length) return yield* new AppError({ code: "ERR_NO_QUEUE_FOUND" })
    }
    const decision = decide(state, command)
    if (!decision.ok) return yield* new AppError({ code: decision.error, extra: { ticketId: t.id } })
    const next = decision.events.reduce(evolve, state)
    const now = Date.now()
    yield* sql`UPDATE tickets SET status = ${next.status}, user_id = ${next.userId}, queue_id = ${next.queueId}, deleted = ${next.deleted ? 1 : 0}, updated_at = ${now} WHERE id = ${t.id}`
    for (const e of decision.events)
      for (const type of logTypes(e))
        yield* sql`INSERT INTO ticket_logs (tenant_id, ticket_id, user_id, type, data, created_at) VALUES (${cmd.tenantId}, ${t.id}, ${cmd.userId}, ${type}, ${JSON.stringify(e)}, ${now})`
    const after = yield* getTicket(cmd.tenantId, t.id)
    const events: Array<LiveEvent> = []
    if (after) events.push(yield* appendEvent(cmd.tenantId, "ticketList", { type: "ticket:update", ticket: after.ticket, previous: { status: t.status, userId: t.userId } }))
    else events.push(yield* appendEvent(cmd.tenantId, "ticketList", { type: "ticket:delete", ticketId: t.id }))
    return { events, ticket: after?.ticket ?? t }
  })

export const handleRead = (cmd: MarkRead) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const found = yield* getTicket(cmd.tenantId, cmd.ticketId)
    if (!found || found.ticket.unreadMessages === 0) return { events: [] as Array<LiveEvent> }
    yield* sql`UPDATE messages SET is_read = 1 WHERE ticket_id = ${cmd.ticketId} AND is_read = 0`
    yield* sql`UPDATE tickets SET unread_messages = 0 WHERE id = ${cmd.ticketId}`
    const ticket = { ...found.ticket, unreadMessages: 0 }
    return { events: [yield* appendEvent(cmd.tenantId, "ticketList", { type: "ticket:update", ticket })] }
  })
