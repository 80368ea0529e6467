/**
 * An uploaded file as rows: XLSX when it starts like a zip (whatever its name or type says), CSV
 * otherwise. A name or type that says XLSX on bytes that are not a zip (an old .xls, a renamed
 * file) is invalid at its first row.
 */
import { Effect } from "effect"
import { AppError } from "../../../platform/http/AppError"
import { invalidFile, type ParsedFile } from "./fileRows"
import { readCsv } from "./readCsv"
import { readXlsx } from "./readXlsx"

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

const isZip = (b: Uint8Array) => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04

export const parseImportFile = (
  bytes: Uint8Array,
  fileName: string,
  contentType = ""
): Effect.Effect<ParsedFile, AppError> =>
  Effect.gen(function* () {
    const xlsx = isZip(bytes)
    const saysXlsx = /\.xlsx$/i.test(fileName) || contentType.toLowerCase().startsWith(XLSX_TYPE)
    if (bytes.length === 0 || (saysXlsx && !xlsx)) return yield* invalidFile(1, 1)
    const parsed = yield* Effect.tryPromise({
      try: () => (xlsx ? readXlsx(bytes) : readCsv(bytes)),
      catch: () => invalidFile(1, 1)
    })
    return parsed instanceof AppError ? yield* parsed : parsed
  })
