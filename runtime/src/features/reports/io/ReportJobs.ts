/**
 * Report exports in the background: `POST /reports/exports` checks the report (its filters, the
 * format's row limit), records the export and forks its run here, in a fiber of the node's scope,
 * so it outlives the request (and is interrupted, its export marked failed, when the node stops).
 * The run streams the report's pages through the format's writer into the export's file, stored
 * in pieces of FILE_CHUNK bytes as it is made (store/ReportExports.ts: any node serves it, and no
 * node holds a whole file), writing its progress after each page; then the export is done, or
 * failed with a catalogue code (and what it wrote of its file dropped). An export running without
 * progress for STALE_MS (its node died) shows as failed. Every hour the node deletes exports older
 * than KEEP_MS and their files.
 */
import { formatRowLimit, type ReportExportRequest, type ReportExportView } from "@atende/core/contracts/reports"
import { isErrorCode } from "@atende/core/errors/catalogue"
import { localDate } from "@atende/core/rules/calendar"
import type { SqlClient } from "@effect/sql"
import { Cause, Context, Effect, Exit, FiberSet, Layer, Option, Schedule, Stream } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { AppError } from "../../../platform/http/AppError"
import type { ReportScope } from "../scope"
import {
  chunkAt,
  deleteChunks,
  deleteExportsBefore,
  finishExport,
  insertChunk,
  insertExport,
  setProgress,
  type ExportRow
} from "../store/ReportExports"
import type { ReportTable } from "./table"
import { reportTable } from "./tables"
import { REPORT_TEXTS, reportFileName } from "./texts"
import { writeReport } from "./writers"

export const KEEP_MS = 24 * 3_600_000
export const STALE_MS = 120_000
/** The size of a stored piece of a file. */
export const FILE_CHUNK = 1024 * 1024

export class ReportJobs extends Context.Tag("atende/reports/ReportJobs")<
  ReportJobs,
  { readonly fork: <E, R>(job: Effect.Effect<unknown, E, R>) => Effect.Effect<void, never, R> }
>() {}

const sweep = Effect.gen(function* () {
  const gone = yield* deleteExportsBefore((yield* nowMillis) - KEEP_MS)
  if (gone) yield* Effect.logInfo(`report exports: ${gone} expired export(s) deleted`)
}).pipe(Effect.catchAllCause((c) => Effect.logWarning("report exports: sweep failed", Cause.pretty(c))))

export const ReportJobsLive: Layer.Layer<ReportJobs, never, SqlClient.SqlClient> = Layer.scoped(
  ReportJobs,
  Effect.gen(function* () {
    const fibers = yield* FiberSet.make()
    yield* Effect.forkScoped(Effect.repeat(sweep, Schedule.spaced("1 hour")))
    return {
      fork: (job) =>
        Effect.asVoid(
          FiberSet.run(
            fibers,
            job.pipe(Effect.catchAllCause((c) => Effect.logError("report export failed", Cause.pretty(c))))
          )
        )
    }
  })
)

/** The export as the API shows it: a run without progress for STALE_MS has failed. */
export const exportView = (row: ExportRow, now: number): ReportExportView => {
  const stale = row.status === "running" && row.updatedAt < now - STALE_MS
  return {
    id: row.id,
    report: row.report,
    format: row.format,
    status: stale ? "failed" : row.status,
    rows: row.rows,
    total: row.total,
    fileName: row.fileName,
    size: row.size,
    error: stale ? "ERR_REPORT_EXPORT_FAILED" : row.error,
    createdAt: row.createdAt
  }
}

/** The report of the request, checked against the format's row limit (ERR_REPORT_TOO_LARGE). */
export const exportTable = (request: ReportExportRequest, scope: ReportScope) =>
  Effect.gen(function* () {
    const table = yield* reportTable({ request, scope })
    const limit = formatRowLimit(request.format)
    if (limit !== undefined && table.total > limit)
      return yield* new AppError({ code: "ERR_REPORT_TOO_LARGE", extra: { maxRows: limit, rows: table.total } })
    return table
  })

