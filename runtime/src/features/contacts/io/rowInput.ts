/**
 * One row of an import as a contact, by the contacts API's rules and in their order: the shapes
 * and limits of ContactCreate (a name; a number or an e-mail; text lengths; gender and marital
 * status, also as words in the four languages), then core's contactProblem for number, e-mail,
 * document and birthday (DD/MM/YYYY), then the tags by name among the tenant's. The first rule a
 * row breaks is its error, naming the column and the field.
 */
import {
  importGender,
  importMaritalStatus,
  splitTags,
  type ImportField,
  type ImportMapping,
  type ImportRowError
} from "@atende/core/contracts/contactImport"
import { CONTACT_TAGS_MAX, ContactCreate, contactProblem, type CheckedFields } from "@atende/core/contracts/contacts"
import type { ErrorCode } from "@atende/core/errors/catalogue"
import type { ContactColumns } from "../store/ContactWrites"
import type { StoredRow } from "./fileRows"

export type RowContext = {
  /** Each mapped field with its column's index and name. */
  readonly fields: ReadonlyArray<{ readonly field: ImportField; readonly index: number; readonly column: string }>
  /** The tenant's calendar day (ISO): no birthday after it. */
  readonly today: string
  /** The tenant's tags by name in lower case. */
  readonly tagIds: ReadonlyMap<string, number>
}

export const rowContext = (
  columns: ReadonlyArray<string>,
  mapping: ImportMapping,
  today: string,
  tags: ReadonlyArray<{ readonly id: number; readonly name: string }>
): RowContext => {
  const tagIds = new Map<string, number>()
  for (const t of tags) if (!tagIds.has(t.name.trim().toLowerCase())) tagIds.set(t.name.trim().toLowerCase(), t.id)
  return {
    fields: columns.flatMap((column, index) => {
      const field = Object.hasOwn(mapping, column) ? mapping[column] : null
      return field ? [{ field, index, column }] : []
    }),
    today,
    tagIds
  }
}

/** A contact as stored columns, every field present (absent and blank ones null). */
export type NewContact = ContactColumns & { readonly name: string }

/**
 * A valid row: the contact as stored columns and its tags. Only this is kept while its batch is
 * looked up and written; the contract's parse and the checks are garbage as soon as the row is
 * read, so a batch's rows die young (a run allocates several MB a batch; what outlives the young
 * generation is what makes the heap grow).
 */
export type RowOk = {
  readonly row: number
  readonly columns: NewContact
  readonly tagIds: ReadonlyArray<number>
}

/** The row's contact as stored columns (absent and blank fields null). */
export const columnsOf = (input: ContactCreate, checked: CheckedFields): NewContact => ({
  name: input.name,
  first_name: input.firstName ?? null,
  last_name: input.lastName ?? null,
  business_name: input.businessName ?? null,
  document: checked.document ?? null,
  birthday: checked.birthday ?? null,
  gender: input.gender ?? null,
  marital_status: input.maritalStatus ?? null,
  source: input.source ?? null,
  number: checked.number?.number ?? null,
  phone_key: checked.number?.key ?? null,
  email: checked.email ?? null,
  instagram: input.instagram ?? null,
  telegram_id: input.telegramId ?? null,
  website: input.website ?? null,
  category: input.category ?? null
})

export type RowResult = { readonly ok: RowOk } | { readonly error: ImportRowError }

/** Formula characters our CSV export shields with a leading apostrophe (exportContacts.ts), read back. */
export const unshield = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell)

export const rowInput = (ctx: RowContext, stored: StoredRow): RowResult => {
  const [row, ...cells] = stored
  const columnOf = (field: string) => ctx.fields.find((f) => f.field === field)?.column ?? null
  const fail = (error: ErrorCode, field: ImportField): RowResult => ({
    error: { row, column: columnOf(field), field, error }
  })
  const values: Record<string, string> = {}
  for (const f of ctx.fields) values[f.field] = unshield(cells[f.index] ?? "")
  const candidate = {
    ...values,
    gender: values.gender === undefined ? undefined : importGender(values.gender.trim()),
    maritalStatus: values.maritalStatus === undefined ? undefined : importMaritalStatus(values.maritalStatus.trim()),
    name: values.name ?? ""
  }
  const parsed = ContactCreate.safeParse(candidate)
  if (!parsed.success) {
    const path = String(parsed.error.issues[0]?.path[0] ?? "name")
    // "give a number or an e-mail" names the number; the e-mail when only it is mapped
    const field = (path === "number" && columnOf("number") === null ? "email" : path) as ImportField
    return fail("ERR_VALIDATION", field)
  }
  const checked = contactProblem(parsed.data, ctx.today)
  if ("problem" in checked) return fail(checked.problem.code, checked.problem.field as ImportField)
  const names = splitTags(values.tags ?? "")
  const tagIds = [...new Set(names.map((n) => ctx.tagIds.get(n.toLowerCase())))]
  if (tagIds.includes(undefined)) return fail("ERR_NO_TAG_FOUND", "tags")
  if (tagIds.length > CONTACT_TAGS_MAX) return fail("ERR_VALIDATION", "tags")
  return { ok: { row, columns: columnsOf(parsed.data, checked.fields), tagIds: tagIds as Array<number> } }
}
