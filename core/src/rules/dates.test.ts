import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatDate, parseBirthday, parseDate } from "./dates"

describe("parseDate", () => {
  it.each([
    ["25/12/1990", "1990-12-25"],
    ["5/3/2001", "2001-03-05"],
    [" 29/02/2000 ", "2000-02-29"],
    ["1990-12-25", "1990-12-25"]
  ])("reads %s as %s", (input, iso) => expect(parseDate(input)).toBe(iso))

  it.each(["31/02/2000", "29/02/1900", "00/01/2000", "01/13/2000", "12/25/1990", "1990/12/25", "25-12-1990", "", "x"])(
    "refuses %s",
    (input) => expect(parseDate(input)).toBeUndefined()
  )

  it("agrees with the calendar for every day, and formats back", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31) }), (ms) => {
        const iso = new Date(ms).toISOString().slice(0, 10)
        expect(parseDate(formatDate(iso))).toBe(iso)
        expect(parseDate(iso)).toBe(iso)
      })
    )
  })
})

describe("parseBirthday", () => {
  it("takes days from 1900 up to today", () => {
    expect(parseBirthday("10/10/2024", "2024-10-10")).toBe("2024-10-10")
    expect(parseBirthday("11/10/2024", "2024-10-10")).toBeUndefined()
    expect(parseBirthday("31/12/1899", "2024-10-10")).toBeUndefined()
  })
})
