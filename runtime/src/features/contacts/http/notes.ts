/**
 * Notes on a contact (spec part 1 §3: title and description): every user of the tenant lists and
 * adds them; a note is deleted by its author or by a user with the admin flag. A note of another
 * contact or tenant is ERR_NOT_FOUND... never: it is the contact's or the note's not-found code.
 */
import { ContactNoteCreate } from "@atende/core/contracts/contacts"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { AppError } from "../../../platform/http/AppError"
import { idParam, jsonBody } from "../../../platform/http/edge"
import { deleteContactNote, insertContactNote, noteOfContact, notesOfContact } from "../store/ContactNotes"
import { contactOfPath, found } from "./caller"

const noteNotFound = () => new AppError({ code: "ERR_NO_CONTACT_NOTE_FOUND" })

export const listNotes = Effect.gen(function* () {
  const { c, id } = yield* contactOfPath
  yield* found(c.tenantId, id)
  return yield* notesOfContact(c.tenantId, id)
})

export const addNote = Effect.gen(function* () {
  const { c, id } = yield* contactOfPath
  const note = yield* jsonBody(ContactNoteCreate)
  yield* found(c.tenantId, id)
  const noteId = yield* insertContactNote(c.tenantId, id, c.userId, note, yield* nowMillis)
  return (yield* noteOfContact(c.tenantId, id, noteId))!
})

export const deleteNote = Effect.gen(function* () {
  const { c, id } = yield* contactOfPath
  const noteId = yield* idParam("noteId", "ERR_NO_CONTACT_NOTE_FOUND")
  const sql = yield* SqlClient.SqlClient
  return yield* sql.withTransaction(
    Effect.gen(function* () {
      yield* found(c.tenantId, id)
      const note = yield* noteOfContact(c.tenantId, id, noteId)
      if (!note) return yield* noteNotFound()
      if (note.userId !== c.userId && !c.admin) return yield* new AppError({ code: "ERR_NO_PERMISSION" })
      yield* deleteContactNote(c.tenantId, id, noteId)
      return note
    })
  )
})