/** The file's bytes, streamed, with its progress told to `progress`. */
export const exportBytes = (
  request: ReportExportRequest,
  scope: ReportScope,
  table: ReportTable,
  progress: (rows: number) => Effect.Effect<void, never, SqlClient.SqlClient>
) =>
  writeReport(request.format, {
    table,
    texts: REPORT_TEXTS[request.lang],
    timezone: scope.timezone,
    tenantName: scope.tenantName,
    progress
  })

export const exportFileName = (request: ReportExportRequest, scope: ReportScope) =>
  reportFileName(request.report, request.format, localDate(scope.now, scope.timezone))

const failureCode = (cause: Cause.Cause<unknown>) => {
  const failure = Option.getOrUndefined(Cause.failureOption(cause))
  const code = failure instanceof AppError ? failure.code : undefined
  return code && isErrorCode(code) ? code : "ERR_REPORT_EXPORT_FAILED"
}

/** Stores the bytes in pieces of FILE_CHUNK, numbered from 0; answers the size. */
const storeFile = (id: number, bytes: Stream.Stream<Uint8Array, unknown, SqlClient.SqlClient>) =>
  Effect.gen(function* () {
    let pending: Array<Uint8Array> = []
    let buffered = 0
    let seq = 0
    let size = 0
    const flush = Effect.suspend(() => {
      if (!buffered) return Effect.void
      const piece = Buffer.concat(pending, buffered)
      pending = []
      buffered = 0
      return Effect.asVoid(insertChunk(id, seq++, piece))
    })
    yield* Stream.runForEach(bytes, (chunk) =>
      Effect.suspend(() => {
        pending.push(chunk)
        buffered += chunk.byteLength
        size += chunk.byteLength
        return buffered >= FILE_CHUNK ? flush : Effect.void
      })
    )
    yield* flush
    return size
  })

/** The done export's file, a stored piece at a time. */
export const exportFile = (id: number) =>
  Stream.paginateEffect(0, (seq) =>
    Effect.map(chunkAt(id, seq), (piece) => [piece, Option.some(seq + 1)] as const)
  ).pipe(
    Stream.takeWhile((piece): piece is Uint8Array => piece !== undefined),
    Stream.orDie
  )

/** Writes the export's file and ends the export (done or failed). */
const runExport = (row: ExportRow, request: ReportExportRequest, scope: ReportScope, table: ReportTable) =>
  Effect.gen(function* () {
    let written = 0
    const progress = (rows: number) =>
      Effect.flatMap(nowMillis, (now) => {
        written = rows
        return Effect.ignore(setProgress(row.id, rows, now))
      })
    const size = yield* storeFile(row.id, exportBytes(request, scope, table, progress))
    yield* finishExport(row.id, { status: "done", rows: written, size }, yield* nowMillis)
  }).pipe(
    Effect.onExit((exit) =>
      Exit.isSuccess(exit)
        ? Effect.void
        : Effect.flatMap(nowMillis, (now) =>
            Effect.ignore(
              Effect.zipRight(
                deleteChunks(row.id),
                finishExport(row.id, { status: "failed", error: failureCode(exit.cause) }, now)
              )
            )
          )
    )
  )

/** Checks the report, records its export and starts its run on this node; answers the export. */
export const startExport = (request: ReportExportRequest, scope: ReportScope, userId: number) =>
  Effect.gen(function* () {
    const table = yield* exportTable(request, scope)
    const row = yield* insertExport({
      tenantId: scope.tenantId,
      userId,
      report: request.report,
      format: request.format,
      total: table.total,
      fileName: exportFileName(request, scope),
      now: scope.now
    })
    const jobs = yield* ReportJobs
    yield* jobs.fork(runExport(row, request, scope, table))
    return exportView(row, scope.now)
  })
