import { describe, expect, it } from "vitest"
import { cellText, duration, localDateTime, wallClock } from "./cells"

describe("report cells", () => {
  it("shows instants in the zone, across its daylight-saving changes", () => {
    expect(localDateTime(Date.parse("2026-04-01T02:30:00Z"), "America/Sao_Paulo")).toBe("31/03/2026 23:30")
    expect(localDateTime(Date.parse("2026-03-01T00:30:00Z"), "Asia/Tokyo")).toBe("01/03/2026 09:30")
    // New York springs forward at 07:00 UTC on 8 March 2026 (02:00 local becomes 03:00)
    for (const [utc, local] of [
      ["2026-03-08T06:59:59Z", "08/03/2026 01:59"],
      ["2026-03-08T07:00:00Z", "08/03/2026 03:00"],
      ["2026-03-08T07:14:00Z", "08/03/2026 03:14"]
    ])
      expect(localDateTime(Date.parse(utc!), "America/New_York")).toBe(local)
    // São Paulo before 1914 kept its local mean time (-3:06:28): a change inside a quarter hour
    expect(wallClock(Date.parse("1914-01-01T03:06:27Z"), "America/Sao_Paulo").toISOString()).toBe(
      "1913-12-31T23:59:59.000Z"
    )
    expect(wallClock(Date.parse("1914-01-01T03:06:28Z"), "America/Sao_Paulo").toISOString()).toBe(
      "1914-01-01T00:06:28.000Z"
    )
  })

  it("shows durations as h:mm:ss and dates as DD/MM/YYYY", () => {
    expect(duration(600)).toBe("0:10:00")
    expect(duration(90_061)).toBe("25:01:01")
    expect(cellText("date", "1990-03-05", "UTC")).toBe("05/03/1990")
    expect(cellText("datetime", null, "UTC")).toBe("")
  })
})
