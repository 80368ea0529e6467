// Importing contacts from a CSV or XLSX file and exporting them (issue 11 item 3),
// runtime/api/contacts.md "Import and export". The file's first row names its columns; a mapping
// says which contact field each column fills (the server suggests one from the header names, in
// pt-BR, en, es and ru). Rows are checked with the contacts API's own rules (contacts.ts).
import { z } from "zod"
import type { Gender, MaritalStatus } from "../contact/contact"
import { Id, IsoDateTime } from "./common"
import { CONTACT_SEARCH_MAX } from "./contacts"
import { queryString } from "./query"

/** An uploaded file is at most this large (413 ERR_FILE_TOO_LARGE). */
export const IMPORT_FILE_MAX_BYTES = 20 * 1024 * 1024
/** Data rows of one file at most (more: 413 ERR_FILE_TOO_LARGE with `maxRows`). */
export const IMPORT_ROWS_MAX = 200_000
/** Columns of one file at most (more: ERR_IMPORT_FILE_INVALID at the first column past it). */
export const IMPORT_COLUMNS_MAX = 200
/** Row errors kept and answered at most (the counts count them all). */
export const IMPORT_ERRORS_MAX = 500
export const IMPORT_SAMPLE_ROWS = 5
export const IMPORT_FILE_NAME_MAX = 255

/** The contact fields a column may fill. `tags`: tag names of the tenant, separated by commas or semicolons. */
export const IMPORT_FIELDS = [
  "name",
  "firstName",
  "lastName",
  "businessName",
  "document",
  "birthday",
  "gender",
  "maritalStatus",
  "source",
  "number",
  "email",
  "instagram",
  "telegramId",
  "website",
  "category",
  "tags"
] as const
export const ImportField = z.enum(IMPORT_FIELDS)
export type ImportField = z.infer<typeof ImportField>

export const ImportFormat = z.enum(["csv", "xlsx"])
export type ImportFormat = z.infer<typeof ImportFormat>

export const ImportStatus = z.enum(["uploaded", "running", "done", "failed"])
export type ImportStatus = z.infer<typeof ImportStatus>

/** Column name → the field it fills, or null (left out). Columns not named are left out too. */
export const ImportMapping = z.record(z.string().max(500), ImportField.nullable())
export type ImportMapping = z.infer<typeof ImportMapping>

/** `POST /contacts/imports/{id}/check` and `…/run`. */
export const ImportMappingBody = z.object({ mapping: ImportMapping })

/** `POST /contacts/imports?fileName=`: the file's name as the user picked it. */
export const ImportUploadQuery = z.object({
  fileName: queryString("").pipe(z.string().min(1).max(IMPORT_FILE_NAME_MAX))
})

/** A row that is not imported: its row in the file (the header is row 1), its column and field, and why. */
export const ImportRowError = z.object({
  row: z.number().int().positive(),
  column: z.string().nullable(),
  field: ImportField.nullable(),
  error: z.string()
})
export type ImportRowError = z.infer<typeof ImportRowError>

/** `POST /contacts/imports` answer (201). */
export const ContactImportUpload = z.object({
  id: Id,
  fileName: z.string(),
  format: ImportFormat,
  columns: z.array(z.string()),
  /** The first IMPORT_SAMPLE_ROWS data rows, one text per column. */
  sample: z.array(z.array(z.string())),
  /** Data rows (blank rows left out). */
  rows: z.number().int().nonnegative(),
  mapping: ImportMapping
})
export type ContactImportUpload = z.infer<typeof ContactImportUpload>

/** `POST /contacts/imports/{id}/check` answer: what a run would do now; nothing stored. */
export const ContactImportCheck = z.object({
  rows: z.number().int().nonnegative(),
  valid: z.number().int().nonnegative(),
  invalid: z.number().int().nonnegative(),
  creates: z.number().int().nonnegative(),
  updates: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  errors: z.array(ImportRowError)
})
export type ContactImportCheck = z.infer<typeof ContactImportCheck>

