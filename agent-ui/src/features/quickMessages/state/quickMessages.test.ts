import type { QuickMessage } from "@atende/core/contracts/quickMessages"
import { describe, expect, it } from "vitest"
import { checkForm, matchByKey, matchKeyOrMessage, serverProblems, slashQuery } from "./quickMessages"

const q = (id: number, key: string, message = `texto ${key}`): QuickMessage => ({
  id,
  key,
  message,
  createdAt: "2024-01-01T00:00:00.000Z",
  updatedAt: "2024-01-01T00:00:00.000Z"
})

const list = [q(1, "Saudação", "{{greeting}}, {{name}}!"), q(2, "boleto"), q(3, "2via-boleto"), q(4, "Horário")]

describe("slashQuery", () => {
  it("reads the shortcut after a / that starts the box, until a line break", () => {
    expect(slashQuery("/")).toBe("")
    expect(slashQuery("/bol")).toBe("bol")
    expect(slashQuery("/bom dia")).toBe("bom dia")
    expect(slashQuery("oi /bol")).toBeNull()
    expect(slashQuery("/bol\nmais")).toBeNull()
    expect(slashQuery("")).toBeNull()
  })
})

describe("matching", () => {
  it("finds keys containing the query in any case, those starting with it first", () => {
    expect(matchByKey(list, "BOL").map((m) => m.key)).toEqual(["boleto", "2via-boleto"])
    expect(matchByKey(list, "").map((m) => m.id)).toEqual([3, 2, 4, 1])
    expect(matchByKey(list, "SAUDAÇ").map((m) => m.key)).toEqual(["Saudação"])
    expect(matchByKey(list, "greeting")).toEqual([])
  })

  it("searches the screen by key or message", () => {
    expect(matchKeyOrMessage(list, "greeting").map((m) => m.key)).toEqual(["Saudação"])
    expect(matchKeyOrMessage(list, " texto ").map((m) => m.key)).toEqual(["2via-boleto", "boleto", "Horário"])
  })
})

describe("the form", () => {
  it("needs a key and a message within their limits, as the server does", () => {
    expect(checkForm({ key: " oi ", message: "Olá" })).toEqual({})
    expect(checkForm({ key: "  ", message: "" })).toEqual({ key: "required", message: "required" })
    expect(checkForm({ key: "k".repeat(61), message: "m".repeat(4097) })).toEqual({
      key: "tooLong",
      message: "tooLong"
    })
  })

  it("reads the fields an ERR_VALIDATION answer names", () => {
    expect(serverProblems({ issues: [{ field: "key", message: "x" }, { field: "other" }] })).toEqual({ key: "invalid" })
    expect(serverProblems({})).toEqual({})
  })
})
