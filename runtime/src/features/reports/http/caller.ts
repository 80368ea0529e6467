/**
 * The caller of a reports route, read from the store (the session's user, its profile and queues,
 * the tenant's settings): the report's scope (scope.ts). Every signed-in user may run the reports;
 * the tickets they count are those the user may see in the ticket list, and phone and e-mail are
 * masked for users without the admin flag when the tenant hides contact data.
 */
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { authenticate } from "../../../platform/http/edge"
import { getSettings } from "../../settings/index"
import { getTenant } from "../../tenants/index"
import { masksContacts, slicesOf, viewerOf } from "../../tickets/index"
import { userQueues } from "../../users/index"
import type { ReportScope } from "../scope"

export const reportCaller = Effect.gen(function* () {
  const claims = yield* authenticate
  const settings = yield* getSettings(claims.tenantId)
  const queues = yield* userQueues(claims.userId)
  const tenant = yield* getTenant(claims.tenantId)
  const viewer = viewerOf(
    claims,
    queues.map((q) => q.id),
    settings
  )
  const scope: ReportScope = {
    tenantId: claims.tenantId,
    tenantName: tenant?.name ?? "",
    timezone: tenant?.timezone ?? "America/Sao_Paulo",
    sla: settings,
    slices: slicesOf(viewer),
    masked: masksContacts(viewer),
    now: yield* nowMillis
  }
  return { userId: claims.userId, scope }
})
