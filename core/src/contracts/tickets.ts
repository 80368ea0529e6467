// Ticket API contracts (runtime/API.md "Tickets"; spec part 1 §3 filter defaults).
import { z } from "zod"
import { Ticket, TicketStatus } from "../ticket/ticket"
import { Id } from "./common"
import { queryBoolean, queryInt, queryList, queryOptionalString, queryString } from "./query"

export const TICKETS_PAGE_SIZE = 40

/**
 * `GET /tickets` query, and the per-user stored filter (filtrosAtendimento).
 * Accepts query-string values ("true", "2", ["open", "pending"]) and typed ones.
 */
export const TicketListQuery = z.object({
  searchParam: queryString(""),
  pageNumber: queryInt(1, 1),
  status: queryList(TicketStatus, () => ["open", "pending"]),
  showAll: queryBoolean(false),
  queuesIds: queryList(z.coerce.number().pipe(Id), () => []),
  withUnreadMessages: queryBoolean(false),
  isNotAssignedUser: queryBoolean(false),
  includeNotQueueDefined: queryBoolean(true),
  messageContent: queryOptionalString()
})
export type TicketListQuery = z.infer<typeof TicketListQuery>

/** The filter with every default (a new user's filtrosAtendimento). */
export const defaultTicketListQuery = (): TicketListQuery => TicketListQuery.parse({})

export const TicketListResult = z.object({
  tickets: z.array(Ticket),
  count: z.number().int().nonnegative(),
  hasMore: z.boolean(),
  /** The count stopped at 10,000 (show "10.000+"). */
  countCapped: z.boolean().optional(),
  /** Pass back as `cursor` for the next page (runtime/api/workspace.md). */
  nextCursor: z.string().nullable().optional()
})
export type TicketListResult = z.infer<typeof TicketListResult>
