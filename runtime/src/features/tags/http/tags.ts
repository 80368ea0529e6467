/**
 * The console's tags resource (ra-data-simple-rest, administrators, inside their tenant). A tag
 * put on contacts cannot be deleted (ERR_TAG_CONTACTS_EXISTS).
 */
import { TagInput, TagPatch } from "@atende/core/contracts/workspace"
import { SqlClient } from "@effect/sql"
import { HttpRouter } from "@effect/platform"
import { Effect } from "effect"
import { num } from "../../../platform/store/rows"
import { getTag, tagHasContacts, toTag } from "../store/Tags"
import { AppError } from "../../../platform/http/AppError"
import { authenticate, handle, jsonBody, requireAdmin } from "../../../platform/http/edge"
import { pathId } from "../../tickets/index"
import { filterIds, listParams, listResponse } from "../../../platform/http/simpleRest"

const admin = Effect.flatMap(authenticate, requireAdmin)
const SORTABLE: Record<string, string> = { id: "id", name: "name", color: "color", active: "active", createdAt: "created_at" }

const found = (tenantId: number, id: number) =>
  Effect.flatMap(getTag(tenantId, id), (t) => (t ? Effect.succeed(t) : Effect.fail(new AppError({ code: "ERR_NO_TAG_FOUND" }))))

const list = Effect.gen(function* () {
  const claims = yield* admin
  const sql = yield* SqlClient.SqlClient
  const q = yield* listParams(SORTABLE)
  const where = [sql`tenant_id = ${claims.tenantId}`]
  if (typeof q.filter.q === "string" && q.filter.q.trim()) where.push(sql`LOWER(name) LIKE ${`%${q.filter.q.trim().toLowerCase()}%`}`)
  if (Array.isArray(q.filter.id)) where.push(sql`id IN ${sql.in([-1, ...(filterIds(q.filter) ?? [])])}`)
  if (typeof q.filter.active === "boolean") where.push(sql`active = ${q.filter.active ? 1 : 0}`)
  const cond = sql.and(where)
  const rows = yield* sql`SELECT * FROM tags WHERE ${cond} ORDER BY ${sql.literal(q.column)} ${sql.literal(q.dir)}, id ASC LIMIT ${q.size} OFFSET ${q.from}`
  const total = num(((yield* sql`SELECT COUNT(*) AS n FROM tags WHERE ${cond}`)[0] as any).n)
  return listResponse("tags", rows.map(toTag), q.from, total)
})

const one = Effect.gen(function* () {
  const claims = yield* admin
  return yield* found(claims.tenantId, yield* pathId("id", "ERR_NO_TAG_FOUND"))
})

const create = Effect.gen(function* () {
  const claims = yield* admin
  const input = yield* jsonBody(TagInput)
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql`INSERT INTO tags (tenant_id, name, color, active, created_at) VALUES (${claims.tenantId}, ${input.name}, ${input.color}, ${input.active ? 1 : 0}, ${Date.now()}) RETURNING *`
  return toTag(rows[0])
})

const update = Effect.gen(function* () {
  const claims = yield* admin
  const id = yield* pathId("id", "ERR_NO_TAG_FOUND")
  const patch = yield* jsonBody(TagPatch)
  const current = yield* found(claims.tenantId, id)
  const sql = yield* SqlClient.SqlClient
  yield* sql`UPDATE tags SET name = ${patch.name ?? current.name}, color = ${patch.color ?? current.color}, active = ${(patch.active ?? current.active) ? 1 : 0}
    WHERE tenant_id = ${claims.tenantId} AND id = ${id}`
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
      yield* sql`DELETE FROM tags WHERE tenant_id = ${claims.tenantId} AND id = ${id}`
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
