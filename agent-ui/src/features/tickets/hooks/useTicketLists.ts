import type { TenantSettings } from "@atende/core/contracts/settings"
import { ticketStatuses } from "@atende/core/ticket/machine"
import type { Ticket, TicketStatus } from "@atende/core/ticket/ticket"
import { useCallback, useEffect, useRef, useState } from "react"
import { notifyError } from "../../../lib/errorText"
import { sameId } from "../../../lib/ids"
import { getSession } from "../../../lib/session"
import { useTicketListEvents } from "../../../live/useTicketListEvents"
import { listTickets } from "../api/ticketsApi"
import { matchesFilter, matchesGroups, type TicketFilter } from "../state/filters"

const MAX_SKIPPED_PAGES = 10
import { inListScope } from "../state/visibility"
import { applyPage, emptyLists, removeTicket, setTabFailed, setTabLoading, upsertTicket, type TicketLists } from "../state/ticketLists"

export type TicketListsApi = {
  lists: TicketLists
  loadMore: (status: TicketStatus) => void
  reload: (status: TicketStatus) => void
  applyTicket: (ticket: Ticket) => void
}

/**
 * The three status lists under the agent's filter: loaded page by page with GET /tickets, then
 * kept current by live events (a ticket that stops matching the filter leaves, except the one
 * open in the chat).
 */
export function useTicketLists(filter: TicketFilter, activeTicketId: string | null, settings: TenantSettings): TicketListsApi {
  const [lists, setLists] = useState<TicketLists>(emptyLists)
  // A reply for an older filter must not land in the lists of the new one.
  const generation = useRef(0)
  const latest = useRef({ filter, activeTicketId, settings })
  useEffect(() => {
    latest.current = { filter, activeTicketId, settings }
  })

  const load = useCallback(async (status: TicketStatus, firstPage: number) => {
    const mine = generation.current
    setLists((current) => setTabLoading(current, status, true))
    try {
      // The server has no group/chat filter: that split is applied here, and a page left empty
      // by it is followed by the next one (a few at most), so the list never stalls empty.
      const filter = latest.current.filter
      let pageNumber = firstPage
      let page = await listTickets(status, pageNumber, filter)
      let shown = page.tickets.filter((ticket) => matchesGroups(ticket, filter))
      while (shown.length === 0 && page.hasMore && pageNumber < firstPage + MAX_SKIPPED_PAGES && mine === generation.current) {
        pageNumber += 1
        page = await listTickets(status, pageNumber, filter)
        shown = page.tickets.filter((ticket) => matchesGroups(ticket, filter))
      }
      const result = { ...page, tickets: shown }
      const reached = pageNumber
      if (mine === generation.current) setLists((current) => applyPage(current, status, result, reached, firstPage === 1))
    } catch (error) {
      if (mine !== generation.current) return
      setLists((current) => setTabFailed(current, status))
      notifyError(error)
    }
  }, [])

  useEffect(() => {
    generation.current += 1
    setLists(emptyLists())
    for (const status of ticketStatuses) void load(status, 1)
  }, [filter, load])

  // A live ticket stays listed while it matches the filter and the viewer's list scope (a
  // transfer elsewhere takes it out); the one open in the chat stays.
  const keep = useCallback((ticket: Ticket) => {
    const { filter: current, activeTicketId: active, settings: tenant } = latest.current
    if (sameId(ticket.id, active)) return true
    const session = getSession()
    const viewer = session && { userId: session.userId, profile: session.profile, queueIds: session.queues.map((queue) => Number(queue.id)), showAll: current.showAll }
    return matchesFilter(ticket, current) && (!viewer || inListScope(ticket, viewer, tenant))
  }, [])

  useTicketListEvents((event) => {
    if (event.type === "ticket:delete") return setLists((current) => removeTicket(current, event.ticketId))
    const ticket = event.ticket
    if (ticket) setLists((current) => upsertTicket(current, ticket, keep(ticket)))
  })

  const loadMore = useCallback(
    (status: TicketStatus) => {
      const tab = lists[status]
      if (!tab.loading && tab.hasMore) void load(status, tab.page + 1)
    },
    [lists, load]
  )

  const reload = useCallback((status: TicketStatus) => void load(status, 1), [load])

  const applyTicket = useCallback((ticket: Ticket) => setLists((current) => upsertTicket(current, ticket, keep(ticket))), [keep])

  return { lists, loadMore, reload, applyTicket }
}
