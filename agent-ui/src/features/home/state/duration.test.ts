import { describe, expect, it } from "vitest"
import { formatDuration } from "./duration"

describe("formatDuration", () => {
  it("shows the largest units that matter", () => {
    expect(formatDuration(0, "en")).toBe("0 sec")
    expect(formatDuration(42_400, "en")).toBe("42 sec")
    expect(formatDuration(300_000, "en")).toBe("5 min")
    expect(formatDuration(330_000, "en")).toBe("5 min 30 sec")
    expect(formatDuration(2 * 3_600_000 + 5 * 60_000, "en")).toBe("2 hr 5 min")
    expect(formatDuration(26 * 3_600_000, "en")).toBe("1 day 2 hr")
  })
})
