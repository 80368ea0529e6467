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
// - botRoute (the chat-flow bot hands over): pending -> pending in the queue and/or with the user it
//   names (the bot writes its own "queue" / "userDefine" log lines, so this writes none).
// - botClose (the bot's flow closes the ticket): pending | open -> closed; log "closed".
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
  | { type: "botRoute"; toQueueId: number | null; toUserId: number | null }
  | { type: "botClose" }

export type TicketAction = TicketCommand | SystemCommand

export type SystemEvent =
  | { type: "accessed"; userId: number }
  | { type: "autoClosed" }
  | { type: "autoResolved" }
  | { type: "returnedToOrigin"; fromUserId: number | null; toQueueId: number | null }
  | { type: "contactReopened"; userId: number | null }
  | { type: "botRouted"; toQueueId: number | null; toUserId: number | null }
  | { type: "botClosed" }

export type ActionEvent = TicketEvent | SystemEvent

export type ActionDecision = { ok: true; events: ReadonlyArray<ActionEvent> } | { ok: false; error: ErrorCode }

const accept = (...events: ActionEvent[]): ActionDecision => ({ ok: true, events })
const invalid: ActionDecision = { ok: false, error: "ERR_INVALID_TICKET_TRANSITION" }

const isSystem = (a: TicketAction): a is SystemCommand =>
  a.type === "access" ||
  a.type === "autoClose" ||
  a.type === "autoResolve" ||
  a.type === "returnToOrigin" ||
  a.type === "contactReopen" ||
  a.type === "botRoute" ||
  a.type === "botClose"

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
    case "botRoute":
      return state.status === "pending" && (action.toQueueId !== null || action.toUserId !== null)
        ? accept({ type: "botRouted", toQueueId: action.toQueueId, toUserId: action.toUserId })
        : invalid
    case "botClose":
      return state.status !== "closed" ? accept({ type: "botClosed" }) : invalid
  }
}

const isSystemEvent = (e: ActionEvent): e is SystemEvent =>
  e.type === "accessed" ||
  e.type === "autoClosed" ||
  e.type === "autoResolved" ||
  e.type === "returnedToOrigin" ||
  e.type === "contactReopened" ||
  e.type === "botRouted" ||
  e.type === "botClosed"

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
    case "botRouted":
      return {
        ...state,
        queueId: event.toQueueId ?? state.queueId,
        userId: event.toUserId ?? (event.toQueueId !== null ? null : state.userId)
      }
    case "botClosed":
      return { ...state, status: "closed" }
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
    case "botRouted":
      return []
    case "botClosed":
      return ["closed"]
  }
}

/** Who an event's log rows name: the acting user, or null for the system. */
export const actorOf = (event: ActionEvent): number | null =>
  "userId" in event && event.type !== "contactReopened" ? event.userId : null
