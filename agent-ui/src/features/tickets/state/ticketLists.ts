import type { TicketListResult } from "@atende/core/contracts/tickets"
import { ticketStatuses } from "@atende/core/ticket/machine"
import type { Ticket, TicketStatus } from "@atende/core/ticket/ticket"
import { sameId, type AnyId } from "../../../lib/ids"

// The client keeps one list per status (spec §4): a status change moves the ticket between
// lists, and tickets with unread messages come first, then the newest activity.

/** `capped`: the server counts exactly up to 10,000 and says "more" above (shown "10.000+"). */
export type TicketTab = {
  tickets: Ticket[]
  loaded: boolean
  loading: boolean
  hasMore: boolean
  page: number
  count: number
  capped?: boolean
}

export type TicketLists = Record<TicketStatus, TicketTab>

const EMPTY_TAB: TicketTab = { tickets: [], loaded: false, loading: false, hasMore: false, page: 0, count: 0 }

export function emptyLists(): TicketLists {
  return { pending: EMPTY_TAB, open: EMPTY_TAB, closed: EMPTY_TAB }
}

function activityTime(ticket: Ticket): number {
  return Date.parse(ticket.lastMessageAt ?? ticket.updatedAt ?? ticket.createdAt) || 0
}

export function compareTickets(a: Ticket, b: Ticket): number {
  const unread = Number(b.unreadMessages > 0) - Number(a.unreadMessages > 0)
  return unread || activityTime(b) - activityTime(a)
}

export function findTicket(lists: TicketLists, ticketId: AnyId): Ticket | undefined {
  for (const status of ticketStatuses) {
    const found = lists[status].tickets.find((ticket) => sameId(ticket.id, ticketId))
    if (found) return found
  }
  return undefined
}

function isOlder(incoming: Ticket, existing: Ticket | undefined): boolean {
  if (!existing) return false
  return (Date.parse(incoming.updatedAt) || 0) < (Date.parse(existing.updatedAt) || 0)
}

export function removeTicket(lists: TicketLists, ticketId: AnyId): TicketLists {
  const next = { ...lists }
  for (const status of ticketStatuses) {
    const tab = lists[status]
    const tickets = tab.tickets.filter((ticket) => !sameId(ticket.id, ticketId))
    if (tickets.length !== tab.tickets.length) next[status] = { ...tab, tickets, count: Math.max(0, tab.count - 1) }
  }
  return next
}

/**
 * Puts the newest known state of a ticket into the list of its status (ignores stale copies);
 * `keep` false (it no longer matches the filter) takes it out of the lists.
 */
export function upsertTicket(lists: TicketLists, ticket: Ticket, keep = true): TicketLists {
  if (!ticketStatuses.includes(ticket.status) || isOlder(ticket, findTicket(lists, ticket.id))) return lists
  const next = removeTicket(lists, ticket.id)
  if (!keep) return next
  const tab = next[ticket.status]
  const tickets = [...tab.tickets, ticket].sort(compareTickets)
  next[ticket.status] = { ...tab, tickets, count: tab.count + 1 }
  return next
}

export function setTabLoading(lists: TicketLists, status: TicketStatus, loading: boolean): TicketLists {
  return { ...lists, [status]: { ...lists[status], loading } }
}

/** A failed page: the tab stops loading and stops asking for more until retried. */
export function setTabFailed(lists: TicketLists, status: TicketStatus): TicketLists {
  return { ...lists, [status]: { ...lists[status], loading: false, hasMore: false } }
}

/** Page 1 (or `replace`) replaces the list; later pages append what is not there yet. */
export function applyPage(
  lists: TicketLists,
  status: TicketStatus,
  page: TicketListResult,
  pageNumber: number,
  replace = pageNumber === 1
): TicketLists {
  const previous = replace ? [] : lists[status].tickets
  const known = new Set(previous.map((ticket) => String(ticket.id)))
  const added = page.tickets.filter((ticket) => !known.has(String(ticket.id)))
  const tickets = [...previous, ...added].sort(compareTickets)
  return {
    ...lists,
    [status]: {
      tickets,
      loaded: true,
      loading: false,
      hasMore: page.hasMore,
      page: pageNumber,
      count: page.count,
      capped: Boolean((page as TicketListResult & { countCapped?: boolean }).countCapped)
    }
  }
}
