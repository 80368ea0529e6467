/**
 * `atende contacts import` and `export`, on the store directly: the contacts feature's own import
 * (parsing, the contacts API's rules, batches under the tenant's contact lock, one person one
 * contact) and export, which the HTTP routes run too. A dry run stores nothing; an import is kept
 * as an import of the tenant (`GET /contacts/imports/{id}` shows it) and reports its progress.
 * An import that stored anything leaves the live event `contact:bulk` in the tenant's outbox, which
 * a running node publishes (the agents' open contact screens read their contacts again).
 */
import {
  IMPORT_FILE_MAX_BYTES,
  ImportField,
  suggestMapping,
  type ContactImportCheck,
  type ContactImportView,
  type ImportFormat,
  type ImportMapping
} from "@atende/core/contracts/contactImport"
import { localDate } from "@atende/core/rules/calendar"
import {
  announceContactsChanged,
  checkFile,
  exportContacts,
  exportFileName,
  importFile,
  parseImportFile,
  type ImportProgress
} from "@atende/runtime/features/contacts/index"
import { getTenant } from "@atende/runtime/features/tenants/index"
import type { AppConfig } from "@atende/runtime/platform/config/Config"
import { AppError } from "@atende/runtime/platform/http/AppError"
import { Effect, Stream } from "effect"
import { open, readFile, rename, rm, stat } from "node:fs/promises"
import { basename } from "node:path"
import { CliError } from "./CliError"
import { runWithStore } from "./runStore"

export type ImportOptions = {
  readonly file: string
  readonly tenantId: number
  readonly dryRun: boolean
  /** `column=field` overrides of the suggested mapping (`column=` or `column=none` leaves it out). */
  readonly map: ReadonlyArray<string>
}

export type ImportSummary = {
  readonly file: string
  readonly tenantId: number
  readonly dryRun: boolean
  readonly format: ImportFormat
  readonly columns: ReadonlyArray<string>
  readonly rows: number
  readonly mapping: ImportMapping
  /** The dry run's findings. */
  readonly check?: ContactImportCheck
  /** The import, run to its end. */
  readonly import?: ContactImportView
  readonly seconds: number
}

type Outcome = Pick<ImportSummary, "check" | "import">

/** The suggested mapping with the `--map` overrides. */
export const mappingOf = (columns: ReadonlyArray<string>, map: ReadonlyArray<string>): ImportMapping => {
  const mapping = suggestMapping(columns)
  for (const entry of map) {
    const at = entry.lastIndexOf("=")
    const column = entry.slice(0, at).trim()
    const field = entry.slice(at + 1).trim()
    const known = ImportField.safeParse(field)
    if (at <= 0 || !columns.includes(column) || (field !== "" && field !== "none" && !known.success))
      throw new CliError(
        "ERR_USAGE",
        `--map ${entry}: give a column of the file and a field (or "none").`,
        `Columns: ${columns.join(", ")}. Fields: ${ImportField.options.join(", ")}.`
      )
    mapping[column] = known.success ? known.data : null
  }
  return mapping
}

const readUpload = async (file: string) => {
  const size = await stat(file).then(
    (s) => (s.isFile() ? s.size : undefined),
    () => undefined
  )
  if (size === undefined) throw new CliError("ERR_NOT_FOUND", `No file at ${file}.`, "Check the path.")
  if (size > IMPORT_FILE_MAX_BYTES)
    throw new CliError(
      "ERR_FILE_TOO_LARGE",
      `${file} has ${size} bytes; an import takes at most ${IMPORT_FILE_MAX_BYTES}.`,
      "Split the file into smaller ones."
    )
  return readFile(file)
}

/** A file that does not parse names its row and column, as the ERR_IMPORT_FILE_INVALID issue. */
const withPlace = (e: AppError) => {
  const { row, column } = (e.extra ?? {}) as { row?: number; column?: number }
  return e.code === "ERR_IMPORT_FILE_INVALID"
    ? new AppError({ code: e.code, extra: { issues: [{ field: "file", message: `row ${row}, column ${column}` }] } })
    : e
}

export const importContacts = async (
  config: AppConfig,
  opts: ImportOptions,
  progress?: (p: ImportProgress & { readonly total: number }) => void
): Promise<ImportSummary> => {
  const bytes = await readUpload(opts.file)
  const started = performance.now()
  const name = basename(opts.file)
  const parsed = await runWithStore(config, Effect.mapError(parseImportFile(bytes, name), withPlace))
  const mapping = mappingOf(parsed.columns, opts.map)
  // a batch committed: the run (done, or failed part way) changed contacts
  let stored = false
  const announce = Effect.suspend(() =>
    stored ? Effect.ignore(announceContactsChanged(opts.tenantId, "import")) : Effect.void
  )
  const outcome = await runWithStore(
    config,
    opts.dryRun
      ? Effect.map(checkFile(opts.tenantId, parsed, mapping), (check): Outcome => ({ check }))
      : Effect.map(
          importFile(opts.tenantId, name, parsed, mapping, (p) =>
            Effect.sync(() => {
              stored = true
              progress?.({ ...p, total: parsed.total })
            })
          ).pipe(Effect.ensuring(announce)),
          (result): Outcome => ({ import: result })
        )
  )
  return {
    file: opts.file,
    tenantId: opts.tenantId,
    dryRun: opts.dryRun,
    format: parsed.format,
    columns: [...parsed.columns],
    rows: parsed.total,
    mapping,
    ...outcome,
    seconds: Math.round(performance.now() - started) / 1000
  }
}

export type ExportOptions = {
  readonly tenantId: number
  readonly format: ImportFormat
  /** The file to write; default contatos-YYYY-MM-DD.<format> (the tenant's day) in the working directory. */
  readonly out?: string | undefined
}

export type ExportSummary = {
  readonly file: string
  readonly format: ImportFormat
  readonly contacts: number
  readonly bytes: number
}

/** Writes the tenant's contacts to a file (through `<file>.part`, renamed once complete). */
export const exportToFile = async (config: AppConfig, opts: ExportOptions): Promise<ExportSummary> => {
  const file = await runWithStore(
    config,
    Effect.gen(function* () {
      const tenant = yield* getTenant(opts.tenantId)
      if (!tenant) return yield* new AppError({ code: "ERR_NO_TENANT_FOUND" })
      return opts.out ?? exportFileName(opts.format, localDate(Date.now(), tenant.timezone))
    })
  )
  const part = `${file}.part`
  const handle = await open(part, "w").catch((e: Error) => {
    throw new CliError("ERR_CONFIG", `Cannot write ${part}: ${e.message}`, "Give --out a path in a writable directory.")
  })
  let contacts = 0
  let bytes = 0
  const body = exportContacts(opts.format, {
    tenantId: opts.tenantId,
    search: "",
    nameOnly: false,
    present: (v) => (contacts++, v)
  })
  try {
    await runWithStore(
      config,
      Stream.runForEach(body, (chunk) =>
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
  return { file, format: opts.format, contacts, bytes }
}
