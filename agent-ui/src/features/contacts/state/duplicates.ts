import type { DuplicateGroup, MergeBody } from "@atende/core/contracts/contacts"

// "Delete duplicates" (issue 11 item 9): the groups the server finds (by phone key or e-mail), the
// contact the user keeps in each (the oldest, first, unless they choose another) and the merges
// asked for.

export type { DuplicateGroup }
export type MergeRequest = MergeBody["groups"][number]
/** A merge as `POST /contacts/duplicates/merge` answers it. */
export type Merge = { id: number; keptId: number; mergedIds: number[] }

/** A group's identity across reloads of the list. */
export function groupKey(group: DuplicateGroup): string {
  return `${group.reason}:${group.value}`
}

/** The contact kept: the user's choice while it is still in the group, else the first (oldest). */
export function keepIdOf(group: DuplicateGroup, choices: Readonly<Record<string, number>>): number {
  const chosen = choices[groupKey(group)]
  return group.contacts.some((contact) => contact.id === chosen) ? chosen : group.contacts[0].id
}

/** The merge of one group: keep one, merge the others into it. */
export function mergeRequest(group: DuplicateGroup, choices: Readonly<Record<string, number>>): MergeRequest {
  const keepId = keepIdOf(group, choices)
  return { keepId, mergeIds: group.contacts.filter((contact) => contact.id !== keepId).map((contact) => contact.id) }
}

/**
 * "Merge all": one merge per group, leaving out a group that shares a contact with one before it
 * (the same person found by phone and by e-mail); it shows again after the merge if still a duplicate.
 */
export function mergeAllRequests(
  groups: readonly DuplicateGroup[],
  choices: Readonly<Record<string, number>>
): MergeRequest[] {
  const taken = new Set<number>()
  const requests: MergeRequest[] = []
  for (const group of groups) {
    if (group.contacts.length < 2 || group.contacts.some((contact) => taken.has(contact.id))) continue
    for (const contact of group.contacts) taken.add(contact.id)
    requests.push(mergeRequest(group, choices))
  }
  return requests
}

/** How many contacts went into others. */
export function mergedCount(merges: readonly Pick<Merge, "mergedIds">[]): number {
  return merges.reduce((sum, merge) => sum + merge.mergedIds.length, 0)
}
