/**
 * An XLSX file's rows (its first worksheet), with exceljs's streaming WorkbookReader: each row
 * goes to the sink as it is read, numbered as the spreadsheet numbers it. Cells become text: dates
 * as DD/MM/YYYY, formulas as their result, rich text and links as their text, errors as blank.
 * Cells past the header's columns are left out. A file exceljs cannot read is invalid at the row
 * after the last one read.
 */
import ExcelJS from "exceljs"
import { Readable } from "node:stream"
import type { AppError } from "../../../platform/http/AppError"
import { RowSink, invalidFile, type ParsedFile } from "./fileRows"
import { relieve } from "../../../platform/memory/heapGuard"

const pad = (n: number) => String(n).padStart(2, "0")

/** A cell's value as text. */
export const cellText = (v: unknown): string => {
  if (v === null || v === undefined) return ""
  if (typeof v === "string") return v
  if (typeof v === "number" || typeof v === "boolean") return String(v)
  if (v instanceof Date)
    return Number.isNaN(v.getTime()) ? "" : `${pad(v.getUTCDate())}/${pad(v.getUTCMonth() + 1)}/${v.getUTCFullYear()}`
  if (typeof v === "object") {
    const o = v as { richText?: Array<{ text?: unknown }>; text?: unknown; result?: unknown; error?: unknown }
    if (Array.isArray(o.richText)) return o.richText.map((r) => cellText(r.text)).join("")
    if ("text" in o) return cellText(o.text)
    if ("result" in o) return cellText(o.result)
  }
  return ""
}

export const readXlsx = async (bytes: Uint8Array): Promise<ParsedFile | AppError> => {
  const sink = new RowSink("xlsx", false)
  let last = 0
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
      worksheets: "emit",
      sharedStrings: "cache",
      styles: "cache",
      hyperlinks: "ignore",
      entries: "ignore"
    })
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = row.values as ReadonlyArray<unknown>
        const cells = Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellText(values[i + 1]))
        last = row.number
        if (!sink.add(row.number, cells)) break
        if (row.number % 1000 === 0) await relieve()
      }
      // the first worksheet only
      break
    }
  } catch {
    return sink.failure ?? invalidFile(last + 1, 1)
  }
  return sink.result()
}
