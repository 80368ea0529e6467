/**
 * What every ticket-actor handler shares: the outcome shape (live events to publish after commit,
 * messages to deliver), loading a ticket, applying decided events to the row with their log
 * lines, the ticket:update event, and creating a ticket row.
 */
import type { TenantSettings } from "@atende/core/contracts/settings"
import { actionLogTypes, actorOf, evolveAction, type ActionEvent } from "@atende/core/ticket/actions"
import type { TicketState } from "@atende/core/ticket/machine"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { AppError } from "../../../platform/http/AppError"
import { appendEvent, type LiveEvent } from "../../../platform/store/Events"
import type { MessageView } from "../../messages/index"
import { num } from "../../../platform/store/rows"
import { getTicket, type TicketView } from "../store/Tickets"

export type Delivery = { readonly channelId: number; readonly externalId: string; readonly message: MessageView }
export type Outcome = {
  readonly events: ReadonlyArray<LiveEvent>
  readonly value: unknown
  readonly deliveries?: ReadonlyArray<Delivery>
  /** Inbound messages echoed to the conversation subject (the web-chat widget shows them). */
  readonly echoes?: ReadonlyArray<Delivery>
}

export const loadTicket = (tenantId: number, id: number, settings: TenantSettings) =>
  Effect.flatMap(getTicket(tenantId, id, settings), (found) => (found ? Effect.succeed(found) : Effect.fail(new AppError({ code: "ERR_NO_TICKET_FOUND" }))))

export const stateOf = (t: TicketView): TicketState => ({ status: t.status, userId: t.userId, queueId: t.queueId, deleted: false })

export const writeLog = (tenantId: number, ticketId: number, userId: number | null, type: string, data: unknown, queueId: number | null, now: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql`INSERT INTO ticket_logs (tenant_id, ticket_id, user_id, type, data, queue_id, created_at)
      VALUES (${tenantId}, ${ticketId}, ${userId}, ${type}, ${JSON.stringify(data)}, ${queueId}, ${now})`
  )

/** Writes the state the events lead to and one log line per log type; returns the new state. */
export const applyEvents = (tenantId: number, t: TicketView, events: ReadonlyArray<ActionEvent>, now = Date.now()) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const before = stateOf(t)
    const next = events.reduce(evolveAction, before)
    const changed = next.status !== before.status || next.userId !== before.userId || next.queueId !== before.queueId || next.deleted
    if (changed) {
      const openedAt = next.status === "open" && before.status !== "open" ? now : t.openedAt ? Date.parse(t.openedAt) : null
      const closedAt = next.status === "closed" ? (before.status === "closed" && t.closedAt ? Date.parse(t.closedAt) : now) : null
      const waiting = next.status === "closed" || !t.waitingSince ? null : Date.parse(t.waitingSince)
      const origin = next.queueId !== before.queueId && next.queueId !== null ? next.queueId : t.originQueueId
      yield* sql`UPDATE tickets SET status = ${next.status}, user_id = ${next.userId}, queue_id = ${next.queueId}, deleted = ${next.deleted ? 1 : 0},
        opened_at = ${openedAt}, closed_at = ${closedAt}, waiting_since = ${waiting}, origin_queue_id = ${origin}, updated_at = ${now}
        WHERE id = ${t.id}`
    }
    for (const e of events)
      for (const type of actionLogTypes(e)) {
        const who = type === "receivedTransfer" && e.type === "transferred" ? e.toUserId : actorOf(e)
        yield* writeLog(tenantId, t.id, who, type, e, next.queueId, now)
      }
    return next
  })

/** ticket:update with the fresh ticket (or ticket:delete when it is gone). */
export const ticketChanged = (tenantId: number, ticketId: number, settings: TenantSettings, previous?: Pick<TicketView, "status" | "userId" | "queueId">) =>
  Effect.gen(function* () {
    const after = yield* getTicket(tenantId, ticketId, settings)
    const event = after
      ? yield* appendEvent(tenantId, "ticketList", { type: "ticket:update", ticket: after.ticket, ...(previous ? { previous } : {}) })
      : yield* appendEvent(tenantId, "ticketList", { type: "ticket:delete", ticketId })
    return { event, ticket: after?.ticket }
  })

/** The contact's open or pending ticket, if any (ERR_OTHER_OPEN_TICKET carries its id). */
export const activeTicketOf = (tenantId: number, contactId: number, exceptId = -1) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM tickets WHERE tenant_id = ${tenantId} AND contact_id = ${contactId} AND deleted = 0
      AND status IN ('open', 'pending') AND id <> ${exceptId} ORDER BY id DESC LIMIT 1`
    return rows.length ? num((rows[0] as any).id) : undefined
  })

export const otherOpenTicket = (ticketId: number) => new AppError({ code: "ERR_OTHER_OPEN_TICKET", extra: { ticketId } })

const protocolOf = (id: number, at: number) => `${new Date(at).toISOString().slice(0, 10).replaceAll("-", "")}${String(id).padStart(6, "0")}`

export type NewTicket = {
  readonly tenantId: number
  readonly contactId: number
  readonly channelId: number
  readonly status: "open" | "pending"
  readonly userId: number | null
  readonly queueId: number | null
  readonly by: number | null
  readonly now: number
}

/** Inserts a ticket with its protocol and its "create" (and "open") log lines; returns its id. */
export const insertTicket = (n: NewTicket) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const row = yield* sql`INSERT INTO tickets (tenant_id, contact_id, channel_id, user_id, queue_id, origin_queue_id, status, protocol, unread_messages,
        last_message, last_message_at, opened_at, created_at, updated_at)
      VALUES (${n.tenantId}, ${n.contactId}, ${n.channelId}, ${n.userId}, ${n.queueId}, ${n.queueId}, ${n.status}, ${""}, ${0}, ${""}, ${n.now},
        ${n.status === "open" ? n.now : null}, ${n.now}, ${n.now}) RETURNING id`
    const id = num((row[0] as any).id)
    yield* sql`UPDATE tickets SET protocol = ${protocolOf(id, n.now)} WHERE id = ${id}`
    yield* writeLog(n.tenantId, id, n.by, "create", {}, n.queueId, n.now)
    if (n.status === "open") yield* writeLog(n.tenantId, id, n.userId, "open", {}, n.queueId, n.now)
    return id
  })

export const userName = (tenantId: number, userId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT name FROM users WHERE tenant_id = ${tenantId} AND id = ${userId}`
    return rows.length ? String((rows[0] as any).name) : ""
  })
