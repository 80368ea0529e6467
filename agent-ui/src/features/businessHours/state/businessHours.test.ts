import { DEFAULT_AVAILABILITY } from "@atende/core/contracts/businessHours"
import { describe, expect, it } from "vitest"
import { fieldProblems, problemOf, setSlotTime, toggleShift, withMode, workingDays } from "./businessHours"

describe("business hours screen state", () => {
  it("reads the server's field errors as problems", () => {
    expect(
      fieldProblems({
        issues: [
          { field: "days.1.ranges.0.end", message: "start must be before end (no range across midnight)" },
          { field: "days.1.ranges.0.end", message: "other" },
          { field: "days.2.ranges.1.start", message: "ranges overlap" },
          { field: "days.3.ranges.0.start", message: "Use HH:mm" },
          { field: "absenceMessage", message: "Too big: expected string to have <=2000 characters" }
        ]
      })
    ).toEqual({
      "days.1.ranges.0.end": "order",
      "days.2.ranges.1.start": "overlap",
      "days.3.ranges.0.start": "format",
      absenceMessage: "tooLong"
    })
    expect(fieldProblems({})).toEqual({})
    expect(problemOf("Invalid input")).toBe("invalid")
  })

  it("switches a day's mode and a user's shifts", () => {
    expect(withMode({ mode: "closed" }, "hours")).toEqual({ mode: "hours", ranges: [{ start: "08:00", end: "18:00" }] })
    expect(withMode({ mode: "hours", ranges: [{ start: "09:00", end: "10:00" }] }, "open")).toEqual({ mode: "open" })
    const day = toggleShift(toggleShift([], "evening", true), "morning", true)
    expect(day.map((s) => s.shift)).toEqual(["morning", "evening"])
    expect(toggleShift(day, "morning", false)).toEqual([{ shift: "evening", start: "18:00", end: "22:00" }])
    const week = setSlotTime(DEFAULT_AVAILABILITY, 1, "fullDay", "end", "17:00")
    expect(week[1]).toEqual([{ shift: "fullDay", start: "08:00", end: "17:00" }])
    expect(week[2]).toEqual(DEFAULT_AVAILABILITY[2])
    expect(workingDays(DEFAULT_AVAILABILITY)).toEqual([1, 2, 3, 4, 5])
  })
})
