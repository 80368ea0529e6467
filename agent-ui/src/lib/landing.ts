import { landingRoute } from "@atende/core/rules/permissions"
import type { Profile } from "@atende/core/user/user"

/** Where a profile lands after login and on "#/" (the home-dashboard route is "#/home"). */
export function landingPath(profile: Profile): string {
  return landingRoute(profile) === "home-dashboard" ? "/home" : "/atendimento"
}
