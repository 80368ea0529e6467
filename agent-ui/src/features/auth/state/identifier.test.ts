import { describe, expect, it } from "vitest"
import { checkLogin, loginPayload } from "./identifier"

describe("loginPayload", () => {
  it("sends a trimmed e-mail when the identifier has an at-sign", () => {
    expect(loginPayload("  ana@empresa.com ", "x")).toEqual({ email: "ana@empresa.com", password: "x" })
  })

  it("sends the digits of a phone number otherwise", () => {
    expect(loginPayload(" +55 (11) 99999-0000 ", "x")).toEqual({ phoneNumber: "5511999990000", password: "x" })
  })
})

describe("checkLogin", () => {
  it("accepts what the server's LoginRequest accepts", () => {
    expect(checkLogin("ana@empresa.com", "secret")).toMatchObject({ ok: true })
    expect(checkLogin("5511999990000", "secret")).toMatchObject({ ok: true })
  })

  it("names the field to fix", () => {
    expect(checkLogin("ana@", "secret")).toEqual({ ok: false, field: "identifier" })
    expect(checkLogin("123", "secret")).toEqual({ ok: false, field: "identifier" })
    expect(checkLogin("ana@empresa.com", "")).toEqual({ ok: false, field: "password" })
  })
})
