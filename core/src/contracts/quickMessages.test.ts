import { describe, expect, it } from "vitest"
import { foldKey, QuickMessageCreate, QuickMessagePatch, QuickMessageQuery } from "./quickMessages"

const fields = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  (r.error?.issues ?? []).map((i) => i.path.join("."))

describe("QuickMessageCreate", () => {
  it("trims the key and the message", () => {
    expect(QuickMessageCreate.parse({ key: "  saudacao ", message: " {{greeting}}, {{name}}! " })).toEqual({
      key: "saudacao",
      message: "{{greeting}}, {{name}}!"
    })
  })

  it("needs a key and a message, each within its limit, and names the field", () => {
    expect(fields(QuickMessageCreate.safeParse({ message: "oi" }))).toEqual(["key"])
    expect(fields(QuickMessageCreate.safeParse({ key: "   ", message: "oi" }))).toEqual(["key"])
    expect(fields(QuickMessageCreate.safeParse({ key: "oi" }))).toEqual(["message"])
    expect(fields(QuickMessageCreate.safeParse({ key: "oi", message: " \n " }))).toEqual(["message"])
    expect(fields(QuickMessageCreate.safeParse({ key: "k".repeat(61), message: "oi" }))).toEqual(["key"])
    expect(fields(QuickMessageCreate.safeParse({ key: "oi", message: "m".repeat(4097) }))).toEqual(["message"])
    expect(fields(QuickMessageCreate.safeParse({ key: 1, message: ["oi"] }))).toEqual(["key", "message"])
  })
})

describe("QuickMessagePatch", () => {
  it("takes the key, the message or both, never neither", () => {
    expect(QuickMessagePatch.parse({ key: " novo " })).toEqual({ key: "novo" })
    expect(QuickMessagePatch.parse({ message: "texto" })).toEqual({ message: "texto" })
    expect(QuickMessagePatch.safeParse({}).success).toBe(false)
    expect(QuickMessagePatch.safeParse({ key: "" }).success).toBe(false)
  })
})

describe("QuickMessageQuery and foldKey", () => {
  it("trims the search, blank meaning every quick message", () => {
    expect(QuickMessageQuery.parse({ searchParam: " Sau " })).toEqual({ searchParam: "Sau" })
    expect(QuickMessageQuery.parse({})).toEqual({ searchParam: "" })
    expect(QuickMessageQuery.safeParse({ searchParam: "x".repeat(101) }).success).toBe(false)
  })

  it("folds case beyond ASCII and composes accents", () => {
    expect(foldKey("SAUDAÇÃO")).toBe("saudação")
    expect(foldKey("Sauda\u0063\u0327\u00e3o")).toBe(foldKey("saudação"))
    expect(foldKey("ПРИВЕТ")).toBe("привет")
  })
})
