/**
 * Who may read the dashboard and the attendance panel: administrators and supervisors (spec part 1
 * §2, §6: they land on the home dashboard; agents land on the workspace), by the profile the store
 * has now (the edge's `authenticate` reads it with the session), never the token's.
 */
import { isAdminProfile } from "@atende/core/rules/permissions"
import type { Profile } from "@atende/core/user/user"
import { Effect } from "effect"
import { AppError } from "../../../platform/http/AppError"
import { authenticate } from "../../../platform/http/edge"

export const dashboardCaller = Effect.flatMap(authenticate, (claims) =>
  isAdminProfile(claims.profile as Profile)
    ? Effect.succeed(claims)
    : Effect.fail(new AppError({ code: "ERR_NO_PERMISSION" }))
)
