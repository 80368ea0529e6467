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
import {
  activeQueueCount,
  deleteQueue,
  getQueue,
  insertQueue,
  lockTenantPlan,
  queueHasTickets,
  queuesPage,
  updateQueue
} from "../store/Queues"
import { AppError } from "../../../platform/http/AppError"
import { authenticate, handle, jsonBody, requireAdmin } from "../../../platform/http/edge"
import { pathId } from "../../tickets/index"
import { listParams, listResponse, nameFilterOf } from "../../../platform/http/simpleRest"

const admin = Effect.flatMap(authenticate, requireAdmin)
const SORTABLE: Record<string, string> = { id: "id", name: "name", active: "active", createdAt: "created_at" }

const found = (tenantId: number, id: number) =>
  Effect.flatMap(getQueue(tenantId, id), (q) =>
    q ? Effect.succeed(q) : Effect.fail(new AppError({ code: "ERR_NO_QUEUE_FOUND" }))
  )

const checkPlan = (tenantId: number, active: boolean, exceptId = -1) =>
  Effect.gen(function* () {
    const plan = yield* lockTenantPlan(tenantId)
    if (active && plan === "free" && (yield* activeQueueCount(tenantId, exceptId)) >= 1)
      return yield* new AppError({ code: "ERR_PLAN_LIMIT_QUEUES" })
  })

const list = Effect.gen(function* () {
  const claims = yield* admin
  const q = yield* listParams(SORTABLE)
  const { rows, total } = yield* queuesPage(claims.tenantId, nameFilterOf(q.filter), q)
  return listResponse("queues", rows, q.from, total)
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
      return yield* insertQueue(claims.tenantId, input.name, input.active)
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
      yield* updateQueue(claims.tenantId, id, patch.name ?? current.name, active)
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
      yield* deleteQueue(claims.tenantId, id)
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
