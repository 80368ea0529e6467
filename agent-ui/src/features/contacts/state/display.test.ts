import { describe, expect, it } from "vitest"
import { displayName, displayNumber } from "./display"

describe("how contacts read", () => {
  it("writes Brazilian numbers with the area code apart, others with their +", () => {
    expect(displayNumber("5511987654321")).toBe("+55 (11) 98765-4321")
    expect(displayNumber("551133334444")).toBe("+55 (11) 3333-4444")
    expect(displayNumber("13055551234")).toBe("+13055551234")
    expect(displayNumber("5511*****4321")).toBe("5511*****4321")
    expect(displayNumber("")).toBe("")
  })

  it("never leaves a name blank when there is something else to show", () => {
    expect(displayName({ name: " ", number: "5511987654321", email: null })).toBe("+55 (11) 98765-4321")
    expect(displayName({ name: "", number: "", email: "a@b.co" })).toBe("a@b.co")
    expect(displayName({ name: "Ana", number: "", email: null })).toBe("Ana")
  })
})
