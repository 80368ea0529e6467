/**
 * Files of a chat message (spec part 1 §5, §9): multipart/form-data, each file at most 10 MB and
 * all together at most 30 MB, checked here on the server before anything is stored; files go to
 * the media store (platform/media/MediaStore.ts) as streams and are served by `GET /media/{id}`.
 */
import { HttpServerRequest } from "@effect/platform"
import { NodeHttpServerRequest } from "@effect/platform-node"
import { Effect, Stream } from "effect"
import type { MediaRef } from "../../tickets/index"
import { AppError } from "../../../platform/http/AppError"
import { MediaStore } from "../../../platform/media/MediaStore"

export const FILE_MAX = 10 * 1024 * 1024
export const FILES_TOTAL_MAX = 30 * 1024 * 1024

export type Form = { readonly fields: Record<string, string>; readonly files: ReadonlyArray<File> }

export const isMultipart = Effect.map(HttpServerRequest.HttpServerRequest, (req) =>
  (req.headers["content-type"] ?? "").toLowerCase().startsWith("multipart/form-data")
)

/** Spec part 1 §7: 50 MB at most per request. */
const BODY_MAX = 50 * 1024 * 1024

/**
 * The raw body, read straight from Node's request and joined once (the platform's reader joins
 * the buffer again on every chunk, which is quadratic and takes seconds for 30 MB).
 */
const rawBody = (req: HttpServerRequest.HttpServerRequest) =>
  Effect.async<Buffer, AppError>((resume) => {
    const source = NodeHttpServerRequest.toIncomingMessage(req)
    const chunks: Array<Buffer> = []
    let bytes = 0
    // past the limit: 413 at once, and the rest is read into the void (destroying the request
    // would reset the connection)
    source.on("data", (chunk: Buffer) => {
      if (bytes > BODY_MAX) return
      bytes += chunk.length
      if (bytes > BODY_MAX) {
        chunks.length = 0
        resume(Effect.fail(new AppError({ code: "ERR_PAYLOAD_TOO_LARGE" })))
      } else chunks.push(chunk)
    })
    source.once("end", () => bytes <= BODY_MAX && resume(Effect.succeed(Buffer.concat(chunks))))
    source.once("error", () => bytes <= BODY_MAX && resume(Effect.fail(new AppError({ code: "ERR_VALIDATION" }))))
  })

/** Parses the multipart body. */
export const readForm = Effect.gen(function* () {
  const req = yield* HttpServerRequest.HttpServerRequest
  const buf = yield* rawBody(req)
  const form = yield* Effect.tryPromise(() =>
    new Response(new Uint8Array(buf.buffer as ArrayBuffer, buf.byteOffset, buf.byteLength), {
      headers: { "content-type": req.headers["content-type"] ?? "" }
    }).formData()
  ).pipe(
    Effect.mapError(
      () =>
        new AppError({
          code: "ERR_VALIDATION",
          extra: { issues: [{ field: "body", message: "Not a multipart form" }] }
        })
    )
  )
  const fields: Record<string, string> = {}
  const files: Array<File> = []
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") fields[name] = value
    else if (value.size > 0 || value.name) files.push(value)
  }
  // a NUL byte cannot be stored (Postgres): refused here like in any JSON body (platform/http/edge.ts)
  if (files.some((f) => f.name.includes("\u0000") || f.type.includes("\u0000")))
    return yield* new AppError({
      code: "ERR_VALIDATION",
      extra: { issues: [{ field: "files", message: "NUL bytes are not allowed in file names or types" }] }
    })
  return { fields, files } satisfies Form
})

/** ERR_FILE_TOO_LARGE for a file over 10 MB, ERR_FILES_TOTAL_TOO_LARGE for more than 30 MB together. */
export const checkSizes = (files: ReadonlyArray<File>) => {
  const big = files.find((f) => f.size > FILE_MAX)
  if (big)
    return Effect.fail(new AppError({ code: "ERR_FILE_TOO_LARGE", extra: { maxBytes: FILE_MAX, file: big.name } }))
  const total = files.reduce((n, f) => n + f.size, 0)
  if (total > FILES_TOTAL_MAX)
    return Effect.fail(new AppError({ code: "ERR_FILES_TOTAL_TOO_LARGE", extra: { maxBytes: FILES_TOTAL_MAX } }))
  if (files.some((f) => f.size === 0)) return Effect.fail(new AppError({ code: "ERR_NO_FILE_UPLOADED" }))
  return Effect.void
}

export const storeFiles = (tenantId: number, files: ReadonlyArray<File>) =>
  Effect.gen(function* () {
    const store = yield* MediaStore
    const refs: Array<MediaRef> = []
    for (const f of files) {
      const mime = (f.type || "application/octet-stream").split(";")[0]!.trim().slice(0, 100)
      const name = (f.name || "arquivo").slice(0, 200)
      const stream = Stream.fromReadableStream(
        () => f.stream(),
        (e) => e
      )
      const { id } = yield* store.put({ tenantId, mime, name, stream })
      refs.push({ url: `/media/${id}`, type: mime, name })
    }
    return refs
  })
