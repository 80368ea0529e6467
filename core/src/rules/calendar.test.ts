import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { addDays, endOfDay, localDate, offsetMillis, startOfDay } from "./calendar"

const HOUR = 3_600_000

describe("calendar days in a time zone", () => {
  it("reads the zone's offset and the local date of an instant", () => {
    const t = Date.UTC(2026, 0, 14, 20, 0) // 17:00 on the 14th in São Paulo, 05:00 on the 15th in Tokyo
    expect(offsetMillis(t, "America/Sao_Paulo")).toBe(-3 * HOUR)
    expect(offsetMillis(t, "Asia/Tokyo")).toBe(9 * HOUR)
    expect(localDate(t, "America/Sao_Paulo")).toBe("2026-01-14")
    expect(localDate(t, "Asia/Tokyo")).toBe("2026-01-15")
    expect(localDate(t, "UTC")).toBe("2026-01-14")
  })

  it("gives the same date different instants in São Paulo and in Tokyo", () => {
    expect(startOfDay("2026-01-14", "America/Sao_Paulo")).toBe(Date.UTC(2026, 0, 14, 3))
    expect(endOfDay("2026-01-14", "America/Sao_Paulo")).toBe(Date.UTC(2026, 0, 15, 3))
    expect(startOfDay("2026-01-14", "Asia/Tokyo")).toBe(Date.UTC(2026, 0, 13, 15))
    expect(endOfDay("2026-01-14", "Asia/Tokyo")).toBe(Date.UTC(2026, 0, 14, 15))
    // a message at 20:00 UTC on the 14th is on the 14th for São Paulo and on the 15th for Tokyo
    const t = Date.UTC(2026, 0, 14, 20, 0)
    const within = (date: string, zone: string) => startOfDay(date, zone) <= t && t < endOfDay(date, zone)
    expect(within("2026-01-14", "America/Sao_Paulo")).toBe(true)
    expect(within("2026-01-14", "Asia/Tokyo")).toBe(false)
    expect(within("2026-01-15", "Asia/Tokyo")).toBe(true)
  })

  it("follows daylight saving: 23- and 25-hour days", () => {
    const length = (date: string, zone: string) => endOfDay(date, zone) - startOfDay(date, zone)
    expect(length("2026-03-08", "America/New_York")).toBe(23 * HOUR)
    expect(length("2026-11-01", "America/New_York")).toBe(25 * HOUR)
    expect(length("2026-03-09", "America/New_York")).toBe(24 * HOUR)
    expect(startOfDay("2026-07-01", "America/New_York")).toBe(Date.UTC(2026, 6, 1, 4))
    expect(startOfDay("2026-01-01", "America/New_York")).toBe(Date.UTC(2026, 0, 1, 5))
  })

  it("starts a day whose midnight is skipped when the clocks jump (São Paulo, 2018-11-04)", () => {
    // daylight saving began at 00:00 (-03:00), clocks went to 01:00 (-02:00)
    expect(startOfDay("2018-11-04", "America/Sao_Paulo")).toBe(Date.UTC(2018, 10, 4, 3))
    expect(endOfDay("2018-11-04", "America/Sao_Paulo")).toBe(Date.UTC(2018, 10, 5, 2))
    expect(endOfDay("2018-11-03", "America/Sao_Paulo")).toBe(Date.UTC(2018, 10, 4, 3))
  })

  it("adds days across months and years", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01")
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01")
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29")
  })

  it("puts every instant inside its own local day", () => {
    const zones = [
      "America/Sao_Paulo",
      "Asia/Tokyo",
      "America/New_York",
      "Europe/Berlin",
      "Australia/Lord_Howe",
      "Asia/Kolkata",
      "UTC"
    ]
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom(...zones),
        (t, zone) => {
          const date = localDate(t, zone)
          expect(startOfDay(date, zone)).toBeLessThanOrEqual(t)
          expect(t).toBeLessThan(endOfDay(date, zone))
          expect(localDate(startOfDay(date, zone), zone)).toBe(date)
          expect(localDate(endOfDay(date, zone) - 1, zone)).toBe(date)
        }
      ),
      { numRuns: 500 }
    )
  })
})