/** `GET /contacts/imports/{id}` (and `…/run`'s 202 answer): the import's state and progress. */
export const ContactImportView = z.object({
  id: Id,
  fileName: z.string(),
  format: ImportFormat,
  status: ImportStatus,
  total: z.number().int().nonnegative(),
  processed: z.number().int().nonnegative(),
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  invalid: z.number().int().nonnegative(),
  errors: z.array(ImportRowError),
  startedAt: IsoDateTime.nullable(),
  finishedAt: IsoDateTime.nullable()
})
export type ContactImportView = z.infer<typeof ContactImportView>

/** `GET /contacts/export?format=csv|xlsx&searchParam=`: the search is the contact list's. */
export const ContactExportQuery = z.object({
  format: z.preprocess((v) => (Array.isArray(v) ? v[v.length - 1] : v), ImportFormat.default("csv")),
  searchParam: queryString("").pipe(z.string().max(CONTACT_SEARCH_MAX))
})
export type ContactExportQuery = z.infer<typeof ContactExportQuery>

/** Column headers of an export (pt-BR), in this order; suggestMapping recognises every one. */
export const EXPORT_HEADERS: Readonly<Record<ImportField, string>> = {
  name: "Nome",
  firstName: "Primeiro nome",
  lastName: "Sobrenome",
  businessName: "Empresa",
  document: "CPF/CNPJ",
  birthday: "Data de nascimento",
  gender: "Gênero",
  maritalStatus: "Estado civil",
  source: "Origem",
  number: "Telefone",
  email: "E-mail",
  instagram: "Instagram",
  telegramId: "Telegram",
  website: "Site",
  category: "Categoria",
  tags: "Etiquetas"
}

/** Lower case, without accents, spaces or punctuation: "E-mail " and "email" are one header. */
export const headerKey = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "")

/** Header names per field, in pt-BR, en, es and ru (compared by headerKey). */
const HEADER_NAMES: Readonly<Record<ImportField, ReadonlyArray<string>>> = {
  name: ["nome", "nome completo", "name", "full name", "nombre", "nombre completo", "имя", "фио", "полное имя"],
  firstName: ["primeiro nome", "prenome", "first name", "given name", "primer nombre", "имя (личное)"],
  lastName: ["sobrenome", "último nome", "last name", "surname", "family name", "apellido", "apellidos", "фамилия"],
  businessName: [
    "empresa",
    "razão social",
    "nome fantasia",
    "company",
    "company name",
    "business name",
    "organization",
    "compañía",
    "organización",
    "компания",
    "организация"
  ],
  document: ["cpf/cnpj", "cpf", "cnpj", "documento", "document", "tax id", "nif", "документ", "инн"],
  birthday: [
    "data de nascimento",
    "nascimento",
    "aniversário",
    "birthday",
    "birth date",
    "date of birth",
    "fecha de nacimiento",
    "cumpleaños",
    "дата рождения",
    "день рождения"
  ],
  gender: ["gênero", "sexo", "gender", "sex", "género", "пол"],
  maritalStatus: ["estado civil", "marital status", "civil status", "семейное положение"],
  source: ["origem", "fonte", "source", "origen", "fuente", "источник"],
  number: [
    "telefone",
    "número",
    "celular",
    "whatsapp",
    "fone",
    "tel",
    "phone",
    "phone number",
    "number",
    "mobile",
    "teléfono",
    "móvil",
    "телефон",
    "номер",
    "номер телефона",
    "мобильный"
  ],
  email: ["e-mail", "email", "mail", "correo", "correo electrónico", "электронная почта", "почта"],
  instagram: ["instagram", "insta", "инстаграм"],
  telegramId: ["telegram", "telegram id", "телеграм"],
  website: ["site", "website", "web", "url", "sitio web", "página web", "сайт"],
  category: ["categoria", "category", "categoría", "категория"],
  tags: ["etiquetas", "etiqueta", "tags", "tag", "marcadores", "теги", "метки"]
}

