/**
 * Writes of a tenant's contacts: the row, its tags, wallet users and additional information, and
 * deleting it with what hangs on it. The caller runs them in one transaction and checks first
 * that the contact is the tenant's; the tag and user lookups answer only the tenant's own.
 */
import type { ExtraInfo } from "@atende/core/contact/contact"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { num } from "../../../platform/store/rows"

/** Contact columns as stored (snake case, booleans as 0/1); absent ones are left as they are. */
export type ContactColumns = {
  readonly name?: string
  readonly first_name?: string | null
  readonly last_name?: string | null
  readonly business_name?: string | null
  readonly document?: string | null
  readonly birthday?: string | null
  readonly gender?: string | null
  readonly marital_status?: string | null
  readonly source?: string | null
  readonly number?: string | null
  readonly phone_key?: string | null
  readonly email?: string | null
  readonly instagram?: string | null
  readonly telegram_id?: string | null
  readonly website?: string | null
  readonly category?: string | null
  readonly is_whatsapp_valid?: 0 | 1
}

const defined = (c: ContactColumns) => Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined))

/** A new contact of the tenant (no channel: created by a person); returns its id. */
export const insertContact = (tenantId: number, c: ContactColumns & { readonly name: string }, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`INSERT INTO contacts ${sql.insert({
      ...defined(c),
      tenant_id: tenantId,
      created_at: now,
      updated_at: now
    })} RETURNING id`
    return num((rows[0] as any).id)
  })

/** Writes the given columns of the tenant's contact, and its update time. */
export const updateContact = (tenantId: number, id: number, c: ContactColumns, now: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE contacts SET ${sql.update({ ...defined(c), updated_at: now })}
      WHERE tenant_id = ${tenantId} AND id = ${id}`
  )

/** The contact's update time only (its tags, wallet or additional information changed). */
export const touchContact = (tenantId: number, id: number, now: number) => updateContact(tenantId, id, {}, now)

/** Which of these ids are tags of the tenant. */
export const tenantTagIds = (tenantId: number, ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    if (!ids.length) return new Set<number>()
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM tags WHERE tenant_id = ${tenantId} AND id IN ${sql.in([...ids])}`
    return new Set(rows.map((r: any) => num(r.id)))
  })

/** Which of these ids are users of the tenant (not deleted). */
export const tenantUserIds = (tenantId: number, ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    if (!ids.length) return new Set<number>()
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM users
      WHERE tenant_id = ${tenantId} AND deleted_at IS NULL AND id IN ${sql.in([...ids])}`
    return new Set(rows.map((r: any) => num(r.id)))
  })

/** The tenant's contact's tags become exactly these; ids that are no tags of the tenant are left out. */
export const setContactTags = (tenantId: number, contactId: number, tagIds: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM contact_tags WHERE contact_id = ${contactId}
      AND EXISTS (SELECT 1 FROM contacts c WHERE c.id = ${contactId} AND c.tenant_id = ${tenantId})`
    if (tagIds.length)
      yield* sql`INSERT INTO contact_tags (contact_id, tag_id)
        SELECT c.id, t.id FROM contacts c JOIN tags t ON t.tenant_id = c.tenant_id
        WHERE c.id = ${contactId} AND c.tenant_id = ${tenantId} AND t.id IN ${sql.in([...new Set(tagIds)])}`
  })

/** The tenant's contact's wallet users become exactly these; ids that are no live users of the tenant are left out. */
export const setContactWallets = (tenantId: number, contactId: number, userIds: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM contact_wallets WHERE contact_id = ${contactId}
      AND EXISTS (SELECT 1 FROM contacts c WHERE c.id = ${contactId} AND c.tenant_id = ${tenantId})`
    if (userIds.length)
      yield* sql`INSERT INTO contact_wallets (contact_id, user_id)
        SELECT c.id, u.id FROM contacts c JOIN users u ON u.tenant_id = c.tenant_id
        WHERE c.id = ${contactId} AND c.tenant_id = ${tenantId} AND u.deleted_at IS NULL
          AND u.id IN ${sql.in([...new Set(userIds)])}`
  })

/** The contact's additional information becomes exactly this list, in this order. */
export const setContactExtraInfo = (tenantId: number, contactId: number, entries: ReadonlyArray<ExtraInfo>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM contact_extra_info WHERE tenant_id = ${tenantId} AND contact_id = ${contactId}`
    if (entries.length)
      yield* sql`INSERT INTO contact_extra_info ${sql.insert(
        entries.map((e, position) => ({
          tenant_id: tenantId,
          contact_id: contactId,
          position,
          description: e.description,
          information: e.information
        }))
      )}`
  })

/** Deletes the tenant's contact with its tags, wallet, additional information, notes and identities. */
export const deleteContact = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM contact_tags WHERE contact_id = ${id}
      AND EXISTS (SELECT 1 FROM contacts c WHERE c.id = ${id} AND c.tenant_id = ${tenantId})`
    yield* sql`DELETE FROM contact_wallets WHERE contact_id = ${id}
      AND EXISTS (SELECT 1 FROM contacts c WHERE c.id = ${id} AND c.tenant_id = ${tenantId})`
    yield* sql`DELETE FROM contact_extra_info WHERE tenant_id = ${tenantId} AND contact_id = ${id}`
    yield* sql`DELETE FROM contact_notes WHERE tenant_id = ${tenantId} AND contact_id = ${id}`
    yield* sql`DELETE FROM contact_identities WHERE tenant_id = ${tenantId} AND contact_id = ${id}`
    yield* sql`DELETE FROM contacts WHERE tenant_id = ${tenantId} AND id = ${id}`
  })
