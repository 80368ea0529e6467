/**
 * Merging duplicate contacts, and undoing it (runtime/api/contacts.md "Delete duplicates"). A
 * merge moves everything of the merged contacts to the one kept (tickets with their messages,
 * notes, additional information, tags, wallet users, conversation identities), fills the kept
 * contact's empty fields from them, deletes them, and records all it did in `contact_merges.record`
 * so that an undo puts every row back where it was. Every statement names the tenant; the caller
 * runs a merge or an undo in one transaction under the tenant's contacts lock.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { num } from "../../../platform/store/rows"

/** Fields a merge may fill on the kept contact when it has none. */
const FILLABLE = [
  "first_name",
  "last_name",
  "business_name",
  "document",
  "birthday",
  "gender",
  "marital_status",
  "source",
  "email",
  "instagram",
  "telegram_id",
  "website",
  "category",
  "profile_pic_url"
] as const

/** What a merge did for one merged contact. */
type MergedPart = {
  readonly row: Record<string, unknown>
  readonly tickets: ReadonlyArray<number>
  readonly notes: ReadonlyArray<number>
  readonly extra: ReadonlyArray<number>
  readonly tags: ReadonlyArray<number>
  readonly wallets: ReadonlyArray<number>
  readonly identities: ReadonlyArray<number>
}

/** What a merge did: per merged contact, and on the kept one (fields filled, tags and wallet users added). */
export type MergeRecord = {
  readonly merged: ReadonlyArray<MergedPart>
  readonly filled: Record<string, unknown>
  readonly addedTags: ReadonlyArray<number>
  readonly addedWallets: ReadonlyArray<number>
}

const empty = (v: unknown) => v === null || v === undefined || v === ""
const ids = (rows: ReadonlyArray<any>, col = "id") => rows.map((r) => num(r[col]))

/** The tenant's contact rows with these ids (all columns), by id. */
export const contactRows = (tenantId: number, contactIds: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (!contactIds.length) return new Map<number, Record<string, unknown>>()
    const rows = yield* sql`SELECT * FROM contacts WHERE tenant_id = ${tenantId} AND id IN ${sql.in([...contactIds])}`
    return new Map(rows.map((r: any) => [num(r.id), r as Record<string, unknown>]))
  })

