/**
 * A tenant's plan, licence, trial, reseller and settings as the operator (console, CLI) and the
 * tenant's own administrator change them. Downgrading to free with more in use than the plan
 * allows marks the licence freePlanViolation (login refused until the use fits or the plan goes
 * back up); upgrading clears that mark.
 */
import { effectiveLicense } from "@atende/core/rules/license"
import { planLimits, planViolations, type LimitedKind } from "@atende/core/rules/plans"
import type { LicenseState, Plan } from "@atende/core/tenant/tenant"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis, wallMillis } from "../../../platform/clock/index"
import { AppError } from "../../../platform/http/AppError"
import { getTenant, lockTenant, tenantUsage, updateTenantRow, type TenantRow } from "../store/Tenants"
import { ensureResellerRoom } from "./limits"

const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

/**
 * The API shape (TenantRecord of core/contracts/tenants.ts) at `now`; the wall clock only for
 * callers outside an Effect (the CLI's list).
 */
export const tenantRecord = (t: TenantRow, now: number = wallMillis(), usage?: Record<LimitedKind, number>) => ({
  id: t.id,
  name: t.name,
  status: t.status as "active" | "inactive",
  plan: t.plan,
  license: t.license,
  /** The licence as login reads it now (a trial past its end reads "expired"). */
  licenseNow: effectiveLicense(t, now),
  limits: planLimits(t.plan),
  resellerId: t.resellerId,
  trialEndsAt: isoOrNull(t.trialEndsAt),
  userCreationDisabled: t.userCreationDisabled,
  document: t.document,
  timezone: t.timezone,
  storageQuotaMb: t.storageQuotaMb,
  createdAt: t.createdAt,
  ...(usage ? { usage } : {})
})

export type TenantChange = {
  readonly name?: string | undefined
  readonly plan?: Plan | undefined
  readonly license?: LicenseState | undefined
  /** ISO date-time, or null to end the trial (a full licence). */
  readonly trialEndsAt?: string | null | undefined
  readonly resellerId?: number | null | undefined
  readonly userCreationDisabled?: boolean | undefined
  readonly timezone?: string | undefined
  /** MB; null = unlimited. */
  readonly storageQuotaMb?: number | null | undefined
}

export const changeTenant = (tenantId: number, change: TenantChange) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* lockTenant(tenantId)
        const t = yield* getTenant(tenantId)
        if (!t) return yield* new AppError({ code: "ERR_NO_TENANT_FOUND" })
        if (change.resellerId !== undefined && change.resellerId !== null && change.resellerId !== t.resellerId)
          yield* ensureResellerRoom(change.resellerId, tenantId)
        const plan = change.plan ?? t.plan
        const usage = yield* tenantUsage(tenantId)
        const violations = planViolations(plan, usage)
        let license = change.license ?? t.license
        if (change.license === undefined && change.plan !== undefined && change.plan !== t.plan) {
          if (violations.length) license = "freePlanViolation"
          else if (t.license === "freePlanViolation") license = "valid"
        }
        const trialEndsAt =
          change.trialEndsAt === undefined
            ? t.trialEndsAt
            : change.trialEndsAt === null
              ? null
              : Date.parse(change.trialEndsAt)
        const next = yield* updateTenantRow(tenantId, { ...stripUndefined(change), plan, license, trialEndsAt })
        return { tenant: tenantRecord(next!, yield* nowMillis, usage), violations }
      })
    )
  })

const stripUndefined = (c: TenantChange) => {
  const { trialEndsAt: _t, ...rest } = c
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Omit<
    TenantChange,
    "trialEndsAt"
  >
}

export const showTenant = (tenantId: number) =>
  Effect.gen(function* () {
    const t = yield* getTenant(tenantId)
    if (!t) return yield* new AppError({ code: "ERR_NO_TENANT_FOUND" })
    const usage = yield* tenantUsage(tenantId)
    return tenantRecord(t, yield* nowMillis, usage)
  })
