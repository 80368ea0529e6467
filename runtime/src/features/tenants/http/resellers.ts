/**
 * The operator's resellers resource (ra-data-simple-rest): a name and contracted limits
 * (maxUsers, maxConnections; null = unlimited) counted across the reseller's tenants. Lists and
 * single reads carry the current usage. No delete: a reseller's tenants keep pointing at it.
 */
import { ResellerCreate, ResellerUpdate } from "@atende/core/contracts/tenants"
import { HttpRouter } from "@effect/platform"
import { Effect } from "effect"
import {
  getReseller,
  insertReseller,
  isResellerNameTaken,
  resellerUsage,
  resellersPage,
  updateReseller,
  type ResellerRow
} from "../store/Resellers"
import { AppError } from "../../../platform/http/AppError"
import { handle, idParam, jsonBody } from "../../../platform/http/edge"
import { requireOperator } from "./operator"
import { listParams, listResponse, nameFilterOf } from "../../../platform/http/simpleRest"

const SORTABLE: Record<string, string> = {
  id: "id",
  name: "name",
  maxUsers: "max_users",
  maxConnections: "max_connections",
  createdAt: "created_at"
}

/** Reseller ids are not secret but unknown ones are plain 404s; ERR_NOT_FOUND is the generic code. */
const notFound = new AppError({ code: "ERR_NOT_FOUND" })
const nameTaken = new AppError({
  code: "ERR_VALIDATION",
  extra: { issues: [{ field: "name", message: "A reseller with this name exists" }] }
})

export const withUsage = (r: ResellerRow) => Effect.map(resellerUsage(r.id), (usage) => ({ ...r, usage }))

const list = Effect.gen(function* () {
  yield* requireOperator
  const page = yield* listParams(SORTABLE)
  const { rows, total } = yield* resellersPage(nameFilterOf(page.filter), page)
  return listResponse("resellers", yield* Effect.forEach(rows, withUsage), page.from, total)
})

const one = Effect.gen(function* () {
  yield* requireOperator
  const r = yield* getReseller(yield* idParam("id", "ERR_NOT_FOUND"))
  return r ? yield* withUsage(r) : yield* notFound
})

/** Shared with `atende reseller create`. */
export const createReseller = (input: ResellerCreate) =>
  Effect.gen(function* () {
    if (yield* isResellerNameTaken(input.name)) return yield* nameTaken
    return yield* withUsage(yield* insertReseller(input))
  })

const create = Effect.gen(function* () {
  yield* requireOperator
  return yield* createReseller(yield* jsonBody(ResellerCreate))
})

const update = Effect.gen(function* () {
  yield* requireOperator
  const id = yield* idParam("id", "ERR_NOT_FOUND")
  const patch = yield* jsonBody(ResellerUpdate)
  if (patch.name && (yield* isResellerNameTaken(patch.name, id))) return yield* nameTaken
  const r = yield* updateReseller(id, patch)
  return r ? yield* withUsage(r) : yield* notFound
})

export const adminResellerRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/admin/resellers", handle(list)),
  HttpRouter.get("/admin/resellers/:id", handle(one)),
  HttpRouter.post("/admin/resellers", handle(create)),
  HttpRouter.put("/admin/resellers/:id", handle(update))
)
