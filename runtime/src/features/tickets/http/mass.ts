/**
 * Mass transfer and mass resolve (spec part 1 §4, §6: administrators, from the dashboard). Every
 * open/pending ticket of the origin (a user or a queue) goes through its own conversation's actor,
 * so each change is decided, logged and published like a single one. User to user needs a shared
 * queue (ERR_TRANSFER_NO_SHARED_QUEUE).
 */
import { MassResolve, MassTransfer } from "@atende/core/contracts/workspace"
import { canMassAct } from "@atende/core/rules/permissions"
import { SqlClient } from "@effect/sql"
import { HttpRouter } from "@effect/platform"
import { Effect } from "effect"
import { num } from "../../../platform/store/rows"
import { AppError } from "../../../platform/http/AppError"
import { handle, jsonBody } from "../../../platform/http/edge"
import { askTicket, caller } from "./caller"

const admin = Effect.flatMap(caller, (c) => (canMassAct(c.claims.profile as "admin") ? Effect.succeed(c) : Effect.fail(new AppError({ code: "ERR_NO_PERMISSION" }))))

const exists = (tenantId: number, table: "users" | "queues", id: number | undefined) =>
  Effect.gen(function* () {
    if (id === undefined) return
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM ${sql.literal(table)} WHERE tenant_id = ${tenantId} AND id = ${id}`
    if (!rows.length) return yield* new AppError({ code: table === "users" ? "ERR_NO_USER_FOUND" : "ERR_NO_QUEUE_FOUND" })
  })

const ticketsOf = (tenantId: number, by: { userId?: number | undefined; queueId?: number | undefined }, statuses: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const origin = by.userId !== undefined ? sql`t.user_id = ${by.userId}` : sql`t.queue_id = ${by.queueId ?? -1}`
    const rows = yield* sql`SELECT t.id, t.channel_id, c.external_id FROM tickets t JOIN contacts c ON c.id = t.contact_id
      WHERE t.tenant_id = ${tenantId} AND t.deleted = 0 AND t.status IN ${sql.in(statuses)} AND ${origin} ORDER BY t.id`
    return rows.map((r: any) => ({ id: num(r.id), whatsappId: num(r.channel_id), externalId: String(r.external_id) }))
  })

const eachTicket = (list: ReadonlyArray<{ id: number; whatsappId: number; externalId: string }>, payload: (id: number) => Record<string, unknown>) =>
  Effect.gen(function* () {
    const results = yield* Effect.forEach(list, (t) => Effect.either(askTicket(t, t.externalId, payload(t.id))), { concurrency: 4 })
    const done = list.filter((_, i) => results[i]!._tag === "Right").map((t) => t.id)
    const skipped = list.flatMap((t, i) => {
      const r = results[i]!
      return r._tag === "Left" ? [{ ticketId: t.id, error: r.left instanceof AppError ? r.left.code : "ERR_INTERNAL" }] : []
    })
    return { count: done.length, ticketIds: done, skipped }
  })

const massTransfer = Effect.gen(function* () {
  const c = yield* admin
  const body = yield* jsonBody(MassTransfer)
  const tenantId = c.claims.tenantId
  yield* exists(tenantId, "users", body.fromUserId)
  yield* exists(tenantId, "users", body.toUserId)
  yield* exists(tenantId, "queues", body.fromQueueId)
  yield* exists(tenantId, "queues", body.toQueueId)
  const sameUser = body.fromUserId !== undefined && body.fromUserId === body.toUserId
  const sameQueue = body.fromQueueId !== undefined && body.toUserId === undefined && body.fromQueueId === body.toQueueId
  if (sameUser || sameQueue) return yield* new AppError({ code: "ERR_SAME_SOURCE_AND_DESTINATION" })
  if (body.fromUserId !== undefined && body.toUserId !== undefined) {
    const sql = yield* SqlClient.SqlClient
    const shared = yield* sql`SELECT a.queue_id FROM user_queues a JOIN user_queues b ON b.queue_id = a.queue_id
      WHERE a.user_id = ${body.fromUserId} AND b.user_id = ${body.toUserId} LIMIT 1`
    if (!shared.length) return yield* new AppError({ code: "ERR_TRANSFER_NO_SHARED_QUEUE" })
  }
  const list = yield* ticketsOf(tenantId, { userId: body.fromUserId, queueId: body.fromQueueId }, body.status)
  return yield* eachTicket(list, (id) => ({
    type: "update", tenantId, ticketId: id, userId: c.claims.userId, targetUserId: body.toUserId ?? null, queueId: body.toQueueId ?? null
  }))
})

const massResolve = Effect.gen(function* () {
  const c = yield* admin
  const body = yield* jsonBody(MassResolve)
  const tenantId = c.claims.tenantId
  yield* exists(tenantId, "users", body.userId)
  yield* exists(tenantId, "queues", body.queueId)
  const list = yield* ticketsOf(tenantId, { userId: body.userId, queueId: body.queueId }, body.status)
  return yield* eachTicket(list, (id) => ({ type: "update", tenantId, ticketId: id, userId: c.claims.userId, status: "closed" }))
})

export const massRoutes = HttpRouter.empty.pipe(
  HttpRouter.post("/tickets/mass-transfer", handle(massTransfer)),
  HttpRouter.post("/tickets/mass-resolve", handle(massResolve))
)
