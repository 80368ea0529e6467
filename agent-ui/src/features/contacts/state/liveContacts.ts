import type { ContactPage, ContactView } from "@atende/core/contracts/contacts"
import type { ContactsEvent } from "@atende/core/contracts/live"
import { patchBody, type ContactForm } from "./contactForm"

// The contacts' live events (`<tenantId>:contacts`, runtime/api/contacts.md "Live events") applied
// to the screens' cached pages: a changed contact is shown changed where it is listed, a deleted one
// leaves at once; the lists are then read again (a new contact, a new place in the order, a search
// it now matches or no longer does). The event's contact is masked as the API masks it for this user.

/** The infinite list's cached data (TanStack Query's InfiniteData of ContactPage). */
export type ContactPages = { pages: ContactPage[]; pageParams: unknown[] }

function mapPage(page: ContactPage, change: (contacts: ContactView[]) => ContactView[]): ContactPage {
  const contacts = change(page.contacts)
  return contacts === page.contacts ? page : { ...page, contacts }
}

function replaced(contacts: ContactView[], contact: ContactView): ContactView[] {
  const at = contacts.findIndex((c) => c.id === contact.id)
  if (at < 0) return contacts
  const next = [...contacts]
  next[at] = contact
  return next
}

function without(contacts: ContactView[], contactId: number): ContactView[] {
  return contacts.some((c) => c.id === contactId) ? contacts.filter((c) => c.id !== contactId) : contacts
}

/** One page (a search's answer) with the event applied; the same object when it lists none of its contacts. */
export function applyToPage(page: ContactPage, event: ContactsEvent): ContactPage {
  if (event.type === "contact:update") return mapPage(page, (contacts) => replaced(contacts, event.contact))
  if (event.type === "contact:delete") return mapPage(page, (contacts) => without(contacts, event.contactId))
  return page
}

/** Every page of a list with the event applied; the same object when nothing changed. */
export function applyToPages(data: ContactPages, event: ContactsEvent): ContactPages {
  const pages = data.pages.map((page) => applyToPage(page, event))
  return pages.every((page, i) => page === data.pages[i]) ? data : { ...data, pages }
}

/** Whether the event may change what the open contact `contactId` shows (a bulk change without ids: maybe). */
export function touchesContact(event: ContactsEvent, contactId: number): boolean {
  if (event.type === "contact:update") return event.contact.id === contactId
  if (event.type === "contact:delete") return event.contactId === contactId
  return event.contactIds === undefined || event.contactIds.includes(contactId)
}

/**
 * What the contact modal does with a newer version of its contact: `take` it when the form holds
 * no edits (or holds exactly the new version: the user's own save), else `warn` that another user
 * changed it (saving sends only the user's own edits).
 */
export function newerVersion(initial: ContactForm, form: ContactForm, newer: ContactForm): "take" | "warn" {
  const same = (a: ContactForm, b: ContactForm) => Object.keys(patchBody(a, b, true)).length === 0
  return same(initial, form) || same(newer, form) ? "take" : "warn"
}
