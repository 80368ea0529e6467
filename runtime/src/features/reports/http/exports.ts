/**
 * Report exports (runtime/api/reports.md "Exports"): any signed-in user exports the reports they
 * can run, as they see them (the same tickets, the same masking). `POST /reports/exports` checks
 * the report's filters and the format's row limit, then answers 202 with the export running in
 * the background (io/ReportJobs.ts); `GET /reports/exports/{id}` its progress; `GET
 * /reports/exports/{id}/file` the file once done. An export is its user's: anyone else's id (of
 * another user or tenant) is ERR_NO_REPORT_EXPORT_FOUND.
 */
import { ReportExportBody } from "@atende/core/contracts/reports"
import { HttpServerResponse } from "@effect/platform"
import type { SqlClient } from "@effect/sql"
import { Effect, Stream } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { AppError } from "../../../platform/http/AppError"
import { idParam, jsonBody } from "../../../platform/http/edge"
import { exportFile, exportView, startExport } from "../io/ReportJobs"
import { FILE_TYPES } from "../io/writers"
import { getExport } from "../store/ReportExports"
import { reportCaller } from "./caller"

const notFound = () => new AppError({ code: "ERR_NO_REPORT_EXPORT_FOUND" })

/** The caller's export named by the path. */
const exportOfPath = Effect.gen(function* () {
  const { scope, userId } = yield* reportCaller
  const id = yield* idParam("id", "ERR_NO_REPORT_EXPORT_FOUND")
  const row = yield* getExport(scope.tenantId, userId, id)
  return row ? row : yield* notFound()
})

/** `POST /reports/exports` body ReportExportBody → 202 ReportExportView. */
export const startExportRoute = Effect.gen(function* () {
  const { scope, userId } = yield* reportCaller
  const request = yield* jsonBody(ReportExportBody)
  const view = yield* startExport(request, scope, userId)
  return HttpServerResponse.unsafeJson(view, { status: 202 })
})

/** `GET /reports/exports/{id}` → ReportExportView. */
export const getExportRoute = Effect.gen(function* () {
  const row = yield* exportOfPath
  return exportView(row, yield* nowMillis)
})

/** `GET /reports/exports/{id}/file` → the file (409 ERR_REPORT_EXPORT_NOT_READY before it is done). */
export const exportFileRoute = Effect.gen(function* () {
  const row = yield* exportOfPath
  const view = exportView(row, yield* nowMillis)
  if (view.status === "failed") return yield* new AppError({ code: "ERR_REPORT_EXPORT_FAILED" })
  if (view.status !== "done") return yield* new AppError({ code: "ERR_REPORT_EXPORT_NOT_READY" })
  const context = yield* Effect.context<SqlClient.SqlClient>()
  return HttpServerResponse.stream(Stream.provideContext(exportFile(row.id), context), {
    contentType: FILE_TYPES[row.format],
    contentLength: row.size ?? undefined,
    headers: {
      "Content-Disposition": `attachment; filename="${row.fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff"
    }
  })
})
