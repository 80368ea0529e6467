/** Notes on a tenant's contacts (`contact_notes`: title and description) with their authors' names. */
import type { ContactNoteView } from "@atende/core/contracts/contacts"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { iso, num, numOrNull } from "../../../platform/store/rows"

const toNote = (r: any): ContactNoteView => ({
  id: num(r.id),
  contactId: num(r.contact_id),
  title: String(r.title),
  description: String(r.description),
  userId: numOrNull(r.user_id),
  userName: r.user_name === null || r.user_name === undefined ? null : String(r.user_name),
  createdAt: iso(r.created_at)
})

const NOTE_SELECT =
  "SELECT n.*, u.name AS user_name FROM contact_notes n " +
  "LEFT JOIN users u ON u.id = n.user_id AND u.tenant_id = n.tenant_id"

/** The contact's notes, newest first. */
export const notesOfContact = (tenantId: number, contactId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`${sql.literal(NOTE_SELECT)}
      WHERE n.tenant_id = ${tenantId} AND n.contact_id = ${contactId} ORDER BY n.id DESC`
    return rows.map(toNote)
  })

/** One note of the tenant's contact, if any. */
export const noteOfContact = (tenantId: number, contactId: number, noteId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`${sql.literal(NOTE_SELECT)}
      WHERE n.tenant_id = ${tenantId} AND n.contact_id = ${contactId} AND n.id = ${noteId}`
    return rows.length ? toNote(rows[0]) : undefined
  })

/** Stores a note by `userId` on the tenant's contact; returns its id. */
export const insertContactNote = (
  tenantId: number,
  contactId: number,
  userId: number,
  note: { readonly title: string; readonly description: string },
  now: number
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`INSERT INTO contact_notes (tenant_id, contact_id, user_id, title, description, created_at)
      VALUES (${tenantId}, ${contactId}, ${userId}, ${note.title}, ${note.description}, ${now}) RETURNING id`
    return num((rows[0] as any).id)
  })

/** Deletes one note of the tenant's contact. */
export const deleteContactNote = (tenantId: number, contactId: number, noteId: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) =>
      sql`DELETE FROM contact_notes WHERE tenant_id = ${tenantId} AND contact_id = ${contactId} AND id = ${noteId}`
  )
