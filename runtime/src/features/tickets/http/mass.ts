/**
 * Mass transfer and mass resolve (spec part 1 §4, §6: administrators, from the dashboard). Every
 * open/pending ticket of the origin (a user or a queue) goes through its own conversation's actor,
 * so each change is decided, logged and published like a single one. User to user needs a shared
 * queue (ERR_TRANSFER_NO_SHARED_QUEUE).
 */
import { MassResolve, MassTransfer } from "@atende/core/contracts/workspace"
import { canMassAct } from "@atende/core/rules/permissions"
import { HttpRouter } from "@effect/platform"
import { Effect } from "effect"
import { AppError } from "../../../platform/http/AppError"
import { handle, jsonBody } from "../../../platform/http/edge"
import { existsInTenant, shareAQueue } from "../store/Targets"
import { ticketsOfOrigin } from "../store/Tickets"
import type { TicketCommandMsg } from "../actor/commands"
import { askTicket, caller } from "./caller"

const admin = Effect.flatMap(caller, (c) =>
  canMassAct(c.claims.profile as "admin") ? Effect.succeed(c) : Effect.fail(new AppError({ code: "ERR_NO_PERMISSION" }))
)

const exists = (tenantId: number, table: "users" | "queues", id: number | undefined) =>
  Effect.gen(function* () {
    if (id === undefined) return
    if (!(yield* existsInTenant(tenantId, table, id)))
      return yield* new AppError({ code: table === "users" ? "ERR_NO_USER_FOUND" : "ERR_NO_QUEUE_FOUND" })
  })

const eachTicket = (
  list: ReadonlyArray<{ id: number; whatsappId: number; externalId: string }>,
  payload: (id: number) => TicketCommandMsg
) =>
  Effect.gen(function* () {
    const results = yield* Effect.forEach(list, (t) => Effect.either(askTicket(t, t.externalId, payload(t.id))), {
      concurrency: 4
    })
    const done = list.filter((_, i) => results[i]!._tag === "Right").map((t) => t.id)
    const skipped = list.flatMap((t, i) => {
      const r = results[i]!
      return r._tag === "Left"
        ? [{ ticketId: t.id, error: r.left instanceof AppError ? r.left.code : "ERR_INTERNAL" }]
        : []
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
  if (
    body.fromUserId !== undefined &&
    body.toUserId !== undefined &&
    !(yield* shareAQueue(body.fromUserId, body.toUserId))
  )
    return yield* new AppError({ code: "ERR_TRANSFER_NO_SHARED_QUEUE" })
  const list = yield* ticketsOfOrigin(tenantId, { userId: body.fromUserId, queueId: body.fromQueueId }, body.status)
  return yield* eachTicket(list, (id) => ({
    type: "update",
    tenantId,
    ticketId: id,
    userId: c.claims.userId,
    targetUserId: body.toUserId ?? null,
    queueId: body.toQueueId ?? null
  }))
})

const massResolve = Effect.gen(function* () {
  const c = yield* admin
  const body = yield* jsonBody(MassResolve)
  const tenantId = c.claims.tenantId
  yield* exists(tenantId, "users", body.userId)
  yield* exists(tenantId, "queues", body.queueId)
  const list = yield* ticketsOfOrigin(tenantId, { userId: body.userId, queueId: body.queueId }, body.status)
  return yield* eachTicket(list, (id) => ({
    type: "update",
    tenantId,
    ticketId: id,
    userId: c.claims.userId,
    status: "closed"
  }))
})

export const massRoutes = HttpRouter.empty.pipe(
  HttpRouter.post("/tickets/mass-transfer", handle(massTransfer)),
  HttpRouter.post("/tickets/mass-resolve", handle(massResolve))
)
