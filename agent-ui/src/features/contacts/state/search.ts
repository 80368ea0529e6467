// The contacts' search rule (spec part 1 §5 "at least two letters"; runtime/api/contacts.md): the
// text is trimmed; blank lists every contact; one character is too short to ask the server for
// (it would answer ERR_SEARCH_TOO_SHORT), so the screens say so and keep the list unfiltered.

/** Characters a search needs (core's CONTACT_SEARCH_MIN; kept here so the bundle skips the phone rules). */
export const SEARCH_MIN = 2

/** The server's limit on the search text (core's CONTACT_SEARCH_MAX). */
export const SEARCH_MAX = 100

export type SearchState = { kind: "all" } | { kind: "short" } | { kind: "search"; text: string }

/** What a search box's text asks for; characters are counted as the server counts them (code points). */
export function searchState(input: string): SearchState {
  const text = input.trim()
  if (text === "") return { kind: "all" }
  if ([...text].length < SEARCH_MIN) return { kind: "short" }
  return { kind: "search", text: [...text].slice(0, SEARCH_MAX).join("") }
}

/** The `searchParam` to send: the text when it searches, "" (every contact) otherwise. */
export function searchParamOf(input: string): string {
  const state = searchState(input)
  return state.kind === "search" ? state.text : ""
}
