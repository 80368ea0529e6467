import { describe, expect, it } from "vitest"
import { gigabytes, level, percent, size, uptimeParts } from "./figures"

describe("system information figures", () => {
  it("uptime: the two largest units", () => {
    expect(uptimeParts(3 * 86_400 + 4 * 3600 + 59 * 60)).toEqual({ unit: "days", d: 3, h: 4 })
    expect(uptimeParts(2 * 3600 + 5 * 60 + 30)).toEqual({ unit: "hours", h: 2, m: 5 })
    expect(uptimeParts(59)).toEqual({ unit: "minutes", m: 0 })
    expect(uptimeParts(-5)).toEqual({ unit: "minutes", m: 0 })
  })

  it("sizes and percentages in pt-BR numbers with their unit", () => {
    expect(gigabytes(16 * 1024 ** 3)).toBe("16,00 GB")
    expect(size(1536)).toBe("1,50 KB")
    expect(size(10.5 * 1024 ** 2)).toBe("10,50 MB")
    expect(size(2.25 * 1024 ** 3)).toBe("2,25 GB")
    expect(percent(45.2)).toBe("45,20 %")
  })

  it("bar levels", () => {
    expect([level(10), level(75), level(95)]).toEqual(["ok", "warn", "critical"])
  })
})
