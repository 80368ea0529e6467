import { describe, it, expect } from "vitest"
import { effectiveLicense, licenseError } from "./license"

describe("licence", () => {
  const now = Date.UTC(2026, 0, 10)

  it("lets a valid licence in, and a trial until its end", () => {
    expect(licenseError({ license: "valid", trialEndsAt: null }, now)).toBeNull()
    expect(licenseError({ license: "valid", trialEndsAt: now + 1 }, now)).toBeNull()
    expect(effectiveLicense({ license: "valid", trialEndsAt: now }, now)).toBe("expired")
  })

  it("refuses login with the spec's code for each state", () => {
    const at = (license: any) => licenseError({ license, trialEndsAt: null }, now)
    expect(at("invalid")).toBe("ERROR_NO_PERMISSION_API_ADMIN2")
    expect(at("expired")).toBe("ERROR_NO_PERMISSION_API_ADMIN")
    expect(at("blocked")).toBe("ERR_LICENSE_BLOCKED")
    expect(at("wrongDomain")).toBe("ERR_LICENSE_WRONG_DOMAIN")
    expect(at("wrongCode")).toBe("ERR_LICENSE_WRONG_CODE")
    expect(at("freePlanViolation")).toBe("ERR_LICENSE_FREE_PLAN_VIOLATION")
    expect(licenseError({ license: "valid", trialEndsAt: now - 1 }, now)).toBe("ERROR_NO_PERMISSION_API_ADMIN")
  })

  it("uses the general licence codes for a session already open", () => {
    expect(licenseError({ license: "invalid", trialEndsAt: null }, now, "session")).toBe("ERR_LICENSE_INVALID")
    expect(licenseError({ license: "valid", trialEndsAt: now - 1 }, now, "session")).toBe("ERR_LICENSE_EXPIRED")
    expect(licenseError({ license: "blocked", trialEndsAt: null }, now, "session")).toBe("ERR_LICENSE_BLOCKED")
  })
})
