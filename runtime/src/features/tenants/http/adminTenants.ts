/**
 * The operator's tenants resource (ra-data-simple-rest): list, one (with usage), create (a
 * tenant with its first administrator, as `atende tenant create`), update (name, plan, licence,
 * trial end, reseller, user creation, time zone). No delete: suspend with `license: "blocked"`.
 */
import { TenantCreate, TenantUpdate } from "@atende/core/contracts/tenants"
import { HttpRouter } from "@effect/platform"
import { Effect } from "effect"
import { ActorSystem } from "../../../platform/actors/ActorSystem"
import { showTenant, tenantRecord } from "../actor/tenants"
import { nowMillis } from "../../../platform/clock/index"
import { createTenantWithAdmin } from "../provision"
import { tenantsPage } from "../store/Tenants"
import { Config, publicBaseUrl } from "../../../platform/config/Config"
import { handle, idParam, jsonBody } from "../../../platform/http/edge"
import { requireOperator } from "./operator"
import { listParams, listResponse, nameFilterOf } from "../../../platform/http/simpleRest"

const SORTABLE: Record<string, string> = {
  id: "id",
  name: "name",
  plan: "plan",
  license: "license",
  resellerId: "reseller_id",
  trialEndsAt: "trial_ends_at",
  createdAt: "created_at"
}

const list = Effect.gen(function* () {
  yield* requireOperator
  const page = yield* listParams(SORTABLE)
  const { filter } = page
  const { rows, total } = yield* tenantsPage(
    {
      ...nameFilterOf(filter),
      plan: typeof filter.plan === "string" ? filter.plan : undefined,
      license: typeof filter.license === "string" ? filter.license : undefined,
      resellerId:
        filter.resellerId === undefined ? undefined : filter.resellerId === null ? null : Number(filter.resellerId)
    },
    page
  )
  const now = yield* nowMillis
  return listResponse(
    "tenants",
    rows.map((t) => tenantRecord(t, now)),
    page.from,
    total
  )
})

const one = Effect.gen(function* () {
  yield* requireOperator
  return yield* showTenant(yield* idParam("id", "ERR_NO_TENANT_FOUND"))
})

const create = Effect.gen(function* () {
  yield* requireOperator
  const created = yield* createTenantWithAdmin(yield* jsonBody(TenantCreate), publicBaseUrl(yield* Config))
  return {
    ...created.tenant,
    admin: created.admin,
    adminPassword: created.adminPassword,
    firstLoginUrl: created.firstLoginUrl,
    channel: created.channel
  }
})

const update = Effect.gen(function* () {
  yield* requireOperator
  const id = yield* idParam("id", "ERR_NO_TENANT_FOUND")
  const change = yield* jsonBody(TenantUpdate)
  const actors = yield* ActorSystem
  const r = yield* actors.ask("tenant", String(id), { type: "changeTenant", tenantId: id, change })
  return { ...r.tenant, violations: r.violations }
})

export const adminTenantRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/admin/tenants", handle(list)),
  HttpRouter.get("/admin/tenants/:id", handle(one)),
  HttpRouter.post("/admin/tenants", handle(create)),
  HttpRouter.put("/admin/tenants/:id", handle(update))
)
