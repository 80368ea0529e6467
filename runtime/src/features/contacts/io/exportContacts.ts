/**
 * Exporting a tenant's contacts as CSV (csv-stringify) or XLSX (exceljs's streaming
 * WorkbookWriter), streamed: the contact list's pages (store/ContactList.ts, keyset paging, newest
 * first, the list's search) are read EXPORT_PAGE at a time and written as they come, so no export
 * holds the tenant's contacts in memory. The columns are the importable fields under pt-BR
 * headers the import recognises (EXPORT_HEADERS), with values it reads back (dates DD/MM/YYYY,
 * gender and marital status as pt-BR words, tags by name), so an export re-imports cleanly. In CSV
 * a cell that a spreadsheet would run as a formula (= + - @) gets a leading apostrophe, which the
 * import takes off again (rowInput.ts unshield).
 */
import {
  EXPORT_HEADERS,
  IMPORT_FIELDS,
  exportGender,
  exportMaritalStatus,
  type ImportFormat
} from "@atende/core/contracts/contactImport"
import type { ContactView } from "@atende/core/contracts/contacts"
import { formatDate } from "@atende/core/rules/dates"
import { NodeStream } from "@effect/platform-node"
import { stringify } from "csv-stringify/sync"
import { Cause, Effect, Option, Stream } from "effect"
import ExcelJS from "exceljs"
import { once } from "node:events"
import { PassThrough } from "node:stream"
import { contactsPage, type Cursor } from "../store/ContactList"

export const EXPORT_PAGE = 500

export type ExportRequest = {
  readonly tenantId: number
  /** The contact list's search (blank: every contact). */
  readonly search: string
  /** Search the name only (the caller sees numbers and e-mails masked). */
  readonly nameOnly: boolean
  /** The contact as the caller may see it (masking). */
  readonly present: (v: ContactView) => ContactView
}

const HEADERS = IMPORT_FIELDS.map((f) => EXPORT_HEADERS[f])

/** A contact's cells, in IMPORT_FIELDS order. */
export const exportCells = (v: ContactView): Array<string> => {
  const cell: Record<(typeof IMPORT_FIELDS)[number], string> = {
    name: v.name,
    firstName: v.firstName ?? "",
    lastName: v.lastName ?? "",
    businessName: v.businessName ?? "",
    document: v.document ?? "",
    birthday: v.birthday ? formatDate(v.birthday) : "",
    gender: exportGender(v.gender),
    maritalStatus: exportMaritalStatus(v.maritalStatus),
    source: v.source ?? "",
    number: v.number,
    email: v.email ?? "",
    instagram: v.instagram ?? "",
    telegramId: v.telegramId ?? "",
    website: v.website ?? "",
    category: v.category ?? "",
    tags: v.tags.map((t) => t.name).join(", ")
  }
  return IMPORT_FIELDS.map((f) => cell[f])
}

/** The tenant's contacts as rows of cells, a page at a time. */
const pages = (r: ExportRequest) =>
  Stream.paginateEffect(undefined as Cursor | undefined, (cursor) =>
    Effect.map(
      contactsPage({
        tenantId: r.tenantId,
        search: r.search,
        nameOnly: r.nameOnly,
        orderBy: "newest",
        limit: EXPORT_PAGE,
        cursor
      }),
      (page) => [page.contacts.map((v) => exportCells(r.present(v))), Option.fromNullable(page.next)] as const
    )
  )

const shield = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)

const encoder = new TextEncoder()

/** CSV: UTF-8 with a BOM (so spreadsheet programs read the accents), comma-separated. */
const csv = (r: ExportRequest) =>
  Stream.concat(
    Stream.succeed(encoder.encode(stringify([HEADERS], { bom: true }))),
    Stream.map(pages(r), (rows) => encoder.encode(stringify(rows.map((row) => row.map(shield)))))
  )

/** XLSX: one worksheet "Contatos", every cell text; written while the answer streams. */
const xlsx = (r: ExportRequest) =>
  Stream.unwrapScoped(
    Effect.gen(function* () {
      const out = new PassThrough()
      const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false })
      const sheet = book.addWorksheet("Contatos")
      sheet.addRow(HEADERS).commit()
      const write = Stream.runForEach(pages(r), (rows) =>
        Effect.promise(async () => {
          for (const row of rows) sheet.addRow(row).commit()
          // the reader is slow: wait before writing more
          if (out.writableNeedDrain) await once(out, "drain")
        })
      ).pipe(
        Effect.zipRight(
          Effect.promise(async () => {
            sheet.commit()
            await book.commit()
          })
        ),
        Effect.catchAllCause((cause) =>
          Effect.zipRight(
            Effect.logError("contact export failed", Cause.pretty(cause)),
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

/** The export's bytes, streamed. */
export const exportContacts = (format: ImportFormat, r: ExportRequest) => (format === "xlsx" ? xlsx(r) : csv(r))

export const EXPORT_TYPES: Readonly<Record<ImportFormat, string>> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
}

/** `contatos-YYYY-MM-DD.csv` (the tenant's calendar day). */
export const exportFileName = (format: ImportFormat, today: string) => `contatos-${today}.${format}`
