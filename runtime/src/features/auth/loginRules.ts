/**
 * Who may log in once the password matched (spec part 1 §6, §8), in this order: an inactive
 * user (ERR_USER_INACTIVE); a tenant whose licence is not valid, a trial past its end counting
 * as expired (the licence codes); a user restricted to scheduled hours outside them, read in
 * the tenant's time zone (ERR_LOGIN_HOURS_RESTRICTED).
 */
import type { ErrorCode } from "@atende/core/errors/catalogue"
import { licenseError } from "@atende/core/rules/license"
import { mayLogInNow, type LoginHoursRange } from "@atende/core/rules/loginHours"
import type { LicenseState } from "@atende/core/tenant/tenant"

export type LoginUser = {
  readonly active: boolean
  readonly loginOnlyScheduled: boolean
  readonly loginHours: ReadonlyArray<LoginHoursRange>
}
export type LoginTenant = {
  readonly license: LicenseState
  readonly trialEndsAt: number | null
  readonly timezone: string
}

export const loginRefusal = (user: LoginUser, tenant: LoginTenant | undefined, now: number): ErrorCode | null => {
  if (!user.active) return "ERR_USER_INACTIVE"
  if (!tenant) return "ERR_NO_TENANT_FOUND"
  const licence = licenseError(tenant, now, "login")
  if (licence) return licence
  return mayLogInNow(user, now, tenant.timezone) ? null : "ERR_LOGIN_HOURS_RESTRICTED"
}
