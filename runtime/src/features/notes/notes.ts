/**
 * Ticket notes (spec part 1 §3 "Note": text, ticket, user, date): internal notes on a ticket the
 * caller may see, oldest first. Written straight to SQL (no conversation actor: a note changes no
 * ticket state); deleting is for the note's author or an administrator.
 */
import { NoteCreate } from "@atende/core/contracts/workspace"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { iso, num } from "../../platform/store/rows"
import { AppError } from "../../platform/http/AppError"
import { jsonBody } from "../../platform/http/edge"
import { pathId, ticketOfPath } from "../tickets/index"

const toNote = (r: any) => ({ id: num(r.id), ticketId: num(r.ticket_id), body: String(r.body), user: { id: num(r.user_id), name: r.user_name ?? "" }, createdAt: iso(r.created_at) })

const NOTE_SELECT = "SELECT n.*, u.name AS user_name FROM ticket_notes n LEFT JOIN users u ON u.id = n.user_id AND u.tenant_id = n.tenant_id"

const noteRows = (tenantId: number, ticketId: number, noteId?: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    noteId === undefined
      ? sql`${sql.literal(NOTE_SELECT)} WHERE n.tenant_id = ${tenantId} AND n.ticket_id = ${ticketId} ORDER BY n.id`
      : sql`${sql.literal(NOTE_SELECT)} WHERE n.tenant_id = ${tenantId} AND n.ticket_id = ${ticketId} AND n.id = ${noteId}`
  )

export const listNotesRoute = Effect.gen(function* () {
  const { c, ticket } = yield* ticketOfPath("ticketId")
  return (yield* noteRows(c.claims.tenantId, ticket.id)).map(toNote)
})

export const addNoteRoute = Effect.gen(function* () {
  const { c, ticket } = yield* ticketOfPath("ticketId")
  const { body } = yield* jsonBody(NoteCreate)
  const sql = yield* SqlClient.SqlClient
  const id = yield* sql.withTransaction(
    Effect.map(
      sql`INSERT INTO ticket_notes (tenant_id, ticket_id, user_id, body, created_at) VALUES (${c.claims.tenantId}, ${ticket.id}, ${c.claims.userId}, ${body}, ${Date.now()}) RETURNING id`,
      (rows) => num((rows[0] as any).id)
    )
  )
  const rows = yield* noteRows(c.claims.tenantId, ticket.id, id)
  return toNote(rows[0])
})

export const deleteNoteRoute = Effect.gen(function* () {
  const { c, ticket } = yield* ticketOfPath("ticketId")
  const noteId = yield* pathId("noteId", "ERR_NOT_FOUND")
  const sql = yield* SqlClient.SqlClient
  return yield* sql.withTransaction(
    Effect.gen(function* () {
      const rows = yield* sql`SELECT user_id FROM ticket_notes WHERE tenant_id = ${c.claims.tenantId} AND ticket_id = ${ticket.id} AND id = ${noteId}`
      if (!rows.length) return yield* new AppError({ code: "ERR_NOT_FOUND" })
      if (num((rows[0] as any).user_id) !== c.claims.userId && c.claims.profile !== "admin") return yield* new AppError({ code: "ERR_NO_PERMISSION" })
      yield* sql`DELETE FROM ticket_notes WHERE tenant_id = ${c.claims.tenantId} AND id = ${noteId}`
      return { ok: true as const }
    })
  )
})
