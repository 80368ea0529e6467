/**
 * What every ticket-actor handler shares: the outcome shape (live events to publish after commit,
 * messages to deliver), loading a ticket, applying decided events to the row with their log
 * lines, the ticket:update event, and creating a ticket row.
 */
import type { TenantSettings } from "@atende/core/contracts/settings"
import { actionLogTypes, actorOf, evolveAction, type ActionEvent } from "@atende/core/ticket/actions"
import type { TicketState } from "@atende/core/ticket/machine"
import { Effect } from "effect"
import { AppError } from "../../../platform/http/AppError"
import { appendEvent, type LiveEvent } from "../../../platform/store/Events"
import { noteChanged, noteCreated } from "../../dashboard/index"
import type { MessageView } from "../../messages/index"
import { insertLog } from "../store/TicketLogs"
import { getTicket, type TicketView } from "../store/Tickets"
import { insertTicketRow, setChatbot, setProtocol, updateTicketState } from "../store/TicketWrites"
import { endBotSession } from "../../chatFlows/index"

export type Delivery = { readonly channelId: number; readonly externalId: string; readonly message: MessageView }
export type Outcome = {
  readonly events: ReadonlyArray<LiveEvent>
  readonly value: unknown
  readonly deliveries?: ReadonlyArray<Delivery>
  /** Inbound messages echoed to the conversation subject (the web-chat widget shows them). */
  readonly echoes?: ReadonlyArray<Delivery>
}

export const loadTicket = (tenantId: number, id: number, settings: TenantSettings) =>
  Effect.flatMap(getTicket(tenantId, id, settings), (found) =>
    found ? Effect.succeed(found) : Effect.fail(new AppError({ code: "ERR_NO_TICKET_FOUND" }))
  )

export const stateOf = (t: TicketView): TicketState => ({
  status: t.status,
  userId: t.userId,
  queueId: t.queueId,
  deleted: false
})

/** Writes the state the events lead to and one log line per log type; returns the new state. */
export const applyEvents = (tenantId: number, t: TicketView, events: ReadonlyArray<ActionEvent>, now: number) =>
  Effect.gen(function* () {
    const before = stateOf(t)
    const next = events.reduce(evolveAction, before)
    const changed =
      next.status !== before.status || next.userId !== before.userId || next.queueId !== before.queueId || next.deleted
    if (changed) {
      const openedAt =
        next.status === "open" && before.status !== "open" ? now : t.openedAt ? Date.parse(t.openedAt) : null
      const closedAt =
        next.status === "closed" ? (before.status === "closed" && t.closedAt ? Date.parse(t.closedAt) : now) : null
      const waiting = next.status === "closed" || !t.waitingSince ? null : Date.parse(t.waitingSince)
      const origin = next.queueId !== before.queueId && next.queueId !== null ? next.queueId : t.originQueueId
      yield* updateTicketState(t.id, {
        status: next.status,
        userId: next.userId,
        queueId: next.queueId,
        deleted: next.deleted,
        openedAt,
        closedAt,
        waitingSince: waiting,
        originQueueId: origin,
        updatedAt: now
      })
      yield* noteChanged(tenantId, now, Date.parse(t.createdAt), before, next)
      // a person (or a close) took over from the chat-flow bot: it lets go (./bot.ts)
      if (t.chatbot && !(next.status === "pending" && next.userId === null && !next.deleted)) {
        yield* endBotSession(tenantId, t.id)
        yield* setChatbot(t.id, false, now)
      }
    }
    for (const e of events)
      for (const type of actionLogTypes(e)) {
        const who = type === "receivedTransfer" && e.type === "transferred" ? e.toUserId : actorOf(e)
        yield* insertLog(tenantId, t.id, who, type, e, next.queueId, now)
      }
    return next
  })

/** ticket:update with the fresh ticket (or ticket:delete when it is gone). */
export const ticketChanged = (
  tenantId: number,
  ticketId: number,
  settings: TenantSettings,
  previous?: Pick<TicketView, "status" | "userId" | "queueId">
) =>
  Effect.gen(function* () {
    const after = yield* getTicket(tenantId, ticketId, settings)
    const event = after
      ? yield* appendEvent(tenantId, "ticketList", {
          type: "ticket:update",
          ticket: after.ticket,
          ...(previous ? { previous } : {})
        })
      : yield* appendEvent(tenantId, "ticketList", { type: "ticket:delete", ticketId })
    return { event, ticket: after?.ticket }
  })

/** ERR_OTHER_OPEN_TICKET carrying the id of the contact's active ticket. */
export const otherOpenTicket = (ticketId: number) =>
  new AppError({ code: "ERR_OTHER_OPEN_TICKET", extra: { ticketId } })

const protocolOf = (id: number, at: number) =>
  `${new Date(at).toISOString().slice(0, 10).replaceAll("-", "")}${String(id).padStart(6, "0")}`

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
    const id = yield* insertTicketRow(n)
    yield* noteCreated(n.tenantId, n.now, n)
    yield* setProtocol(id, protocolOf(id, n.now))
    yield* insertLog(n.tenantId, id, n.by, "create", {}, n.queueId, n.now)
    if (n.status === "open") yield* insertLog(n.tenantId, id, n.userId, "open", {}, n.queueId, n.now)
    return id
  })
