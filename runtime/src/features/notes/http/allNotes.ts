/**
 * `GET /notes`, the notes of attendance (spec part 1 §2 `/notas`): every note of the tickets the
 * caller may see (core's visibility rule, as the ticket list applies it), by author, contact,
 * period (calendar days in the tenant's time zone, daylight saving included) and text, newest
 * first in keyset pages; the contact's number and e-mail masked as on the ticket.
 */
import { NotesListQuery } from "@atende/core/contracts/notes"
import { endOfDay, startOfDay } from "@atende/core/rules/calendar"
import { isValidTimeZone } from "@atende/core/rules/loginHours"
import { Effect } from "effect"
import { AppError } from "../../../platform/http/AppError"
import { parseWith, queryRecord } from "../../../platform/http/edge"
import { getTenant } from "../../tenants/index"
import { caller, present, slicesOf } from "../../tickets/index"
import { decodeNoteCursor, listTenantNotes } from "../store/NoteList"

const DEFAULT_ZONE = "America/Sao_Paulo"

export const allNotesRoute = Effect.gen(function* () {
  const c = yield* caller
  const q = yield* parseWith(NotesListQuery, yield* queryRecord)
  const cursor = q.cursor ? decodeNoteCursor(q.cursor) : undefined
  if (q.cursor && !cursor)
    return yield* new AppError({
      code: "ERR_VALIDATION",
      extra: { issues: [{ field: "cursor", message: "Not a cursor from this list" }] }
    })
  const zone = q.dateStart || q.dateEnd ? (yield* getTenant(c.claims.tenantId))?.timezone : undefined
  const timeZone = zone && isValidTimeZone(zone) ? zone : DEFAULT_ZONE
  const page = yield* listTenantNotes({
    tenantId: c.claims.tenantId,
    userId: q.userId,
    contactId: q.contactId,
    from: q.dateStart ? startOfDay(q.dateStart, timeZone) : undefined,
    until: q.dateEnd ? endOfDay(q.dateEnd, timeZone) : undefined,
    search: q.searchParam,
    cursor,
    size: q.limit,
    slices: slicesOf(c.viewer)
  })
  return { ...page, notes: page.notes.map((n) => present(c.viewer, n)) }
})
