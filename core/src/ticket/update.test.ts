import { describe, it, expect } from "vitest"
import { decide, evolve, initialTicket, type TicketEvent, type TicketState } from "./machine"
import { commandForUpdate } from "./update"

const ME = 1
const OTHER = 2
const pending = initialTicket({ queueId: 1 })
const open = (userId = ME): TicketState => evolve(pending, { type: "opened", userId })
const closedTicket = evolve(open(), { type: "closed", userId: ME })

describe("PUT /tickets/{id} body to command", () => {
  it("attends a pending ticket as the caller, or as the given user", () => {
    expect(commandForUpdate(pending, { status: "open" }, ME)).toEqual({
      ok: true,
      command: { type: "attend", userId: ME }
    })
    expect(commandForUpdate(pending, { status: "open", userId: OTHER }, ME)).toEqual({
      ok: true,
      command: { type: "attend", userId: OTHER }
    })
  })

  it("resolves with status closed", () => {
    expect(commandForUpdate(open(), { status: "closed" }, ME)).toEqual({
      ok: true,
      command: { type: "resolve", userId: ME }
    })
  })

  it("reopens a closed ticket as the caller", () => {
    expect(commandForUpdate(closedTicket, { status: "open" }, OTHER)).toEqual({
      ok: true,
      command: { type: "reopen", userId: OTHER }
    })
  })

  it("returns an open ticket to the queue, or transfers it to a queue", () => {
    expect(commandForUpdate(open(), { status: "pending" }, ME)).toEqual({
      ok: true,
      command: { type: "returnToQueue", userId: ME }
    })
    expect(commandForUpdate(open(), { status: "pending", queueId: 3 }, ME)).toEqual({
      ok: true,
      command: { type: "transfer", userId: ME, toUserId: null, toQueueId: 3 }
    })
  })

  it("transfers an open ticket to a different user", () => {
    expect(commandForUpdate(open(ME), { status: "open", userId: OTHER }, ME)).toEqual({
      ok: true,
      command: { type: "transfer", userId: ME, toUserId: OTHER, toQueueId: null }
    })
  })

  it("leaves the refusal of a transfer to the current owner to decide", () => {
    const plan = commandForUpdate(open(ME), { status: "open", userId: ME }, ME)
    expect(plan.ok).toBe(true)
    if (plan.ok) expect(decide(open(ME), plan.command)).toEqual({ ok: false, error: "ERR_TICKET_ALREADY_OWNED" })
  })

  it("transfers without a status", () => {
    expect(commandForUpdate(pending, { queueId: 2 }, ME)).toEqual({
      ok: true,
      command: { type: "transfer", userId: ME, toUserId: null, toQueueId: 2 }
    })
    expect(commandForUpdate(open(), { userId: null }, ME)).toEqual({
      ok: true,
      command: { type: "returnToQueue", userId: ME }
    })
  })

  it("refuses what no single command does", () => {
    expect(commandForUpdate(open(), { status: "open" }, ME)).toEqual({
      ok: false,
      error: "ERR_INVALID_TICKET_TRANSITION"
    })
    expect(commandForUpdate(closedTicket, { status: "pending" }, ME)).toEqual({
      ok: false,
      error: "ERR_INVALID_TICKET_TRANSITION"
    })
    expect(commandForUpdate(pending, { status: "pending" }, ME)).toEqual({
      ok: false,
      error: "ERR_INVALID_TICKET_TRANSITION"
    })
    expect(commandForUpdate(open(), { status: "pending", userId: OTHER }, ME)).toEqual({
      ok: false,
      error: "ERR_INVALID_TICKET_TRANSITION"
    })
    expect(commandForUpdate(pending, {}, ME)).toEqual({ ok: false, error: "ERR_VALIDATION" })
  })

  it("gives, once decided, the status that was asked for", () => {
    const cases: Array<[TicketState, "open" | "pending" | "closed"]> = [
      [pending, "open"],
      [pending, "closed"],
      [open(), "closed"],
      [open(), "pending"],
      [closedTicket, "open"]
    ]
    for (const [state, status] of cases) {
      const plan = commandForUpdate(state, { status }, ME)
      expect(plan.ok).toBe(true)
      if (!plan.ok) continue
      const decision = decide(state, plan.command)
      expect(decision.ok).toBe(true)
      const events: ReadonlyArray<TicketEvent> = decision.ok ? decision.events : []
      expect(events.reduce(evolve, state).status).toBe(status)
    }
  })
})
