// Plan and reseller limits (spec part 1 §6, part 2 §6): the free plan allows one active queue,
// one active chatbot flow, one active connection and no user beyond the first administrator;
// enterprise lifts those. A reseller's contracted limits (users, connections) count across all
// of its tenants. Pure functions: callers count what is in use and ask whether one more fits.
import type { ErrorCode } from "../errors/catalogue"
import type { Plan, PlanLimits } from "../tenant/tenant"

export type LimitedKind = keyof PlanLimits
export const limitedKinds: ReadonlyArray<LimitedKind> = ["users", "queues", "chatFlows", "connections"]

export const PLAN_LIMITS: Readonly<Record<Plan, PlanLimits>> = {
  free: { users: 1, queues: 1, chatFlows: 1, connections: 1 },
  enterprise: { users: null, queues: null, chatFlows: null, connections: null }
}

/** The plans as the console lists them. */
export const PLANS: ReadonlyArray<{ id: Plan; name: string; limits: PlanLimits }> = [
  { id: "free", name: "Gratuito", limits: PLAN_LIMITS.free },
  { id: "enterprise", name: "Enterprise", limits: PLAN_LIMITS.enterprise }
]

export const planLimits = (plan: Plan): PlanLimits => PLAN_LIMITS[plan]

/** Whether one more fits under `limit` (null = unlimited) when `inUse` exist now. */
export const fits = (limit: number | null, inUse: number): boolean => limit === null || inUse < limit

export const planLimitCode: Readonly<Record<LimitedKind, ErrorCode>> = {
  users: "ERR_PLAN_LIMIT_USERS",
  queues: "ERR_PLAN_LIMIT_QUEUES",
  chatFlows: "ERR_PLAN_LIMIT_CHATFLOWS",
  connections: "ERR_PLAN_LIMIT_CONNECTIONS"
}

export type ResellerLimits = { readonly maxUsers: number | null; readonly maxConnections: number | null }
export type ResellerKind = "users" | "connections"

export const resellerLimitCode: Readonly<Record<ResellerKind, ErrorCode>> = {
  users: "ERR_USER_LIMIT_REACHED",
  connections: "ERR_RESELLER_CONNECTION_LIMIT_REACHED"
}

const resellerLimit = (limits: ResellerLimits, kind: ResellerKind) =>
  kind === "users" ? limits.maxUsers : limits.maxConnections

export type AddCheck = {
  readonly plan: Plan
  readonly kind: LimitedKind
  /** Active records of this kind in the tenant now. */
  readonly tenantInUse: number
  /** The tenant's reseller, with the active records of this kind across all its tenants. */
  readonly reseller?: { readonly limits: ResellerLimits; readonly inUse: number } | undefined
}

/** Why one more record may not be added (the plan first, then the reseller), or null. */
export const addProblem = (c: AddCheck): ErrorCode | null => {
  if (!fits(PLAN_LIMITS[c.plan][c.kind], c.tenantInUse)) return planLimitCode[c.kind]
  if (
    c.reseller &&
    (c.kind === "users" || c.kind === "connections") &&
    !fits(resellerLimit(c.reseller.limits, c.kind), c.reseller.inUse)
  )
    return resellerLimitCode[c.kind]
  return null
}

export type Usage = Readonly<Record<LimitedKind, number>>

/** The kinds whose use exceeds the plan (after a downgrade to free). */
export const planViolations = (plan: Plan, usage: Usage): Array<LimitedKind> =>
  limitedKinds.filter((k) => {
    const limit = PLAN_LIMITS[plan][k]
    return limit !== null && usage[k] > limit
  })
