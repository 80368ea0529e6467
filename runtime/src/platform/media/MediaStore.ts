/**
 * Where uploaded files live: one interface, a layer per run mode, chosen in server/Server.ts.
 * `MediaStoreFiles` (embedded, MediaStoreFiles.ts) keeps the bytes in files under the data dir and
 * only the row in `media` (its `data` NULL); `MediaStoreDb` (production: a store every node
 * reaches) keeps them in the row. A row that holds its bytes is served from them in either mode
 * (files stored before the store existed). An S3-compatible bucket would be one more layer.
 * Failures of the database or the disk are defects (a 5xx at the HTTP edge); size limits are the
 * edge's (features/messages/http/upload.ts, features/webchat/routes.ts).
 */
import { SqlClient } from "@effect/sql"
import { Context, Effect, Layer, Stream } from "effect"
import { randomUUID } from "node:crypto"
import { nowMillis } from "../clock/index"
import { deleteMediaRow, insertMediaRow, mediaRow, type MediaRow } from "./store/MediaFiles"

export type MediaMeta = Omit<MediaRow, "data">

/** A file's content: bytes at hand, or a stream read as it is consumed. */
export type MediaBody =
  | { readonly _tag: "bytes"; readonly bytes: Uint8Array }
  | { readonly _tag: "stream"; readonly stream: Stream.Stream<Uint8Array> }

/** A file to store: its bytes or a stream of them; a new id unless one is given. */
export type MediaInput = {
  readonly id?: string
  readonly tenantId: number
  readonly mime: string
  readonly name: string
} & ({ readonly bytes: Uint8Array } | { readonly stream: Stream.Stream<Uint8Array, unknown> })

export type StoredMedia = { readonly meta: MediaMeta; readonly body: MediaBody }

export type MediaStoreShape = {
  readonly kind: "files" | "db"
  readonly put: (input: MediaInput) => Effect.Effect<{ readonly id: string; readonly size: number }>
  /** The file, of any tenant (a signed URL) or only of `tenantId`; undefined when there is none. */
  readonly get: (id: string, tenantId?: number) => Effect.Effect<StoredMedia | undefined>
  /** Removes the file (of `tenantId` when given); true when there was one. */
  readonly delete: (id: string, tenantId?: number) => Effect.Effect<boolean>
}

export class MediaStore extends Context.Tag("atende/MediaStore")<MediaStore, MediaStoreShape>() {}

/** Joins a stream's chunks into one array. */
export const collectBytes = <E>(stream: Stream.Stream<Uint8Array, E>) =>
  Effect.map(Stream.runCollect(stream), (chunks) => new Uint8Array(Buffer.concat(Array.from(chunks))))

/** The whole content (for the few readers that need it at once, e.g. transcription). */
export const bodyBytes = (body: MediaBody): Effect.Effect<Uint8Array> =>
  body._tag === "bytes" ? Effect.succeed(body.bytes) : collectBytes(body.stream)

/** The row's metadata and, when it holds them, its bytes. */
export const fromRow = (row: MediaRow): { readonly meta: MediaMeta; readonly data: Uint8Array | undefined } => {
  const { data, ...meta } = row
  return { meta, data }
}

/** Runs a store statement with the layer's client; its failures are defects. */
export const withClient =
  (sql: SqlClient.SqlClient) =>
  <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>): Effect.Effect<A> =>
    effect.pipe(Effect.provideService(SqlClient.SqlClient, sql), Effect.orDie)

/** Stores a file with the given id (the visitor upload's shape; the store picks where). */
export const insertMedia = (f: {
  readonly id: string
  readonly tenantId: number
  readonly mime: string
  readonly name: string
  readonly data: Uint8Array
}) => Effect.flatMap(MediaStore, (store) => store.put({ ...f, bytes: f.data }))

/** Production: the bytes in the `media` row, which every node reads. */
export const MediaStoreDb = Layer.effect(
  MediaStore,
  Effect.map(SqlClient.SqlClient, (sql): MediaStoreShape => {
    const run = withClient(sql)
    return {
      kind: "db",
      put: (input) =>
        run(
          Effect.gen(function* () {
            const bytes = "bytes" in input ? input.bytes : yield* collectBytes(Stream.orDie(input.stream))
            const id = input.id ?? randomUUID()
            const { tenantId, mime, name } = input
            const createdAt = yield* nowMillis
            yield* insertMediaRow({ id, tenantId, mime, name, size: bytes.byteLength, createdAt, data: bytes })
            return { id, size: bytes.byteLength }
          })
        ),
      get: (id, tenantId) =>
        run(
          Effect.map(mediaRow(id, tenantId), (row) => {
            const found = row && fromRow(row)
            return found?.data ? { meta: found.meta, body: { _tag: "bytes", bytes: found.data } as const } : undefined
          })
        ),
      delete: (id, tenantId) => run(deleteMediaRow(id, tenantId))
    }
  })
)
