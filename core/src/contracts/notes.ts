// Notes of attendance (spec part 1 §2 `/notas`, §3 "Note": text, ticket, user, date): every note
// of the tickets the caller may see, runtime/api/workspace.md "Notes". Writing a note on a ticket
// parses with `NoteCreate` (contracts/workspace.ts). The agent UI's screen and the runtime's route
// parse with these.
import { z } from "zod"
import { TicketStatus } from "../ticket/ticket"
import { queryInt, queryOptionalString, queryString } from "./query"

export const NOTES_PAGE_SIZE = 40
export const NOTES_PAGE_MAX = 100
export const NOTES_SEARCH_MAX = 200

/** An id in a query: digits naming a row that can exist (ids are 32-bit in the store); blank is absent. */
const QueryId = queryOptionalString().pipe(
  z
    .string()
    .regex(/^\d{1,10}$/, "Not an id")
    .transform(Number)
    .pipe(z.number().int().min(1).max(2_147_483_647))
    .optional()
)

/** A calendar day, YYYY-MM-DD (a real date: 2025-02-30 is refused). */
const Day = queryOptionalString().pipe(z.iso.date().optional())

/**
 * `GET /notes` query. `dateStart` and `dateEnd` are calendar days in the tenant's time zone, both
 * included; `searchParam` is text the note contains (any case); `cursor` is the answer's
 * `nextCursor` (newest first); `limit` the page size.
 */
export const NotesListQuery = z
  .object({
    userId: QueryId,
    contactId: QueryId,
    dateStart: Day,
    dateEnd: Day,
    searchParam: queryString("").pipe(z.string().max(NOTES_SEARCH_MAX)),
    cursor: queryOptionalString().pipe(z.string().max(200).optional()),
    limit: queryInt(NOTES_PAGE_SIZE, 1).pipe(z.number().max(NOTES_PAGE_MAX))
  })
  .refine((q) => !q.dateStart || !q.dateEnd || q.dateStart <= q.dateEnd, {
    message: "The period ends before it starts",
    path: ["dateEnd"]
  })
export type NotesListQuery = z.infer<typeof NotesListQuery>

/** One note as the list answers it: its ticket, the ticket's contact (masked as elsewhere) and the author. */
export const NoteListItem = z.object({
  id: z.number().int(),
  ticketId: z.number().int(),
  body: z.string(),
  createdAt: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  ticket: z.object({ id: z.number().int(), protocol: z.string(), status: TicketStatus }),
  contact: z.object({
    id: z.number().int(),
    name: z.string(),
    number: z.string().nullable(),
    email: z.string().nullable()
  })
})
export type NoteListItem = z.infer<typeof NoteListItem>

/** `GET /notes` answer: a page, newest first; pass `nextCursor` back as `cursor` (null on the last page). */
export const NotesListResult = z.object({
  notes: z.array(NoteListItem),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable()
})
export type NotesListResult = z.infer<typeof NotesListResult>
