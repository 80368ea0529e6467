import { describe, it, expect } from "vitest"
import fc from "fast-check"
import { addProblem, fits, limitedKinds, planLimits, planViolations, PLANS } from "./plans"

describe("plan limits", () => {
  it("lets the free plan have one of each and enterprise any number", () => {
    expect(planLimits("free")).toEqual({ users: 1, queues: 1, chatFlows: 1, connections: 1 })
    expect(Object.values(planLimits("enterprise")).every((v) => v === null)).toBe(true)
    expect(PLANS.map((p) => p.id)).toEqual(["free", "enterprise"])
  })

  it("refuses a second user, queue, flow or connection on free with the plan's code", () => {
    for (const kind of limitedKinds) {
      expect(addProblem({ plan: "free", kind, tenantInUse: 0 })).toBeNull()
      expect(addProblem({ plan: "free", kind, tenantInUse: 1 })).toMatch(/^ERR_PLAN_LIMIT_/)
    }
    expect(addProblem({ plan: "free", kind: "users", tenantInUse: 1 })).toBe("ERR_PLAN_LIMIT_USERS")
    expect(addProblem({ plan: "free", kind: "chatFlows", tenantInUse: 1 })).toBe("ERR_PLAN_LIMIT_CHATFLOWS")
  })

  it("applies the reseller's limits across its tenants after the plan's", () => {
    const reseller = { limits: { maxUsers: 3, maxConnections: 2 }, inUse: 2 }
    expect(addProblem({ plan: "enterprise", kind: "users", tenantInUse: 5, reseller })).toBeNull()
    expect(addProblem({ plan: "enterprise", kind: "connections", tenantInUse: 0, reseller })).toBe(
      "ERR_RESELLER_CONNECTION_LIMIT_REACHED"
    )
    expect(addProblem({ plan: "enterprise", kind: "users", tenantInUse: 0, reseller: { ...reseller, inUse: 3 } })).toBe(
      "ERR_USER_LIMIT_REACHED"
    )
    expect(addProblem({ plan: "free", kind: "connections", tenantInUse: 1, reseller })).toBe(
      "ERR_PLAN_LIMIT_CONNECTIONS"
    )
    expect(
      addProblem({ plan: "enterprise", kind: "queues", tenantInUse: 9, reseller: { ...reseller, inUse: 99 } })
    ).toBeNull()
  })

  it("never limits enterprise without a reseller, and fits() agrees with counting", () => {
    fc.assert(
      fc.property(fc.constantFrom(...limitedKinds), fc.nat(10_000), (kind, n) => {
        expect(addProblem({ plan: "enterprise", kind, tenantInUse: n })).toBeNull()
      })
    )
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), (limit, inUse) => {
        expect(fits(limit, inUse)).toBe(inUse + 1 <= limit)
      })
    )
  })

  it("lists what exceeds the free plan after a downgrade", () => {
    expect(planViolations("free", { users: 3, queues: 1, chatFlows: 0, connections: 2 })).toEqual([
      "users",
      "connections"
    ])
    expect(planViolations("enterprise", { users: 3, queues: 9, chatFlows: 9, connections: 9 })).toEqual([])
  })
})
