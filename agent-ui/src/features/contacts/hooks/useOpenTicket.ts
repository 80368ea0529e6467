import { useState } from "react"
import { useNavigate } from "react-router"
import { ApiError } from "../../../lib/apiError"
import { chatPath } from "../../../lib/chatPath"
import { notifyError } from "../../../lib/errorText"
import { openTicketFor } from "../api/contactsApi"

export type ExistingTicket = { ticketId: number; name: string }

/**
 * Opening a contact's ticket from the contact list (runtime/api/workspace.md `POST /tickets`): a new
 * ticket opens its chat; when the contact has one active already (409 ERR_OTHER_OPEN_TICKET with its
 * `ticketId`) the screen offers to open that one instead.
 */
export function useOpenTicket() {
  const navigate = useNavigate()
  const [busyId, setBusyId] = useState<number | null>(null)
  const [existing, setExisting] = useState<ExistingTicket | null>(null)

  async function open(contact: { id: number; name: string }) {
    if (busyId !== null) return
    setBusyId(contact.id)
    try {
      const ticket = await openTicketFor(contact.id)
      void navigate(chatPath(ticket.id))
    } catch (error) {
      const ticketId = error instanceof ApiError ? Number(error.extra.ticketId) : NaN
      if (
        error instanceof ApiError &&
        error.code === "ERR_OTHER_OPEN_TICKET" &&
        Number.isInteger(ticketId) &&
        ticketId > 0
      )
        setExisting({ ticketId, name: contact.name })
      else notifyError(error)
    } finally {
      setBusyId(null)
    }
  }

  function openExisting() {
    if (!existing) return
    setExisting(null)
    void navigate(chatPath(existing.ticketId))
  }

  return { open, busyId, existing, openExisting, dismiss: () => setExisting(null) }
}
