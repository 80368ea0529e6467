// The ticket decider of the workspace: the agents' commands of machine.ts plus the actions the
// system and watchers take (spec part 1 §3 "Ticket log", §4 "Automatic behaviours"). Agent
// commands are delegated to machine.ts unchanged; the extra ones are:
// - access (watch / spy): any live ticket; no state change, one "access" log.
// - autoClose (inactivity): pending | open -> closed, owner kept; log "autoClose".
// - autoResolve (the customer did not answer): open -> closed; log "closed".
// - returnToOrigin (the agent did not answer): open -> pending, owner cleared, queue = the
//   origin queue (or the current one when there is none); log "pending".
// - contactReopen (inbound inside the do-not-reopen interval): closed -> open with the owner
//   kept, or pending when it had none; log "open" or "pending".
// The system acts as user null in the logs.
import type { ErrorCode } from "../errors/catalogue"
import {
  decide,
  evolve,
  logTypes,
  type TicketCommand,
  type TicketEvent,
  type TicketLogType,
  type TicketState
} from "./machine"

export type SystemCommand =
  | { type: "access"; userId: number }
  | { type: "autoClose" }
  | { type: "autoResolve" }
  | { type: "returnToOrigin"; originQueueId: number | null }
  | { type: "contactReopen" }

export type TicketAction = TicketCommand | SystemCommand

export type SystemEvent =
  | { type: "accessed"; userId: number }
  | { type: "autoClosed" }
  | { type: "autoResolved" }
  | { type: "returnedToOrigin"; fromUserId: number | null; toQueueId: number | null }
  | { type: "contactReopened"; userId: number | null }

export type ActionEvent = TicketEvent | SystemEvent

export type ActionDecision = { ok: true; events: ReadonlyArray<ActionEvent> } | { ok: false; error: ErrorCode }

const accept = (...events: ActionEvent[]): ActionDecision => ({ ok: true, events })
const invalid: ActionDecision = { ok: false, error: "ERR_INVALID_TICKET_TRANSITION" }

const isSystem = (a: TicketAction): a is SystemCommand =>
  a.type === "access" ||
  a.type === "autoClose" ||
  a.type === "autoResolve" ||
  a.type === "returnToOrigin" ||
  a.type === "contactReopen"

export const decideAction = (state: TicketState, action: TicketAction): ActionDecision => {
  if (!isSystem(action)) return decide(state, action)
  if (state.deleted) return { ok: false, error: "ERR_NO_TICKET_FOUND" }
  switch (action.type) {
    case "access":
      return accept({ type: "accessed", userId: action.userId })
    case "autoClose":
      return state.status !== "closed" ? accept({ type: "autoClosed" }) : invalid
    case "autoResolve":
      return state.status === "open" ? accept({ type: "autoResolved" }) : invalid
    case "returnToOrigin":
      return state.status === "open"
        ? accept({
            type: "returnedToOrigin",
            fromUserId: state.userId,
            toQueueId: action.originQueueId ?? state.queueId
          })
        : invalid
    case "contactReopen":
      return state.status === "closed" ? accept({ type: "contactReopened", userId: state.userId }) : invalid
  }
}

const isSystemEvent = (e: ActionEvent): e is SystemEvent =>
  e.type === "accessed" ||
  e.type === "autoClosed" ||
  e.type === "autoResolved" ||
  e.type === "returnedToOrigin" ||
  e.type === "contactReopened"

export const evolveAction = (state: TicketState, event: ActionEvent): TicketState => {
  if (!isSystemEvent(event)) return evolve(state, event)
  if (state.deleted) return state
  switch (event.type) {
    case "accessed":
      return state
    case "autoClosed":
    case "autoResolved":
      return { ...state, status: "closed" }
    case "returnedToOrigin":
      return { ...state, status: "pending", userId: null, queueId: event.toQueueId }
    case "contactReopened":
      return event.userId !== null
        ? { ...state, status: "open", userId: event.userId }
        : { ...state, status: "pending" }
  }
}

/** The ticket-log entries an event writes. */
export const actionLogTypes = (event: ActionEvent): ReadonlyArray<TicketLogType> => {
  if (!isSystemEvent(event)) return logTypes(event)
  switch (event.type) {
    case "accessed":
      return ["access"]
    case "autoClosed":
      return ["autoClose"]
    case "autoResolved":
      return ["closed"]
    case "returnedToOrigin":
      return ["pending"]
    case "contactReopened":
      return [event.userId !== null ? "open" : "pending"]
  }
}

/** Who an event's log rows name: the acting user, or null for the system. */
export const actorOf = (event: ActionEvent): number | null =>
  "userId" in event && event.type !== "contactReopened" ? event.userId : null
