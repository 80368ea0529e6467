/**
 * Ticket notes (spec part 1 §3 "Note": text, ticket, user, date): internal notes on a ticket the
 * caller may see, oldest first. Written through the area's store (no conversation actor: a note
 * changes no ticket state); deleting is for the note's author or an administrator.
 */
import { NoteCreate } from "@atende/core/contracts/workspace"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../../platform/clock/index"
import { AppError } from "../../platform/http/AppError"
import { jsonBody } from "../../platform/http/edge"
import { pathId, ticketOfPath } from "../tickets/index"
import { deleteNote, insertNote, noteAuthor, noteOfTicket, notesOfTicket } from "./store/Notes"

export const listNotesRoute = Effect.gen(function* () {
  const { c, ticket } = yield* ticketOfPath("ticketId")
  return yield* notesOfTicket(c.claims.tenantId, ticket.id)
})

export const addNoteRoute = Effect.gen(function* () {
  const { c, ticket } = yield* ticketOfPath("ticketId")
  const { body } = yield* jsonBody(NoteCreate)
  const sql = yield* SqlClient.SqlClient
  const id = yield* sql.withTransaction(
    insertNote(c.claims.tenantId, ticket.id, c.claims.userId, body, yield* nowMillis)
  )
  return (yield* noteOfTicket(c.claims.tenantId, ticket.id, id))!
})

export const deleteNoteRoute = Effect.gen(function* () {
  const { c, ticket } = yield* ticketOfPath("ticketId")
  const noteId = yield* pathId("noteId", "ERR_NOT_FOUND")
  const sql = yield* SqlClient.SqlClient
  return yield* sql.withTransaction(
    Effect.gen(function* () {
      const author = yield* noteAuthor(c.claims.tenantId, ticket.id, noteId)
      if (author === undefined) return yield* new AppError({ code: "ERR_NOT_FOUND" })
      if (author !== c.claims.userId && c.claims.profile !== "admin")
        return yield* new AppError({ code: "ERR_NO_PERMISSION" })
      yield* deleteNote(c.claims.tenantId, noteId)
      return { ok: true as const }
    })
  )
})
