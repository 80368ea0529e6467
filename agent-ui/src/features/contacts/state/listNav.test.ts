import { describe, expect, it } from "vitest"
import { nextActive } from "./listNav"

describe("moving through a list with the keys", () => {
  it("wraps around with the arrows and jumps with Home and End", () => {
    expect(nextActive(0, 3, "ArrowDown")).toBe(1)
    expect(nextActive(2, 3, "ArrowDown")).toBe(0)
    expect(nextActive(0, 3, "ArrowUp")).toBe(2)
    expect(nextActive(1, 3, "Home")).toBe(0)
    expect(nextActive(0, 3, "End")).toBe(2)
  })

  it("lets other keys through and copes with an empty or shrunken list", () => {
    expect(nextActive(0, 3, "Enter")).toBeNull()
    expect(nextActive(0, 0, "ArrowDown")).toBeNull()
    expect(nextActive(7, 3, "ArrowDown")).toBe(0)
  })
})
