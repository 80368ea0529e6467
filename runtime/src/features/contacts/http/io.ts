/**
 * Importing and exporting contacts (runtime/api/contacts.md "Import and export"): the admin flag
 * only (administrators and supervisors; others 403 ERR_NO_PERMISSION). An upload is the raw file
 * as the body (at most 20 MB: 413 ERR_FILE_TOO_LARGE), parsed whole before anything is stored;
 * the dry run and the run take a mapping of its columns; the run goes on in the background and
 * GET answers its progress. Another tenant's import id is ERR_NO_IMPORT_FOUND. The export
 * streams the tenant's contacts as CSV or XLSX, masked as the caller sees them. A run's end (done
 * or failed: batches it committed stay) is the live event `contact:bulk` (../live.ts).
 */
import {
  ContactExportQuery,
  IMPORT_FILE_MAX_BYTES,
  ImportMappingBody,
  ImportUploadQuery
} from "@atende/core/contracts/contactImport"
import { searchProblem } from "@atende/core/contracts/contacts"
import { localDate } from "@atende/core/rules/calendar"
import { HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { NodeHttpServerRequest } from "@effect/platform-node"
import type { SqlClient } from "@effect/sql"
import { Effect, Stream } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { AppError } from "../../../platform/http/AppError"
import type { EventRelay } from "../../../platform/live/EventRelay"
import { idParam, jsonBody, parseWith, queryRecord, readLimited } from "../../../platform/http/edge"
import { getTenant } from "../../tenants/index"
import { EXPORT_TYPES, exportContacts, exportFileName } from "../io/exportContacts"
import { ImportJobs, startImport } from "../io/ImportJobs"
import { checkImport, foundImport, importView, storeImport } from "../io/importContacts"
import { parseImportFile } from "../io/parseImportFile"
import { importChunk } from "../store/ContactImports"
import { announceContactsChanged } from "../live"
import { contactCaller, fieldError, present } from "./caller"

/** The caller, who must have the admin flag. */
const adminCaller = Effect.flatMap(contactCaller, (c) =>
  c.admin ? Effect.succeed(c) : Effect.fail(new AppError({ code: "ERR_NO_PERMISSION" }))
)

const importOfPath = Effect.gen(function* () {
  const c = yield* adminCaller
  const id = yield* idParam("id", "ERR_NO_IMPORT_FOUND")
  return { c, id }
})

/**
 * The raw body, read straight from Node's request. Past IMPORT_FILE_MAX_BYTES it fails with 413
 * at once and reads the rest into the void, so the answer reaches the client.
 */
const uploadedBytes = (req: HttpServerRequest.HttpServerRequest) =>
  readLimited(
    NodeHttpServerRequest.toIncomingMessage(req),
    IMPORT_FILE_MAX_BYTES,
    () => new AppError({ code: "ERR_FILE_TOO_LARGE", extra: { maxBytes: IMPORT_FILE_MAX_BYTES } }),
    () => fieldError("ERR_VALIDATION", "body")
  )

/** The file's name: `?fileName=`, or the `X-File-Name` header (URI-encoded). */
const fileNameOf = (req: HttpServerRequest.HttpServerRequest) =>
  Effect.gen(function* () {
    const query = yield* queryRecord
    const header = req.headers["x-file-name"]
    // the edge refused a header that does not decode
    const fromHeader = query.fileName === undefined && header !== undefined ? decodeURIComponent(header) : undefined
    return (yield* parseWith(ImportUploadQuery, fromHeader === undefined ? query : { fileName: fromHeader })).fileName
  })

/** `POST /contacts/imports?fileName=` with the file as the body → 201 the upload. */
export const uploadImport = Effect.gen(function* () {
  const c = yield* adminCaller
  const req = yield* HttpServerRequest.HttpServerRequest
  const fileName = yield* fileNameOf(req)
  const bytes = yield* uploadedBytes(req)
  const file = yield* parseImportFile(bytes, fileName, req.headers["content-type"])
  const answer = yield* storeImport(c.tenantId, c.userId, fileName, file)
  return HttpServerResponse.unsafeJson(answer, { status: 201 })
})

/** `GET /contacts/imports/{id}` → the import's state. */
export const getImportRoute = Effect.gen(function* () {
  const { c, id } = yield* importOfPath
  return importView(yield* foundImport(c.tenantId, id), yield* nowMillis)
})

/** `POST /contacts/imports/{id}/check` body `{ mapping }` → what a run would do; nothing stored. */
export const checkImportRoute = Effect.gen(function* () {
  const { c, id } = yield* importOfPath
  const { mapping } = yield* jsonBody(ImportMappingBody)
  const imp = yield* foundImport(c.tenantId, id)
  return yield* checkImport(c.tenantId, imp.columns, mapping, (position) => importChunk(c.tenantId, id, position))
})

/**
 * `POST /contacts/imports/{id}/run` body `{ mapping }` → 202 the import, now running in the node's
 * import fibers (io/ImportJobs.ts); however the run ends, `contact:bulk` follows, so every open
 * screen reads its contacts again.
 */
export const runImportRoute = Effect.gen(function* () {
  const { c, id } = yield* importOfPath
  const { mapping } = yield* jsonBody(ImportMappingBody)
  const jobs = yield* ImportJobs
  const context = yield* Effect.context<SqlClient.SqlClient | EventRelay>()
  const announce = announceContactsChanged(c.tenantId, "import").pipe(
    Effect.timeout("10 seconds"),
    Effect.ignore,
    Effect.provide(context)
  )
  const announcing = { fork: <E, R>(job: Effect.Effect<unknown, E, R>) => jobs.fork(Effect.ensuring(job, announce)) }
  const started = yield* Effect.provideService(startImport(c.tenantId, id, mapping), ImportJobs, announcing)
  return HttpServerResponse.unsafeJson(started, { status: 202 })
})

/** `GET /contacts/export?format=csv|xlsx&searchParam=` → the file, streamed. */
export const exportRoute = Effect.gen(function* () {
  const c = yield* adminCaller
  const q = yield* parseWith(ContactExportQuery, yield* queryRecord)
  const short = searchProblem(q.searchParam)
  if (short) return yield* fieldError(short.code, short.field)
  const zone = (yield* getTenant(c.tenantId))?.timezone ?? "America/Sao_Paulo"
  const name = exportFileName(q.format, localDate(yield* nowMillis, zone))
  const body = exportContacts(q.format, {
    tenantId: c.tenantId,
    search: q.searchParam,
    nameOnly: c.masked,
    present: (v) => present(c, v)
  })
  const context = yield* Effect.context<SqlClient.SqlClient>()
  return HttpServerResponse.stream(Stream.provideContext(body, context), {
    contentType: EXPORT_TYPES[q.format],
    headers: {
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff"
    }
  })
})
