import type { ContactPage, ContactView } from "@atende/core/contracts/contacts"
import type { ContactsEvent } from "@atende/core/contracts/live"
import { useQuery } from "@tanstack/react-query"
import { queryClient } from "../../../lib/queries"
import { useLiveEvent } from "../../../live/useLiveEvent"
import { getContact } from "../api/contactsApi"
import { applyToPage, applyToPages, touchesContact, type ContactPages } from "../state/liveContacts"
import { contactKeys, refreshContactLists } from "./useContacts"

/** Events coming close together (an agent typing through a form, a burst of saves) refresh the lists once. */
const REFRESH_DELAY_MS = 250
let refreshTimer: ReturnType<typeof setTimeout> | undefined
let refreshAll = false

/** Reads the lists again shortly (and, after a bulk change, everything of the contacts feature). */
function refreshSoon(all: boolean): void {
  refreshAll ||= all
  if (refreshTimer !== undefined) return
  refreshTimer = setTimeout(() => {
    refreshTimer = undefined
    const everything = refreshAll
    refreshAll = false
    if (everything) void queryClient.invalidateQueries({ queryKey: contactKeys.all })
    else void refreshContactLists()
  }, REFRESH_DELAY_MS)
}

/** One contacts event applied to the query cache: the lists, the searches and the open contact. */
export function applyContactEvent(event: ContactsEvent): void {
  queryClient.setQueriesData<ContactPages>({ queryKey: ["contacts", "list"] }, (data) =>
    data ? applyToPages(data, event) : data
  )
  queryClient.setQueriesData<ContactPage>({ queryKey: ["contacts", "search"] }, (data) =>
    data ? applyToPage(data, event) : data
  )
  if (event.type === "contact:update") {
    queryClient.setQueryData<ContactView>(contactKeys.one(event.contact.id), (open) => (open ? event.contact : open))
    refreshSoon(false)
    return
  }
  if (event.type === "contact:delete") {
    // the open contact is read again: its answer (not found) tells the modal
    void queryClient.invalidateQueries({ queryKey: contactKeys.one(event.contactId) })
    void queryClient.invalidateQueries({ queryKey: contactKeys.duplicates })
    refreshSoon(false)
    return
  }
  void queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === "contacts" &&
      query.queryKey[1] === "one" &&
      typeof query.queryKey[2] === "number" &&
      touchesContact(event, query.queryKey[2])
  })
  refreshSoon(true)
}

/**
 * Keeps the contacts feature's cache current with the live events of the signed-in tenant (another
 * user's create, edit, delete, merge, undo or import): mounted once, in the main layout.
 */
export function useContactsLive(): void {
  useLiveEvent("contacts", applyContactEvent)
}

/**
 * The contact open in the modal as it is now: the list's row at first, then every change the live
 * events bring (another user's edit, or its deletion: the query fails with ERR_NO_CONTACT_FOUND).
 */
export function useOpenContact(contact: ContactView | null) {
  return useQuery({
    queryKey: contactKeys.one(contact?.id ?? 0),
    queryFn: () => getContact(contact?.id ?? 0),
    enabled: contact !== null,
    initialData: contact ?? undefined,
    staleTime: Infinity,
    gcTime: 0
  })
}
