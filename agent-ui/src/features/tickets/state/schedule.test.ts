import { describe, expect, it } from "vitest"
import { scheduleDateOf } from "./schedule"

const now = new Date(2026, 4, 10, 12, 0)

describe("scheduleDateOf", () => {
  it("accepts a future date and time", () => {
    expect(scheduleDateOf("2026-05-10", "12:30", now)).toEqual({ kind: "ok", date: new Date(2026, 4, 10, 12, 30) })
  })

  it("refuses empty, impossible and past moments", () => {
    expect(scheduleDateOf("", "10:00", now)).toEqual({ kind: "invalid" })
    expect(scheduleDateOf("2026-02-30", "10:00", now)).toEqual({ kind: "invalid" })
    expect(scheduleDateOf("2026-05-10", "11:59", now)).toEqual({ kind: "past" })
  })
})
