/**
 * Stored files' rows (table `media`), for the media store (platform/media/MediaStore.ts): the
 * metadata, and the bytes when the store keeps them in the database (`data` is NULL when they are
 * elsewhere, e.g. in a file under the data dir).
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export type MediaRow = {
  readonly id: string
  readonly tenantId: number
  readonly mime: string
  readonly name: string
  readonly size: number
  readonly createdAt: number
  /** The bytes when the row holds them. */
  readonly data: Uint8Array | undefined
}

/** Stores a file's row; `data` undefined when the bytes live outside the database. */
export const insertMediaRow = (r: MediaRow) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`INSERT INTO media (id, tenant_id, mime, name, size, data, created_at)
      VALUES (${r.id}, ${r.tenantId}, ${r.mime}, ${r.name}, ${r.size}, ${r.data ?? null}, ${r.createdAt})`
  )

/** The file's row, of any tenant (a signed URL) or only of `tenantId`; undefined when there is none. */
export const mediaRow = (id: string, tenantId?: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows =
      tenantId === undefined
        ? yield* sql`SELECT id, tenant_id, mime, name, size, data, created_at FROM media WHERE id = ${id}`
        : yield* sql`SELECT id, tenant_id, mime, name, size, data, created_at FROM media
            WHERE id = ${id} AND tenant_id = ${tenantId}`
    const r = rows[0] as any
    if (!r) return undefined
    return {
      id: String(r.id),
      tenantId: Number(r.tenant_id),
      mime: String(r.mime),
      name: String(r.name),
      size: Number(r.size),
      createdAt: Number(r.created_at),
      data: r.data === null || r.data === undefined ? undefined : new Uint8Array(r.data)
    } satisfies MediaRow
  })

/** Deletes the file's row (of `tenantId` when given); true when there was one. */
export const deleteMediaRow = (id: string, tenantId?: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows =
      tenantId === undefined
        ? yield* sql`DELETE FROM media WHERE id = ${id} RETURNING id`
        : yield* sql`DELETE FROM media WHERE id = ${id} AND tenant_id = ${tenantId} RETURNING id`
    return rows.length > 0
  })
