import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { slaClass } from "./sla"

const t = { slaGreen: 0, slaYellow: 15, slaRed: 30 }
const MIN = 60_000

describe("SLA class", () => {
  it("is green when nobody waits, then yellow and red from their thresholds", () => {
    expect(slaClass(null, 1e12, t)).toBe("green")
    expect(slaClass(0, 14 * MIN, t)).toBe("green")
    expect(slaClass(0, 15 * MIN, t)).toBe("yellow")
    expect(slaClass(0, 29 * MIN + 59_999, t)).toBe("yellow")
    expect(slaClass(0, 30 * MIN, t)).toBe("red")
  })

  it("never gets better as the wait grows", () => {
    const rank = { green: 0, yellow: 1, red: 2 }
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), fc.nat(500), fc.nat(500), (a, b, y, extra) => {
        const th = { slaGreen: 0, slaYellow: y, slaRed: y + extra }
        const [lo, hi] = a < b ? [a, b] : [b, a]
        return rank[slaClass(0, lo * MIN, th)] <= rank[slaClass(0, hi * MIN, th)]
      })
    )
  })
})
