import type { ContactView } from "@atende/core/contracts/contacts"
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query"
import { queryClient } from "../../../lib/queries"
import {
  createContact,
  deleteContact,
  listContacts,
  listTags,
  updateContact,
  type ContactOrder
} from "../api/contactsApi"
import type { ContactBody } from "../state/contactForm"

/** The contacts feature's cache: every key starts with "contacts", so a change refreshes them all. */
export const contactKeys = {
  all: ["contacts"] as const,
  list: (query: ContactListQuery) => ["contacts", "list", query] as const,
  search: (text: string) => ["contacts", "search", text] as const,
  notes: (contactId: number) => ["contacts", "notes", contactId] as const,
  /** The contact open in the modal (kept current by the live events: useContactsLive.ts). */
  one: (contactId: number) => ["contacts", "one", contactId] as const,
  tags: ["contacts", "tags"] as const,
  duplicates: ["contacts", "duplicates"] as const,
  merges: ["contacts", "merges"] as const
}

export type ContactListQuery = { searchParam: string; orderBy: ContactOrder }

/**
 * The contacts list, page after page ("load more" asks for the next cursor); the old pages stay
 * while a new search loads.
 */
export function useContactList(query: ContactListQuery, enabled = true) {
  return useInfiniteQuery({
    queryKey: contactKeys.list(query),
    queryFn: ({ pageParam }) => listContacts(query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    enabled
  })
}

/** Lists and searches are read again (after a save, a delete, an import, a merge). */
export function refreshContactLists(): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === "contacts" && (query.queryKey[1] === "list" || query.queryKey[1] === "search")
  })
}

/** Creates (no `id`) or changes a contact; the lists are read again when it worked. */
export async function saveContact(id: number | null, body: ContactBody): Promise<ContactView> {
  const saved = id === null ? await createContact(body) : await updateContact(id, body)
  void refreshContactLists()
  return saved
}

export async function removeContact(id: number): Promise<void> {
  await deleteContact(id)
  void refreshContactLists()
}

/** The tenant's active tags (GET /tags), for the contact modal's tag choice. */
export function useTags(enabled = true) {
  return useQuery({ queryKey: contactKeys.tags, queryFn: listTags, enabled })
}
