import { describe, expect, it } from "vitest"
import { currentMonth, formatBirthday, formatDuration, formatInstant, toggle, turns } from "./format"

describe("report formats", () => {
  it("starts a screen with this month so far", () => {
    expect(currentMonth(new Date(2026, 2, 17, 10))).toEqual({ from: "2026-03-01", to: "2026-03-17" })
  })

  it("says durations in words", () => {
    expect(formatDuration(45)).toBe("45 s")
    expect(formatDuration(600)).toBe("10 min")
    expect(formatDuration(7500)).toBe("2 h 05 min")
    expect(formatDuration(3 * 86_400 + 4 * 3600)).toBe("3 d 4 h")
    expect(formatDuration(null)).toBe("—")
  })

  it("shows instants in the tenant's zone", () => {
    expect(formatInstant("2026-04-01T02:30:00.000Z", "pt-BR", "America/Sao_Paulo")).toBe("31/03/2026, 23:30")
    expect(formatInstant("2026-04-01T02:30:00.000Z", "pt-BR", "Asia/Tokyo")).toBe("01/04/2026, 11:30")
    expect(formatInstant(null, "pt-BR", "UTC")).toBe("—")
  })

  it("shows birthdays as day and month, with the age they turn", () => {
    expect(formatBirthday("1990-03-05")).toBe("05/03")
    expect(turns("1990-03-05", 2026)).toBe(36)
    expect(turns(null, 2026)).toBeNull()
  })

  it("toggles an item of a selection", () => {
    expect(toggle(["SP"], "RJ")).toEqual(["SP", "RJ"])
    expect(toggle(["SP", "RJ"], "SP")).toEqual(["RJ"])
  })
})
