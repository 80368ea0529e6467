/**
 * The operator's tenants resource (ra-data-simple-rest): list, one (with usage), create (a
 * tenant with its first administrator, as `atende tenant create`), update (name, plan, licence,
 * trial end, reseller, user creation, time zone). No delete: suspend with `license: "blocked"`.
 */
import { TenantCreate, TenantUpdate } from "@atende/core/contracts/tenants"
import { HttpRouter } from "@effect/platform"
import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import { ActorSystem } from "../../../platform/actors/ActorSystem"
import { showTenant, tenantRecord } from "../actor/tenants"
import { num } from "../../../platform/store/rows"
import { createTenantWithAdmin } from "../provision"
import { toTenant } from "../store/Tenants"
import { Config, publicBaseUrl } from "../../../platform/config/Config"
import { handle, idParam, jsonBody } from "../../../platform/http/edge"
import { requireOperator } from "./operator"
import { filterIds, listParams, listResponse } from "../../../platform/http/simpleRest"

const SORTABLE: Record<string, string> = { id: "id", name: "name", plan: "plan", license: "license", resellerId: "reseller_id", trialEndsAt: "trial_ends_at", createdAt: "created_at" }

const list = Effect.gen(function* () {
  yield* requireOperator
  const sql = yield* SqlClient.SqlClient
  const { column, dir, from, size, filter } = yield* listParams(SORTABLE)
  const where: Array<Statement.Fragment> = [sql`1 = 1`]
  if (typeof filter.q === "string" && filter.q.trim()) where.push(sql`LOWER(name) LIKE ${`%${filter.q.trim().toLowerCase()}%`}`)
  const ids = filterIds(filter)
  if (ids) where.push(ids.length ? sql`id IN ${sql.in(ids)}` : sql`1 = 0`)
  if (typeof filter.plan === "string") where.push(sql`plan = ${filter.plan}`)
  if (typeof filter.license === "string") where.push(sql`license = ${filter.license}`)
  if (filter.resellerId !== undefined) where.push(filter.resellerId === null ? sql`reseller_id IS NULL` : sql`reseller_id = ${Number(filter.resellerId)}`)
  const cond = sql.and(where)
  const rows = yield* sql`SELECT * FROM tenants WHERE ${cond} ORDER BY ${sql.literal(column)} ${sql.literal(dir)}, id ASC LIMIT ${size} OFFSET ${from}`
  const total = num(((yield* sql`SELECT COUNT(*) AS n FROM tenants WHERE ${cond}`)[0] as any).n)
  return listResponse("tenants", rows.map((r) => tenantRecord(toTenant(r))), from, total)
})

const one = Effect.gen(function* () {
  yield* requireOperator
  return yield* showTenant(yield* idParam("id", "ERR_NO_TENANT_FOUND"))
})

const create = Effect.gen(function* () {
  yield* requireOperator
  const created = yield* createTenantWithAdmin(yield* jsonBody(TenantCreate), publicBaseUrl(yield* Config))
  return { ...created.tenant, admin: created.admin, adminPassword: created.adminPassword, firstLoginUrl: created.firstLoginUrl, channel: created.channel }
})

const update = Effect.gen(function* () {
  yield* requireOperator
  const id = yield* idParam("id", "ERR_NO_TENANT_FOUND")
  const change = yield* jsonBody(TenantUpdate)
  const actors = yield* ActorSystem
  const r = (yield* actors.ask("tenant", String(id), { type: "changeTenant", tenantId: id, change })) as { tenant: unknown; violations: unknown }
  return { ...(r.tenant as object), violations: r.violations }
})

export const adminTenantRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/admin/tenants", handle(list)),
  HttpRouter.get("/admin/tenants/:id", handle(one)),
  HttpRouter.post("/admin/tenants", handle(create)),
  HttpRouter.put("/admin/tenants/:id", handle(update))
)
