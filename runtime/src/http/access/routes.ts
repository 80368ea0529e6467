/** Access and tenancy calls (users, the tenant, push, the operator's console resources): see runtime/api/access.md. */
import { HttpRouter } from "@effect/platform"
import { adminPlanRoutes } from "../admin/plans"
import { adminResellerRoutes } from "../admin/resellers"
import { adminTenantRoutes } from "../admin/tenants"
import { pushRoutes } from "./push"
import { tenantRoutes } from "./tenant"
import { userExtraRoutes } from "./userExtras"
import { userRoutes } from "./users"

export const accessRoutes = HttpRouter.empty.pipe(
  HttpRouter.concat(userExtraRoutes),
  HttpRouter.concat(userRoutes),
  HttpRouter.concat(tenantRoutes),
  HttpRouter.concat(pushRoutes),
  HttpRouter.concat(adminTenantRoutes),
  HttpRouter.concat(adminResellerRoutes),
  HttpRouter.concat(adminPlanRoutes)
)
