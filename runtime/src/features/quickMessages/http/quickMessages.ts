/**
 * Quick messages (runtime/api/quickMessages.md): every signed-in user of the tenant lists, searches,
 * creates, edits and deletes them (the spec gives /mensagens-rapidas to every profile: only the
 * /configuracoes screens are for administrators). A key is unique per tenant in any case
 * (409 ERR_FAST_REPLY_EXISTS); an unknown id, or another tenant's, is 404 ERR_NO_FAST_REPLY_FOUND.
 */
import { QuickMessageCreate, QuickMessagePatch, QuickMessageQuery } from "@atende/core/contracts/quickMessages"
import { HttpRouter } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { AppError } from "../../../platform/http/AppError"
import { authenticate, handle, idParam, jsonBody, parseWith, queryRecord } from "../../../platform/http/edge"
import {
  deleteQuickMessage,
  getQuickMessage,
  insertQuickMessage,
  isKeyConflict,
  keyTaken,
  listQuickMessages,
  updateQuickMessage
} from "../store/QuickMessages"

const notFound = () => new AppError({ code: "ERR_NO_FAST_REPLY_FOUND" })
const exists = () => new AppError({ code: "ERR_FAST_REPLY_EXISTS" })

const found = (tenantId: number, id: number) =>
  Effect.flatMap(getQuickMessage(tenantId, id), (q) => (q ? Effect.succeed(q) : Effect.fail(notFound())))

/** A race past the check meets the unique index: still the catalogue code, never a 500. */
const keyConflict = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.catchIf(effect, isKeyConflict, () => Effect.fail(exists()))

const list = Effect.gen(function* () {
  const claims = yield* authenticate
  const { searchParam } = yield* parseWith(QuickMessageQuery, yield* queryRecord)
  return yield* listQuickMessages(claims.tenantId, searchParam)
})

const create = Effect.gen(function* () {
  const claims = yield* authenticate
  const input = yield* jsonBody(QuickMessageCreate)
  const now = yield* nowMillis
  const created = yield* insertQuickMessage(claims.tenantId, claims.userId, input, now)
  return created ?? (yield* exists())
})

const update = Effect.gen(function* () {
  const claims = yield* authenticate
  const id = yield* idParam("id", "ERR_NO_FAST_REPLY_FOUND")
  const patch = yield* jsonBody(QuickMessagePatch)
  const sql = yield* SqlClient.SqlClient
  const now = yield* nowMillis
  return yield* sql
    .withTransaction(
      Effect.gen(function* () {
        const current = yield* found(claims.tenantId, id)
        const next = { key: patch.key ?? current.key, message: patch.message ?? current.message }
        if (yield* keyTaken(claims.tenantId, next.key, id)) return yield* exists()
        yield* updateQuickMessage(claims.tenantId, id, next, now)
        return yield* found(claims.tenantId, id)
      })
    )
    .pipe(keyConflict)
})

const remove = Effect.gen(function* () {
  const claims = yield* authenticate
  const id = yield* idParam("id", "ERR_NO_FAST_REPLY_FOUND")
  const sql = yield* SqlClient.SqlClient
  return yield* sql.withTransaction(
    Effect.gen(function* () {
      const current = yield* found(claims.tenantId, id)
      yield* deleteQuickMessage(claims.tenantId, id)
      return current
    })
  )
})

export const quickMessageRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/fastreply", handle(list)),
  HttpRouter.post("/fastreply", handle(create)),
  HttpRouter.put("/fastreply/:id", handle(update)),
  HttpRouter.del("/fastreply/:id", handle(remove))
)
