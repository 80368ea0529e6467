/**
 * A report table as a file, streamed as its pages come from the store:
 * - CSV (csv-stringify): UTF-8 with a BOM, a header row, text as the PDF shows it; a cell a
 *   spreadsheet would run as a formula (= + - @) gets a leading apostrophe.
 * - XLSX (exceljs's streaming WorkbookWriter): the rows on a first sheet, committed as they are
 *   written (nothing of the report stays in memory), instants as dates of the tenant's wall clock,
 *   durations as [h]:mm:ss, counts as numbers; a second sheet with the report's circumstances.
 * - PDF (pdfWorker.ts): the rows, at most REPORT_PDF_ROWS_MAX, laid out off the main thread.
 * `progress` is told the rows written so far after each page.
 */
import type { ReportFormat } from "@atende/core/contracts/reports"
import { NodeStream } from "@effect/platform-node"
import type { SqlClient } from "@effect/sql"
import { stringify } from "csv-stringify/sync"
import { Cause, Chunk, Effect, Stream } from "effect"
import ExcelJS from "exceljs"
import { once } from "node:events"
import { PassThrough } from "node:stream"
import { cellText, wallClock } from "./cells"
import { relieveHeap } from "../../../platform/memory/heapGuard"
import { renderPdf } from "./pdfWorker"
import type { ReportTable, Row } from "./table"
import type { ReportTexts } from "./texts"

export type Progress = (rows: number) => Effect.Effect<void, never, SqlClient.SqlClient>

export type FileRequest = {
  readonly table: ReportTable
  readonly texts: ReportTexts
  readonly timezone: string
  readonly tenantName: string
  readonly progress: Progress
}

export type FileBytes = Stream.Stream<Uint8Array, unknown, SqlClient.SqlClient>

export const FILE_TYPES: Readonly<Record<ReportFormat, string>> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf"
}

/** The table's pages, the rows written so far told to `progress` after each (and the heap kept in check). */
const counted = (r: FileRequest) => {
  let done = 0
  return Stream.tap(r.table.pages, (rows) => {
    done += rows.length
    return Effect.zipRight(relieveHeap, r.progress(done))
  })
}

const shield = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)
const encoder = new TextEncoder()

const textRow = (r: FileRequest, row: Row) =>
  r.table.columns.map((c, i) => cellText(c.kind, row[i] ?? null, r.timezone))

const csv = (r: FileRequest): FileBytes =>
  Stream.concat(
    Stream.succeed(encoder.encode(stringify([r.table.columns.map((c) => c.header)], { bom: true }))),
    Stream.map(counted(r), (rows) => encoder.encode(stringify(rows.map((row) => textRow(r, row).map(shield)))))
  )

const FORMATS = { datetime: "dd/mm/yyyy hh:mm", duration: "[h]:mm:ss" } as const

/** A sheet's name: at most 31 characters, none of []:*?/\. */
const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, " ").slice(0, 31)

const xlsxValue = (kind: string, value: Row[number], timezone: string): ExcelJS.CellValue => {
  if (value === null || value === "") return null
  if (kind === "datetime") return wallClock(Number(value), timezone)
  if (kind === "duration") return Number(value) / 86_400
  if (kind === "int") return Number(value)
  return kind === "date" ? cellText("date", value, timezone) : String(value)
}

const xlsx = (r: FileRequest): FileBytes =>
  Stream.unwrapScoped(
    Effect.gen(function* () {
      const out = new PassThrough()
      const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
      book.creator = "Atende"
      book.company = r.tenantName
      book.title = r.table.title
      const sheet = book.addWorksheet(sheetName(r.table.title), { views: [{ state: "frozen", ySplit: 1 }] })
      sheet.columns = r.table.columns.map((c) => ({
        header: c.header,
        key: c.key,
        width: Math.max(8, Math.round(c.width * 1.6)),
        ...(c.kind === "datetime" || c.kind === "duration" ? { style: { numFmt: FORMATS[c.kind] } } : {})
      }))
      sheet.getRow(1).font = { bold: true }
      sheet.getRow(1).commit()
      const write = Stream.runForEach(counted(r), (rows) =>
        Effect.promise(async () => {
          for (const row of rows)
            sheet.addRow(r.table.columns.map((c, i) => xlsxValue(c.kind, row[i] ?? null, r.timezone))).commit()
          // the reader is slow: wait before writing more
          if (out.writableNeedDrain) await once(out, "drain")
        })
      ).pipe(
        Effect.zipRight(
          Effect.promise(async () => {
            sheet.commit()
            const info = book.addWorksheet(sheetName(r.texts.filters))
            info.columns = [{ width: 24 }, { width: 60 }]
            for (const [label, value] of [[r.texts.tenant, r.tenantName], ...r.table.details])
              info.addRow([label, value]).commit()
            info.commit()
            await book.commit()
          })
        ),
        Effect.catchAllCause((cause) =>
          Effect.zipRight(
            Effect.logError("report export failed", Cause.pretty(cause)),
            Effect.sync(() => out.destroy(new Error("export failed")))
          )
        )
      )
      yield* Effect.forkScoped(write)
      return NodeStream.fromReadable(
        () => out,
        (e) => e
      )
    })
  )

const pdf = (r: FileRequest): FileBytes =>
  Stream.unwrap(
    Effect.gen(function* () {
      const pages = yield* Stream.runCollect(counted(r))
      const rows = Chunk.toReadonlyArray(pages).flatMap((page) =>
        page.map((row) =>
          r.table.columns.map((c, i) => {
            const text = cellText(c.kind, row[i] ?? null, r.timezone)
            const sla = c.kind === "sla" ? r.table.slaClassOf(text) : undefined
            return sla ? { text, sla } : text
          })
        )
      )
      const bytes = yield* renderPdf({
        title: r.table.title,
        tenantName: r.tenantName,
        details: r.table.details.map(([label, value]) => `${label}: ${value}`),
        columns: r.table.columns.map((c) => ({
          header: c.header,
          width: c.width,
          right: c.kind === "int" || c.kind === "duration"
        })),
        rows,
        pageText: r.texts.page
      })
      return Stream.succeed(bytes)
    })
  )

/** The table as a file of the format, streamed. */
export const writeReport = (format: ReportFormat, r: FileRequest): FileBytes =>
  format === "xlsx" ? xlsx(r) : format === "pdf" ? pdf(r) : csv(r)
