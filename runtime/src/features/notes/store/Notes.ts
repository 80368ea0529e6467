/** Ticket notes (`ticket_notes`) with their authors' names: listing, adding, and deleting one. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { iso, num } from "../../../platform/store/rows"

export type NoteView = {
  readonly id: number
  readonly ticketId: number
  readonly body: string
  readonly user: { id: number; name: string }
  readonly createdAt: string
}

const toNote = (r: any): NoteView => ({
  id: num(r.id),
  ticketId: num(r.ticket_id),
  body: String(r.body),
  user: { id: num(r.user_id), name: r.user_name ?? "" },
  createdAt: iso(r.created_at)
})

const NOTE_SELECT =
  "SELECT n.*, u.name AS user_name FROM ticket_notes n " +
  "LEFT JOIN users u ON u.id = n.user_id AND u.tenant_id = n.tenant_id"

/** The ticket's notes, oldest first. */
export const notesOfTicket = (tenantId: number, ticketId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`${sql.literal(NOTE_SELECT)}
      WHERE n.tenant_id = ${tenantId} AND n.ticket_id = ${ticketId} ORDER BY n.id`
    return rows.map(toNote)
  })

/** One note of the ticket, if any. */
export const noteOfTicket = (tenantId: number, ticketId: number, noteId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`${sql.literal(NOTE_SELECT)}
      WHERE n.tenant_id = ${tenantId} AND n.ticket_id = ${ticketId} AND n.id = ${noteId}`
    return rows.length ? toNote(rows[0]) : undefined
  })

/** Stores a note; returns its id. */
export const insertNote = (tenantId: number, ticketId: number, userId: number, body: string, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`INSERT INTO ticket_notes (tenant_id, ticket_id, user_id, body, created_at)
      VALUES (${tenantId}, ${ticketId}, ${userId}, ${body}, ${now}) RETURNING id`
    return num((rows[0] as any).id)
  })

/** The author of one note of the ticket, if the note exists. */
export const noteAuthor = (tenantId: number, ticketId: number, noteId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT user_id FROM ticket_notes
      WHERE tenant_id = ${tenantId} AND ticket_id = ${ticketId} AND id = ${noteId}`
    return rows.length ? num((rows[0] as any).user_id) : undefined
  })

/** Deletes a note of the tenant. */
export const deleteNote = (tenantId: number, noteId: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`DELETE FROM ticket_notes WHERE tenant_id = ${tenantId} AND id = ${noteId}`
  )
