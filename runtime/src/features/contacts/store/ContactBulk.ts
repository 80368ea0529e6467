/**
 * The contact reads and writes of an import, a batch at a time: the tenant's tags by name, the
 * contacts a batch's rows name (by canonical phone key or e-mail in lower case, indexes
 * contacts_phone_key and contacts_email_key) with their tags, many new contacts in one INSERT,
 * and tags added to contacts. The caller holds the tenant's contact lock (Contacts.ts
 * lockContacts) in the batch's transaction. Every statement names the tenant.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { num } from "../../../platform/store/rows"
import type { ContactColumns } from "./ContactWrites"

/** The tenant's tags (id and name), every one. */
export const tenantTags = (tenantId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id, name FROM tags WHERE tenant_id = ${tenantId} ORDER BY id`
    return (rows as Array<any>).map((r) => ({ id: num(r.id), name: String(r.name) }))
  })

/** A stored contact as an import compares it: its columns and its tags. */
export type StoredContact = {
  readonly id: number
  readonly columns: Readonly<Record<string, string | null>>
  readonly phoneKey: string | null
  readonly email: string | null
  readonly tagIds: ReadonlySet<number>
}

const COLUMNS = [
  "name",
  "first_name",
  "last_name",
  "business_name",
  "document",
  "birthday",
  "gender",
  "marital_status",
  "source",
  "number",
  "email",
  "instagram",
  "telegram_id",
  "website",
  "category"
] as const

const text = (v: unknown) => (v === null || v === undefined ? null : String(v))

/**
 * The tenant's contacts with one of these phone keys or e-mails (lower case): one query per
 * index (an OR of the two lists makes SQLite scan the tenant's contacts).
 */
export const contactsNamed = (tenantId: number, keys: ReadonlyArray<string>, emails: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const select = sql.literal(`SELECT id, phone_key, ${COLUMNS.join(", ")} FROM contacts`)
    const byKey = keys.length
      ? yield* sql`${select} WHERE tenant_id = ${tenantId} AND phone_key IN ${sql.in([...new Set(keys)])}`
      : []
    const byEmail = emails.length
      ? yield* sql`${select} WHERE tenant_id = ${tenantId} AND lower(email) IN ${sql.in([...new Set(emails)])}`
      : []
    const rows = [...new Map([...byKey, ...byEmail].map((r: any) => [num(r.id), r])).values()]
    if (!rows.length) return []
    const ids = rows.map((r) => num(r.id))
    const tags = (yield* sql`SELECT ct.contact_id, ct.tag_id FROM contact_tags ct
      JOIN contacts c ON c.id = ct.contact_id
      WHERE c.tenant_id = ${tenantId} AND ct.contact_id IN ${sql.in(ids)}`) as Array<any>
    const tagsOf = new Map<number, Set<number>>()
    for (const t of tags) {
      const id = num(t.contact_id)
      tagsOf.set(id, (tagsOf.get(id) ?? new Set()).add(num(t.tag_id)))
    }
    return rows.map((r): StoredContact => ({
      id: num(r.id),
      columns: Object.fromEntries(COLUMNS.map((c) => [c, text(r[c])])),
      phoneKey: text(r.phone_key),
      email: text(r.email)?.toLowerCase() ?? null,
      tagIds: tagsOf.get(num(r.id)) ?? new Set()
    }))
  })

/**
 * New contacts of the tenant in one statement; answers each one's id with its phone key and
 * e-mail (lower case), by which the caller tells them apart (each has one or the other, unique).
 */
export const insertContacts = (
  tenantId: number,
  contacts: ReadonlyArray<ContactColumns & { readonly name: string }>,
  now: number
) =>
  Effect.gen(function* () {
    if (!contacts.length) return []
    const sql = yield* SqlClient.SqlClient
    const rows = contacts.map((c) => ({
      tenant_id: tenantId,
      ...Object.fromEntries(COLUMNS.map((col) => [col, c[col] ?? null])),
      phone_key: c.phone_key ?? null,
      created_at: now,
      updated_at: now
    }))
    const ids = (yield* sql`INSERT INTO contacts ${sql.insert(rows)} RETURNING id, phone_key, email`) as Array<any>
    return ids.map((r) => ({ id: num(r.id), phoneKey: text(r.phone_key), email: text(r.email)?.toLowerCase() ?? null }))
  })

/** Adds tags (of the tenant, checked by the caller) to contacts of the tenant; pairs already there stay. */
export const addContactTags = (pairs: ReadonlyArray<readonly [contactId: number, tagId: number]>) =>
  Effect.gen(function* () {
    if (!pairs.length) return
    const sql = yield* SqlClient.SqlClient
    yield* sql`INSERT INTO contact_tags ${sql.insert(pairs.map(([contact_id, tag_id]) => ({ contact_id, tag_id })))}
      ON CONFLICT DO NOTHING`
  })
