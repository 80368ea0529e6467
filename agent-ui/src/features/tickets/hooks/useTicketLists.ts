import type { TenantSettings } from "@atende/core/contracts/settings"
import { ticketStatuses } from "@atende/core/ticket/machine"
import type { Ticket, TicketStatus } from "@atende/core/ticket/ticket"
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query"
import { useCallback, useEffect, useRef } from "react"
import { notifyError } from "../../../lib/errorText"
import { sameId } from "../../../lib/ids"
import { getSession } from "../../../lib/session"
import { useTicketListEvents } from "../../../live/useTicketListEvents"
import { listTickets } from "../api/ticketsApi"
import { matchesFilter, matchesGroups, type TicketFilter } from "../state/filters"
import { inListScope } from "../state/visibility"
import {
  applyPage,
  emptyLists,
  removeTicket,
  setTabFailed,
  setTabLoading,
  upsertTicket,
  type TicketLists
} from "../state/ticketLists"

const MAX_SKIPPED_PAGES = 10

export type TicketListsApi = {
  lists: TicketLists
  loadMore: (status: TicketStatus) => void
  reload: (status: TicketStatus) => void
  applyTicket: (ticket: Ticket) => void
}

/** The query-cache key of the three lists under one filter: a reply for another filter lands in its own entry. */
export function ticketListsKey(filter: TicketFilter) {
  return ["tickets", "lists", filter] as const
}

function loadingLists(): TicketLists {
  let lists = emptyLists()
  for (const status of ticketStatuses) lists = setTabLoading(lists, status, true)
  return lists
}

const LOADING = loadingLists()

/**
 * One page of a status list. The server has no group/chat filter: that split is applied here,
 * and a page left empty by it is followed by the next one (a few at most), so the list never
 * stalls empty.
 */
async function fetchShownPage(status: TicketStatus, firstPage: number, filter: TicketFilter) {
  let pageNumber = firstPage
  let page = await listTickets(status, pageNumber, filter)
  let shown = page.tickets.filter((ticket) => matchesGroups(ticket, filter))
  while (shown.length === 0 && page.hasMore && pageNumber < firstPage + MAX_SKIPPED_PAGES) {
    pageNumber += 1
    page = await listTickets(status, pageNumber, filter)
    shown = page.tickets.filter((ticket) => matchesGroups(ticket, filter))
  }
  return { page: { ...page, tickets: shown }, reached: pageNumber }
}

/** Loads page `firstPage` of one status into the cached lists of `filter` (page 1 replaces the list). */
async function loadPage(
  client: QueryClient,
  filter: TicketFilter,
  status: TicketStatus,
  firstPage: number
): Promise<void> {
  const key = ticketListsKey(filter)
  const update = (change: (lists: TicketLists) => TicketLists) =>
    client.setQueryData<TicketLists>(key, (current) => change(current ?? loadingLists()))
  update((lists) => setTabLoading(lists, status, true))
  try {
    const { page, reached } = await fetchShownPage(status, firstPage, filter)
    update((lists) => applyPage(lists, status, page, reached, firstPage === 1))
  } catch (error) {
    update((lists) => setTabFailed(lists, status))
    notifyError(error)
  }
}

/**
 * The three status lists under the agent's filter, in the query cache: loaded page by page with
 * GET /tickets (each tab as its page arrives), then kept current by live events written into
 * the cache (a ticket that stops matching the filter leaves, except the one open in the chat).
 */
export function useTicketLists(
  filter: TicketFilter,
  activeTicketId: string | null,
  settings: TenantSettings
): TicketListsApi {
  const client = useQueryClient()
  const key = ticketListsKey(filter)
  const { data: lists = LOADING } = useQuery({
    queryKey: key,
    queryFn: async () => {
      await Promise.all(ticketStatuses.map((status) => loadPage(client, filter, status, 1)))
      return client.getQueryData<TicketLists>(key) ?? emptyLists()
    }
  })

  const latest = useRef({ filter, activeTicketId, settings })
  useEffect(() => {
    latest.current = { filter, activeTicketId, settings }
  })

  // A live ticket stays listed while it matches the filter and the viewer's list scope (a
  // transfer elsewhere takes it out); the one open in the chat stays.
  const keep = useCallback((ticket: Ticket) => {
    const { filter: current, activeTicketId: active, settings: tenant } = latest.current
    if (sameId(ticket.id, active)) return true
    const session = getSession()
    const viewer = session && {
      userId: session.userId,
      profile: session.profile,
      queueIds: session.queues.map((queue) => Number(queue.id)),
      showAll: current.showAll
    }
    return matchesFilter(ticket, current) && (!viewer || inListScope(ticket, viewer, tenant))
  }, [])

  const change = useCallback(
    (update: (lists: TicketLists) => TicketLists) => {
      client.setQueryData<TicketLists>(ticketListsKey(latest.current.filter), (current) => current && update(current))
    },
    [client]
  )

  useTicketListEvents((event) => {
    if (event.type === "ticket:delete") return change((current) => removeTicket(current, event.ticketId))
    const ticket = event.ticket
    if (ticket) change((current) => upsertTicket(current, ticket, keep(ticket)))
  })

  const loadMore = useCallback(
    (status: TicketStatus) => {
      const tab = lists[status]
      if (!tab.loading && tab.hasMore) void loadPage(client, latest.current.filter, status, tab.page + 1)
    },
    [lists, client]
  )

  const reload = useCallback(
    (status: TicketStatus) => void loadPage(client, latest.current.filter, status, 1),
    [client]
  )

  const applyTicket = useCallback(
    (ticket: Ticket) => change((current) => upsertTicket(current, ticket, keep(ticket))),
    [change, keep]
  )

  return { lists, loadMore, reload, applyTicket }
}
