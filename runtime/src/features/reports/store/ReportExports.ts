/**
 * Report exports (tables report_exports and report_export_chunks, migrations/001_reports.ts):
 * created running with their total, their progress written as pages are and their file as pieces
 * of it are made, then done with its size, or failed with a catalogue code. An export is its
 * user's: reads take the tenant and the user.
 */
import type { ReportExportView, ReportFormat, ReportKind } from "@atende/core/contracts/reports"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { iso, num, numOrNull } from "../../../platform/store/rows"

export type ExportRow = ReportExportView & {
  readonly tenantId: number
  readonly userId: number
  readonly updatedAt: number
}

const toRow = (r: any): ExportRow => ({
  id: num(r.id),
  tenantId: num(r.tenant_id),
  userId: num(r.user_id),
  report: r.report,
  format: r.format,
  status: r.status,
  rows: num(r.rows_done),
  total: num(r.rows_total),
  fileName: String(r.file_name),
  size: numOrNull(r.size),
  error: r.error ?? null,
  createdAt: iso(r.created_at),
  updatedAt: num(r.updated_at)
})

export const insertExport = (e: {
  readonly tenantId: number
  readonly userId: number
  readonly report: ReportKind
  readonly format: ReportFormat
  readonly total: number
  readonly fileName: string
  readonly now: number
}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`INSERT INTO report_exports (tenant_id, user_id, report, format, status, rows_done,
        rows_total, file_name, created_at, updated_at)
      VALUES (${e.tenantId}, ${e.userId}, ${e.report}, ${e.format}, ${"running"}, ${0}, ${e.total}, ${e.fileName},
        ${e.now}, ${e.now}) RETURNING *`
    return toRow(rows[0])
  })

/** The user's export, if it is theirs. */
export const getExport = (tenantId: number, userId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM report_exports
      WHERE id = ${id} AND tenant_id = ${tenantId} AND user_id = ${userId}`
    return rows.length ? toRow(rows[0]) : undefined
  })

export const setProgress = (id: number, rows: number, now: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE report_exports SET rows_done = ${rows}, updated_at = ${now}
      WHERE id = ${id} AND status = 'running'`
  )

export const finishExport = (
  id: number,
  end:
    | { readonly status: "done"; readonly rows: number; readonly size: number }
    | { readonly status: "failed"; readonly error: string },
  now: number
) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    end.status === "done"
      ? sql`UPDATE report_exports SET status = 'done', size = ${end.size}, rows_done = ${end.rows},
          updated_at = ${now} WHERE id = ${id}`
      : sql`UPDATE report_exports SET status = 'failed', error = ${end.error}, updated_at = ${now} WHERE id = ${id}`
  )

/** A piece of the export's file (pieces are numbered from 0, in the file's order). */
export const insertChunk = (id: number, seq: number, data: Uint8Array) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`INSERT INTO report_export_chunks (export_id, seq, data) VALUES (${id}, ${seq}, ${data})`
  )

/** The export's piece `seq`, if there is one. */
export const chunkAt = (id: number, seq: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT data FROM report_export_chunks WHERE export_id = ${id} AND seq = ${seq}`
    const data = (rows[0] as any)?.data
    return data === undefined || data === null ? undefined : new Uint8Array(data)
  })

/** Drops what a failed export wrote of its file. */
export const deleteChunks = (id: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM report_export_chunks WHERE export_id = ${id}`)

/** Exports created before `before` and their files: deleted; answers how many exports. */
export const deleteExportsBefore = (before: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM report_export_chunks
      WHERE export_id IN (SELECT id FROM report_exports WHERE created_at < ${before})`
    const rows = yield* sql`DELETE FROM report_exports WHERE created_at < ${before} RETURNING id`
    return rows.length
  })
