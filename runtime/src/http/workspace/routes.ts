/** The ticket workspace calls beyond the foundation: see runtime/api/workspace.md. */
import { HttpRouter } from "@effect/platform"

export const workspaceRoutes = HttpRouter.empty
