import { IMPORT_FIELDS, IMPORT_FILE_MAX_BYTES } from "@atende/core/contracts/contactImport"
import type {
  ContactImportUpload,
  ContactImportView,
  ImportField,
  ImportMapping
} from "@atende/core/contracts/contactImport"

// The import wizard's rules (runtime/api/contacts.md "Import and export"): which files it sends,
// the mapping of columns to contact fields (one field per column, a field for one column only),
// what the server needs mapped, and how far a run has got.

/** The contact fields a column may fill, in the order the mapping offers them; the upload limit (413 above it). */
export { IMPORT_FIELDS, IMPORT_FILE_MAX_BYTES }

const TYPES = {
  csv: "text/csv",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
} as const

/** The file's format by its name, or null when it is neither CSV nor XLSX. */
export function importFormatOf(fileName: string): "csv" | "xlsx" | null {
  const extension = fileName.toLowerCase().split(".").pop()
  return extension === "csv" || extension === "xlsx" ? extension : null
}

/** What the upload says it sends: the file's own type, else the one of its extension. */
export function uploadContentType(fileName: string, type: string): string {
  if (type) return type
  const format = importFormatOf(fileName)
  return format ? TYPES[format] : "application/octet-stream"
}

/** Why a file is not sent: not CSV or XLSX, empty, or over 20 MB; null when it may go. */
export function fileProblem(file: { name: string; size: number }): "format" | "empty" | "tooLarge" | null {
  if (importFormatOf(file.name) === null) return "format"
  if (file.size === 0) return "empty"
  if (file.size > IMPORT_FILE_MAX_BYTES) return "tooLarge"
  return null
}

/** A column's choice: the field it fills, or "" (left out). */
export type Choice = ImportField | ""

/** The choices by column, as the server suggested them. */
export function choicesOf(upload: Pick<ContactImportUpload, "columns" | "mapping">): Choice[] {
  return upload.columns.map((column) => upload.mapping[column] ?? "")
}

/** Column `index` now fills `choice`; a column that filled it before is left out (one column per field). */
export function setChoice(choices: readonly Choice[], index: number, choice: Choice): Choice[] {
  return choices.map((current, i) => (i === index ? choice : choice !== "" && current === choice ? "" : current))
}

/** The mapping the server takes: every column by its name, null when left out. */
export function mappingOf(columns: readonly string[], choices: readonly Choice[]): ImportMapping {
  return Object.fromEntries(columns.map((column, i) => [column, choices[i] || null]))
}

export type MappingIssue = "noName" | "noNumberOrEmail"

/** What the mapping lacks before the server would take it (ERR_IMPORT_MAPPING). */
export function mappingIssues(choices: readonly Choice[]): MappingIssue[] {
  const issues: MappingIssue[] = []
  if (!choices.includes("name")) issues.push("noName")
  if (!choices.includes("number") && !choices.includes("email")) issues.push("noNumberOrEmail")
  return issues
}

/** How far the run is, 0 to 100: a finished run is at 100. */
export function progressPercent(view: Pick<ContactImportView, "status" | "total" | "processed">): number {
  if (view.status === "done") return 100
  if (view.total <= 0) return 0
  return Math.max(0, Math.min(100, Math.floor((view.processed * 100) / view.total)))
}

/** The run is still going: the wizard keeps asking. */
export function isRunning(view: Pick<ContactImportView, "status">): boolean {
  return view.status === "running"
}
