/**
 * `atende report tickets`, on the store directly: the reports feature's tickets report (the same
 * filters, rules and SLA classes as GET /reports/tickets and its exports) over the whole tenant,
 * unmasked, written as CSV, XLSX or PDF by the same writers the HTTP exports use, page after page
 * (the file grows as the store is read; a PDF holds at most REPORT_PDF_ROWS_MAX rows).
 */
import { periodProblem, TicketReportFilters, type ReportFormat } from "@atende/core/contracts/reports"
import { errorText } from "@atende/core/errors/catalogue"
import { getSettings } from "@atende/runtime/features/settings/index"
import { getTenant } from "@atende/runtime/features/tenants/index"
import { exportBytes, exportFileName, exportTable, type ReportScope } from "@atende/runtime/features/reports/index"
import type { AppConfig } from "@atende/runtime/platform/config/Config"
import { AppError } from "@atende/runtime/platform/http/AppError"
import { Effect, Stream } from "effect"
import { open, rename, rm } from "node:fs/promises"
import { CliError } from "./CliError"
import { runWithStore } from "./runStore"

export type TicketReportOptions = {
  readonly tenantId: number
  readonly from: string
  readonly to: string
  readonly format: ReportFormat
  /** The file to write; default relatorio-tickets-YYYY-MM-DD.<format> (the tenant's day) here. */
  readonly out?: string | undefined
}

export type ReportSummary = {
  readonly file: string
  readonly format: ReportFormat
  readonly tenantId: number
  readonly from: string
  readonly to: string
  readonly rows: number
  readonly bytes: number
  readonly seconds: number
}

/** The period as ISO dates, or a CliError with the flags the user typed. */
const checkPeriod = (from: string, to: string) => {
  const checked = periodProblem({ from, to })
  if ("period" in checked) return checked.period!
  const { code, field } = checked.problem
  const detail = errorText(code, "en").detail
  throw new CliError(code, `--${field}: ${detail}`, "Dates are YYYY-MM-DD (or DD/MM/YYYY).", [
    { field, message: detail }
  ])
}

export const ticketReportToFile = async (
  config: AppConfig,
  opts: TicketReportOptions,
  progress?: (rows: number, total: number) => void
): Promise<ReportSummary> => {
  const period = checkPeriod(opts.from, opts.to)
  const started = performance.now()
  const request = {
    report: "tickets" as const,
    format: opts.format,
    lang: "pt-BR" as const,
    filters: TicketReportFilters.parse(period)
  }
  const { scope, table } = await runWithStore(
    config,
    Effect.gen(function* () {
      const tenant = yield* getTenant(opts.tenantId)
      if (!tenant) return yield* new AppError({ code: "ERR_NO_TENANT_FOUND" })
      const settings = yield* getSettings(opts.tenantId)
      const scope: ReportScope = {
        tenantId: opts.tenantId,
        tenantName: tenant.name,
        timezone: tenant.timezone,
        sla: settings,
        slices: "all",
        masked: false,
        now: Date.now()
      }
      return { scope, table: yield* exportTable(request, scope) }
    })
  )
  const file = opts.out ?? exportFileName(request, scope)
  const part = `${file}.part`
  const handle = await open(part, "w").catch((e: Error) => {
    throw new CliError("ERR_CONFIG", `Cannot write ${part}: ${e.message}`, "Give --out a path in a writable directory.")
  })
  let bytes = 0
  let rows = 0
  const told = (n: number) =>
    Effect.sync(() => {
      rows = n
      progress?.(n, table.total)
    })
  try {
    await runWithStore(
      config,
      Stream.runForEach(exportBytes(request, scope, table, told), (chunk) =>
        Effect.promise(async () => {
          bytes += chunk.length
          await handle.write(chunk)
        })
      )
    )
    await handle.close()
    await rename(part, file)
  } catch (e) {
    await handle.close().catch(() => undefined)
    await rm(part, { force: true })
    throw e
  }
  return {
    file,
    format: opts.format,
    tenantId: opts.tenantId,
    from: period.from,
    to: period.to,
    rows,
    bytes,
    seconds: Math.round(performance.now() - started) / 1000
  }
}
