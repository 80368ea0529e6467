import { apiRequest } from "../../../lib/api"
import type { TicketListResult } from "@atende/core/contracts/tickets"
import type { Ticket, TicketStatus } from "@atende/core/ticket/ticket"
import type { AnyId } from "../../../lib/ids"

export function listTickets(status: TicketStatus, pageNumber = 1): Promise<TicketListResult> {
  return apiRequest<TicketListResult>("GET", "/tickets", { query: { status, pageNumber } })
}

/** pending→open attends, →closed resolves, closed→open reopens (API.md). */
export function updateTicketStatus(ticketId: AnyId, status: TicketStatus): Promise<Ticket> {
  return apiRequest<Ticket>("PUT", `/tickets/${encodeURIComponent(String(ticketId))}`, { body: { status } })
}
