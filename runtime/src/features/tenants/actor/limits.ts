/**
 * Plan and reseller limits at the moment of adding something (spec part 1 §6, part 2 §6). Call
 * inside the transaction that inserts: it takes the tenant's row lock (and its reseller's), so
 * two concurrent additions cannot both see room for one — on any node, from the API or the CLI.
 *
 * For other areas: creating a channel calls `ensureCanAdd(tenantId, "connections")`, creating
 * or activating a queue `ensureCanAdd(tenantId, "queues")`, activating a chatbot flow
 * `ensureCanAdd(tenantId, "chatFlows", activeFlowsNow)`.
 */
import { addProblem, type LimitedKind } from "@atende/core/rules/plans"
import { Effect } from "effect"
import { AppError } from "../../../platform/http/AppError"
import { getReseller, lockReseller, resellerUsage } from "../store/Resellers"
import { getTenant, lockTenant, tenantUsage } from "../store/Tenants"

export const ensureCanAdd = (tenantId: number, kind: LimitedKind, inUse?: number) =>
  Effect.gen(function* () {
    yield* lockTenant(tenantId)
    const tenant = yield* getTenant(tenantId)
    if (!tenant) return yield* new AppError({ code: "ERR_NO_TENANT_FOUND" })
    const tenantInUse = inUse ?? (yield* tenantUsage(tenantId))[kind]
    const resellerKind = kind === "users" || kind === "connections" ? kind : undefined
    let reseller: { limits: { maxUsers: number | null; maxConnections: number | null }; inUse: number } | undefined
    if (tenant.resellerId !== null && resellerKind) {
      yield* lockReseller(tenant.resellerId)
      const limits = yield* getReseller(tenant.resellerId)
      if (limits) reseller = { limits, inUse: (yield* resellerUsage(tenant.resellerId))[resellerKind] }
    }
    const code = addProblem({ plan: tenant.plan, kind, tenantInUse, reseller })
    if (code) return yield* new AppError({ code })
    return tenant
  })

/** Whether a whole tenant's use fits a reseller's limits (moving a tenant under a reseller). */
export const ensureResellerRoom = (resellerId: number, tenantId: number) =>
  Effect.gen(function* () {
    yield* lockReseller(resellerId)
    const limits = yield* getReseller(resellerId)
    if (!limits)
      return yield* new AppError({
        code: "ERR_VALIDATION",
        extra: { issues: [{ field: "resellerId", message: "Unknown reseller" }] }
      })
    const used = yield* resellerUsage(resellerId)
    const own = yield* tenantUsage(tenantId)
    if (limits.maxUsers !== null && used.users + own.users > limits.maxUsers)
      return yield* new AppError({ code: "ERR_USER_LIMIT_REACHED" })
    if (limits.maxConnections !== null && used.connections + own.connections > limits.maxConnections)
      return yield* new AppError({ code: "ERR_RESELLER_CONNECTION_LIMIT_REACHED" })
    return limits
  })
