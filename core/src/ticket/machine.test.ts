import { describe, it, expect } from "vitest"
import type { ErrorCode } from "../errors/catalogue"
import {
  decide,
  evolve,
  initialTicket,
  isValidState,
  logTypes,
  type TicketCommand,
  type TicketEvent,
  type TicketState
} from "./machine"

// given(events).when(command).then…: state is folded from a new ticket in queue 1.
const given = (...events: TicketEvent[]) => {
  const state = events.reduce(evolve, initialTicket({ queueId: 1 }))
  return {
    state,
    when: (command: TicketCommand) => {
      const decision = decide(state, command)
      const next = decision.ok ? decision.events.reduce(evolve, state) : state
      return {
        thenEvents: (...expected: TicketEvent[]) => expect(decision).toEqual({ ok: true, events: expected }),
        thenState: (expected: Partial<TicketState>) => {
          expect(decision.ok).toBe(true)
          expect(next).toEqual({ ...state, ...expected })
        },
        thenError: (error: ErrorCode) => expect(decision).toEqual({ ok: false, error })
      }
    }
  }
}

const ANA = 1
const BIA = 2
const opened = (userId = ANA): TicketEvent => ({ type: "opened", userId })
const closed = (userId = ANA): TicketEvent => ({ type: "closed", userId })
const deleted: TicketEvent = { type: "deleted", userId: ANA }
const transfer = (toUserId: number | null, toQueueId: number | null, userId = ANA): TicketCommand => ({
  type: "transfer",
  userId,
  toUserId,
  toQueueId
})

describe("a new ticket", () => {
  it("is pending, unassigned and in the given queue", () => {
    expect(initialTicket()).toEqual({ status: "pending", userId: null, queueId: null, deleted: false })
    expect(initialTicket({ queueId: 7 })).toEqual({ status: "pending", userId: null, queueId: 7, deleted: false })
  })
})

describe("attend", () => {
  it("opens a pending ticket for the attending user", () => {
    given().when({ type: "attend", userId: ANA }).thenEvents(opened(ANA))
    given().when({ type: "attend", userId: ANA }).thenState({ status: "open", userId: ANA })
  })
  it("is refused on an open or closed ticket", () => {
    given(opened()).when({ type: "attend", userId: BIA }).thenError("ERR_INVALID_TICKET_TRANSITION")
    given(opened(), closed()).when({ type: "attend", userId: BIA }).thenError("ERR_INVALID_TICKET_TRANSITION")
  })
})

describe("resolve", () => {
  it("closes an open ticket and keeps its owner", () => {
    given(opened(ANA)).when({ type: "resolve", userId: BIA }).thenEvents(closed(BIA))
    given(opened(ANA)).when({ type: "resolve", userId: BIA }).thenState({ status: "closed", userId: ANA })
  })
  it("closes a pending ticket", () => {
    given().when({ type: "resolve", userId: ANA }).thenState({ status: "closed" })
  })
  it("is refused on a closed ticket", () => {
    given(opened(), closed()).when({ type: "resolve", userId: ANA }).thenError("ERR_INVALID_TICKET_TRANSITION")
  })
})

describe("reopen", () => {
  it("opens a closed ticket for the reopening user", () => {
    given(opened(ANA), closed()).when({ type: "reopen", userId: BIA }).thenEvents({ type: "reopened", userId: BIA })
    given(opened(ANA), closed()).when({ type: "reopen", userId: BIA }).thenState({ status: "open", userId: BIA })
  })
  it("is refused unless the ticket is closed", () => {
    given().when({ type: "reopen", userId: ANA }).thenError("ERR_INVALID_TICKET_TRANSITION")
    given(opened()).when({ type: "reopen", userId: ANA }).thenError("ERR_INVALID_TICKET_TRANSITION")
  })
})

describe("returnToQueue", () => {
  it("makes an open ticket pending with no owner, in the same queue", () => {
    given(opened(ANA)).when({ type: "returnToQueue", userId: ANA }).thenEvents({ type: "returned", userId: ANA })
    given(opened(ANA))
      .when({ type: "returnToQueue", userId: ANA })
      .thenState({ status: "pending", userId: null, queueId: 1 })
  })
  it("is refused on a pending or closed ticket", () => {
    given().when({ type: "returnToQueue", userId: ANA }).thenError("ERR_INVALID_TICKET_TRANSITION")
    given(opened(), closed()).when({ type: "returnToQueue", userId: ANA }).thenError("ERR_INVALID_TICKET_TRANSITION")
  })
})

