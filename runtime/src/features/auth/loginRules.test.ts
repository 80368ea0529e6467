import { describe, expect, it } from "vitest"
import { loginRefusal } from "./loginRules"

const now = Date.UTC(2026, 0, 14, 12, 30) // Wednesday 09:30 in São Paulo
const user = { active: true, loginOnlyScheduled: false, loginHours: [] }
const tenant = { license: "valid" as const, trialEndsAt: null, timezone: "America/Sao_Paulo" }

describe("login rules", () => {
  it("lets an active user of a valid tenant in at any time", () => {
    expect(loginRefusal(user, tenant, now)).toBeNull()
  })

  it("refuses in order: inactive, licence, hours", () => {
    const restricted = { ...user, loginOnlyScheduled: true, loginHours: [{ day: 3, start: "10:00", end: "18:00" }] }
    expect(loginRefusal({ ...restricted, active: false }, { ...tenant, license: "blocked" }, now)).toBe(
      "ERR_USER_INACTIVE"
    )
    expect(loginRefusal(restricted, { ...tenant, license: "blocked" }, now)).toBe("ERR_LICENSE_BLOCKED")
    expect(loginRefusal(restricted, { ...tenant, trialEndsAt: now - 1 }, now)).toBe("ERROR_NO_PERMISSION_API_ADMIN")
    expect(loginRefusal(restricted, tenant, now)).toBe("ERR_LOGIN_HOURS_RESTRICTED")
    expect(
      loginRefusal({ ...restricted, loginHours: [{ day: 3, start: "09:00", end: "10:00" }] }, tenant, now)
    ).toBeNull()
    expect(loginRefusal(restricted, { ...tenant, timezone: "UTC" }, now)).toBeNull()
  })
})
