/** Access and tenancy calls (registration, password reset, users, tenants, plans): see runtime/api/access.md. */
import { HttpRouter } from "@effect/platform"

export const accessRoutes = HttpRouter.empty
