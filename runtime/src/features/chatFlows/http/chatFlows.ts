/**
 * Chat flows (issue 14 item 2; spec part 2 §2–§5; core/src/contracts/chatFlows.ts): administrators
 * list, read, create, edit, delete, duplicate, import and export their tenant's flows. A document is
 * checked by core's schema and graph rules before anything is stored (a self-link or a loop: 400
 * ERR_FLOW_HAS_CYCLE with `details.cycle`, the steps' names; other graph problems ERR_VALIDATION
 * naming the field). The free plan keeps one active flow (403 ERR_PLAN_LIMIT_CHATFLOWS, checked
 * holding the tenant's row, so it cannot race); copies and imports start inactive. A flow a channel
 * names cannot be deleted (409 ERR_CHAT_FLOW_IN_USE). Unknown ids, or another tenant's: 404
 * ERR_NO_CHAT_FLOW_FOUND.
 */
import {
  FLOW_MEDIA_MAX_BYTES,
  CHAT_FLOW_EXPORT_FORMAT,
  ChatFlowExport,
  ChatFlowInput,
  type ChatFlow,
  type FlowDocument
} from "@atende/core/contracts/chatFlows"
import { checkFlowGraph, isCycleProblem } from "@atende/core/rules/flowGraph"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { AppError } from "../../../platform/http/AppError"
import { authenticate, handle, idParam, jsonBody, requireAdmin } from "../../../platform/http/edge"
import { dispositionOf } from "../../../platform/media/files"
import { signMediaUrl } from "../../../platform/media/signing"
import { isMultipart, readForm, storeFiles } from "../../messages/index"
import { ensureCanAdd } from "../../tenants/index"
import {
  activeChatFlowCount,
  deleteChatFlow,
  flowBoundToChannel,
  getChatFlow,
  insertChatFlow,
  listChatFlows,
  releaseFromDeletedChannels,
  updateChatFlow,
  type ChatFlowFields
} from "../store/ChatFlows"
import { copyName } from "./copyName"
import { checkTargets } from "./targets"

const admin = Effect.flatMap(authenticate, requireAdmin)
const flowId = idParam("id", "ERR_NO_CHAT_FLOW_FOUND")

const found = (tenantId: number, id: number) =>
  Effect.flatMap(getChatFlow(tenantId, id), (f) =>
    f ? Effect.succeed(f) : Effect.fail(new AppError({ code: "ERR_NO_CHAT_FLOW_FOUND" }))
  )

/** Core's graph rules over a parsed document; `prefix` is where the document sits in the body. */
const checkGraph = (doc: FlowDocument, prefix: string) => {
  const result = checkFlowGraph(doc)
  if (result.ok) return Effect.void
  const p = result.problem
  if (isCycleProblem(p))
    return Effect.fail(new AppError({ code: "ERR_FLOW_HAS_CYCLE", extra: { details: { cycle: [...p.cycle] } } }))
  const field = p.kind === "noStart" || p.kind === "manyStarts" ? `${prefix}.nodes` : `${prefix}.${p.field}`
  const message =
    p.kind === "noStart"
      ? "The flow needs a start node"
      : p.kind === "manyStarts"
        ? "The flow has more than one start node"
        : p.kind === "duplicateId"
          ? `The id ${p.id} is used twice`
          : `No step has the id ${p.stepId}`
  return Effect.fail(new AppError({ code: "ERR_VALIDATION", extra: { issues: [{ field, message }] } }))
}

/** A document as it may be stored: core's graph rules, then its queues and users are the tenant's. */
const checkDocument = (tenantId: number, doc: FlowDocument) =>
  Effect.zipRight(checkGraph(doc, "document"), checkTargets(tenantId, doc, "document"))

/** The plan's limit on active flows, holding the tenant's row (tenants' ensureCanAdd). */
const ensureRoomForActive = (tenantId: number, exceptId = 0) =>
  Effect.flatMap(activeChatFlowCount(tenantId, exceptId), (n) => ensureCanAdd(tenantId, "chatFlows", n))

/** A new flow of the tenant, in one transaction with the plan check when it is active. */
const insertFlow = (tenantId: number, userId: number, fields: ChatFlowFields) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = yield* nowMillis
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        if (fields.active) yield* ensureRoomForActive(tenantId)
        return yield* insertChatFlow(tenantId, userId, fields, now)
      })
    )
  })

const created = (flow: ChatFlow) => HttpServerResponse.unsafeJson(flow, { status: 201 })

const list = Effect.gen(function* () {
  const claims = yield* admin
  return yield* listChatFlows(claims.tenantId)
})

const one = Effect.gen(function* () {
  const claims = yield* admin
  return yield* found(claims.tenantId, yield* flowId)
})

const create = Effect.gen(function* () {
  const claims = yield* admin
  const input = yield* jsonBody(ChatFlowInput)
  yield* checkDocument(claims.tenantId, input.document)
  const flow = yield* insertFlow(claims.tenantId, claims.userId, {
    name: input.name,
    description: input.description ?? "",
    active: input.active ?? true,
    testNumber: input.testNumber ?? null,
    document: input.document
  })
  return created(flow)
})

