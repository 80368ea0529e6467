/**
 * The console's queues resource (ra-data-simple-rest, administrators, always inside their tenant).
 * Free plan: one active queue (ERR_PLAN_LIMIT_QUEUES); a queue with tickets cannot be deleted
 * (ERR_QUEUE_TICKET_EXISTS). Writes run in a transaction holding the tenant row, so the plan
 * check cannot race.
 */
import { QueueInput, QueuePatch } from "@atende/core/contracts/workspace"
import { SqlClient } from "@effect/sql"
import { HttpRouter } from "@effect/platform"
import { Effect } from "effect"
import { activeQueueCount, getQueue, lockTenantPlan, queueHasTickets, toQueue } from "../store/Queues"
import { num } from "../../../platform/store/rows"
import { AppError } from "../../../platform/http/AppError"
import { authenticate, handle, jsonBody, requireAdmin } from "../../../platform/http/edge"
import { pathId } from "../../tickets/index"
import { filterIds, listParams, listResponse } from "../../../platform/http/simpleRest"

const admin = Effect.flatMap(authenticate, requireAdmin)
const SORTABLE: Record<string, string> = { id: "id", name: "name", active: "active", createdAt: "created_at" }

const found = (tenantId: number, id: number) =>
  Effect.flatMap(getQueue(tenantId, id), (q) => (q ? Effect.succeed(q) : Effect.fail(new AppError({ code: "ERR_NO_QUEUE_FOUND" }))))

const checkPlan = (tenantId: number, active: boolean, exceptId = -1) =>
  Effect.gen(function* () {
    const plan = yield* lockTenantPlan(tenantId)
    if (active && plan === "free" && (yield* activeQueueCount(tenantId, exceptId)) >= 1) return yield* new AppError({ code: "ERR_PLAN_LIMIT_QUEUES" })
  })

const list = Effect.gen(function* () {
  const claims = yield* admin
  const sql = yield* SqlClient.SqlClient
  const q = yield* listParams(SORTABLE)
  const where = [sql`tenant_id = ${claims.tenantId}`]
  if (typeof q.filter.q === "string" && q.filter.q.trim()) where.push(sql`LOWER(name) LIKE ${`%${q.filter.q.trim().toLowerCase()}%`}`)
  if (Array.isArray(q.filter.id)) where.push(sql`id IN ${sql.in([-1, ...(filterIds(q.filter) ?? [])])}`)
  if (typeof q.filter.active === "boolean") where.push(sql`active = ${q.filter.active ? 1 : 0}`)
  const cond = sql.and(where)
  const rows = yield* sql`SELECT * FROM queues WHERE ${cond} ORDER BY ${sql.literal(q.column)} ${sql.literal(q.dir)}, id ASC LIMIT ${q.size} OFFSET ${q.from}`
  const total = num(((yield* sql`SELECT COUNT(*) AS n FROM queues WHERE ${cond}`)[0] as any).n)
  return listResponse("queues", rows.map(toQueue), q.from, total)
})

const one = Effect.gen(function* () {
  const claims = yield* admin
  return yield* found(claims.tenantId, yield* pathId("id", "ERR_NO_QUEUE_FOUND"))
})

const create = Effect.gen(function* () {
  const claims = yield* admin
  const input = yield* jsonBody(QueueInput)
  const sql = yield* SqlClient.SqlClient
  return yield* sql.withTransaction(
    Effect.gen(function* () {
      yield* checkPlan(claims.tenantId, input.active)
      const rows = yield* sql`INSERT INTO queues (tenant_id, name, active, created_at) VALUES (${claims.tenantId}, ${input.name}, ${input.active ? 1 : 0}, ${Date.now()}) RETURNING *`
      return toQueue(rows[0])
    })
  )
})

const update = Effect.gen(function* () {
  const claims = yield* admin
  const id = yield* pathId("id", "ERR_NO_QUEUE_FOUND")
  const patch = yield* jsonBody(QueuePatch)
  const sql = yield* SqlClient.SqlClient
  return yield* sql.withTransaction(
    Effect.gen(function* () {
      const current = yield* found(claims.tenantId, id)
      const active = patch.active ?? current.active
      if (active && !current.active) yield* checkPlan(claims.tenantId, true, id)
      yield* sql`UPDATE queues SET name = ${patch.name ?? current.name}, active = ${active ? 1 : 0} WHERE tenant_id = ${claims.tenantId} AND id = ${id}`
      return yield* found(claims.tenantId, id)
    })
  )
})

const remove = Effect.gen(function* () {
  const claims = yield* admin
  const id = yield* pathId("id", "ERR_NO_QUEUE_FOUND")
  const sql = yield* SqlClient.SqlClient
  return yield* sql.withTransaction(
    Effect.gen(function* () {
      const current = yield* found(claims.tenantId, id)
      if (yield* queueHasTickets(claims.tenantId, id)) return yield* new AppError({ code: "ERR_QUEUE_TICKET_EXISTS" })
      yield* sql`DELETE FROM user_queues WHERE queue_id = ${id}`
      yield* sql`DELETE FROM queues WHERE tenant_id = ${claims.tenantId} AND id = ${id}`
      return current
    })
  )
})

export const adminQueueRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/admin/queues", handle(list)),
  HttpRouter.get("/admin/queues/:id", handle(one)),
  HttpRouter.post("/admin/queues", handle(create)),
  HttpRouter.put("/admin/queues/:id", handle(update)),
  HttpRouter.del("/admin/queues/:id", handle(remove))
)
