import { localDate } from "@atende/core/rules/calendar"
import { describe, expect, it } from "vitest"
import { dateOfDay, dayNumber, dayOfDate, offsetIn, offsetSegments } from "./days"

const HOUR = 3_600_000

describe("day numbers", () => {
  it("are the tenant's calendar day, whatever the instant's UTC date", () => {
    const instant = Date.parse("2025-03-01T02:30:00Z")
    expect(dateOfDay(dayNumber(instant, "America/Sao_Paulo"))).toBe("2025-02-28")
    expect(dateOfDay(dayNumber(instant, "Asia/Tokyo"))).toBe("2025-03-01")
    expect(dateOfDay(dayNumber(instant, "UTC"))).toBe("2025-03-01")
    expect(dayOfDate("1970-01-02")).toBe(1)
    expect(dateOfDay(dayOfDate("2024-02-29"))).toBe("2024-02-29")
  })

  it("agree with the calendar's local date across daylight saving", () => {
    for (const zone of ["America/Sao_Paulo", "Europe/Lisbon", "America/New_York", "Asia/Kolkata"])
      for (let t = Date.parse("2018-10-30T00:00:00Z"); t < Date.parse("2018-11-10T00:00:00Z"); t += 1_800_000)
        expect(dateOfDay(dayNumber(t, zone)), `${zone} ${new Date(t).toISOString()}`).toBe(localDate(t, zone))
  })
})

describe("offset segments", () => {
  it("find each transition to the second and give every instant its offset", () => {
    const from = Date.parse("2018-01-01T00:00:00Z")
    const to = Date.parse("2019-12-31T00:00:00Z")
    const segments = offsetSegments("America/Sao_Paulo", from, to)
    // 2018-11-04 00:00 local (-03) became 01:00 (-02); 2019-02-17 00:00 local (-02) went back to 23:00 (-03); then none
    expect(segments).toEqual([
      { until: Date.parse("2018-02-18T02:00:00Z"), offset: -2 * HOUR },
      { until: Date.parse("2018-11-04T03:00:00Z"), offset: -3 * HOUR },
      { until: Date.parse("2019-02-17T02:00:00Z"), offset: -2 * HOUR },
      { until: null, offset: -3 * HOUR }
    ])
    for (let t = from - 40 * 24 * HOUR; t < to + 40 * 24 * HOUR; t += 7 * HOUR + 13_000)
      expect(Math.floor((t + offsetIn(segments, t)) / 86_400_000)).toBe(dayNumber(t, "America/Sao_Paulo"))
  })

  it("is one segment in a zone without transitions", () => {
    expect(offsetSegments("Asia/Tokyo", 0, Date.parse("2025-01-01T00:00:00Z"))).toEqual([
      { until: null, offset: 9 * HOUR }
    ])
  })
})
