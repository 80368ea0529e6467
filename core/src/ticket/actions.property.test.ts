import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { actionLogTypes, actorOf, decideAction, evolveAction, type ActionEvent, type TicketAction } from "./actions"
import { initialTicket, isValidState, ticketLogTypes, type TicketState } from "./machine"

const user = fc.integer({ min: 1, max: 3 })
const queue = fc.option(fc.integer({ min: 1, max: 3 }), { nil: null })

const action: fc.Arbitrary<TicketAction> = fc.oneof(
  fc.record({
    type: fc.constantFrom("attend" as const, "resolve" as const, "reopen" as const, "returnToQueue" as const),
    userId: user
  }),
  fc.record({
    type: fc.constant("transfer" as const),
    userId: user,
    toUserId: fc.option(user, { nil: null }),
    toQueueId: queue
  }),
  { arbitrary: fc.record({ type: fc.constant("delete" as const), userId: user }), weight: 1 },
  fc.record({ type: fc.constant("access" as const), userId: user }),
  fc.record({ type: fc.constantFrom("autoClose" as const, "autoResolve" as const, "contactReopen" as const) }),
  fc.record({ type: fc.constant("returnToOrigin" as const), originQueueId: queue })
)

type Log = { type: string; userId: number | null }
type Step = {
  before: TicketState
  action: TicketAction
  after: TicketState
  events: ReadonlyArray<ActionEvent>
  logs: Log[]
  ok: boolean
}

const run = (start: TicketState, actions: ReadonlyArray<TicketAction>) => {
  const steps: Step[] = []
  let state = start
  for (const a of actions) {
    const d = decideAction(state, a)
    const events = d.ok ? d.events : []
    const after = events.reduce(evolveAction, state)
    const logs = events.flatMap((e) => actionLogTypes(e).map((type) => ({ type, userId: actorOf(e) })))
    steps.push({ before: state, action: a, after, events, logs, ok: d.ok })
    state = after
  }
  return steps
}

const history = fc
  .tuple(queue, fc.array(action, { maxLength: 50 }))
  .map(([q, as]) => run(initialTicket({ queueId: q }), as))

describe("ticket actions with logs (properties)", () => {
  it("every reachable state is valid: an open ticket always has an owner", () => {
    fc.assert(fc.property(history, (steps) => steps.every((s) => isValidState(s.after))))
  })

  it("an accepted action writes at least one known log; a refused one writes none and changes nothing", () => {
    fc.assert(
      fc.property(history, (steps) => {
        for (const s of steps) {
          if (s.ok) expect(s.logs.length).toBeGreaterThan(0)
          else expect(s.after).toEqual(s.before)
          for (const l of s.logs) expect(ticketLogTypes).toContain(l.type)
        }
      })
    )
  })

  it("watching (access) never changes the ticket and is logged under the watcher", () => {
    fc.assert(
      fc.property(history, (steps) => {
        for (const s of steps.filter((x) => x.action.type === "access" && x.ok)) {
          expect(s.after).toEqual(s.before)
          expect(s.logs).toEqual([{ type: "access", userId: (s.action as { userId: number }).userId }])
        }
      })
    )
  })

  it("system actions are logged as the system (user null)", () => {
    fc.assert(
      fc.property(history, (steps) => {
        for (const s of steps.filter((x) =>
          ["autoClose", "autoResolve", "returnToOrigin", "contactReopen"].includes(x.action.type)
        ))
          for (const l of s.logs) expect(l.userId).toBeNull()
      })
    )
  })

  it("a deleted ticket refuses everything; delete is terminal", () => {
    fc.assert(
      fc.property(history, action, (steps, a) => {
        const last = steps.at(-1)?.after ?? initialTicket()
        if (!last.deleted) return
        expect(decideAction(last, a)).toEqual({ ok: false, error: "ERR_NO_TICKET_FOUND" })
      })
    )
  })

  it("closing actions lead to closed, reopening from closed keeps the owner or goes back to pending", () => {
    fc.assert(
      fc.property(history, (steps) => {
        for (const s of steps.filter((x) => x.ok)) {
          if (s.action.type === "autoClose" || s.action.type === "autoResolve") expect(s.after.status).toBe("closed")
          if (s.action.type === "contactReopen")
            expect(s.after).toEqual({ ...s.before, status: s.before.userId === null ? "pending" : "open" })
          if (s.action.type === "returnToOrigin") expect(s.after).toMatchObject({ status: "pending", userId: null })
        }
      })
    )
  })

  it("the log history alone tells the final status (replaying logs agrees with the state)", () => {
    const statusOfLog: Record<string, TicketState["status"] | undefined> = {
      open: "open",
      closed: "closed",
      autoClose: "closed",
      pending: "pending"
    }
    fc.assert(
      fc.property(history, (steps) => {
        let status: TicketState["status"] = "pending"
        for (const s of steps)
          for (const e of s.events) {
            const after = evolveAction(s.before, e)
            const types = actionLogTypes(e)
            const told = types.map((t) => statusOfLog[t]).find((x) => x !== undefined)
            if (told) expect(after.status).toBe(told)
            status = after.deleted ? status : after.status
          }
        const last = steps.at(-1)
        if (last && !last.after.deleted) expect(status).toBe(last.after.status)
      })
    )
  })
})
