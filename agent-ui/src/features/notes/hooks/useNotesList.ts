import { useInfiniteQuery } from "@tanstack/react-query"
import { listAllNotes } from "../api/notesApi"
import type { NoteQuery } from "../state/noteFilter"

/** The cache key of the notes list under one query: each filter keeps its own pages. */
export function notesListKey(query: NoteQuery) {
  return ["notes", "list", query] as const
}

/** The notes list, page after page ("load more" asks for the next cursor); read afresh on each visit. */
export function useNotesList(query: NoteQuery, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notesListKey(query),
    queryFn: ({ pageParam }) => listAllNotes(query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled
  })
}
