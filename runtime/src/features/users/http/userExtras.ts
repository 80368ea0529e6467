/**
 * `PUT /users/{id}/configs` (the user's own stored ticket filter and dark mode) and
 * `GET /users/chat-interno/` (the tenant's other active users for the internal chat, with
 * whether each has a session open).
 */
import { ChatUsersQuery, UserConfigsUpdate } from "@atende/core/contracts/users"
import { HttpRouter } from "@effect/platform"
import { Effect } from "effect"
import { chatContacts } from "../store/UserLists"
import { setUserConfigs } from "../store/UserWrites"
import { AppError } from "../../../platform/http/AppError"
import { authenticate, handle, jsonBody, parseWith, queryRecord } from "../../../platform/http/edge"
import { pathUser } from "./users"

const configs = Effect.gen(function* () {
  const { claims, user } = yield* pathUser({ selfOnlyUnlessAdmin: false })
  if (user.id !== claims.userId) return yield* new AppError({ code: "ERR_NO_PERMISSION" })
  const patch = yield* jsonBody(UserConfigsUpdate)
  const next = {
    ...user.configs,
    ...(patch.filtrosAtendimento !== undefined ? { filtrosAtendimento: patch.filtrosAtendimento } : {}),
    ...(patch.isDark !== undefined ? { isDark: patch.isDark } : {})
  }
  yield* setUserConfigs(claims.tenantId, user.id, next)
  return { filtrosAtendimento: next.filtrosAtendimento ?? null, isDark: next.isDark ?? false }
})

const chatUsers = Effect.gen(function* () {
  const claims = yield* authenticate
  const q = yield* Effect.flatMap(queryRecord, (r) => parseWith(ChatUsersQuery, r))
  return {
    users: yield* chatContacts(claims.tenantId, claims.userId, q.searchParam ? q.searchParam.toLowerCase() : undefined)
  }
})

export const userExtraRoutes = HttpRouter.empty.pipe(
  HttpRouter.put("/users/:id/configs", handle(configs)),
  HttpRouter.get("/users/chat-interno/", handle(chatUsers))
)
