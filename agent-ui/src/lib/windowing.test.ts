import { describe, expect, it } from "vitest"
import { nearEnd, visibleRange } from "./windowing"

describe("visibleRange", () => {
  it("renders only the rows in view plus the overscan", () => {
    expect(visibleRange(0, 600, 76, 10_000, 5)).toEqual({ start: 0, end: 14 })
    const middle = visibleRange(76 * 5000, 600, 76, 10_000, 5)
    expect(middle).toEqual({ start: 4995, end: 5014 })
    expect(middle.end - middle.start).toBeLessThan(30)
  })

  it("stays inside the list at both ends", () => {
    expect(visibleRange(76 * 20_000, 600, 76, 10_000, 5)).toEqual({ start: 9994, end: 10_000 })
    expect(visibleRange(-50, 600, 76, 3, 5)).toEqual({ start: 0, end: 3 })
    expect(visibleRange(0, 600, 76, 0)).toEqual({ start: 0, end: 0 })
  })

  it("knows when the end is near", () => {
    expect(nearEnd({ start: 20, end: 38 }, 40, 5)).toBe(true)
    expect(nearEnd({ start: 0, end: 14 }, 40, 5)).toBe(false)
  })
})
