/**
 * The console's users resource, ra-data-simple-rest contract: list with sort/range/filter and
 * Content-Range, one, create, update, delete (`?newUserId=` inherits the tickets). Administrators
 * only, always inside their tenant; writes go through the tenant actor.
 */
import { UserCreate, UserDeleteQuery, UserUpdate } from "@atende/core/contracts/users"
import { HttpRouter } from "@effect/platform"
import { Effect } from "effect"
import { ActorSystem } from "../../../platform/actors/ActorSystem"
import { getUser, publicUser, queueIdsOf, userQueues } from "../store/Users"
import { usersPage } from "../store/UserLists"
import { passwordChange } from "./passwordChange"
import { AppError } from "../../../platform/http/AppError"
import {
  authenticate,
  handle,
  idParam,
  jsonBody,
  parseWith,
  queryRecord,
  requireAdmin
} from "../../../platform/http/edge"
import { listParams, listResponse, nameFilterOf } from "../../../platform/http/simpleRest"

const SORTABLE: Record<string, string> = {
  id: "id",
  name: "name",
  email: "email",
  profile: "profile",
  active: "active",
  createdAt: "created_at",
  phoneNumber: "phone_number"
}

const admin = Effect.flatMap(authenticate, requireAdmin)

const list = Effect.gen(function* () {
  const claims = yield* admin
  const page = yield* listParams(SORTABLE)
  const { text, ids } = nameFilterOf(page.filter)
  const profile = typeof page.filter.profile === "string" ? page.filter.profile : undefined
  const { users, total } = yield* usersPage(claims.tenantId, { text, ids, profile }, page)
  const queuesOf = yield* queueIdsOf(users.map((u) => u.id))
  return listResponse(
    "users",
    users.map((u) => publicUser(u, queuesOf(u.id))),
    page.from,
    total
  )
})

const one = Effect.gen(function* () {
  const claims = yield* admin
  const id = yield* idParam("id", "ERR_NO_USER_FOUND")
  const user = yield* getUser(claims.tenantId, id)
  if (!user) return yield* new AppError({ code: "ERR_NO_USER_FOUND" })
  return publicUser(
    user,
    (yield* userQueues(id)).map((q) => q.id)
  )
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
  return yield* actors.ask("tenant", String(claims.tenantId), {
    type: "updateUser",
    tenantId: claims.tenantId,
    userId: id,
    patch,
    keepSession
  })
})

/** Shared with `DELETE /users/{id}`: the caller may not delete themself; newUserId is required. */
export const deleteUserCall = Effect.gen(function* () {
  const claims = yield* admin
  const id = yield* idParam("id", "ERR_NO_USER_FOUND")
  const { newUserId } = yield* Effect.flatMap(queryRecord, (q) => parseWith(UserDeleteQuery, q))
  const actors = yield* ActorSystem
  return yield* actors.ask("tenant", String(claims.tenantId), {
    type: "deleteUser",
    tenantId: claims.tenantId,
    byUserId: claims.userId,
    userId: id,
    newUserId
  })
})

export const adminUserRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/admin/users", handle(list)),
  HttpRouter.get("/admin/users/:id", handle(one)),
  HttpRouter.post("/admin/users", handle(create)),
  HttpRouter.put("/admin/users/:id", handle(update)),
  HttpRouter.del("/admin/users/:id", handle(deleteUserCall))
)
