import { useCallback, useState } from "react"
import { notifyError } from "../../../lib/errorText"
import type { Ticket, TicketStatus } from "@atende/core/ticket/ticket"
import { updateTicketStatus } from "../api/ticketsApi"

/** Attend / resolve / reopen: PUT /tickets/{id} with the new status. */
export function useTicketActions(ticket: Ticket | null, onChanged: (ticket: Ticket) => void) {
  const [busy, setBusy] = useState(false)

  const changeStatus = useCallback(
    async (status: TicketStatus) => {
      if (!ticket || busy) return
      setBusy(true)
      try {
        onChanged(await updateTicketStatus(ticket.id, status))
      } catch (error) {
        notifyError(error)
      } finally {
        setBusy(false)
      }
    },
    [ticket, busy, onChanged]
  )

  return { busy, changeStatus }
}
