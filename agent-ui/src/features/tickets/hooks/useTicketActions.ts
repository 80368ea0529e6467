import type { Ticket } from "@atende/core/ticket/ticket"
import { useCallback, useState } from "react"
import { useNavigate } from "react-router"
import { ApiError } from "../../../lib/apiError"
import { chatPath } from "../../../lib/chatPath"
import { notifyError } from "../../../lib/errorText"
import { sameId } from "../../../lib/ids"
import { listTickets, updateTicket, type TicketChange } from "../api/ticketsApi"
import { defaultFilter } from "../state/filters"

/** The contact's other open ticket (ERR_OTHER_OPEN_TICKET): its id when it could be found. */
export type OtherTicket = { ticketId: string | null }

function idFrom(value: unknown): string | null {
  if (typeof value === "number" || (typeof value === "string" && value)) return String(value)
  if (value && typeof value === "object" && "id" in value) return idFrom((value as { id: unknown }).id)
  return null
}

/** The open ticket of the same contact: from the error body, else from the open and pending lists. */
async function findOtherTicket(error: ApiError, ticket: Ticket): Promise<string | null> {
  const fromError = idFrom(error.extra.ticketId) ?? idFrom(error.extra.ticket)
  if (fromError) return fromError
  const search = ticket.contact?.number || ticket.contact?.name || ""
  for (const status of ["open", "pending"] as const) {
    try {
      const page = await listTickets(status, 1, { ...defaultFilter(), searchParam: search, showAll: true })
      const other = page.tickets.find(
        (candidate) => candidate.contactId === ticket.contactId && candidate.id !== ticket.id
      )
      if (other) return String(other.id)
    } catch {
      return null
    }
  }
  return null
}

/** Attend, resolve, reopen, return to queue and transfer: PUT /tickets/{id}. */
export function useTicketActions(ticket: Ticket | null, onChanged: (ticket: Ticket) => void) {
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [otherTicket, setOtherTicket] = useState<OtherTicket | null>(null)

  const change = useCallback(
    async (update: TicketChange): Promise<boolean> => {
      if (!ticket || busy) return false
      setBusy(true)
      try {
        const changed = await updateTicket(ticket.id, update)
        // A transfer with newTicket answers the new ticket: the chat moves to it.
        if (sameId(changed.id, ticket.id)) onChanged(changed)
        else navigate(chatPath(changed.id, { timestamp: Date.now() }))
        return true
      } catch (error) {
        if (error instanceof ApiError && error.code === "ERR_OTHER_OPEN_TICKET") {
          setOtherTicket({ ticketId: await findOtherTicket(error, ticket) })
        } else {
          notifyError(error)
        }
        return false
      } finally {
        setBusy(false)
      }
    },
    [ticket, busy, onChanged, navigate]
  )

  return { busy, change, otherTicket, dismissOtherTicket: () => setOtherTicket(null) }
}
