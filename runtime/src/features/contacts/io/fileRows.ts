/**
 * What a file reader (readCsv.ts, readXlsx.ts) hands its rows to: the first row that is not blank
 * names the columns (a blank name becomes the column's letter, a repeated one gets " (2)"); each
 * data row is kept as `[row number in the file, ...one text per column]` and the rows are packed
 * into JSON chunks of CHUNK_ROWS as they come, so a big file is never held as objects. Blank rows
 * are left out. A reader stops at the first problem the sink reports.
 */
import {
  IMPORT_COLUMNS_MAX,
  IMPORT_ROWS_MAX,
  IMPORT_SAMPLE_ROWS,
  type ImportFormat
} from "@atende/core/contracts/contactImport"
import { AppError } from "../../../platform/http/AppError"

/**
 * Rows per stored chunk (contact_import_rows): a batch's (importContacts.ts BATCH_ROWS), so a dry
 * run or run parses only the rows it works on. Imports stored with chunks of 1,000 rows (before)
 * run the same, a batch at a time.
 */
export const CHUNK_ROWS = 500

/** A row of a chunk: its number in the file (the header is 1), then its cells. */
export type StoredRow = [number, ...Array<string>]

export type ParsedFile = {
  readonly format: ImportFormat
  readonly columns: ReadonlyArray<string>
  readonly sample: ReadonlyArray<ReadonlyArray<string>>
  readonly total: number
  readonly chunks: ReadonlyArray<string>
}

/** ERR_IMPORT_FILE_INVALID at a row and column of the file (both 1-based). */
export const invalidFile = (row: number, column: number) =>
  new AppError({ code: "ERR_IMPORT_FILE_INVALID", extra: { row, column } })

const tooManyRows = () => new AppError({ code: "ERR_FILE_TOO_LARGE", extra: { maxRows: IMPORT_ROWS_MAX } })

/** "A", "B" … "Z", "AA" …: a column's letter, as spreadsheets name it (1-based). */
export const columnLetter = (n: number): string => {
  let s = ""
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26)) s = String.fromCharCode(65 + ((i - 1) % 26)) + s
  return s
}

const uniqueNames = (cells: ReadonlyArray<string>) => {
  const seen = new Map<string, number>()
  return cells.map((cell, i) => {
    const base = cell.trim().slice(0, 200) || columnLetter(i + 1)
    const n = (seen.get(base) ?? 0) + 1
    seen.set(base, n)
    return n === 1 ? base : `${base} (${n})`
  })
}

export class RowSink {
  private columns: Array<string> | undefined
  private readonly sample: Array<Array<string>> = []
  private readonly chunks: Array<string> = []
  private current: Array<StoredRow> = []
  private total = 0
  /** The first problem met; the reader stops there. */
  failure: AppError | undefined

  /**
   * @param strictWidth a non-blank cell past the named columns is a broken file (CSV: a comma
   * that should have been quoted); otherwise such cells are left out (XLSX).
   */
  constructor(
    private readonly format: ImportFormat,
    private readonly strictWidth: boolean
  ) {}

  /** Takes the file's row `row` (1-based); false once the sink has failed. */
  add(row: number, cells: ReadonlyArray<string>): boolean {
    if (this.failure) return false
    const nul = cells.findIndex((c) => c.includes("\u0000"))
    if (nul !== -1) return this.fail(invalidFile(row, nul + 1))
    if (cells.every((c) => c.trim() === "")) return true
    if (!this.columns) {
      if (cells.length > IMPORT_COLUMNS_MAX) return this.fail(invalidFile(row, IMPORT_COLUMNS_MAX + 1))
      this.columns = uniqueNames(cells)
      return true
    }
    const width = this.columns.length
    const extra = cells.findIndex((c, i) => i >= width && c.trim() !== "")
    if (extra !== -1 && this.strictWidth) return this.fail(invalidFile(row, extra + 1))
    const kept = Array.from({ length: width }, (_, i) => cells[i] ?? "")
    if (++this.total > IMPORT_ROWS_MAX) return this.fail(tooManyRows())
    if (this.sample.length < IMPORT_SAMPLE_ROWS) this.sample.push(kept)
    this.current.push([row, ...kept])
    if (this.current.length === CHUNK_ROWS) this.flush()
    return true
  }

  fail(e: AppError): false {
    this.failure ??= e
    return false
  }

  private flush() {
    if (this.current.length) this.chunks.push(JSON.stringify(this.current))
    this.current = []
  }

  /** The file as parsed; a file without a header row is invalid at its first row. */
  result(): ParsedFile | AppError {
    if (this.failure) return this.failure
    if (!this.columns) return invalidFile(1, 1)
    this.flush()
    return { format: this.format, columns: this.columns, sample: this.sample, total: this.total, chunks: this.chunks }
  }
}
