import { TicketListQuery, defaultTicketListQuery } from "@atende/core/contracts/tickets"
import type { Ticket } from "@atende/core/ticket/ticket"

// The ticket list filter (spec §3 defaults) as the agent edits it. `groups` is the list's
// group/chat split; it travels as `isGroup` (true: only groups, false: no groups) when set.
export type GroupsFilter = "all" | "only" | "none"

export type TicketFilter = Omit<TicketListQuery, "status" | "pageNumber"> & { groups: GroupsFilter }

type StoredFilter = Partial<TicketListQuery> & { isGroup?: unknown }

/** The filter of the stored `filtrosAtendimento` (any shape), defaults for what is missing. */
export function filterFromConfigs(stored: unknown): TicketFilter {
  const record = stored && typeof stored === "object" ? (stored as StoredFilter) : {}
  const parsed = TicketListQuery.safeParse(record)
  const base = parsed.success ? parsed.data : defaultTicketListQuery()
  const groups: GroupsFilter =
    record.isGroup === true || record.isGroup === "true"
      ? "only"
      : record.isGroup === false || record.isGroup === "false"
        ? "none"
        : "all"
  return {
    searchParam: base.searchParam,
    showAll: base.showAll,
    queuesIds: base.queuesIds,
    withUnreadMessages: base.withUnreadMessages,
    isNotAssignedUser: base.isNotAssignedUser,
    includeNotQueueDefined: base.includeNotQueueDefined,
    messageContent: base.messageContent,
    groups
  }
}

export function defaultFilter(): TicketFilter {
  return filterFromConfigs(undefined)
}

/** The stored form (`filtrosAtendimento`): the spec's fields with the default status and page. */
export function filterToConfigs(filter: TicketFilter): TicketListQuery & { isGroup?: boolean } {
  const { groups, ...rest } = filter
  const stored: TicketListQuery & { isGroup?: boolean } = { ...rest, status: ["open", "pending"], pageNumber: 1 }
  if (groups !== "all") stored.isGroup = groups === "only"
  if (!stored.messageContent) delete stored.messageContent
  return stored
}

/** Query params of GET /tickets for one status and page. */
export function filterQuery(
  filter: TicketFilter,
  status: string,
  pageNumber: number
): Record<string, string | number | boolean | number[] | undefined> {
  return {
    status,
    pageNumber,
    searchParam: filter.searchParam || undefined,
    showAll: filter.showAll || undefined,
    queuesIds: filter.queuesIds.length ? filter.queuesIds : undefined,
    withUnreadMessages: filter.withUnreadMessages || undefined,
    isNotAssignedUser: filter.isNotAssignedUser || undefined,
    includeNotQueueDefined: filter.includeNotQueueDefined,
    messageContent: filter.messageContent || undefined,
    isGroup: filter.groups === "all" ? undefined : filter.groups === "only"
  }
}

/** How many advanced filters differ from the defaults (the badge on the Filters button). */
export function activeFilterCount(filter: TicketFilter): number {
  const base = defaultFilter()
  return [
    filter.queuesIds.length > 0,
    filter.includeNotQueueDefined !== base.includeNotQueueDefined,
    filter.withUnreadMessages,
    filter.isNotAssignedUser,
    filter.showAll,
    Boolean(filter.messageContent),
    filter.groups !== "all"
  ].filter(Boolean).length
}

function includesText(ticket: Ticket, text: string): boolean {
  const needle = text.trim().toLowerCase()
  if (!needle) return true
  const haystack = [
    ticket.contact?.name,
    ticket.contact?.number,
    ticket.protocol,
    ticket.lastMessage,
    String(ticket.id)
  ]
  return haystack.some((value) => value?.toLowerCase().includes(needle))
}

/** The group/chat split of the list (the server's list has no such parameter). */
export function matchesGroups(ticket: Ticket, filter: Pick<TicketFilter, "groups">): boolean {
  return filter.groups === "all" || (filter.groups === "only" ? ticket.isGroup : !ticket.isGroup)
}

/**
 * Whether a ticket that changed live still belongs in the filtered lists. Message content cannot
 * be checked here (the server searched it), so that filter does not hide live changes.
 */
export function matchesFilter(ticket: Ticket, filter: TicketFilter): boolean {
  if (filter.queuesIds.length > 0) {
    const inQueue = ticket.queueId != null && filter.queuesIds.includes(Number(ticket.queueId))
    if (!inQueue && !(ticket.queueId == null && filter.includeNotQueueDefined)) return false
  } else if (!filter.includeNotQueueDefined && ticket.queueId == null) {
    return false
  }
  if (filter.withUnreadMessages && ticket.unreadMessages === 0) return false
  if (filter.isNotAssignedUser && ticket.userId != null) return false
  if (!matchesGroups(ticket, filter)) return false
  return includesText(ticket, filter.searchParam)
}
