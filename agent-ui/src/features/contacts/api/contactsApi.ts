import type { ContactNoteCreate, ContactNoteView, ContactPage, ContactView } from "@atende/core/contracts/contacts"
import type { Ticket } from "@atende/core/ticket/ticket"
import { apiRequest } from "../../../lib/api"
import type { ContactBody } from "../state/contactForm"

// The contacts calls (runtime/api/contacts.md) and the one ticket call of the screens
// (runtime/api/workspace.md "POST /tickets"). Every signed-in user may make them, except deleting a
// contact and setting its wallet (the admin flag).

export type ContactOrder = "newest" | "name"
export type Tag = { id: number; name: string; color: string; active?: boolean }

/** One page of `GET /contacts`; `cursor` is the previous page's `nextCursor`. */
export function listContacts(
  query: { searchParam: string; orderBy: ContactOrder; limit?: number },
  cursor: string | null
): Promise<ContactPage> {
  return apiRequest<ContactPage>("GET", "/contacts", {
    query: {
      searchParam: query.searchParam || undefined,
      orderBy: query.orderBy,
      limit: query.limit ?? 20,
      cursor: cursor ?? undefined
    }
  })
}

export function getContact(id: number): Promise<ContactView> {
  return apiRequest<ContactView>("GET", `/contacts/${id}`)
}

/** 409 ERR_DUPLICATED_CONTACT (field number or email) when the tenant has the person already. */
export function createContact(body: ContactBody): Promise<ContactView> {
  return apiRequest<ContactView>("POST", "/contacts", { body })
}

/** The fields to change; `tagIds`, `walletUserIds` and `extraInfo` replace the lists. */
export function updateContact(id: number, body: ContactBody): Promise<ContactView> {
  return apiRequest<ContactView>("PUT", `/contacts/${id}`, { body })
}

/** The admin flag only; 409 ERR_CONTACT_TICKETS_REGISTERED for a contact with tickets. */
export function deleteContact(id: number): Promise<ContactView> {
  return apiRequest<ContactView>("DELETE", `/contacts/${id}`)
}

export function setContactTags(id: number, tagIds: number[]): Promise<ContactView> {
  return apiRequest<ContactView>("PUT", `/contacts/${id}/tags`, { body: { tagIds } })
}

export function listContactNotes(id: number): Promise<ContactNoteView[]> {
  return apiRequest<ContactNoteView[]>("GET", `/contacts/${id}/notes`)
}

export function addContactNote(id: number, body: ContactNoteCreate): Promise<ContactNoteView> {
  return apiRequest<ContactNoteView>("POST", `/contacts/${id}/notes`, { body })
}

/** Its author or the admin flag (403 ERR_NO_PERMISSION otherwise). */
export function deleteContactNote(id: number, noteId: number): Promise<ContactNoteView> {
  return apiRequest<ContactNoteView>("DELETE", `/contacts/${id}/notes/${noteId}`)
}

/** The tenant's active tags, by name. */
export function listTags(): Promise<Tag[]> {
  return apiRequest<Tag[] | { tags: Tag[] }>("GET", "/tags").then((result) =>
    Array.isArray(result) ? result : (result.tags ?? [])
  )
}

/** Opens a ticket for the contact; 409 ERR_OTHER_OPEN_TICKET with `ticketId` when one is active. */
export function openTicketFor(contactId: number): Promise<Ticket> {
  return apiRequest<Ticket>("POST", "/tickets", { body: { contactId } })
}
