import { useCallback, useEffect, useState } from "react"
import { notifyError } from "../../../lib/errorText"
import { useTicketListEvents } from "../../../live/useTicketListEvents"
import { ticketStatuses } from "@atende/core/ticket/machine"
import type { Ticket, TicketStatus } from "@atende/core/ticket/ticket"
import { listTickets } from "../api/ticketsApi"
import { applyPage, emptyLists, removeTicket, setTabLoading, upsertTicket, type TicketLists } from "../state/ticketLists"

export type TicketListsApi = {
  lists: TicketLists
  loadMore: (status: TicketStatus) => void
  reload: (status: TicketStatus) => void
  applyTicket: (ticket: Ticket) => void
}

/** The three status lists: loaded with GET /tickets, then kept current by live events. */
export function useTicketLists(): TicketListsApi {
  const [lists, setLists] = useState<TicketLists>(emptyLists)

  const load = useCallback(async (status: TicketStatus, pageNumber: number) => {
    setLists((current) => setTabLoading(current, status, true))
    try {
      const page = await listTickets(status, pageNumber)
      setLists((current) => applyPage(current, status, page, pageNumber))
    } catch (error) {
      setLists((current) => setTabLoading(current, status, false))
      notifyError(error)
    }
  }, [])

  useEffect(() => {
    for (const status of ticketStatuses) void load(status, 1)
  }, [load])

  useTicketListEvents((event) => {
    if (event.type === "ticket:delete") setLists((current) => removeTicket(current, event.ticketId))
    else setLists((current) => upsertTicket(current, event.ticket))
  })

  const loadMore = useCallback(
    (status: TicketStatus) => {
      const tab = lists[status]
      if (!tab.loading && tab.hasMore) void load(status, tab.page + 1)
    },
    [lists, load]
  )

  const reload = useCallback((status: TicketStatus) => void load(status, 1), [load])

  const applyTicket = useCallback((ticket: Ticket) => setLists((current) => upsertTicket(current, ticket)), [])

  return { lists, loadMore, reload, applyTicket }
}
