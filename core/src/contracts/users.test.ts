import { describe, it, expect } from "vitest"
import { UserCreate, UserUpdate } from "./users"

describe("UserCreate and UserUpdate", () => {
  it("fills defaults on create", () => {
    expect(UserCreate.parse({ name: "Ana", email: "ANA@x.com", password: "Abcdefg1" })).toEqual({
      name: "Ana",
      email: "ana@x.com",
      password: "Abcdefg1",
      profile: "user",
      active: true,
      queueIds: []
    })
  })

  it("applies the password rule and the phone format on create", () => {
    expect(UserCreate.safeParse({ name: "Ana", email: "a@x.com", password: "abcdefgh" }).success).toBe(false)
    expect(
      UserCreate.safeParse({ name: "Ana", email: "a@x.com", password: "Abcdefg1", phoneNumber: "12" }).success
    ).toBe(false)
    expect(UserCreate.safeParse({ name: "A", email: "a@x.com", password: "Abcdefg1" }).success).toBe(false)
  })

  it("sets nothing that was not sent on update", () => {
    expect(UserUpdate.parse({})).toEqual({})
    expect(UserUpdate.parse({ password: "", id: 3, createdAt: "2024-01-01T00:00:00.000Z" })).toEqual({})
    expect(UserUpdate.parse({ phoneNumber: null })).toEqual({ phoneNumber: null })
    expect(UserUpdate.safeParse({ password: "weak" }).success).toBe(false)
  })
})
