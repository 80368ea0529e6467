import { describe, expect, it } from "vitest"
import { searchParamOf, searchState } from "./search"

describe("the contacts' search rule", () => {
  it("lists everything for a blank box", () => {
    expect(searchState("")).toEqual({ kind: "all" })
    expect(searchState("   ")).toEqual({ kind: "all" })
    expect(searchParamOf(" ")).toBe("")
  })

  it("needs two characters, counted after trimming, as code points", () => {
    expect(searchState("a")).toEqual({ kind: "short" })
    expect(searchState("  a ")).toEqual({ kind: "short" })
    expect(searchState("😀")).toEqual({ kind: "short" })
    expect(searchParamOf("a")).toBe("")
    expect(searchState("an")).toEqual({ kind: "search", text: "an" })
    expect(searchState(" Ana Souza ")).toEqual({ kind: "search", text: "Ana Souza" })
    expect(searchParamOf("11 98")).toBe("11 98")
  })

  it("cuts a text longer than the server takes", () => {
    const long = "x".repeat(150)
    expect(searchParamOf(long)).toBe("x".repeat(100))
  })
})