const FIELD_OF_HEADER = new Map<string, ImportField>(
  IMPORT_FIELDS.flatMap((field) => HEADER_NAMES[field].map((name) => [headerKey(name), field] as const))
)

/**
 * The mapping suggested by the header names: each field goes to the first column that names it;
 * other columns map to null.
 */
export const suggestMapping = (columns: ReadonlyArray<string>): ImportMapping => {
  const taken = new Set<ImportField>()
  // no prototype: a column may be called "__proto__" or "constructor"
  const out: ImportMapping = Object.create(null)
  for (const column of columns) {
    const field = FIELD_OF_HEADER.get(headerKey(column))
    out[column] = field && !taken.has(field) ? field : null
    if (field) taken.add(field)
  }
  return out
}

/**
 * Why a mapping cannot be used (ERR_IMPORT_MAPPING), or undefined: a column the file does not
 * have, a field filled by two columns, no column for the name, or none for the number or e-mail.
 */
export const mappingProblem = (mapping: ImportMapping, columns: ReadonlyArray<string>): string | undefined => {
  const known = new Set(columns)
  const unknown = Object.keys(mapping).find((c) => !known.has(c))
  if (unknown !== undefined) return `The file has no column "${unknown}"`
  const fields = Object.values(mapping).filter((f): f is ImportField => f !== null)
  const twice = fields.find((f, i) => fields.indexOf(f) !== i)
  if (twice) return `Two columns are mapped to ${twice}`
  if (!fields.includes("name")) return "Map a column to name"
  if (!fields.includes("number") && !fields.includes("email")) return "Map a column to number or email"
  return undefined
}

const wordsOf = <A extends string>(table: Readonly<Record<A, ReadonlyArray<string>>>) =>
  new Map<string, A>(
    (Object.entries(table) as Array<[A, ReadonlyArray<string>]>).flatMap(([value, words]) =>
      [value, ...words].map((w) => [headerKey(w), value] as const)
    )
  )

/** Export words (pt-BR) first, then what people type in the four languages. */
const GENDER_WORDS: Readonly<Record<Gender, ReadonlyArray<string>>> = {
  male: ["Masculino", "m", "masc", "homem", "man", "hombre", "мужской", "м"],
  female: ["Feminino", "f", "fem", "mulher", "woman", "femenino", "mujer", "женский", "ж"],
  nonBinary: ["Não binário", "non-binary", "no binario", "небинарный"]
}
const MARITAL_WORDS: Readonly<Record<MaritalStatus, ReadonlyArray<string>>> = {
  single: ["Solteiro(a)", "solteiro", "solteira", "soltero", "soltera", "холост", "не замужем", "не женат"],
  married: ["Casado(a)", "casado", "casada", "женат", "замужем", "в браке"],
  divorced: ["Divorciado(a)", "divorciado", "divorciada", "разведен", "разведена"],
  widowed: ["Viúvo(a)", "viúvo", "viúva", "viudo", "viuda", "вдовец", "вдова"],
  other: ["Outro", "otro", "другое"]
}
const GENDER_OF = wordsOf(GENDER_WORDS)
const MARITAL_OF = wordsOf(MARITAL_WORDS)

/** A gender as typed in a file ("Feminino", "F", "female" …); the text as it is when not one (refused later). */
export const importGender = (text: string): string => GENDER_OF.get(headerKey(text)) ?? text
export const importMaritalStatus = (text: string): string => MARITAL_OF.get(headerKey(text)) ?? text
/** How an export writes them (pt-BR words that importGender / importMaritalStatus read back). */
export const exportGender = (g: Gender | null): string => (g ? GENDER_WORDS[g][0]! : "")
export const exportMaritalStatus = (m: MaritalStatus | null): string => (m ? MARITAL_WORDS[m][0]! : "")

/** Tag names in a cell: separated by commas or semicolons, trimmed, blanks left out. */
export const splitTags = (text: string): Array<string> =>
  text
    .split(/[,;]/)
    .map((t) => t.trim())
    .filter((t) => t !== "")
