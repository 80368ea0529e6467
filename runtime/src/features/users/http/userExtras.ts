/**
 * `PUT /users/{id}/configs` (the user's own stored ticket filter and dark mode) and
 * `GET /users/chat-interno/` (the tenant's other active users for the internal chat, with
 * whether each has a session open).
 */
import { ChatUsersQuery, UserConfigsUpdate } from "@atende/core/contracts/users"
import { HttpRouter } from "@effect/platform"
import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import { num } from "../../../platform/store/rows"
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
  const sql = yield* SqlClient.SqlClient
  const where: Array<Statement.Fragment> = [sql`u.tenant_id = ${claims.tenantId}`, sql`u.deleted_at IS NULL`, sql`u.active = 1`, sql`u.id <> ${claims.userId}`]
  if (q.searchParam) {
    const like = `%${q.searchParam.toLowerCase()}%`
    where.push(sql.or([sql`LOWER(u.name) LIKE ${like}`, sql`LOWER(u.email) LIKE ${like}`]))
  }
  const rows = yield* sql`SELECT u.id, u.name, u.email, u.profile, u.image,
      (SELECT COUNT(*) FROM sessions s WHERE s.user_id = u.id AND s.ended_at IS NULL) AS open_sessions
    FROM users u WHERE ${sql.and(where)} ORDER BY u.name, u.id LIMIT 500`
  return {
    users: rows.map((r: any) => ({ id: num(r.id), name: String(r.name), email: String(r.email), profile: String(r.profile), image: r.image ?? null, online: num(r.open_sessions) > 0 }))
  }
})

export const userExtraRoutes = HttpRouter.empty.pipe(
  HttpRouter.put("/users/:id/configs", handle(configs)),
  HttpRouter.get("/users/chat-interno/", handle(chatUsers)),
)
