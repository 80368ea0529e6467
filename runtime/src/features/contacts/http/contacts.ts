/**
 * Contacts (runtime/api/contacts.md): every signed-in user of the tenant lists, searches, reads,
 * creates and edits them (the spec gives /contatos no administrator flag); deleting one and
 * setting its wallet need the admin flag (administrators and supervisors). Phone and e-mail are
 * masked for the others when the tenant hides contact data. Another tenant's id is
 * ERR_NO_CONTACT_FOUND and changes nothing. Every change is a live event of the tenant's
 * (`contact:update`, `contact:delete`: ../live.ts), published after commit.
 */
import {
  ContactCreate,
  ContactExtraInfoBody,
  ContactPatch,
  ContactQuery,
  ContactTagsBody,
  ContactWalletsBody,
  searchProblem
} from "@atende/core/contracts/contacts"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { AppError } from "../../../platform/http/AppError"
import { jsonBody, parseWith, queryRecord } from "../../../platform/http/edge"
import { publishEvents } from "../../../platform/live/EventRelay"
import { contactDeleted } from "../live"
import { changeContact, changeList, createContact } from "../saveContact"
import { hasTickets } from "../store/Contacts"
import { contactsPage, decodeCursor, encodeCursor } from "../store/ContactList"
import { deleteContact } from "../store/ContactWrites"
import { contactCaller, contactOfPath, fieldError, found, present } from "./caller"

export const list = Effect.gen(function* () {
  const c = yield* contactCaller
  const q = yield* parseWith(ContactQuery, yield* queryRecord)
  const short = searchProblem(q.searchParam)
  if (short) return yield* fieldError(short.code, short.field)
  const cursor = q.cursor === undefined ? undefined : decodeCursor(q.cursor, q.orderBy)
  if (q.cursor !== undefined && !cursor) return yield* fieldError("ERR_VALIDATION", "cursor")
  const page = yield* contactsPage({
    tenantId: c.tenantId,
    search: q.searchParam,
    nameOnly: c.masked,
    orderBy: q.orderBy,
    limit: q.limit,
    cursor
  })
  return {
    contacts: page.contacts.map((v) => present(c, v)),
    hasMore: page.next !== undefined,
    nextCursor: page.next ? encodeCursor(page.next) : null
  }
})

export const one = Effect.gen(function* () {
  const { c, id } = yield* contactOfPath
  return present(c, yield* found(c.tenantId, id))
})

export const create = Effect.gen(function* () {
  const c = yield* contactCaller
  const input = yield* jsonBody(ContactCreate)
  return present(c, yield* createContact(c, input))
})

export const update = Effect.gen(function* () {
  const { c, id } = yield* contactOfPath
  const patch = yield* jsonBody(ContactPatch)
  return present(c, yield* changeContact(c, id, patch))
})

/** Deletes a contact without tickets (ERR_CONTACT_TICKETS_REGISTERED otherwise); answers it. */
export const remove = Effect.gen(function* () {
  const { c, id } = yield* contactOfPath
  const sql = yield* SqlClient.SqlClient
  const { current, event } = yield* sql.withTransaction(
    Effect.gen(function* () {
      const current = yield* found(c.tenantId, id)
      if (!c.admin) return yield* new AppError({ code: "ERR_NO_PERMISSION" })
      if (yield* hasTickets(c.tenantId, id)) return yield* new AppError({ code: "ERR_CONTACT_TICKETS_REGISTERED" })
      yield* deleteContact(c.tenantId, id)
      return { current, event: yield* contactDeleted(c.tenantId, id) }
    })
  )
  yield* publishEvents([event])
  return present(c, current)
})

export const setTags = Effect.gen(function* () {
  const { c, id } = yield* contactOfPath
  const { tagIds } = yield* jsonBody(ContactTagsBody)
  return present(c, yield* changeList(c, id, { tagIds }))
})

export const setWallets = Effect.gen(function* () {
  const { c, id } = yield* contactOfPath
  const { walletUserIds } = yield* jsonBody(ContactWalletsBody)
  return present(c, yield* changeList(c, id, { walletUserIds }))
})

export const setExtraInfo = Effect.gen(function* () {
  const { c, id } = yield* contactOfPath
  const { extraInfo } = yield* jsonBody(ContactExtraInfoBody)
  return present(c, yield* changeList(c, id, { extraInfo }))
})
