import type { ContactNoteCreate } from "@atende/core/contracts/contacts"
import { useQuery } from "@tanstack/react-query"
import { queryClient } from "../../../lib/queries"
import { addContactNote, deleteContactNote, listContactNotes } from "../api/contactsApi"
import { contactKeys } from "./useContacts"

/** A contact's notes, newest first (GET /contacts/{id}/notes). */
export function useContactNotes(contactId: number | null) {
  return useQuery({
    queryKey: contactKeys.notes(contactId ?? 0),
    queryFn: () => listContactNotes(contactId ?? 0),
    enabled: contactId !== null
  })
}

export async function addNote(contactId: number, note: ContactNoteCreate): Promise<void> {
  try {
    await addContactNote(contactId, note)
  } finally {
    void queryClient.invalidateQueries({ queryKey: contactKeys.notes(contactId) })
  }
}

export async function removeNote(contactId: number, noteId: number): Promise<void> {
  try {
    await deleteContactNote(contactId, noteId)
  } finally {
    void queryClient.invalidateQueries({ queryKey: contactKeys.notes(contactId) })
  }
}
