/**
 * A report as a table for the files: its title, the lines under it (tenant, period, filters), its
 * columns, how many rows it has, and its rows as a stream of pages read from the store (keyset
 * pages of EXPORT_PAGE, so an export never holds the report's rows). A cell is text, a count, an
 * instant (epoch ms, shown in the tenant's zone), a duration (seconds) or an ISO date; each writer
 * shows it its way (io/writers.ts).
 */
import type { ReportExportRequest, ReportLang } from "@atende/core/contracts/reports"
import type { SqlClient } from "@effect/sql"
import type { Effect, Stream } from "effect"
import type { AppError } from "../../../platform/http/AppError"
import type { ReportScope } from "../scope"
import { REPORT_TEXTS, type ColumnKey } from "./texts"

export const EXPORT_PAGE = 1000

export type CellKind = "text" | "int" | "datetime" | "duration" | "date" | "sla"

export type Column = {
  readonly key: ColumnKey
  readonly header: string
  readonly kind: CellKind
  /** Relative width in a PDF (and characters in an XLSX). */
  readonly width: number
}

/** text | sla: a string; int: a number; datetime: epoch ms; duration: seconds; date: YYYY-MM-DD. */
export type Cell = string | number | null

export type Row = ReadonlyArray<Cell>

export type ReportTable = {
  readonly title: string
  /** The report's circumstances: tenant, period, filters, when it was made. */
  readonly details: ReadonlyArray<readonly [label: string, value: string]>
  readonly columns: ReadonlyArray<Column>
  readonly total: number
  /** Fails with the store's error (the export then fails: io/ReportJobs.ts). */
  readonly pages: Stream.Stream<ReadonlyArray<Row>, unknown, SqlClient.SqlClient>
  /** For the PDF's SLA colours: the SLA class of each value of an `sla` column. */
  readonly slaClassOf: (text: string) => "green" | "yellow" | "red" | undefined
}

export type TableRequest = {
  readonly request: ReportExportRequest
  readonly scope: ReportScope
}

export type TableBuilder = (r: TableRequest) => Effect.Effect<ReportTable, AppError, SqlClient.SqlClient>

/** The column set of a report, headed in the language. */
export const columnsOf = (
  lang: ReportLang,
  cols: ReadonlyArray<readonly [ColumnKey, CellKind, number]>
): ReadonlyArray<Column> =>
  cols.map(([key, kind, width]) => ({ key, kind, width, header: REPORT_TEXTS[lang].columns[key] }))
