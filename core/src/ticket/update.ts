// Maps the body of `PUT /tickets/{id}` ({ status?, userId?, queueId? }) to one
// machine command, as runtime/API.md describes it:
// - status closed                 -> resolve
// - status open on a pending one  -> attend (userId defaults to the caller)
// - status open on a closed one   -> reopen (userId defaults to the caller)
// - status open on an open one    -> transfer to userId (same owner: refused by decide)
// - status pending on an open one -> returnToQueue, or a queue-only transfer when
//                                     a queueId is given
// - status pending on a pending one with a user or queue -> transfer
// - no status                     -> transfer to the given user and/or queue;
//                                     userId null on an open ticket unassigns it
// Anything else is ERR_INVALID_TICKET_TRANSITION (or ERR_VALIDATION for an empty
// body). The caller still runs decide(), which refuses deleted tickets and
// transfers to the current owner.
import type { ErrorCode } from "../errors/catalogue"
import type { TicketCommand, TicketState, TicketStatus } from "./machine"

export type TicketUpdateInput = {
  readonly status?: TicketStatus
  readonly userId?: number | null
  readonly queueId?: number | null
}

export type UpdatePlan = { ok: true; command: TicketCommand } | { ok: false; error: ErrorCode }

const to = (command: TicketCommand): UpdatePlan => ({ ok: true, command })
const fail = (error: ErrorCode): UpdatePlan => ({ ok: false, error })

export const commandForUpdate = (state: TicketState, update: TicketUpdateInput, callerId: number): UpdatePlan => {
  const userId = update.userId ?? null
  const queueId = update.queueId ?? null
  const transfer = (toUserId: number | null, toQueueId: number | null) =>
    to({ type: "transfer", userId: callerId, toUserId, toQueueId })

  switch (update.status) {
    case "closed":
      return to({ type: "resolve", userId: callerId })
    case "open":
      if (state.status === "pending") return to({ type: "attend", userId: userId ?? callerId })
      if (state.status === "closed") return to({ type: "reopen", userId: userId ?? callerId })
      return userId !== null ? transfer(userId, queueId) : fail("ERR_INVALID_TICKET_TRANSITION")
    case "pending":
      if (state.status === "open") {
        if (userId !== null) return fail("ERR_INVALID_TICKET_TRANSITION")
        return queueId !== null ? transfer(null, queueId) : to({ type: "returnToQueue", userId: callerId })
      }
      if (state.status === "pending" && (userId !== null || queueId !== null)) return transfer(userId, queueId)
      return fail("ERR_INVALID_TICKET_TRANSITION")
    case undefined:
      if (userId !== null || queueId !== null) return transfer(userId, queueId)
      if (update.userId === null && state.status === "open") return to({ type: "returnToQueue", userId: callerId })
      return fail("ERR_VALIDATION")
  }
}
