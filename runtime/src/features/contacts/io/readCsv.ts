/**
 * A CSV file's rows, with csv-parse: the bytes are decoded (UTF-8 with or without a BOM, UTF-16 with
 * its BOM, else Windows-1252 as older spreadsheet programs write it) a slice at a time, never as
 * one text, its delimiter is the one of `,` `;` and tab its first line has most of, and each slice
 * is fed to the parser, yielding to the event loop between them (and letting the heap guard ask for
 * a collection: platform/memory/heapGuard.ts); each record goes straight to the sink. Quotes inside an unquoted
 * field are taken as they are; a quote left open, a broken closing quote, or a cell past the header's
 * columns makes the file invalid at that row (records, so a quoted line break stays in its row).
 */
import { parse } from "csv-parse"
import { isUtf8 } from "node:buffer"
import { RowSink, invalidFile, type ParsedFile } from "./fileRows"
import { relieve } from "../../../platform/memory/heapGuard"
import type { AppError } from "../../../platform/http/AppError"

const SLICE = 256 * 1024

/**
 * The file's encoding: UTF-16 by its BOM, UTF-8 when the bytes are UTF-8 (a BOM or not), else
 * Windows-1252. The decoders drop a BOM.
 */
export const encodingOf = (bytes: Uint8Array): string => {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le"
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be"
  return isUtf8(bytes) ? "utf-8" : "windows-1252"
}

/** The delimiter the first line uses most (a comma when none). */
export const sniffDelimiter = (text: string): string => {
  const end = text.indexOf("\n")
  const line = text.slice(0, end === -1 ? 64 * 1024 : Math.min(end, 64 * 1024))
  const count = (c: string) => line.split(c).length - 1
  return [";", "\t"].reduce((best, c) => (count(c) > count(best) ? c : best), ",")
}

const yieldNow = () => new Promise<void>((resolve) => setImmediate(resolve))

export const readCsv = async (bytes: Uint8Array): Promise<ParsedFile | AppError> => {
  const decoder = new TextDecoder(encodingOf(bytes))
  const first = decoder.decode(bytes.subarray(0, SLICE), { stream: true })
  const sink = new RowSink("csv", true)
  let records = 0
  let failure: { column?: unknown } | undefined
  const parser = parse({
    delimiter: sniffDelimiter(first),
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: false,
    on_record: (record: Array<string>) => {
      sink.add(++records, record)
      return null
    }
  })
  const ended = new Promise<void>((resolve) => {
    parser.once("end", resolve)
    // on, not once: a destroyed parser may report again
    parser.on("error", (e) => {
      failure ??= e as { column?: unknown }
      resolve()
    })
  })
  parser.resume()
  for (let at = 0; at < bytes.length && !failure && !sink.failure; at += SLICE) {
    const text = at === 0 ? first : decoder.decode(bytes.subarray(at, at + SLICE), { stream: true })
    parser.write(at + SLICE >= bytes.length ? text + decoder.decode() : text)
    await (relieve() ?? yieldNow())
  }
  if (!failure) parser.end()
  await ended
  if (sink.failure) return sink.failure
  if (failure) {
    // the record that broke is the one after the last that parsed
    const column = typeof failure.column === "number" ? failure.column + 1 : 1
    return invalidFile(records + 1, column)
  }
  return sink.result()
}
