/**
 * Contact imports (`contact_imports`, `contact_import_rows`, migration contacts/002_imports): an
 * uploaded file's rows in chunks, its state and counters, claiming a run (one at a time), and
 * deleting old ones. Every statement names the tenant. The lookups and bulk writes a run makes on
 * the contacts themselves are in ContactBulk.ts.
 */
import type { ImportFormat, ImportMapping, ImportRowError, ImportStatus } from "@atende/core/contracts/contactImport"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { json, num, numOrNull } from "../../../platform/store/rows"

export type ImportRecord = {
  readonly id: number
  readonly tenantId: number
  readonly userId: number | null
  readonly fileName: string
  readonly format: ImportFormat
  readonly columns: ReadonlyArray<string>
  readonly sample: ReadonlyArray<ReadonlyArray<string>>
  readonly total: number
  readonly status: ImportStatus
  readonly mapping: ImportMapping | null
  readonly processed: number
  readonly created: number
  readonly updated: number
  readonly unchanged: number
  readonly invalid: number
  readonly errors: ReadonlyArray<ImportRowError>
  readonly createdAt: number
  readonly updatedAt: number
  readonly startedAt: number | null
  readonly finishedAt: number | null
}

const toRecord = (r: any): ImportRecord => ({
  id: num(r.id),
  tenantId: num(r.tenant_id),
  userId: numOrNull(r.user_id),
  fileName: String(r.file_name),
  format: String(r.format) as ImportFormat,
  columns: json(r.columns, []),
  sample: json(r.sample, []),
  total: num(r.total),
  status: String(r.status) as ImportStatus,
  mapping: json(r.mapping, null),
  processed: num(r.processed),
  created: num(r.created),
  updated: num(r.updated),
  unchanged: num(r.unchanged),
  invalid: num(r.invalid),
  errors: json(r.errors, []),
  createdAt: num(r.created_at),
  updatedAt: num(r.updated_at),
  startedAt: numOrNull(r.started_at),
  finishedAt: numOrNull(r.finished_at)
})

export type NewImport = {
  readonly tenantId: number
  readonly userId: number | null
  readonly fileName: string
  readonly format: ImportFormat
  readonly columns: ReadonlyArray<string>
  readonly sample: ReadonlyArray<ReadonlyArray<string>>
  readonly total: number
  /** The rows, as JSON texts of consecutive chunks. */
  readonly chunks: ReadonlyArray<string>
}

/** Stores an uploaded file's import with its rows (the caller runs it in one transaction); returns its id. */
export const insertImport = (i: NewImport, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`INSERT INTO contact_imports ${sql.insert({
      tenant_id: i.tenantId,
      user_id: i.userId,
      file_name: i.fileName,
      format: i.format,
      columns: JSON.stringify(i.columns),
      sample: JSON.stringify(i.sample),
      total: i.total,
      status: "uploaded",
      errors: "[]",
      created_at: now,
      updated_at: now
    })} RETURNING id`
    const id = num((rows[0] as any).id)
    for (const [position, chunk] of i.chunks.entries())
      yield* sql`INSERT INTO contact_import_rows (import_id, tenant_id, position, rows)
        VALUES (${id}, ${i.tenantId}, ${position}, ${chunk})`
    return id
  })

/** The tenant's import, or undefined (also for another tenant's id). */
export const getImport = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM contact_imports WHERE tenant_id = ${tenantId} AND id = ${id}`
    return rows.length ? toRecord(rows[0]) : undefined
  })

/** One chunk of the import's rows (JSON text), or undefined past the last one. */
export const importChunk = (tenantId: number, id: number, position: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT rows FROM contact_import_rows
      WHERE tenant_id = ${tenantId} AND import_id = ${id} AND position = ${position}`
    return rows.length ? String((rows[0] as any).rows) : undefined
  })

/**
 * Starts a run: an import that was uploaded or failed (or whose run stopped reporting before
 * `staleBefore`: its node died) becomes running with this mapping and its counters at zero.
 * False when it is running or done.
 */
export const claimImport = (tenantId: number, id: number, mapping: ImportMapping, now: number, staleBefore: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`UPDATE contact_imports SET status = 'running', mapping = ${JSON.stringify(mapping)},
        processed = 0, created = 0, updated = 0, unchanged = 0, invalid = 0, errors = '[]',
        started_at = ${now}, finished_at = NULL, updated_at = ${now}
      WHERE tenant_id = ${tenantId} AND id = ${id}
        AND (status IN ('uploaded', 'failed') OR (status = 'running' AND updated_at < ${staleBefore}))
      RETURNING id`
    return rows.length > 0
  })

export type Progress = {
  readonly processed: number
  readonly created: number
  readonly updated: number
  readonly unchanged: number
  readonly invalid: number
  readonly errors: ReadonlyArray<ImportRowError>
}

/** The run's counters so far (and the errors kept), written with each batch. */
export const recordProgress = (tenantId: number, id: number, p: Progress, now: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE contact_imports SET processed = ${p.processed}, created = ${p.created},
        updated = ${p.updated}, unchanged = ${p.unchanged}, invalid = ${p.invalid},
        errors = ${JSON.stringify(p.errors)}, updated_at = ${now}
      WHERE tenant_id = ${tenantId} AND id = ${id}`
  )

/** The run ended: done or failed. */
export const finishImport = (tenantId: number, id: number, status: "done" | "failed", now: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE contact_imports SET status = ${status}, finished_at = ${now}, updated_at = ${now}
      WHERE tenant_id = ${tenantId} AND id = ${id} AND status = 'running'`
  )

/** Deletes imports (of every tenant) made before `before` that are not running; returns how many. */
export const deleteImportsBefore = (before: number, staleBefore: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const old = yield* sql`SELECT id, tenant_id FROM contact_imports WHERE created_at < ${before}
      AND (status <> 'running' OR updated_at < ${staleBefore})`
    for (const r of old as Array<any>) {
      yield* sql`DELETE FROM contact_import_rows WHERE tenant_id = ${num(r.tenant_id)} AND import_id = ${num(r.id)}`
      yield* sql`DELETE FROM contact_imports WHERE tenant_id = ${num(r.tenant_id)} AND id = ${num(r.id)}`
    }
    return old.length
  })
