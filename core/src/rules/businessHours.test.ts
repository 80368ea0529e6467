import { describe, expect, it } from "vitest"
import fc from "fast-check"
import {
  AvailabilityInput,
  BusinessHoursInput,
  DEFAULT_AVAILABILITY,
  DEFAULT_WEEK,
  type BusinessWeek
} from "../contracts/businessHours"
import { isAvailable, isOpen, localInstant, nextOpening, wallClock } from "./businessHours"

const HOUR = 3_600_000
const MINUTE = 60_000

/** Monday to Friday 09:00-12:00 and 13:00-18:00, Saturday open all day, Sunday closed. */
const week: BusinessWeek = [
  { mode: "closed" },
  ...Array.from({ length: 5 }, () => ({
    mode: "hours" as const,
    ranges: [
      { start: "09:00", end: "12:00" },
      { start: "13:00", end: "18:00" }
    ]
  })),
  { mode: "open" }
]

describe("business hours", () => {
  it("reads the week in São Paulo's wall clock", () => {
    const zone = "America/Sao_Paulo" // -03:00, no daylight saving since 2019
    // Wednesday 2026-01-14
    expect(isOpen(week, zone, Date.UTC(2026, 0, 14, 12, 0))).toBe(true) // 09:00 local
    expect(isOpen(week, zone, Date.UTC(2026, 0, 14, 11, 59))).toBe(false) // 08:59
    expect(isOpen(week, zone, Date.UTC(2026, 0, 14, 15, 0))).toBe(false) // 12:00 (end is exclusive)
    expect(isOpen(week, zone, Date.UTC(2026, 0, 14, 16, 0))).toBe(true) // 13:00
    expect(isOpen(week, zone, Date.UTC(2026, 0, 14, 20, 59))).toBe(true) // 17:59
    expect(isOpen(week, zone, Date.UTC(2026, 0, 14, 21, 0))).toBe(false) // 18:00
    // Saturday all day, Sunday never
    expect(isOpen(week, zone, Date.UTC(2026, 0, 17, 3, 0))).toBe(true) // Sat 00:00
    expect(isOpen(week, zone, Date.UTC(2026, 0, 18, 2, 59))).toBe(true) // Sat 23:59
    expect(isOpen(week, zone, Date.UTC(2026, 0, 18, 3, 0))).toBe(false) // Sun 00:00
    expect(isOpen(week, zone, Date.UTC(2026, 0, 18, 15, 0))).toBe(false) // Sun 12:00
  })

  it("reads the same instant differently in Tokyo", () => {
    // 2026-01-14 20:00 UTC: Wednesday 17:00 in São Paulo (open), Thursday 05:00 in Tokyo (closed)
    const t = Date.UTC(2026, 0, 14, 20, 0)
    expect(wallClock(t, "Asia/Tokyo")).toEqual({ date: "2026-01-15", day: 4, time: "05:00" })
    expect(isOpen(week, "America/Sao_Paulo", t)).toBe(true)
    expect(isOpen(week, "Asia/Tokyo", t)).toBe(false)
    // Friday 2026-01-16 23:30 UTC is Saturday 08:30 in Tokyo: open all day
    expect(isOpen(week, "Asia/Tokyo", Date.UTC(2026, 0, 16, 23, 30))).toBe(true)
    expect(isOpen(week, "America/Sao_Paulo", Date.UTC(2026, 0, 16, 23, 30))).toBe(false)
  })

  it("keeps local hours across daylight saving (New York)", () => {
    const zone = "America/New_York"
    // Monday 2026-03-09 (EDT, -04:00) and Monday 2026-03-02 (EST, -05:00): 09:00 local both
    expect(isOpen(week, zone, Date.UTC(2026, 2, 9, 13, 0))).toBe(true)
    expect(isOpen(week, zone, Date.UTC(2026, 2, 9, 12, 59))).toBe(false)
    expect(isOpen(week, zone, Date.UTC(2026, 2, 2, 14, 0))).toBe(true)
    expect(isOpen(week, zone, Date.UTC(2026, 2, 2, 13, 59))).toBe(false)
    // Monday 2026-11-02, after the clocks went back: 18:00 local is 23:00 UTC
    expect(isOpen(week, zone, Date.UTC(2026, 10, 2, 22, 59))).toBe(true)
    expect(isOpen(week, zone, Date.UTC(2026, 10, 2, 23, 0))).toBe(false)
  })

  it("finds the local instant of a wall time, in a gap and in a repeated hour", () => {
    expect(localInstant("2026-01-14", "09:00", "America/Sao_Paulo")).toBe(Date.UTC(2026, 0, 14, 12))
    expect(localInstant("2026-01-15", "09:00", "Asia/Tokyo")).toBe(Date.UTC(2026, 0, 15, 0))
    // 2026-03-08 02:30 does not exist in New York: the clocks jump from 02:00 EST to 03:00 EDT (07:00 UTC)
    expect(localInstant("2026-03-08", "02:30", "America/New_York")).toBe(Date.UTC(2026, 2, 8, 7))
    // 2026-11-01 01:30 happens twice: the first (EDT, 05:30 UTC)
    expect(localInstant("2026-11-01", "01:30", "America/New_York")).toBe(Date.UTC(2026, 10, 1, 5, 30))
  })

  it("tells when it opens next", () => {
    const zone = "America/Sao_Paulo"
    const open = Date.UTC(2026, 0, 14, 12, 30)
    expect(nextOpening(week, zone, open)).toBe(open)
    // Wednesday 12:30 local (lunch) → 13:00
    expect(nextOpening(week, zone, Date.UTC(2026, 0, 14, 15, 30))).toBe(Date.UTC(2026, 0, 14, 16, 0))
    // Wednesday 19:00 → Thursday 09:00
    expect(nextOpening(week, zone, Date.UTC(2026, 0, 14, 22, 0))).toBe(Date.UTC(2026, 0, 15, 12, 0))
    // Sunday → Monday 09:00
    expect(nextOpening(week, zone, Date.UTC(2026, 0, 18, 15, 0))).toBe(Date.UTC(2026, 0, 19, 12, 0))
    // Friday 19:00 → Saturday 00:00 (open all day)
    expect(nextOpening(week, zone, Date.UTC(2026, 0, 16, 22, 0))).toBe(Date.UTC(2026, 0, 17, 3, 0))
    // never open
    const closed: BusinessWeek = Array.from({ length: 7 }, () => ({ mode: "closed" as const }))
    expect(nextOpening(closed, zone, open)).toBeNull()
    // New York, Sunday 2026-03-08 (the clocks jump at 02:00) → Monday 09:00 EDT
    expect(nextOpening(week, "America/New_York", Date.UTC(2026, 2, 8, 5))).toBe(Date.UTC(2026, 2, 9, 13))
  })

  it("takes the tenantHours record as well as the bare week", () => {
    const t = Date.UTC(2026, 0, 14, 12, 0)
    expect(isOpen({ days: week }, "America/Sao_Paulo", t)).toBe(true)
  })

  it("defaults to Monday-Friday 08:00-18:00", () => {
    const zone = "America/Sao_Paulo"
    expect(isOpen(DEFAULT_WEEK, zone, Date.UTC(2026, 0, 14, 11, 0))).toBe(true) // Wed 08:00
    expect(isOpen(DEFAULT_WEEK, zone, Date.UTC(2026, 0, 14, 21, 0))).toBe(false) // Wed 18:00
    expect(isOpen(DEFAULT_WEEK, zone, Date.UTC(2026, 0, 17, 15, 0))).toBe(false) // Sat
    expect(isAvailable(DEFAULT_AVAILABILITY, zone, Date.UTC(2026, 0, 14, 11, 0))).toBe(true)
    expect(isAvailable(DEFAULT_AVAILABILITY, zone, Date.UTC(2026, 0, 18, 15, 0))).toBe(false)
  })

  it("an instant is open exactly when the next opening is itself (any zone, any week)", () => {
    const zones = ["America/Sao_Paulo", "Asia/Tokyo", "America/New_York", "Europe/London", "Australia/Lord_Howe"]
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
      .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`)
    const day = fc.oneof(
      fc.constant({ mode: "open" as const }),
      fc.constant({ mode: "closed" as const }),
      fc
        .tuple(time, time)
        .filter(([a, b]) => a < b)
        .map(([start, end]) => ({ mode: "hours" as const, ranges: [{ start, end }] }))
    )
    fc.assert(
      fc.property(
        fc.array(day, { minLength: 7, maxLength: 7 }),
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) }),
        (days, zone, at) => {
          const next = nextOpening(days, zone, at)
          if (isOpen(days, zone, at)) expect(next).toBe(at)
          else if (next !== null) {
            expect(next).toBeGreaterThan(at)
            expect(isOpen(days, zone, next)).toBe(true)
            expect(isOpen(days, zone, next - MINUTE)).toBe(false)
            expect(next - at).toBeLessThanOrEqual(8 * 24 * HOUR)
          } else expect(days.every((d) => d.mode === "closed")).toBe(true)
        }
      ),
      { numRuns: 300 }
    )
  })
})

describe("the business hours contract", () => {
  const days = (d: unknown) => [d, ...DEFAULT_WEEK.slice(1)]

  it("accepts the defaults and the three modes", () => {
    expect(BusinessHoursInput.safeParse({ days: DEFAULT_WEEK, absenceMessage: "" }).success).toBe(true)
    expect(BusinessHoursInput.safeParse({ days: week, absenceMessage: "Fora do horário" }).success).toBe(true)
    const end = { mode: "hours", ranges: [{ start: "20:00", end: "24:00" }] }
    expect(BusinessHoursInput.safeParse({ days: days(end), absenceMessage: "" }).success).toBe(true)
  })

  it("refuses ranges across midnight, overlapping, empty or malformed, and a week not of seven days", () => {
    const bad = [
      { mode: "hours", ranges: [{ start: "22:00", end: "02:00" }] },
      { mode: "hours", ranges: [{ start: "10:00", end: "10:00" }] },
      {
        mode: "hours",
        ranges: [
          { start: "09:00", end: "12:00" },
          { start: "11:00", end: "14:00" }
        ]
      },
      { mode: "hours", ranges: [] },
      { mode: "hours", ranges: [{ start: "9:00", end: "12:00" }] },
      { mode: "hours", ranges: [{ start: "24:00", end: "24:00" }] },
      { mode: "sometimes" }
    ]
    for (const d of bad) expect(BusinessHoursInput.safeParse({ days: days(d), absenceMessage: "" }).success).toBe(false)
    expect(BusinessHoursInput.safeParse({ days: DEFAULT_WEEK.slice(1), absenceMessage: "" }).success).toBe(false)
    expect(BusinessHoursInput.safeParse({ days: DEFAULT_WEEK, absenceMessage: "x".repeat(2001) }).success).toBe(false)
  })

  it("points an error at the field", () => {
    const r = BusinessHoursInput.safeParse({
      days: days({ mode: "hours", ranges: [{ start: "22:00", end: "02:00" }] }),
      absenceMessage: ""
    })
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]?.path).toEqual(["days", 0, "ranges", 0, "end"])
  })

  it("checks availability slots the same way", () => {
    expect(AvailabilityInput.safeParse({ days: DEFAULT_AVAILABILITY }).success).toBe(true)
    const overlap = [
      { shift: "morning", start: "08:00", end: "12:00" },
      { shift: "fullDay", start: "08:00", end: "18:00" }
    ]
    expect(AvailabilityInput.safeParse({ days: [overlap, [], [], [], [], [], []] }).success).toBe(false)
    const night = [{ shift: "evening", start: "22:00", end: "02:00" }]
    expect(AvailabilityInput.safeParse({ days: [night, [], [], [], [], [], []] }).success).toBe(false)
    expect(AvailabilityInput.safeParse({ days: [[{ shift: "night", start: "08:00", end: "09:00" }]] }).success).toBe(
      false
    )
  })
})
