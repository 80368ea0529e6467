import { useQuery } from "@tanstack/react-query"
import { queryClient } from "../../../lib/queries"
import { listDuplicates, listMerges, mergeDuplicates, undoMerge } from "../api/duplicatesApi"
import type { Merge, MergeRequest } from "../state/duplicates"
import { contactKeys, refreshContactLists } from "./useContacts"

/** The duplicate groups (GET /contacts/duplicates), read afresh each time the dialog opens. */
export function useDuplicateGroups() {
  return useQuery({ queryKey: contactKeys.duplicates, queryFn: listDuplicates, gcTime: 0 })
}

/** The recent merges (GET /contacts/merges), newest first. */
export function useRecentMerges() {
  return useQuery({ queryKey: contactKeys.merges, queryFn: listMerges, gcTime: 0 })
}

function refreshAfterMerge(): void {
  void queryClient.invalidateQueries({ queryKey: contactKeys.duplicates })
  void queryClient.invalidateQueries({ queryKey: contactKeys.merges })
  void refreshContactLists()
}

export async function merge(requests: MergeRequest[]): Promise<Merge[]> {
  try {
    return (await mergeDuplicates(requests)).merges
  } finally {
    refreshAfterMerge()
  }
}

/** Undoes the merges one after the other; the first refusal stops and is thrown. */
export async function undoMerges(mergeIds: readonly number[]): Promise<void> {
  try {
    for (const id of mergeIds) await undoMerge(id)
  } finally {
    refreshAfterMerge()
  }
}