describe("transfer", () => {
  it("needs a target user or queue", () => {
    given(opened()).when(transfer(null, null)).thenError("ERR_VALIDATION")
  })
  it("is refused to the current owner, whatever the queue", () => {
    given(opened(ANA)).when(transfer(ANA, null)).thenError("ERR_TICKET_ALREADY_OWNED")
    given(opened(ANA)).when(transfer(ANA, 2)).thenError("ERR_TICKET_ALREADY_OWNED")
  })
  it("is refused to the current queue alone", () => {
    given().when(transfer(null, 1)).thenError("ERR_TICKET_ALREADY_OWNED")
  })
  it("is refused on a closed ticket", () => {
    given(opened(), closed()).when(transfer(BIA, null)).thenError("ERR_INVALID_TICKET_TRANSITION")
  })
  it("keeps an open ticket open with the new owner", () => {
    given(opened(ANA)).when(transfer(BIA, null)).thenEvents({
      type: "transferred",
      userId: ANA,
      fromUserId: ANA,
      toUserId: BIA,
      fromQueueId: 1,
      toQueueId: 1
    })
    given(opened(ANA)).when(transfer(BIA, null)).thenState({ status: "open", userId: BIA, queueId: 1 })
  })
  it("keeps a pending ticket pending, assigned to the user", () => {
    given().when(transfer(BIA, null)).thenState({ status: "pending", userId: BIA })
  })
  it("moves the ticket to the given queue along with the user", () => {
    given(opened(ANA)).when(transfer(BIA, 3)).thenState({ status: "open", userId: BIA, queueId: 3 })
  })
  it("makes an open ticket transferred to a queue only pending with no owner", () => {
    given(opened(ANA)).when(transfer(null, 3)).thenState({ status: "pending", userId: null, queueId: 3 })
  })
  it("clears the owner of a pending ticket transferred to a queue only", () => {
    const assigned: TicketEvent = {
      type: "transferred",
      userId: ANA,
      fromUserId: null,
      toUserId: BIA,
      fromQueueId: 1,
      toQueueId: 1
    }
    given(assigned).when(transfer(null, 2)).thenState({ status: "pending", userId: null, queueId: 2 })
  })
})

describe("delete", () => {
  it("deletes a ticket in any status", () => {
    given().when({ type: "delete", userId: ANA }).thenEvents(deleted)
    given(opened()).when({ type: "delete", userId: ANA }).thenState({ deleted: true })
    given(opened(), closed()).when({ type: "delete", userId: ANA }).thenState({ deleted: true })
  })
  it("refuses every command afterwards as if the ticket did not exist", () => {
    given(deleted).when({ type: "attend", userId: ANA }).thenError("ERR_NO_TICKET_FOUND")
    given(deleted).when({ type: "delete", userId: ANA }).thenError("ERR_NO_TICKET_FOUND")
    given(opened(), deleted).when(transfer(BIA, null)).thenError("ERR_NO_TICKET_FOUND")
  })
})

describe("log types", () => {
  it("maps each event to the ticket-log entries it writes", () => {
    expect(logTypes(opened())).toEqual(["open"])
    expect(logTypes(closed())).toEqual(["closed"])
    expect(logTypes({ type: "reopened", userId: ANA })).toEqual(["open"])
    expect(logTypes({ type: "returned", userId: ANA })).toEqual(["pending"])
    expect(
      logTypes({ type: "transferred", userId: ANA, fromUserId: ANA, toUserId: BIA, fromQueueId: 1, toQueueId: 1 })
    ).toEqual(["transfer", "receivedTransfer"])
    expect(logTypes(deleted)).toEqual(["delete"])
  })
})

describe("state invariant", () => {
  it("requires an owner for an open ticket only", () => {
    expect(isValidState({ status: "open", userId: null, queueId: 1, deleted: false })).toBe(false)
    expect(isValidState({ status: "open", userId: ANA, queueId: null, deleted: false })).toBe(true)
    expect(isValidState({ status: "pending", userId: null, queueId: null, deleted: false })).toBe(true)
    expect(isValidState({ status: "closed", userId: null, queueId: null, deleted: true })).toBe(true)
  })
})
