import { describe, it, expect } from "vitest"
import { LoginRequest } from "./auth"

describe("LoginRequest", () => {
  it("takes a trimmed, lower-cased e-mail", () => {
    expect(LoginRequest.parse({ email: "  Ana@Example.com ", password: "x" })).toEqual({
      email: "ana@example.com",
      password: "x"
    })
  })

  it("takes a phone number as digits, a blank e-mail counting as absent", () => {
    expect(LoginRequest.parse({ phoneNumber: " +55 (11) 98765-4321 ", email: "", password: "x" })).toEqual({
      phoneNumber: "5511987654321",
      password: "x"
    })
  })

  it("needs exactly one identifier", () => {
    expect(LoginRequest.safeParse({ password: "x" }).success).toBe(false)
    expect(LoginRequest.safeParse({ email: "a@b.co", phoneNumber: "5511987654321", password: "x" }).success).toBe(false)
  })

  it("refuses an invalid e-mail, a short phone and a missing password", () => {
    expect(LoginRequest.safeParse({ email: "ana", password: "x" }).success).toBe(false)
    expect(LoginRequest.safeParse({ phoneNumber: "12345", password: "x" }).success).toBe(false)
    expect(LoginRequest.safeParse({ email: "a@b.co", password: "" }).success).toBe(false)
  })
})
