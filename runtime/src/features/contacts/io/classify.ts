/**
 * What an import does with a valid row, given the stored contacts its phone key and e-mail name:
 * one person, one contact. A row whose person is stored (same canonical phone key, or same e-mail)
 * updates that contact's fields the row fills (blank cells change nothing; tags are added), or
 * leaves it unchanged when nothing differs; otherwise it creates a contact. A row whose number or
 * e-mail an earlier row of the file had, or whose person an earlier row already matched, is
 * ERR_DUPLICATED_CONTACT; so is one whose number and e-mail belong to two different contacts.
 */
import type { ImportField, ImportRowError } from "@atende/core/contracts/contactImport"
import type { StoredContact } from "../store/ContactBulk"
import type { ContactColumns } from "../store/ContactWrites"
import type { NewContact, RowOk } from "./rowInput"

/** What earlier rows of the file took: phone keys, e-mails, stored contacts. */
export type Seen = { readonly keys: Set<string>; readonly emails: Set<string>; readonly contacts: Set<number> }
export const newSeen = (): Seen => ({ keys: new Set(), emails: new Set(), contacts: new Set() })

export type Outcome =
  | { readonly kind: "invalid"; readonly error: ImportRowError }
  | { readonly kind: "create"; readonly columns: NewContact; readonly tagIds: ReadonlyArray<number> }
  | {
      readonly kind: "update"
      readonly id: number
      readonly columns: ContactColumns
      readonly tagIds: ReadonlyArray<number>
    }
  | { readonly kind: "unchanged" }

export type Found = {
  readonly byKey: ReadonlyMap<string, StoredContact>
  readonly byEmail: ReadonlyMap<string, StoredContact>
}

/** The columns that differ from the stored contact, among those the row fills. */
const changes = (row: NewContact, stored: StoredContact): ContactColumns => {
  const out: Record<string, string | number> = {}
  for (const [column, value] of Object.entries(row)) {
    if (value === null || value === undefined || column === "phone_key") continue
    const current = column === "email" ? stored.email : stored.columns[column]
    if (current !== value) out[column] = value
  }
  // a new number brings its key, and is no longer known to be on WhatsApp (as in an edit)
  if (out.number !== undefined) Object.assign(out, { phone_key: row.phone_key, is_whatsapp_valid: 0 })
  return out as ContactColumns
}

export const classify = (ok: RowOk, found: Found, seen: Seen, columnOf: (f: ImportField) => string | null): Outcome => {
  const { columns } = ok
  const key = columns.phone_key ?? null
  const email = columns.email ?? null
  const duplicate = (field: ImportField): Outcome => ({
    kind: "invalid",
    error: { row: ok.row, column: columnOf(field), field, error: "ERR_DUPLICATED_CONTACT" }
  })
  if (key && seen.keys.has(key)) return duplicate("number")
  if (email && seen.emails.has(email)) return duplicate("email")
  const byKey = key ? found.byKey.get(key) : undefined
  const byEmail = email ? found.byEmail.get(email) : undefined
  if (byKey && byEmail && byKey.id !== byEmail.id) return duplicate("email")
  const stored = byKey ?? byEmail
  if (stored && seen.contacts.has(stored.id)) return duplicate(byKey ? "number" : "email")
  if (key) seen.keys.add(key)
  if (email) seen.emails.add(email)
  if (stored) seen.contacts.add(stored.id)
  if (!stored) return { kind: "create", columns, tagIds: ok.tagIds }
  const changed = changes(columns, stored)
  const tagIds = ok.tagIds.filter((t) => !stored.tagIds.has(t))
  return Object.keys(changed).length || tagIds.length
    ? { kind: "update", id: stored.id, columns: changed, tagIds }
    : { kind: "unchanged" }
}
