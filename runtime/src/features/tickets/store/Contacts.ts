/**
 * Contacts as the ticket workspace reads and creates them: the conversation an inbound run goes
 * to, a new contact, a contact by id (its channel and external id make the conversation's key),
 * its fields for message variables, and its wallet owner.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { num, numOrNull } from "../../../platform/store/rows"

/**
 * What inbound messages need to know first, in one round trip: which dedupe keys were stored
 * before (and as which message), the contact, and the conversation's open or pending ticket.
 */
export const conversationLookup = (
  tenantId: number,
  channelId: number,
  externalId: string,
  dedupeKeys: ReadonlyArray<string>
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // the conversation's contact: the one created for it, or the one it was merged into
    const contact = sql`COALESCE(
      (SELECT id FROM contacts
        WHERE tenant_id = ${tenantId} AND channel_id = ${channelId} AND external_id = ${externalId}),
      (SELECT contact_id FROM contact_identities
        WHERE tenant_id = ${tenantId} AND channel_id = ${channelId} AND external_id = ${externalId}))`
    const rows = yield* sql`SELECT m.id AS dup_id, m.dedupe_key, ${contact} AS contact_id,
      (SELECT t.id FROM tickets t
        WHERE t.tenant_id = ${tenantId} AND t.channel_id = ${channelId} AND t.contact_id = ${contact}
          AND t.deleted = 0 AND t.status IN ('open', 'pending')
        ORDER BY t.id DESC LIMIT 1) AS active_id
      FROM (SELECT 1 AS one) x
      LEFT JOIN messages m ON m.tenant_id = ${tenantId} AND m.dedupe_key IN ${sql.in([...dedupeKeys])}`
    const first = rows[0] as any
    const stored = new Map<string, number>()
    for (const r of rows as Array<any>)
      if (r.dup_id !== null && r.dup_id !== undefined) stored.set(String(r.dedupe_key), num(r.dup_id))
    return { stored, contactId: numOrNull(first.contact_id), activeId: numOrNull(first.active_id) }
  })

/** Inserts a conversation's contact; returns its id. */
export const insertContact = (tenantId: number, channelId: number, externalId: string, name: string, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`INSERT INTO contacts (tenant_id, channel_id, external_id, name, created_at)
            VALUES (${tenantId}, ${channelId}, ${externalId}, ${name}, ${now}) RETURNING id`
    return num((rows[0] as any).id)
  })

export type ContactRef = { readonly id: number; readonly channelId: number | null; readonly externalId: string | null }

/** The contact's channel and external id (what its conversation is keyed by), if it is the tenant's. */
export const contactOf = (tenantId: number, contactId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows =
      yield* sql`SELECT id, channel_id, external_id FROM contacts WHERE tenant_id = ${tenantId} AND id = ${contactId}`
    if (!rows.length) return undefined
    const r = rows[0] as any
    return {
      id: num(r.id),
      channelId: numOrNull(r.channel_id),
      externalId: r.external_id === null || r.external_id === undefined ? null : String(r.external_id)
    } satisfies ContactRef
  })

/** Every column of the contact (message variables read its names, birthday, document); empty when absent. */
export const contactFields = (tenantId: number, contactId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM contacts WHERE tenant_id = ${tenantId} AND id = ${contactId}`
    return (rows[0] ?? {}) as Record<string, unknown>
  })

/** The contact's first active wallet owner (lowest user id), if any. */
export const walletOwner = (contactId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT w.user_id FROM contact_wallets w JOIN users u ON u.id = w.user_id
      WHERE w.contact_id = ${contactId} AND u.active = 1 ORDER BY w.user_id LIMIT 1`
    return rows.length ? num((rows[0] as any).user_id) : null
  })
