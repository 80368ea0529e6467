// Licence states (spec part 1 §6, §8): every state but "valid" refuses login and ends the
// tenant's sessions. A trial is a valid licence with an end date; past it the licence reads as
// expired. Login answers with the spec's login codes for invalid and expired.
import type { ErrorCode } from "../errors/catalogue"
import type { LicenseState } from "../tenant/tenant"

export type LicenseInput = { readonly license: LicenseState; readonly trialEndsAt: number | null }

export const effectiveLicense = (t: LicenseInput, now: number): LicenseState =>
  t.license === "valid" && t.trialEndsAt !== null && now >= t.trialEndsAt ? "expired" : t.license

const loginCodes: Readonly<Record<Exclude<LicenseState, "valid">, ErrorCode>> = {
  invalid: "ERROR_NO_PERMISSION_API_ADMIN2",
  expired: "ERROR_NO_PERMISSION_API_ADMIN",
  blocked: "ERR_LICENSE_BLOCKED",
  wrongDomain: "ERR_LICENSE_WRONG_DOMAIN",
  wrongCode: "ERR_LICENSE_WRONG_CODE",
  freePlanViolation: "ERR_LICENSE_FREE_PLAN_VIOLATION"
}

const sessionCodes: Readonly<Record<Exclude<LicenseState, "valid">, ErrorCode>> = {
  ...loginCodes,
  invalid: "ERR_LICENSE_INVALID",
  expired: "ERR_LICENSE_EXPIRED"
}

/** The code that refuses a login (or, with "session", a request of a logged-in user); null when valid. */
export const licenseError = (t: LicenseInput, now: number, at: "login" | "session" = "login"): ErrorCode | null => {
  const state = effectiveLicense(t, now)
  return state === "valid" ? null : (at === "login" ? loginCodes : sessionCodes)[state]
}
