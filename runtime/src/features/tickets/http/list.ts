/**
 * `GET /tickets` (spec part 1 §3 filter, §7): the query's filter, or the user's stored
 * filtrosAtendimento when the request carries no filter parameter; keyset pages through
 * `cursor` (pageNumber still works); contact data masked per the viewer.
 */
import { TicketListQuery } from "@atende/core/contracts/tickets"
import { Effect } from "effect"
import { decodeCursor, listTickets } from "../store/TicketList"
import type { TicketStatus } from "../store/Tickets"
import { getUser } from "../../users/index"
import { AppError } from "../../../platform/http/AppError"
import { parseWith, queryRecord } from "../../../platform/http/edge"
import { caller, MAX_ID } from "./caller"
import { listScope, masksContacts, present } from "./visibility"

const MAX_PAGE = 10_000

const FILTER_KEYS = [
  "searchParam",
  "status",
  "showAll",
  "queuesIds",
  "withUnreadMessages",
  "isNotAssignedUser",
  "includeNotQueueDefined",
  "messageContent"
]

/** The request's filter, or the stored one when the request has none of the filter parameters. */
const filterOf = (raw: Record<string, unknown>, stored: unknown) => {
  const hasFilter = FILTER_KEYS.some((k) => raw[k] !== undefined)
  if (hasFilter || !stored || typeof stored !== "object") return raw
  const { pageNumber: _p, ...rest } = stored as Record<string, unknown>
  return { ...rest, ...(raw.pageNumber !== undefined ? { pageNumber: raw.pageNumber } : {}) }
}

export const listRoute = Effect.gen(function* () {
  const c = yield* caller
  const raw = yield* queryRecord
  const user = yield* getUser(c.claims.tenantId, c.claims.userId)
  const q = yield* parseWith(TicketListQuery, filterOf(raw, user?.configs.filtrosAtendimento))
  const cursorRaw = typeof raw.cursor === "string" && raw.cursor ? raw.cursor : undefined
  const cursor = cursorRaw ? decodeCursor(cursorRaw) : undefined
  if (cursorRaw && !cursor)
    return yield* new AppError({
      code: "ERR_VALIDATION",
      extra: { issues: [{ field: "cursor", message: "Not a cursor from this list" }] }
    })
  if (q.status.length === 0) return yield* new AppError({ code: "ERR_NO_STATUS_SELECTED" })
  if (q.pageNumber > MAX_PAGE)
    return yield* new AppError({
      code: "ERR_VALIDATION",
      extra: { issues: [{ field: "pageNumber", message: `At most ${MAX_PAGE}; use the cursor` }] }
    })
  const page = yield* listTickets({
    tenantId: c.claims.tenantId,
    statuses: q.status as ReadonlyArray<TicketStatus>,
    pageNumber: q.pageNumber,
    pageSize: c.settings.ticketListLimit,
    cursor,
    searchParam: q.searchParam,
    nameOnly: masksContacts(c.viewer),
    queuesIds: q.queuesIds.map((id) => (id <= MAX_ID ? id : -1)),
    includeNotQueueDefined: q.includeNotQueueDefined,
    withUnreadMessages: q.withUnreadMessages,
    isNotAssignedUser: q.isNotAssignedUser,
    messageContent: q.messageContent,
    viewer: listScope(c.viewer, q.showAll),
    sla: c.settings
  })
  return { ...page, tickets: page.tickets.map((t) => present(c.viewer, t)) }
})
