/**
 * `GET /tenant`: the caller's own company as the agent UI needs it (plan, limits and usage for
 * the plan-gated menu items, licence, trial end, user creation switch). `PUT /tenant`
 * (administrators): `userCreationDisabled`, `timezone` (the zone login hours are read in).
 */
import { TenantSettingsUpdate } from "@atende/core/contracts/tenants"
import { HttpRouter } from "@effect/platform"
import { Effect } from "effect"
import { ActorSystem } from "../../../platform/actors/ActorSystem"
import { showTenant } from "../actor/tenants"
import { authenticate, handle, jsonBody, requireAdmin } from "../../../platform/http/edge"

const own = Effect.flatMap(authenticate, (claims) => showTenant(claims.tenantId))

const update = Effect.gen(function* () {
  const claims = yield* Effect.flatMap(authenticate, requireAdmin)
  const change = yield* jsonBody(TenantSettingsUpdate)
  const actors = yield* ActorSystem
  const r = yield* actors.ask("tenant", String(claims.tenantId), {
    type: "changeTenant",
    tenantId: claims.tenantId,
    change
  })
  return r.tenant
})

export const tenantRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/tenant", handle(own)),
  HttpRouter.put("/tenant", handle(update))
)
