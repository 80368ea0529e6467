/**
 * The reports' page cursors, opaque to clients (base64url): where the previous page ended in its
 * order. A cursor that is not one of the report's is ERR_VALIDATION on `cursor`.
 */
import { Effect } from "effect"
import { AppError } from "../../platform/http/AppError"
import type { ContactCursor } from "./store/ContactReports"
import type { TicketCursor } from "./store/TicketReport"

const encode = (text: string) => Buffer.from(text, "utf8").toString("base64url")
const decode = (raw: string) => Buffer.from(raw, "base64url").toString("utf8")

const MAX_ID = 2_147_483_647

const badCursor = () =>
  new AppError({
    code: "ERR_VALIDATION",
    extra: { issues: [{ field: "cursor", message: "Not a cursor of this list" }] }
  })

export const ticketCursorText = (c: TicketCursor) => encode(`t.${c.at}.${c.id}`)
export const contactCursorText = (c: ContactCursor) => encode(c.day ? `b.${c.day}.${c.id}` : `c.${c.id}`)

const id = (text: string) => (Number(text) <= MAX_ID ? Number(text) : undefined)

/** The tickets report's cursor, if given. */
export const ticketCursorOf = (raw: string | undefined) => {
  if (raw === undefined) return Effect.succeed(undefined)
  const m = /^t\.(\d{1,15})\.(\d{1,10})$/.exec(decode(raw))
  const at = m ? Number(m[1]) : undefined
  const ticket = m ? id(m[2]!) : undefined
  return at !== undefined && ticket !== undefined
    ? Effect.succeed({ at, id: ticket } satisfies TicketCursor)
    : Effect.fail(badCursor())
}

/** A contact report's cursor, if given (`birthdays`: with the day of the year it stopped at). */
export const contactCursorOf = (raw: string | undefined, birthdays: boolean) => {
  if (raw === undefined) return Effect.succeed(undefined)
  const text = decode(raw)
  const m = birthdays ? /^b\.(\d{2}-\d{2})\.(\d{1,10})$/.exec(text) : /^c\.(\d{1,10})$/.exec(text)
  const contact = m ? id(m[birthdays ? 2 : 1]!) : undefined
  if (!m || contact === undefined) return Effect.fail(badCursor())
  return Effect.succeed((birthdays ? { id: contact, day: m[1]! } : { id: contact }) satisfies ContactCursor)
}
