import type { TypebotInput, TypebotView } from "@atende/core/contracts/typebot"
import { useQuery } from "@tanstack/react-query"
import { queryClient } from "../../../lib/queries"
import { createTypebot, deleteTypebot, listTypebots, updateTypebot } from "../api/typebotApi"

export const typebotKeys = { all: ["typebots", "list"] as const }

/** The tenant's Typebot connections (the settings screen and the channel dialog's choice). */
export function useTypebots(enabled = true) {
  return useQuery({ queryKey: typebotKeys.all, queryFn: listTypebots, enabled })
}

function refresh(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: typebotKeys.all })
}

/** Creates (no `id`) or changes a connection; a blank token keeps the stored one. */
export async function saveTypebot(id: number | null, form: TypebotInput): Promise<TypebotView> {
  try {
    return id === null ? await createTypebot(form) : await updateTypebot(id, form)
  } finally {
    void refresh()
  }
}

export async function removeTypebot(id: number): Promise<void> {
  try {
    await deleteTypebot(id)
  } finally {
    void refresh()
  }
}
