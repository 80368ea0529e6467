import { useQuery } from "@tanstack/react-query"
import { listContacts } from "../api/contactsApi"
import { searchState, type SearchState } from "../state/search"
import { contactKeys } from "./useContacts"
import { useDebounced } from "./useDebounced"

const SEARCH_DELAY_MS = 300
const PICKER_LIMIT = 20

/**
 * The picker's search: from two letters, once typing pauses, the first contacts by name whose
 * name, number or e-mail matches. `waiting` until the answer for the text typed is in.
 */
export function useContactSearch(input: string) {
  const state: SearchState = searchState(input)
  const param = state.kind === "search" ? state.text : ""
  const settled = useDebounced(param, SEARCH_DELAY_MS)
  const query = useQuery({
    queryKey: contactKeys.search(settled),
    queryFn: () => listContacts({ searchParam: settled, orderBy: "name", limit: PICKER_LIMIT }, null),
    enabled: settled !== ""
  })
  const current = param !== "" && param === settled
  return {
    state,
    waiting: param !== "" && (!current || query.isPending),
    contacts: current ? (query.data?.contacts ?? []) : [],
    error: current ? query.error : null
  }
}
