import { describe, it, expect } from "vitest"
import fc from "fast-check"
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

const user = fc.integer({ min: 1, max: 3 })
const queue = fc.option(fc.integer({ min: 1, max: 3 }), { nil: null })

const command: fc.Arbitrary<TicketCommand> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ type: fc.constant("attend" as const), userId: user }) },
  { weight: 4, arbitrary: fc.record({ type: fc.constant("resolve" as const), userId: user }) },
  { weight: 4, arbitrary: fc.record({ type: fc.constant("reopen" as const), userId: user }) },
  { weight: 4, arbitrary: fc.record({ type: fc.constant("returnToQueue" as const), userId: user }) },
  {
    weight: 8,
    arbitrary: fc.record({
      type: fc.constant("transfer" as const),
      userId: user,
      toUserId: fc.option(user, { nil: null }),
      toQueueId: queue
    })
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("delete" as const), userId: user }) }
)

const event: fc.Arbitrary<TicketEvent> = fc.oneof(
  fc.record({
    type: fc.constantFrom(
      "opened" as const,
      "closed" as const,
      "reopened" as const,
      "returned" as const,
      "deleted" as const
    ),
    userId: user
  }),
  fc.record({
    type: fc.constant("transferred" as const),
    userId: user,
    fromUserId: fc.option(user, { nil: null }),
    toUserId: fc.option(user, { nil: null }),
    fromQueueId: queue,
    toQueueId: queue
  })
)

type Step = { before: TicketState; command: TicketCommand; after: TicketState; events: ReadonlyArray<TicketEvent> }

/** Folds decide + evolve over the commands, keeping every step. */
const run = (start: TicketState, commands: ReadonlyArray<TicketCommand>): { state: TicketState; steps: Step[] } => {
  const steps: Step[] = []
  let state = start
  for (const c of commands) {
    const decision = decide(state, c)
    const events = decision.ok ? decision.events : []
    const after = events.reduce(evolve, state)
    steps.push({ before: state, command: c, after, events })
    state = after
  }
  return { state, steps }
}

const history = fc
  .tuple(queue, fc.array(command, { maxLength: 40 }))
  .map(([queueId, commands]) => run(initialTicket({ queueId }), commands))
const reachable = history.map((h) => h.state)
const live = reachable.filter((s) => !s.deleted)

describe("ticket machine properties", () => {
  it("never reaches an invalid state", () => {
    fc.assert(
      fc.property(history, ({ steps }) => {
        for (const step of steps) expect(isValidState(step.after), JSON.stringify(step)).toBe(true)
      })
    )
  })

  it("always refuses a transfer to the current owner", () => {
    fc.assert(
      fc.property(reachable, queue, user, (state, toQueueId, by) => {
        fc.pre(state.userId !== null)
        const decision = decide(state, { type: "transfer", userId: by, toUserId: state.userId, toQueueId })
        expect(decision.ok).toBe(false)
        if (!state.deleted && state.status !== "closed") {
          expect(decision).toEqual({ ok: false, error: "ERR_TICKET_ALREADY_OWNED" })
        }
      })
    )
  })

  it("always refuses a queue-only transfer to the current queue", () => {
    fc.assert(
      fc.property(live, user, (state, by) => {
        expect(decide(state, { type: "transfer", userId: by, toUserId: null, toQueueId: state.queueId }).ok).toBe(false)
      })
    )
  })

  it("decides purely: same answer twice, state untouched, refusals change nothing", () => {
    fc.assert(
      fc.property(reachable, command, (state, c) => {
        const snapshot = structuredClone(state)
        const frozen = Object.freeze({ ...state })
        const first = decide(frozen, c)
        expect(decide(frozen, c)).toEqual(first)
        expect(frozen).toEqual(snapshot)
        if (!first.ok) expect(run(frozen, [c]).state).toEqual(snapshot)
      })
    )
  })

  it("keeps a deleted ticket deleted: every command refused, every event ignored", () => {
    fc.assert(
      fc.property(live, user, command, event, (state, by, c, e) => {
        const gone = run(state, [{ type: "delete", userId: by }]).state
        expect(gone.deleted).toBe(true)
        expect(decide(gone, c)).toEqual({ ok: false, error: "ERR_NO_TICKET_FOUND" })
        expect(evolve(gone, e)).toEqual(gone)
      })
    )
  })

  it("resolving then reopening yields an open ticket owned by the reopening user", () => {
    fc.assert(
      fc.property(live, user, user, (state, resolver, reopener) => {
        const resolved = state.status === "closed" ? state : run(state, [{ type: "resolve", userId: resolver }]).state
        expect(resolved.status).toBe("closed")
        const decision = decide(resolved, { type: "reopen", userId: reopener })
        expect(decision.ok).toBe(true)
        const reopened = run(resolved, [{ type: "reopen", userId: reopener }]).state
        expect(reopened).toEqual({ ...resolved, status: "open", userId: reopener })
      })
    )
  })

  it("gives every event at least one log type", () => {
    fc.assert(
      fc.property(event, (e) => {
        expect(logTypes(e).length).toBeGreaterThan(0)
      })
    )
    fc.assert(
      fc.property(history, ({ steps }) => {
        for (const e of steps.flatMap((s) => s.events)) expect(logTypes(e).length).toBeGreaterThan(0)
      })
    )
  })

  it("emits events only for accepted commands, and accepted commands always change the state", () => {
    fc.assert(
      fc.property(history, ({ steps }) => {
        for (const step of steps) {
          if (step.events.length === 0) expect(step.after).toBe(step.before)
          else expect(step.after).not.toEqual(step.before)
        }
      })
    )
  })
})