/** Moves `mergeIds` into `keepId` (all the tenant's, checked by the caller); returns the merge's id. */
export const mergeContacts = (
  tenantId: number,
  keepId: number,
  mergeIds: ReadonlyArray<number>,
  userId: number | null,
  now: number
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* contactRows(tenantId, [keepId, ...mergeIds])
    const kept = { ...rows.get(keepId)! }
    const keptTags = new Set(ids(yield* sql`SELECT tag_id FROM contact_tags WHERE contact_id = ${keepId}`, "tag_id"))
    const keptWallets = new Set(
      ids(yield* sql`SELECT user_id FROM contact_wallets WHERE contact_id = ${keepId}`, "user_id")
    )
    const merged: Array<MergedPart> = []
    const filled: Record<string, unknown> = {}
    const addedTags: Array<number> = []
    const addedWallets: Array<number> = []
    const [merge] = yield* sql`INSERT INTO contact_merges ${sql.insert({
      tenant_id: tenantId,
      kept_id: keepId,
      merged_ids: JSON.stringify(mergeIds),
      merged_names: JSON.stringify(mergeIds.map((id) => String(rows.get(id)!.name))),
      record: "{}",
      user_id: userId,
      created_at: now
    })} RETURNING id`
    const mergeId = num((merge as any).id)
    let extraPosition = num(
      ((yield* sql`SELECT MAX(position) AS p FROM contact_extra_info WHERE contact_id = ${keepId}`)[0] as any)?.p
    )
    for (const id of mergeIds) {
      const row = rows.get(id)!
      const tickets = ids(yield* sql`SELECT id FROM tickets WHERE tenant_id = ${tenantId} AND contact_id = ${id}`)
      const notes = ids(yield* sql`SELECT id FROM contact_notes WHERE tenant_id = ${tenantId} AND contact_id = ${id}`)
      const extra = ids(
        yield* sql`SELECT id FROM contact_extra_info WHERE tenant_id = ${tenantId} AND contact_id = ${id}
          ORDER BY position`
      )
      const tags = ids(yield* sql`SELECT tag_id FROM contact_tags WHERE contact_id = ${id}`, "tag_id")
      const wallets = ids(yield* sql`SELECT user_id FROM contact_wallets WHERE contact_id = ${id}`, "user_id")
      const identities = ids(
        yield* sql`SELECT id FROM contact_identities WHERE tenant_id = ${tenantId} AND contact_id = ${id}`
      )
      yield* sql`UPDATE tickets SET contact_id = ${keepId} WHERE tenant_id = ${tenantId} AND contact_id = ${id}`
      yield* sql`UPDATE messages SET contact_id = ${keepId} WHERE tenant_id = ${tenantId} AND contact_id = ${id}`
      yield* sql`UPDATE contact_notes SET contact_id = ${keepId} WHERE tenant_id = ${tenantId} AND contact_id = ${id}`
      for (const e of extra)
        yield* sql`UPDATE contact_extra_info SET contact_id = ${keepId}, position = ${++extraPosition}
          WHERE tenant_id = ${tenantId} AND id = ${e}`
      yield* sql`UPDATE contact_identities SET contact_id = ${keepId}
        WHERE tenant_id = ${tenantId} AND contact_id = ${id}`
      if (row.channel_id !== null && row.channel_id !== undefined && !empty(row.external_id))
        yield* sql`INSERT INTO contact_identities ${sql.insert({
          tenant_id: tenantId,
          contact_id: keepId,
          channel_id: num(row.channel_id),
          external_id: String(row.external_id),
          merge_id: mergeId,
          created_at: now
        })}`
      for (const t of tags)
        if (!keptTags.has(t)) {
          keptTags.add(t)
          addedTags.push(t)
          yield* sql`INSERT INTO contact_tags (contact_id, tag_id) VALUES (${keepId}, ${t})`
        }
      for (const u of wallets)
        if (!keptWallets.has(u)) {
          keptWallets.add(u)
          addedWallets.push(u)
          yield* sql`INSERT INTO contact_wallets (contact_id, user_id) VALUES (${keepId}, ${u})`
        }
      yield* sql`DELETE FROM contact_tags WHERE contact_id = ${id}`
      yield* sql`DELETE FROM contact_wallets WHERE contact_id = ${id}`
      yield* sql`DELETE FROM contacts WHERE tenant_id = ${tenantId} AND id = ${id}`
      // the kept contact's empty fields take the merged one's (its number too, once it is free)
      for (const f of FILLABLE)
        if (empty(kept[f]) && !empty(row[f]) && !(f === "email" && !empty(filled.email))) {
          kept[f] = row[f]
          filled[f] = row[f]
        }
      if (empty(kept.number) && !empty(row.number)) {
        kept.number = filled.number = row.number
        kept.phone_key = filled.phone_key = row.phone_key ?? null
        kept.is_whatsapp_valid = filled.is_whatsapp_valid = row.is_whatsapp_valid ?? 0
      }
      merged.push({ row, tickets, notes, extra, tags, wallets, identities })
    }
    if (Object.keys(filled).length)
      yield* sql`UPDATE contacts SET ${sql.update(filled)} WHERE tenant_id = ${tenantId} AND id = ${keepId}`
    yield* sql`UPDATE contacts SET updated_at = ${now} WHERE tenant_id = ${tenantId} AND id = ${keepId}`
    const record: MergeRecord = { merged, filled, addedTags, addedWallets }
    yield* sql`UPDATE contact_merges SET record = ${JSON.stringify(record)} WHERE id = ${mergeId}`
    return mergeId
  })

export type MergeRow = {
  readonly id: number
  readonly keptId: number
  readonly mergedIds: ReadonlyArray<number>
  readonly mergedNames: ReadonlyArray<string>
  readonly userId: number | null
  readonly byName: string | null
  readonly keptName: string | null
  readonly createdAt: number
  readonly undoneAt: number | null
  readonly record: MergeRecord
}

const toMerge = (r: any): MergeRow => ({
  id: num(r.id),
  keptId: num(r.kept_id),
  mergedIds: JSON.parse(String(r.merged_ids)),
  mergedNames: JSON.parse(String(r.merged_names)),
  userId: r.user_id === null || r.user_id === undefined ? null : num(r.user_id),
  byName: r.by_name === null || r.by_name === undefined ? null : String(r.by_name),
  keptName: r.kept_name === null || r.kept_name === undefined ? null : String(r.kept_name),
  createdAt: num(r.created_at),
  undoneAt: r.undone_at === null || r.undone_at === undefined ? null : num(r.undone_at),
  record: JSON.parse(String(r.record))
})

const MERGE_SELECT = `SELECT m.*, u.name AS by_name, c.name AS kept_name FROM contact_merges m
  LEFT JOIN users u ON u.id = m.user_id LEFT JOIN contacts c ON c.id = m.kept_id`

/** The tenant's latest merges, newest first. */
export const listMerges = (tenantId: number, limit: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows =
      yield* sql`${sql.literal(MERGE_SELECT)} WHERE m.tenant_id = ${tenantId} ORDER BY m.id DESC LIMIT ${limit}`
    return rows.map(toMerge)
  })

/** The tenant's merge, if any. */
export const getMerge = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`${sql.literal(MERGE_SELECT)} WHERE m.tenant_id = ${tenantId} AND m.id = ${id}`
    return rows.length ? toMerge(rows[0]) : undefined
  })

