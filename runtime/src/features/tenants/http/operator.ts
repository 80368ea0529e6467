/**
 * The platform operator: an administrator of the platform's own tenant (tenant 1, the first
 * one) whose user carries platform_operator = 1. The first administrator of tenant 1 gets the
 * flag when it is provisioned (the demo administrator on a fresh `npm start`, or the first
 * `atende tenant create` on an empty store). Everyone else gets 403 ERR_NO_PERMISSION on the
 * operator's resources (/admin/tenants, /admin/resellers, /admin/plans).
 */
import { Effect } from "effect"
import { PLATFORM_TENANT_ID } from "../store/Tenants"
import { getUser } from "../../users/index"
import { AppError } from "../../../platform/http/AppError"
import { authenticate } from "../../../platform/http/edge"

export const requireOperator = Effect.gen(function* () {
  const claims = yield* authenticate
  if (claims.tenantId !== PLATFORM_TENANT_ID || claims.profile !== "admin")
    return yield* new AppError({ code: "ERR_NO_PERMISSION" })
  const user = yield* getUser(claims.tenantId, claims.userId)
  if (!user?.platformOperator || user.profile !== "admin") return yield* new AppError({ code: "ERR_NO_PERMISSION" })
  return claims
})
