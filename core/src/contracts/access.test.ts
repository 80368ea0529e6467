import { describe, it, expect } from "vitest"
import {
  ForgotPasswordRequest,
  RegisterRequest,
  ResetPasswordRequest,
  passwordProblem,
  registrationProblem
} from "./access"
import { PushSubscriptionInput } from "./push"
import { TenantCreate, TenantUpdate } from "./tenants"
import { UserConfigsUpdate, UserCreate, UserListQuery, UserUpdate } from "./users"

const registration = {
  companyName: "Loja X",
  document: "11.222.333/0001-81",
  name: "Ana Lima",
  email: "Ana@LojaX.com.br",
  phoneNumber: "+55 11 98765-4321",
  password: "Senha123",
  passwordConfirmation: "Senha123",
  plan: "free",
  termsAccepted: true
}

describe("registration", () => {
  it("normalises a good registration and finds no problem", () => {
    const r = RegisterRequest.parse(registration)
    expect(r).toMatchObject({ email: "ana@lojax.com.br", phoneNumber: "5511987654321", plan: "free" })
    expect(registrationProblem(r)).toBeNull()
  })

  it("gives each broken rule its own code", () => {
    const problem = (patch: object) => registrationProblem(RegisterRequest.parse({ ...registration, ...patch }))
    expect(problem({ termsAccepted: false })).toBe("ERR_TERMS_NOT_ACCEPTED")
    expect(problem({ document: "529.982.247-24" })).toBe("ERR_INVALID_DOCUMENT")
    expect(problem({ document: "529.982.247-25" })).toBeNull()
    expect(problem({ password: "senha123", passwordConfirmation: "senha123" })).toBe("ERR_INVALID_PASSWORD")
    expect(problem({ passwordConfirmation: "Senha124" })).toBe("ERR_PASSWORD_MISMATCH")
    expect(RegisterRequest.safeParse({ ...registration, plan: "gold" }).success).toBe(false)
    expect(RegisterRequest.safeParse({ ...registration, email: "ana" }).success).toBe(false)
  })

  it("needs a non-empty matching confirmation on reset", () => {
    expect(passwordProblem({ password: "Senha123", passwordConfirmation: "" })).toBe("ERR_PASSWORD_MISMATCH")
    expect(
      ResetPasswordRequest.safeParse({ token: "short", password: "Senha123", passwordConfirmation: "Senha123" }).success
    ).toBe(false)
    expect(ForgotPasswordRequest.parse({ email: " A@B.co " })).toEqual({ email: "a@b.co" })
  })
})

describe("users, tenants and push contracts", () => {
  it("takes the new user fields only when sent", () => {
    expect(UserCreate.parse({ name: "Ana", email: "a@x.com", password: "Abcdefg1" })).not.toHaveProperty("loginHours")
    expect(
      UserUpdate.parse({
        loginOnlyScheduled: true,
        loginHours: [{ day: 1, start: "08:00", end: "12:00" }],
        notifications: { disableGroup: true }
      })
    ).toEqual({
      loginOnlyScheduled: true,
      loginHours: [{ day: 1, start: "08:00", end: "12:00" }],
      notifications: { disableGroup: true }
    })
    expect(UserUpdate.safeParse({ loginHours: [{ day: 9, start: "08:00", end: "12:00" }] }).success).toBe(false)
  })

  it("reads the users list query and the configs body", () => {
    expect(UserListQuery.parse({ searchParam: " ana ", pageNumber: "2", active: "false", queueId: "3" })).toEqual({
      searchParam: "ana",
      pageNumber: 2,
      active: false,
      queueId: 3
    })
    expect(UserListQuery.parse({ profile: "" })).toEqual({ searchParam: "", pageNumber: 1 })
    expect(UserConfigsUpdate.safeParse({}).success).toBe(false)
    expect(UserConfigsUpdate.parse({ isDark: true })).toEqual({ isDark: true })
  })

  it("checks tenant input", () => {
    expect(TenantCreate.parse({ name: "X Ltda", adminEmail: "A@x.co" })).toMatchObject({
      plan: "free",
      adminName: "Administrador",
      adminEmail: "a@x.co"
    })
    expect(TenantCreate.safeParse({ name: "X Ltda", adminEmail: "a@x.co", document: "123" }).success).toBe(false)
    expect(TenantUpdate.safeParse({ timezone: "Mars/Olympus" }).success).toBe(false)
    expect(TenantUpdate.parse({ license: "blocked", trialEndsAt: null })).toEqual({
      license: "blocked",
      trialEndsAt: null
    })
  })

  it("accepts a browser's push subscription", () => {
    const sub = {
      endpoint: "https://fcm.googleapis.com/fcm/send/abc",
      expirationTime: null,
      keys: { p256dh: "BExampleKey_-123", auth: "authSecret12" }
    }
    expect(PushSubscriptionInput.parse(sub)).toEqual(sub)
    expect(PushSubscriptionInput.safeParse({ ...sub, endpoint: "ftp://x/y" }).success).toBe(false)
    expect(PushSubscriptionInput.safeParse({ ...sub, keys: { p256dh: "no spaces!", auth: "x" } }).success).toBe(false)
  })
})
