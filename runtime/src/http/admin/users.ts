/**
 * The console's users resource, ra-data-simple-rest contract: list with sort/range/filter and
 * Content-Range, one, create, update, delete. Administrators only, always inside their tenant.
 */
import { UserCreate, UserUpdate } from "@atende/core/contracts/users"
import { SqlClient } from "@effect/sql"
import { HttpRouter, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import { ActorSystem } from "../../actors/ActorSystem"
import { num } from "../../store/rows"
import { getUser, publicUser, toUser, userQueues } from "../../store/Users"
import { AppError } from "../AppError"
import { authenticate, handle, idParam, jsonBody, queryRecord, requireAdmin } from "../edge"

const SORTABLE: Record<string, string> = { id: "id", name: "name", email: "email", profile: "profile", active: "active", createdAt: "created_at", phoneNumber: "phone_number" }

/** queryRecord already turns JSON arrays into string arrays; objects stay JSON text. */
const parseJson = <A>(raw: unknown, fallback: A): A => {
  if (Array.isArray(raw)) return raw as A
  try {
    return raw === undefined ? fallback : (JSON.parse(String(raw)) as A)
  } catch {
    return fallback
  }
}

const admin = Effect.flatMap(authenticate, requireAdmin)

const list = Effect.gen(function* () {
  const claims = yield* admin
  const sql = yield* SqlClient.SqlClient
  const q = yield* queryRecord
  const [field, order] = parseJson<[string, string]>(q.sort, ["id", "ASC"])
  const [start, end] = parseJson<[number, number]>(q.range, [0, 24])
  const filter = parseJson<Record<string, unknown>>(q.filter, {})
  const column = SORTABLE[field] ?? "id"
  const dir = String(order).toUpperCase() === "DESC" ? "DESC" : "ASC"
  const from = Math.max(0, Number(start) || 0)
  const size = Math.min(500, Math.max(1, (Number(end) || 0) - from + 1))
  const where: Array<ReturnType<typeof sql.and>> = [sql.and([sql`tenant_id = ${claims.tenantId}`])]
  if (typeof filter.q === "string" && filter.q.trim()) {
    const like = `%${filter.q.trim().toLowerCase()}%`
    where.push(sql.or([sql`LOWER(name) LIKE ${like}`, sql`LOWER(email) LIKE ${like}`]))
  }
  if (Array.isArray(filter.id)) where.push(sql`id IN ${sql.in(filter.id.map(Number).filter(Number.isFinite))}`)
  if (typeof filter.profile === "string") where.push(sql`profile = ${filter.profile}`)
  const cond = sql.and(where)
  const rows = yield* sql`SELECT * FROM users WHERE ${cond} ORDER BY ${sql.literal(column)} ${sql.literal(dir)}, id ASC LIMIT ${size} OFFSET ${from}`
  const total = num(((yield* sql`SELECT COUNT(*) AS n FROM users WHERE ${cond}`)[0] as any).n)
  const users = rows.map(toUser)
  const links = users.length ? yield* sql`SELECT user_id, queue_id FROM user_queues WHERE user_id IN ${sql.in(users.map((u) => u.id))}` : []
  const data = users.map((u) => publicUser(u, links.filter((l: any) => num(l.user_id) === u.id).map((l: any) => num(l.queue_id))))
  const last = users.length ? from + users.length - 1 : from
  return HttpServerResponse.unsafeJson(data, { headers: { "Content-Range": `users ${from}-${last}/${total}`, "Access-Control-Expose-Headers": "Content-Range" } })
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
  const actors = yield* ActorSystem
  return yield* actors.ask("tenant", String(claims.tenantId), { type: "updateUser", tenantId: claims.tenantId, userId: id, patch })
})

export const adminUserRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/admin/users", handle(list)),
  HttpRouter.get("/admin/users/:id", handle(one)),
  HttpRouter.post("/admin/users", handle(create)),
  HttpRouter.put("/admin/users/:id", handle(update))
)
