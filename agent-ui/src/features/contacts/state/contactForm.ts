import type { Gender, MaritalStatus } from "@atende/core/contact/contact"
import type { ContactView } from "@atende/core/contracts/contacts"
import { formatDate } from "@atende/core/rules/dates"

// The contact modal's form (runtime/api/contacts.md "Fields and their rules"): the text as typed,
// the body of a creation, the changes of an edit, and the server's field errors by field. Number,
// e-mail, document and birthday are checked by the server (its phone rules, the tenant's calendar)
// and come back as catalogue codes naming their field.

export const TEXT_FIELDS = [
  "name",
  "firstName",
  "lastName",
  "businessName",
  "document",
  "birthday",
  "source",
  "number",
  "email",
  "instagram",
  "telegramId",
  "website",
  "category"
] as const
export type TextField = (typeof TEXT_FIELDS)[number]

export const GENDERS: readonly Gender[] = ["male", "female", "nonBinary"]
export const MARITAL_STATUSES: readonly MaritalStatus[] = ["single", "married", "divorced", "widowed", "other"]

/** The longest text each field takes (the contract's limits; number, e-mail, document, birthday as typed). */
export const TEXT_LIMITS: Record<TextField, number> = {
  name: 200,
  firstName: 120,
  lastName: 120,
  businessName: 200,
  document: 40,
  birthday: 10,
  source: 100,
  number: 40,
  email: 320,
  instagram: 100,
  telegramId: 64,
  website: 500,
  category: 100
}
export const EXTRA_DESCRIPTION_MAX = 100
export const EXTRA_INFORMATION_MAX = 1000
export const EXTRA_INFO_MAX = 50

export type ExtraInfoRow = { description: string; information: string }

export type ContactForm = Record<TextField, string> & {
  gender: Gender | ""
  maritalStatus: MaritalStatus | ""
  tagIds: number[]
  walletUserIds: number[]
  extraInfo: ExtraInfoRow[]
}

export function emptyForm(): ContactForm {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ""])) as Record<TextField, string>
  return { ...texts, gender: "", maritalStatus: "", tagIds: [], walletUserIds: [], extraInfo: [] }
}

/** The form of a stored contact: the birthday as DD/MM/YYYY, absent values blank. */
export function formOf(contact: ContactView): ContactForm {
  const form = emptyForm()
  for (const field of TEXT_FIELDS) form[field] = contact[field] ?? ""
  form.birthday = contact.birthday ? formatDate(contact.birthday) : ""
  form.gender = contact.gender ?? ""
  form.maritalStatus = contact.maritalStatus ?? ""
  form.tagIds = [...contact.tagIds]
  form.walletUserIds = [...contact.walletUserIds]
  form.extraInfo = contact.extraInfo.map((entry) => ({ ...entry }))
  return form
}

/** What the client tells before sending: a field's key (`name`, `extraInfo.2.description`) and the problem. */
export type FormProblem = "required" | "numberOrEmail" | "tooLong"
export type FormProblems = Record<string, FormProblem>

/** The additional information rows that say something; a row left blank is dropped. */
function filledExtraInfo(rows: readonly ExtraInfoRow[]): ExtraInfoRow[] {
  return rows
    .map((row) => ({ description: row.description.trim(), information: row.information.trim() }))
    .filter((row) => row.description !== "" || row.information !== "")
}

/** Name required; a creation needs a number or an e-mail; each kept row needs its description. */
export function checkForm(form: ContactForm, creating: boolean): FormProblems {
  const problems: FormProblems = {}
  for (const field of TEXT_FIELDS) if (form[field].trim().length > TEXT_LIMITS[field]) problems[field] = "tooLong"
  if (form.name.trim() === "") problems.name = "required"
  if (creating && form.number.trim() === "" && form.email.trim() === "") problems.number = "numberOrEmail"
  form.extraInfo.forEach((row, index) => {
    const description = row.description.trim()
    if (description === "" && row.information.trim() !== "") problems[`extraInfo.${index}.description`] = "required"
    if (description.length > EXTRA_DESCRIPTION_MAX) problems[`extraInfo.${index}.description`] = "tooLong"
    if (row.information.trim().length > EXTRA_INFORMATION_MAX) problems[`extraInfo.${index}.information`] = "tooLong"
  })
  return problems
}

