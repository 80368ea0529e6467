import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { pickAgent, type Candidate } from "./distribute"

const a = (userId: number, activeTickets: number, online = true): Candidate => ({ userId, online, activeTickets })

describe("pickAgent", () => {
  it("balance takes the online agent holding the fewest tickets, the lowest id on a tie", () => {
    expect(pickAgent("balance", [a(1, 3), a(2, 1), a(3, 1), a(4, 0, false)], 0)).toBe(2)
  })
  it("none, or nobody online: the ticket waits in the queue", () => {
    expect(pickAgent("none", [a(1, 0)], 0)).toBeNull()
    expect(pickAgent("balance", [a(1, 0, false)], 0)).toBeNull()
    expect(pickAgent("random", [], 0.5)).toBeNull()
  })
  it("random only ever picks an online agent", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ userId: fc.nat(), online: fc.boolean(), activeTickets: fc.nat(20) })),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (agents, draw) => {
          const picked = pickAgent("random", agents, draw)
          const online = agents.filter((x) => x.online).map((x) => x.userId)
          expect(picked === null ? online.length === 0 : online.includes(picked)).toBe(true)
        }
      )
    )
  })
  it("balancing many tickets one by one keeps the agents within one ticket of each other", () => {
    const agents = [a(1, 0), a(2, 0), a(3, 0)]
    for (let i = 0; i < 30; i++) {
      const picked = pickAgent("balance", agents, 0)!
      const k = agents.findIndex((x) => x.userId === picked)
      agents[k] = { ...agents[k]!, activeTickets: agents[k]!.activeTickets + 1 }
    }
    expect(agents.map((x) => x.activeTickets)).toEqual([10, 10, 10])
  })
})
