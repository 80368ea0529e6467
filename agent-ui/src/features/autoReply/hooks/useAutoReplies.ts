import type { AutoReply } from "@atende/core/contracts/autoReply"
import { useQuery } from "@tanstack/react-query"
import { queryClient } from "../../../lib/queries"
import { listAutoReplies } from "../api/autoReplyApi"

/** The tenant's auto-replies, one cached list for the screen and its dialog. */
export const autoReplyKeys = { all: ["autoReply", "list"] as const }

export function useAutoReplies() {
  return useQuery({ queryKey: autoReplyKeys.all, queryFn: listAutoReplies })
}

/**
 * Runs a write and puts the auto-reply it answers into the cached list (the dialog shows it at
 * once); the list is read again either way.
 */
export async function changeAutoReply(write: () => Promise<AutoReply>): Promise<AutoReply> {
  try {
    const next = await write()
    queryClient.setQueryData<AutoReply[]>(autoReplyKeys.all, (list = []) =>
      list.some((r) => r.id === next.id) ? list.map((r) => (r.id === next.id ? next : r)) : [...list, next]
    )
    return next
  } finally {
    void queryClient.invalidateQueries({ queryKey: autoReplyKeys.all })
  }
}

export async function removeFromList(write: () => Promise<unknown>): Promise<void> {
  try {
    await write()
  } finally {
    void queryClient.invalidateQueries({ queryKey: autoReplyKeys.all })
  }
}
