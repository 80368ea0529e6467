/**
 * The console's tags resource (ra-data-simple-rest, administrators, inside their tenant). A tag
 * put on contacts cannot be deleted (ERR_TAG_CONTACTS_EXISTS).
 */
import { TagInput, TagPatch } from "@atende/core/contracts/workspace"
import { SqlClient } from "@effect/sql"
import { HttpRouter } from "@effect/platform"
import { Effect } from "effect"
import { deleteTag, getTag, insertTag, tagHasContacts, tagsPage, updateTag } from "../store/Tags"
import { AppError } from "../../../platform/http/AppError"
import { authenticate, handle, jsonBody, requireAdmin } from "../../../platform/http/edge"
import { pathId } from "../../tickets/index"
import { listParams, listResponse, nameFilterOf } from "../../../platform/http/simpleRest"

const admin = Effect.flatMap(authenticate, requireAdmin)
const SORTABLE: Record<string, string> = {
  id: "id",
  name: "name",
  color: "color",
  active: "active",
  createdAt: "created_at"
}

const found = (tenantId: number, id: number) =>
  Effect.flatMap(getTag(tenantId, id), (t) =>
    t ? Effect.succeed(t) : Effect.fail(new AppError({ code: "ERR_NO_TAG_FOUND" }))
  )

const list = Effect.gen(function* () {
  const claims = yield* admin
  const q = yield* listParams(SORTABLE)
  const { rows, total } = yield* tagsPage(claims.tenantId, nameFilterOf(q.filter), q)
  return listResponse("tags", rows, q.from, total)
})

const one = Effect.gen(function* () {
  const claims = yield* admin
  return yield* found(claims.tenantId, yield* pathId("id", "ERR_NO_TAG_FOUND"))
})

const create = Effect.gen(function* () {
  const claims = yield* admin
  const input = yield* jsonBody(TagInput)
  return yield* insertTag(claims.tenantId, input)
})

const update = Effect.gen(function* () {
  const claims = yield* admin
  const id = yield* pathId("id", "ERR_NO_TAG_FOUND")
  const patch = yield* jsonBody(TagPatch)
  const current = yield* found(claims.tenantId, id)
  yield* updateTag(claims.tenantId, id, {
    name: patch.name ?? current.name,
    color: patch.color ?? current.color,
    active: patch.active ?? current.active
  })
  return yield* found(claims.tenantId, id)
})

const remove = Effect.gen(function* () {
  const claims = yield* admin
  const id = yield* pathId("id", "ERR_NO_TAG_FOUND")
  const sql = yield* SqlClient.SqlClient
  return yield* sql.withTransaction(
    Effect.gen(function* () {
      const current = yield* found(claims.tenantId, id)
      if (yield* tagHasContacts(id)) return yield* new AppError({ code: "ERR_TAG_CONTACTS_EXISTS" })
      yield* deleteTag(claims.tenantId, id)
      return current
    })
  )
})

export const adminTagRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/admin/tags", handle(list)),
  HttpRouter.get("/admin/tags/:id", handle(one)),
  HttpRouter.post("/admin/tags", handle(create)),
  HttpRouter.put("/admin/tags/:id", handle(update)),
  HttpRouter.del("/admin/tags/:id", handle(remove))
)
