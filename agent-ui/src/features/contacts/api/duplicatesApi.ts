import type { MergeView } from "@atende/core/contracts/contacts"
import { apiRequest } from "../../../lib/api"
import type { DuplicateGroup, Merge, MergeRequest } from "../state/duplicates"

// "Delete duplicates" (the admin flag): the groups found, merging them, and undoing a merge.

/** The tenant's contacts that share a phone number (by its key) or an e-mail; the oldest first in each. */
export function listDuplicates(): Promise<{ groups: DuplicateGroup[] }> {
  return apiRequest<{ groups: DuplicateGroup[] }>("GET", "/contacts/duplicates")
}

export function mergeDuplicates(groups: MergeRequest[]): Promise<{ merges: Merge[] }> {
  return apiRequest<{ merges: Merge[] }>("POST", "/contacts/duplicates/merge", { body: { groups } })
}

/** 404 ERR_NO_MERGE_FOUND; 409 ERR_MERGE_NOT_UNDOABLE when the contacts changed since. */
export function undoMerge(mergeId: number): Promise<unknown> {
  return apiRequest<unknown>("POST", `/contacts/merges/${mergeId}/undo`, { body: {} })
}

export function listMerges(): Promise<{ merges: MergeView[] }> {
  return apiRequest<{ merges: MergeView[] }>("GET", "/contacts/merges")
}
