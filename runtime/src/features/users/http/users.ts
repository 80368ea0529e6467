/**
 * The agent UI's users calls (spec part 1 §7): list, one (with the tenant's connections),
 * create, update, delete. Everyone of the tenant may list; administrators manage; the others
 * may read and edit only themselves, and only their own name, phone, photo, password and
 * notification settings. Another tenant's user id is 404 ERR_NO_USER_FOUND.
 */
import { USERS_PAGE_SIZE, UserCreate, UserListQuery, UserUpdate } from "@atende/core/contracts/users"
import { HttpRouter } from "@effect/platform"
import { Effect } from "effect"
import { ActorSystem } from "../../../platform/actors/ActorSystem"
import { listChannels } from "../../channels/index"
import { getUser, publicUser, queueIdsOf, userQueues } from "../store/Users"
import { usersPage } from "../store/UserLists"
import { deleteUserCall } from "./adminUsers"
import { AppError } from "../../../platform/http/AppError"
import { passwordChange } from "./passwordChange"
import {
  authenticate,
  handle,
  idParam,
  jsonBody,
  parseWith,
  queryRecord,
  requireAdmin
} from "../../../platform/http/edge"

/** Fields a user other than an administrator may change on their own record. */
const SELF_EDITABLE = new Set(["name", "password", "currentPassword", "phoneNumber", "image", "notifications"])

const list = Effect.gen(function* () {
  const claims = yield* authenticate
  const q = yield* Effect.flatMap(queryRecord, (r) => parseWith(UserListQuery, r))
  const offset = (q.pageNumber - 1) * USERS_PAGE_SIZE
  const filter = {
    text: q.searchParam ? q.searchParam.toLowerCase() : undefined,
    profile: q.profile,
    active: q.active,
    queueId: q.queueId
  }
  const { users, total: count } = yield* usersPage(claims.tenantId, filter, {
    column: "name",
    dir: "ASC",
    from: offset,
    size: USERS_PAGE_SIZE
  })
  const queuesOf = yield* queueIdsOf(users.map((u) => u.id))
  return { users: users.map((u) => publicUser(u, queuesOf(u.id))), count, hasMore: offset + users.length < count }
})

/** The user of the path inside the caller's tenant; non-administrators only themselves. */
export const pathUser = (opts: { selfOnlyUnlessAdmin: boolean; allowSupervisor?: boolean }) =>
  Effect.gen(function* () {
    const claims = yield* authenticate
    const id = yield* idParam("id", "ERR_NO_USER_FOUND")
    const user = yield* getUser(claims.tenantId, id)
    if (!user) return yield* new AppError({ code: "ERR_NO_USER_FOUND" })
    const privileged = claims.profile === "admin" || (opts.allowSupervisor === true && claims.profile === "super")
    if (opts.selfOnlyUnlessAdmin && !privileged && id !== claims.userId)
      return yield* new AppError({ code: "ERR_NO_PERMISSION" })
    return { claims, user }
  })

const one = Effect.gen(function* () {
  const { user } = yield* pathUser({ selfOnlyUnlessAdmin: true, allowSupervisor: true })
  const queues = yield* userQueues(user.id)
  const channels = yield* listChannels(user.tenantId)
  return {
    ...publicUser(
      user,
      queues.map((q) => q.id)
    ),
    queues,
    configs: { filtrosAtendimento: user.configs.filtrosAtendimento ?? null, isDark: user.configs.isDark ?? false },
    whatsapps: channels.map((c) => ({ id: c.id, name: c.name, type: c.type, status: c.status, wavoipToken: null }))
  }
})

const create = Effect.gen(function* () {
  const claims = yield* Effect.flatMap(authenticate, requireAdmin)
  const input = yield* jsonBody(UserCreate)
  const actors = yield* ActorSystem
  return yield* actors.ask("tenant", String(claims.tenantId), { type: "createUser", tenantId: claims.tenantId, input })
})

const update = Effect.gen(function* () {
  const { claims, user } = yield* pathUser({ selfOnlyUnlessAdmin: true })
  const patch = yield* jsonBody(UserUpdate)
  if (claims.profile !== "admin" && Object.keys(patch).some((k) => !SELF_EDITABLE.has(k)))
    return yield* new AppError({ code: "ERR_NO_PERMISSION" })
  const keepSession = yield* passwordChange(claims, user, patch)
  const actors = yield* ActorSystem
  return yield* actors.ask("tenant", String(claims.tenantId), {
    type: "updateUser",
    tenantId: claims.tenantId,
    userId: user.id,
    patch,
    keepSession
  })
})

export const userRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/users", handle(list)),
  HttpRouter.post("/users", handle(create)),
  HttpRouter.get("/users/:id", handle(one)),
  HttpRouter.put("/users/:id", handle(update)),
  HttpRouter.del("/users/:id", handle(deleteUserCall))
)
