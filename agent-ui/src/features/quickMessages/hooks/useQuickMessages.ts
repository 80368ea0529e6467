import type { QuickMessage, QuickMessageCreate } from "@atende/core/contracts/quickMessages"
import { useQuery } from "@tanstack/react-query"
import { queryClient } from "../../../lib/queries"
import { createQuickMessage, deleteQuickMessage, listQuickMessages, updateQuickMessage } from "../api/quickMessagesApi"

/** The tenant's quick messages, one cached list for the screen and the composer's picker. */
export const quickMessageKeys = { all: ["quickMessages", "list"] as const }

/** The whole list (GET /fastreply), fetched again each time a screen or the picker starts using it. */
export function useQuickMessages(enabled = true) {
  return useQuery({ queryKey: quickMessageKeys.all, queryFn: () => listQuickMessages(), enabled })
}

function refresh(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: quickMessageKeys.all })
}

/** Creates (no `id`) or changes a quick message; the list is read again either way. */
export async function saveQuickMessage(id: number | null, form: QuickMessageCreate): Promise<QuickMessage> {
  try {
    return id === null ? await createQuickMessage(form) : await updateQuickMessage(id, form)
  } finally {
    void refresh()
  }
}

export async function removeQuickMessage(id: number): Promise<void> {
  try {
    await deleteQuickMessage(id)
  } finally {
    void refresh()
  }
}
