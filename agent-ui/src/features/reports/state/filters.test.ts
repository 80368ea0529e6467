import { describe, expect, it } from "vitest"
import { optionalPeriodProblem, periodProblem, searchProblem, selectionProblem } from "./filters"

describe("report filters", () => {
  it("need both days of a period, or neither where it is optional", () => {
    expect(periodProblem({ from: "2026-03-01", to: "2026-03-31" })).toBeNull()
    expect(periodProblem({ from: "2026-03-01", to: "" })).toBe("periodRequired")
    expect(optionalPeriodProblem({ from: "", to: "" })).toBeNull()
    expect(optionalPeriodProblem({ from: "", to: "2026-03-31" })).toBe("periodRequired")
  })

  it("need at least one tag or state", () => {
    expect(selectionProblem([], "pickTag")).toBe("pickTag")
    expect(selectionProblem(["SP"], "pickState")).toBeNull()
  })

  it("take a blank search or one of two letters or more", () => {
    expect(searchProblem("")).toBeNull()
    expect(searchProblem(" a ")).toBe("searchShort")
    expect(searchProblem("an")).toBeNull()
  })
})
