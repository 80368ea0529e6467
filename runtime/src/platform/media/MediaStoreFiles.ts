/**
 * The embedded media store (platform/media/MediaStore.ts): each file at
 * `<dataDir>/media/<tenant>/<id>` (directories 0700, files 0600), written to a temporary file in
 * the same directory and renamed into place, so a reader never sees half a file; the `media` row
 * holds the metadata with `data` NULL. Rows that hold their bytes (stored before) are served from
 * them. Files are read as a stream when the answer is sent.
 */
import { NodeStream } from "@effect/platform-node"
import { SqlClient } from "@effect/sql"
import { Effect, Layer, Stream } from "effect"
import { randomUUID } from "node:crypto"
import { createReadStream } from "node:fs"
import { chmod, mkdir, open, rename, stat, unlink } from "node:fs/promises"
import { dirname, join } from "node:path"
import { nowMillis } from "../clock/index"
import { Config } from "../config/Config"
import { fromRow, MediaStore, withClient, type MediaInput, type MediaStoreShape } from "./MediaStore"
import { MEDIA_ID_RE } from "./signing"
import { deleteMediaRow, insertMediaRow, mediaRow } from "./store/MediaFiles"

const io = <A>(what: string, f: () => Promise<A>) =>
  Effect.tryPromise({ try: f, catch: (e) => new Error(`media store: ${what}: ${String(e)}`) }).pipe(Effect.orDie)

const missing = (e: unknown) => (e as NodeJS.ErrnoException).code === "ENOENT"

/** The file's path; ids are UUIDs and tenants numbers, so nothing else reaches the directory. */
export const mediaPathOf = (dataDir: string, tenantId: number, id: string) => {
  if (!MEDIA_ID_RE.test(id) || !Number.isSafeInteger(tenantId) || tenantId < 0)
    throw new Error(`media store: bad file id ${JSON.stringify(id)} of tenant ${tenantId}`)
  return join(dataDir, "media", String(tenantId), id)
}

/** Writes the content to `path` atomically (temporary file, fsync, rename); returns its size. */
const writeAtomically = (path: string, input: MediaInput) =>
  Effect.gen(function* () {
    yield* io("mkdir", () => mkdir(dirname(path), { recursive: true, mode: 0o700 }))
    const temp = `${path}.${randomUUID().slice(0, 8)}.tmp`
    const written = Effect.acquireUseRelease(
      io("open", () => open(temp, "wx", 0o600)),
      (fh) =>
        Effect.gen(function* () {
          let size = 0
          const write = (chunk: Uint8Array) =>
            io("write", () => fh.write(chunk)).pipe(Effect.tap(() => (size += chunk.byteLength)))
          if ("bytes" in input) yield* write(input.bytes)
          else yield* Stream.runForEach(Stream.orDie(input.stream), write)
          yield* io("sync", () => fh.sync())
          return size
        }),
      (fh) => Effect.promise(() => fh.close())
    )
    return yield* written.pipe(
      Effect.zipLeft(io("rename", () => rename(temp, path))),
      Effect.onError(() => Effect.promise(() => unlink(temp).catch(() => undefined)))
    )
  })

export const MediaStoreFiles = Layer.effect(
  MediaStore,
  Effect.gen(function* () {
    const { dataDir } = yield* Config
    const run = withClient(yield* SqlClient.SqlClient)
    const root = join(dataDir, "media")
    yield* io("mkdir", () => mkdir(root, { recursive: true, mode: 0o700 }).then(() => chmod(root, 0o700)))
    const pathOf = (tenantId: number, id: string) => mediaPathOf(dataDir, tenantId, id)
    return {
      kind: "files",
      put: (input) =>
        Effect.gen(function* () {
          const id = input.id ?? randomUUID()
          const { tenantId, mime, name } = input
          const path = yield* Effect.sync(() => pathOf(tenantId, id))
          const size = yield* writeAtomically(path, input)
          const createdAt = yield* nowMillis
          // no row, no file: a file whose row failed is taken away again
          yield* run(insertMediaRow({ id, tenantId, mime, name, size, createdAt, data: undefined })).pipe(
            Effect.onError(() => Effect.promise(() => unlink(path).catch(() => undefined)))
          )
          return { id, size }
        }),
      get: (id, tenantId) =>
        Effect.gen(function* () {
          const row = yield* run(mediaRow(id, tenantId))
          if (!row) return undefined
          const { meta, data } = fromRow(row)
          if (data) return { meta, body: { _tag: "bytes", bytes: data } as const }
          const path = pathOf(meta.tenantId, meta.id)
          const info = yield* Effect.tryPromise(() => stat(path)).pipe(
            Effect.catchAll((e) => (missing(e.error) ? Effect.succeed(undefined) : Effect.die(e)))
          )
          if (!info) {
            yield* Effect.logWarning(`media store: file ${meta.id} of tenant ${meta.tenantId} is missing`)
            return undefined
          }
          const stream = NodeStream.fromReadable<Error>(
            () => createReadStream(path),
            (e) => new Error(`media store: read ${meta.id}: ${String(e)}`)
          )
          return { meta: { ...meta, size: info.size }, body: { _tag: "stream", stream: Stream.orDie(stream) } as const }
        }),
      delete: (id, tenantId) =>
        Effect.gen(function* () {
          const row = yield* run(mediaRow(id, tenantId))
          if (!row || !(yield* run(deleteMediaRow(id, tenantId)))) return false
          if (!row.data)
            yield* io("unlink", () =>
              unlink(pathOf(row.tenantId, row.id)).catch((e) => (missing(e) ? undefined : Promise.reject(e)))
            )
          return true
        })
    } satisfies MediaStoreShape
  })
)
