import { describe, it, expect } from "vitest"
import fc from "fast-check"
import { isValidTimeZone, localClock, LoginHours, mayLogInNow, withinLoginHours } from "./loginHours"

// Wednesday 2026-01-14 12:30 UTC = 09:30 in São Paulo (UTC-3, no daylight saving).
const wed1230utc = Date.UTC(2026, 0, 14, 12, 30)

describe("login hours", () => {
  it("reads the weekday and time in the tenant's zone", () => {
    expect(localClock(wed1230utc, "UTC")).toEqual({ day: 3, time: "12:30" })
    expect(localClock(wed1230utc, "America/Sao_Paulo")).toEqual({ day: 3, time: "09:30" })
    expect(localClock(Date.UTC(2026, 0, 14, 1, 0), "America/Sao_Paulo")).toEqual({ day: 2, time: "22:00" })
  })

  it("allows inside a range of the day, start included and end excluded", () => {
    const hours = [{ day: 3, start: "09:30", end: "18:00" }]
    expect(withinLoginHours(hours, wed1230utc, "America/Sao_Paulo")).toBe(true)
    expect(withinLoginHours([{ day: 3, start: "08:00", end: "09:30" }], wed1230utc, "America/Sao_Paulo")).toBe(false)
    expect(withinLoginHours([{ day: 4, start: "00:00", end: "24:00" }], wed1230utc, "America/Sao_Paulo")).toBe(false)
    expect(withinLoginHours([{ day: 3, start: "00:00", end: "24:00" }], wed1230utc, "UTC")).toBe(true)
  })

  it("restricts only users marked for scheduled login", () => {
    expect(mayLogInNow({ loginOnlyScheduled: false, loginHours: [] }, wed1230utc, "UTC")).toBe(true)
    expect(mayLogInNow({ loginOnlyScheduled: true, loginHours: [] }, wed1230utc, "UTC")).toBe(false)
  })

  it("validates ranges", () => {
    expect(LoginHours.safeParse([{ day: 1, start: "08:00", end: "12:00" }]).success).toBe(true)
    for (const bad of [
      { day: 7, start: "08:00", end: "12:00" },
      { day: 1, start: "12:00", end: "08:00" },
      { day: 1, start: "8:00", end: "12:00" },
      { day: 1, start: "24:00", end: "24:00" }
    ])
      expect(LoginHours.safeParse([bad]).success, JSON.stringify(bad)).toBe(false)
    expect(isValidTimeZone("America/Sao_Paulo")).toBe(true)
    expect(isValidTimeZone("Mars/Olympus")).toBe(false)
  })

  it("a full-week, all-day schedule lets any instant in", () => {
    const all = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: "00:00", end: "24:00" }))
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        fc.constantFrom("UTC", "America/Sao_Paulo", "Asia/Tokyo"),
        (t, tz) => {
          expect(withinLoginHours(all, t, tz)).toBe(true)
        }
      )
    )
  })
})