/**
 * Whether the merge can be undone: the kept contact is still there, no merged contact's id is taken,
 * and no other contact took a merged contact's number since.
 */
export const undoBlocked = (tenantId: number, m: MergeRow) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const kept = yield* sql`SELECT id FROM contacts WHERE tenant_id = ${tenantId} AND id = ${m.keptId}`
    if (!kept.length) return true
    for (const part of m.record.merged) {
      const id = num(part.row.id)
      if ((yield* sql`SELECT id FROM contacts WHERE id = ${id}`).length) return true
      const key = part.row.phone_key
      if (!empty(key) && key !== m.record.filled.phone_key) {
        const taken = yield* sql`SELECT id FROM contacts WHERE tenant_id = ${tenantId} AND phone_key = ${String(key)}`
        if (taken.length) return true
      }
    }
    return false
  })

/** Puts every row of the merge back where it was and marks it undone (checked by undoBlocked first). */
export const undoMerge = (tenantId: number, m: MergeRow, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { record } = m
    // the kept contact gives back the fields the merge filled, where they still hold that value
    const current = (yield* contactRows(tenantId, [m.keptId])).get(m.keptId)!
    const giveBack = Object.fromEntries(
      Object.entries(record.filled)
        .filter(([f, v]) => current[f] === v || (f === "is_whatsapp_valid" && "number" in record.filled))
        .map(([f]) => [f, f === "is_whatsapp_valid" ? 0 : null])
    )
    if ("number" in giveBack) giveBack.phone_key = null
    if (Object.keys(giveBack).length)
      yield* sql`UPDATE contacts SET ${sql.update(giveBack)} WHERE tenant_id = ${tenantId} AND id = ${m.keptId}`
    for (const t of record.addedTags)
      yield* sql`DELETE FROM contact_tags WHERE contact_id = ${m.keptId} AND tag_id = ${t}`
    for (const u of record.addedWallets)
      yield* sql`DELETE FROM contact_wallets WHERE contact_id = ${m.keptId} AND user_id = ${u}`
    yield* sql`DELETE FROM contact_identities WHERE tenant_id = ${tenantId} AND merge_id = ${m.id}`
    for (const part of record.merged) {
      const id = num(part.row.id)
      yield* sql`INSERT INTO contacts ${sql.insert(part.row as Record<string, any>)}`
      if (part.tickets.length) {
        yield* sql`UPDATE tickets SET contact_id = ${id}
          WHERE tenant_id = ${tenantId} AND contact_id = ${m.keptId} AND id IN ${sql.in([...part.tickets])}`
        yield* sql`UPDATE messages SET contact_id = ${id}
          WHERE tenant_id = ${tenantId} AND contact_id = ${m.keptId} AND ticket_id IN ${sql.in([...part.tickets])}`
      }
      if (part.notes.length)
        yield* sql`UPDATE contact_notes SET contact_id = ${id}
          WHERE tenant_id = ${tenantId} AND contact_id = ${m.keptId} AND id IN ${sql.in([...part.notes])}`
      if (part.extra.length)
        yield* sql`UPDATE contact_extra_info SET contact_id = ${id}
          WHERE tenant_id = ${tenantId} AND contact_id = ${m.keptId} AND id IN ${sql.in([...part.extra])}`
      if (part.identities.length)
        yield* sql`UPDATE contact_identities SET contact_id = ${id}
          WHERE tenant_id = ${tenantId} AND contact_id = ${m.keptId} AND id IN ${sql.in([...part.identities])}`
      for (const t of part.tags)
        yield* sql`INSERT INTO contact_tags (contact_id, tag_id) SELECT ${id}, id FROM tags
          WHERE tenant_id = ${tenantId} AND id = ${t}`
      for (const u of part.wallets)
        yield* sql`INSERT INTO contact_wallets (contact_id, user_id) SELECT ${id}, id FROM users
          WHERE tenant_id = ${tenantId} AND id = ${u}`
    }
    yield* sql`UPDATE contact_merges SET undone_at = ${now} WHERE tenant_id = ${tenantId} AND id = ${m.id}`
    yield* sql`UPDATE contacts SET updated_at = ${now} WHERE tenant_id = ${tenantId} AND id = ${m.keptId}`
  })

/** Contacts of the tenant with a number or an e-mail (what duplicates are found by), oldest first. */
export const contactKeys = (tenantId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id, number, phone_key, email FROM contacts
      WHERE tenant_id = ${tenantId} AND ((number IS NOT NULL AND number <> '') OR email IS NOT NULL) ORDER BY id`
    return rows.map((r: any) => ({
      id: num(r.id),
      number: empty(r.number) ? null : String(r.number),
      phoneKey: empty(r.phone_key) ? null : String(r.phone_key),
      email: empty(r.email) ? null : String(r.email).toLowerCase()
    }))
  })