const update = Effect.gen(function* () {
  const claims = yield* admin
  const id = yield* flowId
  const input = yield* jsonBody(ChatFlowInput)
  yield* checkDocument(claims.tenantId, input.document)
  const sql = yield* SqlClient.SqlClient
  const now = yield* nowMillis
  return yield* sql.withTransaction(
    Effect.gen(function* () {
      const current = yield* found(claims.tenantId, id)
      const active = input.active ?? current.active
      if (active && !current.active) yield* ensureRoomForActive(claims.tenantId, id)
      yield* updateChatFlow(
        claims.tenantId,
        id,
        {
          name: input.name,
          description: input.description ?? current.description,
          active,
          testNumber: input.testNumber === undefined ? current.testNumber : input.testNumber,
          document: input.document
        },
        now
      )
      return yield* found(claims.tenantId, id)
    })
  )
})

const remove = Effect.gen(function* () {
  const claims = yield* admin
  const id = yield* flowId
  const sql = yield* SqlClient.SqlClient
  return yield* sql.withTransaction(
    Effect.gen(function* () {
      const current = yield* found(claims.tenantId, id)
      if (yield* flowBoundToChannel(claims.tenantId, id)) return yield* new AppError({ code: "ERR_CHAT_FLOW_IN_USE" })
      yield* releaseFromDeletedChannels(claims.tenantId, id)
      yield* deleteChatFlow(claims.tenantId, id)
      return current
    })
  )
})

/** A copy, inactive (so the plan's limit never stands in the way), named "<name> (copy)" in the caller's language. */
const duplicate = Effect.gen(function* () {
  const claims = yield* admin
  const id = yield* flowId
  const request = yield* HttpServerRequest.HttpServerRequest
  const source = yield* found(claims.tenantId, id)
  const flow = yield* insertFlow(claims.tenantId, claims.userId, {
    name: copyName(source.name, request.headers["accept-language"]),
    description: source.description,
    active: false,
    testNumber: source.testNumber,
    document: source.document
  })
  return created(flow)
})

/** An exported file becomes a new flow of the tenant, inactive until an administrator turns it on. */
const importFlow = Effect.gen(function* () {
  const claims = yield* admin
  const file = yield* jsonBody(ChatFlowExport)
  yield* checkDocument(claims.tenantId, file.document)
  const flow = yield* insertFlow(claims.tenantId, claims.userId, {
    name: file.name,
    description: file.description,
    active: false,
    testNumber: null,
    document: file.document
  })
  return created(flow)
})

const exportFlow = Effect.gen(function* () {
  const claims = yield* admin
  const flow = yield* found(claims.tenantId, yield* flowId)
  const file: ChatFlowExport = {
    format: CHAT_FLOW_EXPORT_FORMAT,
    version: 1,
    name: flow.name,
    description: flow.description,
    document: flow.document
  }
  return HttpServerResponse.unsafeJson(file, {
    headers: { "Content-Disposition": dispositionOf(false, `${flow.name}.json`) }
  })
})

/** A flow's file (an interaction's media): one file of at most 5 MB, answered as `{ url, mediaType, name }`. */
const uploadMedia = Effect.gen(function* () {
  const claims = yield* admin
  if (!(yield* isMultipart)) return yield* new AppError({ code: "ERR_NO_FILE_UPLOADED" })
  const form = yield* readForm
  const file = form.files[0]
  if (!file || form.files.length > 1 || file.size === 0) return yield* new AppError({ code: "ERR_NO_FILE_UPLOADED" })
  if (file.size > FLOW_MEDIA_MAX_BYTES)
    return yield* new AppError({
      code: "ERR_FILE_TOO_LARGE",
      extra: { maxBytes: FLOW_MEDIA_MAX_BYTES, file: file.name }
    })
  const [ref] = yield* storeFiles(claims.tenantId, [file])
  return HttpServerResponse.unsafeJson(
    { url: signMediaUrl(ref!.url), mediaType: ref!.type, name: ref!.name },
    { status: 201 }
  )
})

export const chatFlowRoutes = HttpRouter.empty.pipe(
  HttpRouter.post("/chat-flows/media", handle(uploadMedia)),
  HttpRouter.get("/chat-flows", handle(list)),
  HttpRouter.post("/chat-flows", handle(create)),
  HttpRouter.post("/chat-flows/import", handle(importFlow)),
  HttpRouter.get("/chat-flows/:id", handle(one)),
  HttpRouter.put("/chat-flows/:id", handle(update)),
  HttpRouter.del("/chat-flows/:id", handle(remove)),
  HttpRouter.post("/chat-flows/:id/duplicate", handle(duplicate)),
  HttpRouter.get("/chat-flows/:id/export", handle(exportFlow))
)
