/**
 * Typebot connections (issue 14 item 4; core/src/contracts/typebot.ts; the screen
 * /configuracoes/typebotapi): administrators list, read, create, edit and delete their tenant's
 * connections. The base URL goes through the outbound URL guard when saved (ERR_URL_NOT_ALLOWED)
 * and again when called; the token is sealed and never shown (`tokenSet`). Deleting a connection
 * unbinds its channels and ends its conversations (their tickets wait for a person). Unknown ids, or
 * another tenant's: 404 ERR_NO_TYPEBOT_FOUND.
 */
import { TypebotInput, TypebotPatch } from "@atende/core/contracts/typebot"
import { HttpRouter, HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { AppError } from "../../../platform/http/AppError"
import { authenticate, handle, idParam, jsonBody, requireAdmin } from "../../../platform/http/edge"
import { checkOutboundUrl } from "../../../platform/net/outbound"
import { deleteTypebot, getTypebot, insertTypebot, listTypebots, updateTypebot } from "../store/Typebots"

const admin = Effect.flatMap(authenticate, requireAdmin)
const typebotId = idParam("id", "ERR_NO_TYPEBOT_FOUND")
const notFound = () => new AppError({ code: "ERR_NO_TYPEBOT_FOUND" })

const found = (tenantId: number, id: number) =>
  Effect.flatMap(getTypebot(tenantId, id), (t) => (t ? Effect.succeed(t) : Effect.fail(notFound())))

const list = Effect.gen(function* () {
  const claims = yield* admin
  return yield* listTypebots(claims.tenantId)
})

const one = Effect.gen(function* () {
  const claims = yield* admin
  return yield* found(claims.tenantId, yield* typebotId)
})

const create = Effect.gen(function* () {
  const claims = yield* admin
  const input = yield* jsonBody(TypebotInput)
  yield* checkOutboundUrl(input.baseUrl, "baseUrl")
  const view = yield* insertTypebot(
    claims.tenantId,
    {
      name: input.name,
      enabled: input.enabled ?? true,
      baseUrl: input.baseUrl,
      publicId: input.publicId,
      restartKeyword: input.restartKeyword ?? "",
      invalidMessage: input.invalidMessage ?? ""
    },
    input.token || null,
    yield* nowMillis
  )
  return HttpServerResponse.unsafeJson(view, { status: 201 })
})

const update = Effect.gen(function* () {
  const claims = yield* admin
  const id = yield* typebotId
  const patch = yield* jsonBody(TypebotPatch)
  const current = yield* found(claims.tenantId, id)
  if (patch.baseUrl !== undefined) yield* checkOutboundUrl(patch.baseUrl, "baseUrl")
  const token = patch.clearToken ? null : patch.token ? patch.token : undefined
  const view = yield* updateTypebot(
    claims.tenantId,
    id,
    {
      name: patch.name ?? current.name,
      enabled: patch.enabled ?? current.enabled,
      baseUrl: patch.baseUrl ?? current.baseUrl,
      publicId: patch.publicId ?? current.publicId,
      restartKeyword: patch.restartKeyword ?? current.restartKeyword,
      invalidMessage: patch.invalidMessage ?? current.invalidMessage
    },
    token,
    yield* nowMillis
  )
  return view ?? (yield* Effect.fail(notFound()))
})

const remove = Effect.gen(function* () {
  const claims = yield* admin
  const id = yield* typebotId
  const sql = yield* SqlClient.SqlClient
  return yield* sql.withTransaction(
    Effect.gen(function* () {
      const current = yield* found(claims.tenantId, id)
      yield* deleteTypebot(claims.tenantId, id)
      return current
    })
  )
})

export const typebotRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/typebots", handle(list)),
  HttpRouter.post("/typebots", handle(create)),
  HttpRouter.get("/typebots/:id", handle(one)),
  HttpRouter.put("/typebots/:id", handle(update)),
  HttpRouter.del("/typebots/:id", handle(remove))
)
