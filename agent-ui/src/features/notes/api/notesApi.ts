import type { NotesListResult } from "@atende/core/contracts/notes"
import { apiRequest } from "../../../lib/api"
import { ApiError } from "../../../lib/apiError"
import { searchContacts } from "../../../lib/catalogApi"
import { uniqueContacts, type NoteContact, type NoteQuery } from "../state/noteFilter"

// The calls of the notes screen (runtime/api/workspace.md "Notes"): every signed-in user may make
// them; the server lists only the notes of the tickets the caller may see.

/** One page of `GET /notes`, newest first; `cursor` is the previous page's `nextCursor`. */
export function listAllNotes(query: NoteQuery, cursor: string | null): Promise<NotesListResult> {
  return apiRequest<NotesListResult>("GET", "/notes", { query: { ...query, cursor: cursor ?? undefined } })
}

type TicketPage = { tickets: Array<{ contactId: number; contact: { name: string } }> }

/**
 * Contacts matching the search (name, number, e-mail): the contacts' own search where the server
 * has one, otherwise the contacts of the tickets the user may see (the only ones with notes shown).
 */
export async function findContacts(search: string): Promise<NoteContact[]> {
  try {
    const found = await searchContacts(search)
    return uniqueContacts(found.map((contact) => ({ id: Number(contact.id), name: contact.name })))
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404 || error.code !== "ERR_NOT_FOUND") throw error
  }
  const page = await apiRequest<TicketPage>("GET", "/tickets", {
    query: { searchParam: search, status: ["open", "pending", "closed"], showAll: true }
  })
  return uniqueContacts(page.tickets.map((ticket) => ({ id: Number(ticket.contactId), name: ticket.contact.name })))
}