export type ContactBody = Partial<Record<TextField, string | null>> & {
  gender?: Gender | null
  maritalStatus?: MaritalStatus | null
  tagIds?: number[]
  walletUserIds?: number[]
  extraInfo?: ExtraInfoRow[]
}

/** `POST /contacts`: the filled fields, trimmed; the wallet only for the admin flag. */
export function createBody(form: ContactForm, admin: boolean): ContactBody {
  const body: ContactBody = {}
  for (const field of TEXT_FIELDS) {
    const value = form[field].trim()
    if (value !== "") body[field] = value
  }
  if (form.gender) body.gender = form.gender
  if (form.maritalStatus) body.maritalStatus = form.maritalStatus
  if (form.tagIds.length) body.tagIds = [...form.tagIds]
  if (admin && form.walletUserIds.length) body.walletUserIds = [...form.walletUserIds]
  const extraInfo = filledExtraInfo(form.extraInfo)
  if (extraInfo.length) body.extraInfo = extraInfo
  return body
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const x = [...new Set(a)].sort((p, q) => p - q)
  const y = [...new Set(b)].sort((p, q) => p - q)
  return x.length === y.length && x.every((id, i) => id === y[i])
}

const sameRows = (a: readonly ExtraInfoRow[], b: readonly ExtraInfoRow[]) =>
  a.length === b.length &&
  a.every((row, i) => row.description === b[i].description && row.information === b[i].information)

/**
 * `PUT /contacts/{id}`: only what changed since the form was opened (a blank field clears it: null),
 * so a masked number or e-mail left alone is not sent back; the lists replace the stored ones.
 * Empty when nothing changed.
 */
export function patchBody(initial: ContactForm, form: ContactForm, admin: boolean): ContactBody {
  const body: ContactBody = {}
  for (const field of TEXT_FIELDS) {
    const before = initial[field].trim()
    const after = form[field].trim()
    if (before !== after) body[field] = after === "" ? null : after
  }
  if (initial.gender !== form.gender) body.gender = form.gender || null
  if (initial.maritalStatus !== form.maritalStatus) body.maritalStatus = form.maritalStatus || null
  if (!sameIds(initial.tagIds, form.tagIds)) body.tagIds = [...form.tagIds]
  if (admin && !sameIds(initial.walletUserIds, form.walletUserIds)) body.walletUserIds = [...form.walletUserIds]
  const extraInfo = filledExtraInfo(form.extraInfo)
  if (!sameRows(filledExtraInfo(initial.extraInfo), extraInfo)) body.extraInfo = extraInfo
  return body
}

/** The form's key of a field the server names: `extraInfo.2.description` as it is, `tagIds.3` as `tagIds`. */
export function formKeyOf(field: string): string {
  const parts = field.split(".")
  if (parts[0] === "extraInfo" && parts.length >= 3) return parts.slice(0, 3).join(".")
  return parts[0]
}

/**
 * The catalogue code to show by each field a refusal names (`field`, and every `issues[].field`):
 * ERR_INVALID_CONTACT_NUMBER under the number, ERR_VALIDATION under a text too long, and so on.
 */
export function serverFieldErrors(code: string | undefined, extra: Record<string, unknown>): Record<string, string> {
  if (!code) return {}
  const errors: Record<string, string> = {}
  const issues = Array.isArray(extra.issues) ? (extra.issues as Array<{ field?: unknown }>) : []
  for (const issue of issues)
    if (typeof issue?.field === "string" && issue.field !== "") errors[formKeyOf(issue.field)] = code
  if (typeof extra.field === "string" && extra.field !== "") errors[formKeyOf(extra.field)] = code
  return errors
}

/**
 * The birthday as it is typed: digits get their slashes (`05031990` → `05/03/1990`), a slash the
 * user types closes the day or the month (`5/3/1990` stays so); at most 2 + 2 + 4 digits. Text with
 * a dash (an ISO date pasted) is left as it is for the server to read.
 */
export function typeBirthday(input: string): string {
  if (input.includes("-")) return input.slice(0, TEXT_LIMITS.birthday)
  const max = [2, 2, 4]
  const parts = ["", "", ""]
  let part = 0
  for (const char of input) {
    if (char === "/") {
      if (part < 2 && parts[part] !== "") part += 1
      continue
    }
    if (!/\d/.test(char)) continue
    if (parts[part].length === max[part]) {
      if (part === 2) break
      part += 1
    }
    parts[part] += char
  }
  return parts.slice(0, part + 1).join("/")
}
