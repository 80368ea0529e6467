import { describe, expect, it } from "vitest"
import { initialFilter, rangeProblem, requestOf } from "./period"

describe("the dashboard's filter", () => {
  it("asks for no dates before the tenant's today is known, then for the preset's days", () => {
    expect(requestOf(initialFilter, undefined)).toEqual({})
    expect(requestOf(initialFilter, "2025-03-17")).toEqual({ from: "2025-03-17", to: "2025-03-17" })
    expect(requestOf({ ...initialFilter, preset: "lastMonth", userId: "4" }, "2025-03-17")).toEqual({
      from: "2025-02-01",
      to: "2025-02-28",
      userId: 4
    })
    expect(
      requestOf({ ...initialFilter, preset: "custom", from: "2025-01-02", to: "2025-01-09", queueId: "3" }, undefined)
    ).toEqual({
      from: "2025-01-02",
      to: "2025-01-09",
      queueId: 3
    })
  })

  it("tells an incomplete, reversed or too long custom range", () => {
    const custom = { ...initialFilter, preset: "custom" as const }
    expect(rangeProblem(initialFilter)).toBeNull()
    expect(rangeProblem({ ...custom, from: "2025-01-02" })).toBe("incomplete")
    expect(rangeProblem({ ...custom, from: "2025-01-09", to: "2025-01-02" })).toBe("reversed")
    expect(rangeProblem({ ...custom, from: "2024-01-01", to: "2025-01-02" })).toBe("tooLong")
    expect(rangeProblem({ ...custom, from: "2024-01-03", to: "2025-01-02" })).toBeNull()
  })
})
