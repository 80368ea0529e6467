import { describe, expect, it } from "vitest"
import { formatBytes, formatDateTime, formatNumber } from "./format"

describe("pt-BR number formatting", () => {
  it("uses a comma and 2 to 3 decimals", () => {
    expect(formatNumber(1234.5)).toBe("1.234,50")
    expect(formatNumber(0.12345)).toBe("0,123")
    expect(formatBytes(10.5 * 1024 * 1024)).toBe("10,50 MB")
    expect(formatBytes(512 * 1024)).toBe("512,00 KB")
  })

  it("writes date-times as DD/MM/YYYY HH:mm in pt-BR", () => {
    expect(formatDateTime(new Date(2026, 2, 7, 9, 5), "pt-BR")).toBe("07/03/2026 09:05")
  })
})
