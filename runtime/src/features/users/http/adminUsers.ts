/**
 * The console's users resource, ra-data-simple-rest contract: list with sort/range/filter and
 * Content-Range, one, create, update, delete (`?newUserId=` inherits the tickets). Administrators
 * only, always inside their tenant; writes go through the tenant actor.
 */
import { UserCreate, UserDeleteQuery, UserUpdate } from "@atende/core/contracts/users"
import { SqlClient, type Statement } from "@effect/sql"
import { HttpRouter } from "@effect/platform"
import { Effect } from "effect"
import { ActorSystem } from "../../../platform/actors/ActorSystem"
import { num } from "../../../platform/store/rows"
import { getUser, publicUser, queueIdsOf, toUser, userQueues } from "../store/Users"
import { passwordChange } from "./passwordChange"
import { AppError } from "../../../platform/http/AppError"
import { authenticate, handle, idParam, jsonBody, parseWith, queryRecord, requireAdmin } from "../../../platform/http/edge"
import { filterIds, listParams, listResponse } from "../../../platform/http/simpleRest"

const SORTABLE: Record<string, string> = { id: "id", name: "name", email: "email", profile: "profile", active: "active", createdAt: "created_at", phoneNumber: "phone_number" }

const admin = Effect.flatMap(authenticate, requireAdmin)

const list = Effect.gen(function* () {
  const claims = yield* admin
  const sql = yield* SqlClient.SqlClient
  const { column, dir, from, size, filter } = yield* listParams(SORTABLE)
  const where: Array<Statement.Fragment> = [sql`tenant_id = ${claims.tenantId}`, sql`deleted_at IS NULL`]
  if (typeof filter.q === "string" && filter.q.trim()) {
    const like = `%${filter.q.trim().toLowerCase()}%`
    where.push(sql.or([sql`LOWER(name) LIKE ${like}`, sql`LOWER(email) LIKE ${like}`]))
  }
  const ids = filterIds(filter)
  if (ids) where.push(ids.length ? sql`id IN ${sql.in(ids)}` : sql`1 = 0`)
  if (typeof filter.profile === "string") where.push(sql`profile = ${filter.profile}`)
  const cond = sql.and(where)
  const rows = yield* sql`SELECT * FROM users WHERE ${cond} ORDER BY ${sql.literal(column)} ${sql.literal(dir)}, id ASC LIMIT ${size} OFFSET ${from}`
  const total = num(((yield* sql`SELECT COUNT(*) AS n FROM users WHERE ${cond}`)[0] as any).n)
  const users = rows.map(toUser)
  const queuesOf = yield* queueIdsOf(users.map((u) => u.id))
  return listResponse("users", users.map((u) => publicUser(u, queuesOf(u.id))), from, total)
})

const one = Effect.gen(function* () {
  const claims = yield* admin
  const id = yield* idParam("id", "ERR_NO_USER_FOUND")
  const user = yield* getUser(claims.tenantId, id)
  if (!user) return yield* new AppError({ code: "ERR_NO_USER_FOUND" })
  return publicUser(user, (yield* userQueues(id)).map((q) => q.id))
})

const create = Effect.gen(function* () {
  const claims = yield* admin
  const input = yield* jsonBody(UserCreate)
  const actors = yield* ActorSystem
  return yield* actors.ask("tenant", String(claims.tenantId), { type: "createUser", tenantId: claims.tenantId, input })
})

const update = Effect.gen(function* () {
  const claims = yield* admin
  const id = yield* idParam("id", "ERR_NO_USER_FOUND")
  const patch = yield* jsonBody(UserUpdate)
  const user = yield* getUser(claims.tenantId, id)
  if (!user) return yield* new AppError({ code: "ERR_NO_USER_FOUND" })
  const keepSession = yield* passwordChange(claims, user, patch)
  const actors = yield* ActorSystem
  return yield* actors.ask("tenant", String(claims.tenantId), { type: "updateUser", tenantId: claims.tenantId, userId: id, patch, keepSession })
})

/** Shared with `DELETE /users/{id}`: the caller may not delete themself; newUserId is required. */
export const deleteUserCall = Effect.gen(function* () {
  const claims = yield* admin
  const id = yield* idParam("id", "ERR_NO_USER_FOUND")
  const { newUserId } = yield* Effect.flatMap(queryRecord, (q) => parseWith(UserDeleteQuery, q))
  const actors = yield* ActorSystem
  return yield* actors.ask("tenant", String(claims.tenantId), { type: "deleteUser", tenantId: claims.tenantId, byUserId: claims.userId, userId: id, newUserId })
})

export const adminUserRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/admin/users", handle(list)),
  HttpRouter.get("/admin/users/:id", handle(one)),
  HttpRouter.post("/admin/users", handle(create)),
  HttpRouter.put("/admin/users/:id", handle(update)),
  HttpRouter.del("/admin/users/:id", handle(deleteUserCall))
)
