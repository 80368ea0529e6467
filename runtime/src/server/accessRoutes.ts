/** Access and tenancy calls (users, the tenant, push, the operator's console resources): see runtime/api/access.md. */
import { HttpRouter } from "@effect/platform"
import { adminPlanRoutes, adminResellerRoutes, adminTenantRoutes, tenantRoutes } from "../features/tenants/index"
import { pushRoutes } from "../features/push/index"
import { userExtraRoutes, userRoutes } from "../features/users/index"

export const accessRoutes = HttpRouter.empty.pipe(
  HttpRouter.concat(userExtraRoutes),
  HttpRouter.concat(userRoutes),
  HttpRouter.concat(tenantRoutes),
  HttpRouter.concat(pushRoutes),
  HttpRouter.concat(adminTenantRoutes),
  HttpRouter.concat(adminResellerRoutes),
  HttpRouter.concat(adminPlanRoutes)
)
