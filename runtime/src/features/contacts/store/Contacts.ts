/**
 * Contacts of a tenant as the contacts API reads and writes them: the view (with tags, wallet
 * users and additional information, read for a page of contacts in three more queries), the
 * duplicate lookups (canonical phone key, e-mail in lower case), and the writes. Every statement
 * names the tenant. Tags' and users' names are read here from their tables (the view needs them).
 */
import type { ContactView } from "@atende/core/contracts/contacts"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { Dialect } from "../../../platform/store/Store"
import { bool, iso, num } from "../../../platform/store/rows"

const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v))

type Related = Pick<ContactView, "tags" | "wallets" | "extraInfo">

const toContact = (r: any, rel: Related): ContactView => ({
  id: num(r.id),
  tenantId: num(r.tenant_id),
  name: String(r.name),
  firstName: str(r.first_name),
  lastName: str(r.last_name),
  businessName: str(r.business_name),
  document: str(r.document),
  birthday: str(r.birthday),
  gender: str(r.gender) as ContactView["gender"],
  maritalStatus: str(r.marital_status) as ContactView["maritalStatus"],
  source: str(r.source),
  number: str(r.number) ?? "",
  email: str(r.email),
  instagram: str(r.instagram),
  telegramId: str(r.telegram_id),
  website: str(r.website),
  category: str(r.category),
  walletUserIds: rel.wallets.map((w) => w.id),
  tagIds: rel.tags.map((t) => t.id),
  extraInfo: rel.extraInfo,
  profilePicUrl: str(r.profile_pic_url),
  isWhatsappValid: bool(r.is_whatsapp_valid),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at ?? r.created_at),
  tags: rel.tags,
  wallets: rel.wallets
})

const groupBy = <A>(rows: ReadonlyArray<any>, map: (r: any) => A) => {
  const out = new Map<number, Array<A>>()
  for (const r of rows) {
    const id = num(r.contact_id)
    out.set(id, [...(out.get(id) ?? []), map(r)])
  }
  return out
}

/** Contact rows of the tenant as views, in the rows' order. */
export const toViews = (tenantId: number, rows: ReadonlyArray<any>) =>
  Effect.gen(function* () {
    if (!rows.length) return []
    const sql = yield* SqlClient.SqlClient
    const ids = rows.map((r) => num(r.id))
    const [tags, wallets, extra] = yield* Effect.all([
      sql`SELECT ct.contact_id, t.id, t.name, t.color FROM contact_tags ct JOIN tags t ON t.id = ct.tag_id
        WHERE t.tenant_id = ${tenantId} AND ct.contact_id IN ${sql.in(ids)} ORDER BY t.name, t.id`,
      sql`SELECT w.contact_id, u.id, u.name FROM contact_wallets w JOIN users u ON u.id = w.user_id
        WHERE u.tenant_id = ${tenantId} AND w.contact_id IN ${sql.in(ids)} ORDER BY u.id`,
      sql`SELECT contact_id, description, information FROM contact_extra_info
        WHERE tenant_id = ${tenantId} AND contact_id IN ${sql.in(ids)} ORDER BY contact_id, position`
    ])
    const tagsOf = groupBy(tags, (r) => ({ id: num(r.id), name: String(r.name), color: String(r.color) }))
    const walletsOf = groupBy(wallets, (r) => ({ id: num(r.id), name: String(r.name) }))
    const extraOf = groupBy(extra, (r) => ({ description: String(r.description), information: String(r.information) }))
    return rows.map((r) =>
      toContact(r, {
        tags: tagsOf.get(num(r.id)) ?? [],
        wallets: walletsOf.get(num(r.id)) ?? [],
        extraInfo: extraOf.get(num(r.id)) ?? []
      })
    )
  })

/** The tenant's contact, or undefined when the tenant has none with that id. */
export const getContact = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM contacts WHERE tenant_id = ${tenantId} AND id = ${id}`
    return (yield* toViews(tenantId, rows))[0]
  })

/**
 * Serialises the tenant's contact writes until the transaction ends (Postgres: an advisory lock
 * per tenant; SQLite writes one transaction at a time anyway), so that two creations of one
 * e-mail cannot both pass the duplicate check. The phone key also has a unique index.
 */
export const lockContacts = (tenantId: number) =>
  Effect.gen(function* () {
    const { kind } = yield* Dialect
    if (kind !== "pg") return
    const sql = yield* SqlClient.SqlClient
    yield* sql`SELECT pg_advisory_xact_lock(${CONTACTS_LOCK}, ${tenantId})`
  })
const CONTACTS_LOCK = 1501

/** Another contact of the tenant (not `exceptId`) with this phone key or e-mail (lower case), if any. */
export const duplicateOf = (
  tenantId: number,
  found: { readonly key?: string | null | undefined; readonly email?: string | null | undefined },
  exceptId = 0
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (found.key) {
      const rows = yield* sql`SELECT id FROM contacts
        WHERE tenant_id = ${tenantId} AND phone_key = ${found.key} AND id <> ${exceptId} LIMIT 1`
      if (rows.length) return { id: num((rows[0] as any).id), field: "number" as const }
    }
    if (found.email) {
      const rows = yield* sql`SELECT id FROM contacts
        WHERE tenant_id = ${tenantId} AND lower(email) = ${found.email} AND id <> ${exceptId} LIMIT 1`
      if (rows.length) return { id: num((rows[0] as any).id), field: "email" as const }
    }
    return undefined
  })

/** A unique-index violation on the phone key (a race past duplicateOf). */
export const isPhoneConflict = (e: unknown): boolean => {
  const text = `${(e as any)?.message ?? ""} ${(e as any)?.cause?.message ?? ""} ${(e as any)?.cause?.constraint ?? ""}`
  return /contacts_phone_key|contacts\.phone_key/.test(text)
}

/** Whether the contact has tickets (any, even deleted ones: they keep pointing at it). */
export const hasTickets = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM tickets WHERE tenant_id = ${tenantId} AND contact_id = ${id} LIMIT 1`
    return rows.length > 0
  })
