// Ticket lifecycle as a decider: decide(state, command) -> events or an error
// code; evolve(state, event) -> state. Pure; permissions and persistence are the
// caller's business.
//
// Rules (spec part 1 §4):
// - A new ticket is pending and unassigned, optionally in a queue.
// - attend:        pending -> open, owner = the attending user.
// - resolve:       open | pending -> closed; the owner is kept.
// - reopen:        closed -> open, owner = the reopening user.
// - returnToQueue: open -> pending, owner cleared, queue kept.
// - transfer (open | pending) needs a target user or queue (else ERR_VALIDATION).
//   It is refused (ERR_TICKET_ALREADY_OWNED) when toUserId is the current owner,
//   or when only a queue is given and it is the current queue.
//   · to a user: the status is kept and the owner becomes that user (a pending
//     ticket stays pending, assigned; an open ticket stays open); the queue
//     becomes toQueueId when given, else stays.
//   · to a queue only: the ticket becomes pending with no owner in that queue.
//   The transferred event states the resulting owner and queue (toUserId,
//   toQueueId), so evolve needs no defaults.
// - delete: any status; deleted is terminal.
// Errors: any command on a deleted ticket -> ERR_NO_TICKET_FOUND; a status that
// does not allow the command -> ERR_INVALID_TICKET_TRANSITION.
// Invariant (isValidState): an open ticket always has an owner.
import type { ErrorCode } from "../errors/catalogue"

export const ticketStatuses = ["pending", "open", "closed"] as const
export type TicketStatus = (typeof ticketStatuses)[number]

export const ticketLogTypes = [
  "access",
  "closed",
  "create",
  "delete",
  "open",
  "pending",
  "transfer",
  "receivedTransfer",
  "queue",
  "userDefine",
  "retriesLimitQueue",
  "retriesLimitUserDefine",
  "chatBot",
  "autoClose"
] as const
export type TicketLogType = (typeof ticketLogTypes)[number]

export type TicketState = {
  readonly status: TicketStatus
  readonly userId: number | null
  readonly queueId: number | null
  readonly deleted: boolean
}

export type TicketCommand =
  | { type: "attend"; userId: number }
  | { type: "resolve"; userId: number }
  | { type: "reopen"; userId: number }
  | { type: "returnToQueue"; userId: number }
  | { type: "transfer"; userId: number; toUserId: number | null; toQueueId: number | null }
  | { type: "delete"; userId: number }

export type TicketEvent =
  | { type: "opened"; userId: number }
  | { type: "closed"; userId: number }
  | { type: "reopened"; userId: number }
  | { type: "returned"; userId: number }
  | {
      type: "transferred"
      userId: number
      fromUserId: number | null
      toUserId: number | null
      fromQueueId: number | null
      toQueueId: number | null
    }
  | { type: "deleted"; userId: number }

export type Decision = { ok: true; events: ReadonlyArray<TicketEvent> } | { ok: false; error: ErrorCode }

export const initialTicket = (opts?: { queueId?: number | null }): TicketState => ({
  status: "pending",
  userId: null,
  queueId: opts?.queueId ?? null,
  deleted: false
})

const accept = (...events: TicketEvent[]): Decision => ({ ok: true, events })
const refuse = (error: ErrorCode): Decision => ({ ok: false, error })
const invalid = refuse("ERR_INVALID_TICKET_TRANSITION")

const decideTransfer = (state: TicketState, c: Extract<TicketCommand, { type: "transfer" }>): Decision => {
  if (state.status === "closed") return invalid
  if (c.toUserId === null && c.toQueueId === null) return refuse("ERR_VALIDATION")
  if (c.toUserId !== null && c.toUserId === state.userId) return refuse("ERR_TICKET_ALREADY_OWNED")
  if (c.toUserId === null && c.toQueueId === state.queueId) return refuse("ERR_TICKET_ALREADY_OWNED")
  return accept({
    type: "transferred",
    userId: c.userId,
    fromUserId: state.userId,
    toUserId: c.toUserId,
    fromQueueId: state.queueId,
    toQueueId: c.toQueueId ?? state.queueId
  })
}

export const decide = (state: TicketState, command: TicketCommand): Decision => {
  if (state.deleted) return refuse("ERR_NO_TICKET_FOUND")
  const by = command.userId
  switch (command.type) {
    case "attend":
      return state.status === "pending" ? accept({ type: "opened", userId: by }) : invalid
    case "resolve":
      return state.status !== "closed" ? accept({ type: "closed", userId: by }) : invalid
    case "reopen":
      return state.status === "closed" ? accept({ type: "reopened", userId: by }) : invalid
    case "returnToQueue":
      return state.status === "open" ? accept({ type: "returned", userId: by }) : invalid
    case "transfer":
      return decideTransfer(state, command)
    case "delete":
      return accept({ type: "deleted", userId: by })
  }
}

export const evolve = (state: TicketState, event: TicketEvent): TicketState => {
  if (state.deleted) return state
  switch (event.type) {
    case "opened":
    case "reopened":
      return { ...state, status: "open", userId: event.userId }
    case "closed":
      return { ...state, status: "closed" }
    case "returned":
      return { ...state, status: "pending", userId: null }
    case "transferred":
      return event.toUserId !== null
        ? { ...state, userId: event.toUserId, queueId: event.toQueueId }
        : { ...state, status: "pending", userId: null, queueId: event.toQueueId }
    case "deleted":
      return { ...state, deleted: true }
  }
}

const logTypesByEvent: { readonly [K in TicketEvent["type"]]: ReadonlyArray<TicketLogType> } = {
  opened: ["open"],
  closed: ["closed"],
  reopened: ["open"],
  returned: ["pending"],
  transferred: ["transfer", "receivedTransfer"],
  deleted: ["delete"]
}

/** The ticket-log entries an event writes (spec part 1 §3, Ticket log). */
export const logTypes = (event: TicketEvent): ReadonlyArray<TicketLogType> => logTypesByEvent[event.type]

export const isValidState = (s: TicketState): boolean =>
  (ticketStatuses as ReadonlyArray<string>).includes(s.status) &&
  typeof s.deleted === "boolean" &&
  !(s.status === "open" && s.userId === null)
