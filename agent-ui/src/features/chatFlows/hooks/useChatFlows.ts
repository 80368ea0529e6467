import type { ChatFlow, ChatFlowInput } from "@atende/core/contracts/chatFlows"
import { useQuery } from "@tanstack/react-query"
import { queryClient } from "../../../lib/queries"
import {
  createChatFlow,
  deleteChatFlow,
  duplicateChatFlow,
  exportChatFlow,
  getChatFlow,
  importChatFlow,
  listChatFlows,
  updateChatFlow
} from "../api/chatFlowsApi"
import { exportFileName } from "../state/flowFile"

export const chatFlowKeys = {
  all: ["chatFlows"] as const,
  list: ["chatFlows", "list"] as const,
  one: (id: number) => ["chatFlows", "one", id] as const
}

/** The tenant's flows, read again each time the list screen (or a picker) starts using them. */
export function useChatFlows(enabled = true) {
  return useQuery({ queryKey: chatFlowKeys.list, queryFn: listChatFlows, enabled })
}

/** One flow with its document, for the builder (read afresh each time the builder opens it). */
export function useChatFlow(id: number | null) {
  return useQuery({
    queryKey: chatFlowKeys.one(id ?? 0),
    queryFn: () => getChatFlow(id ?? 0),
    enabled: id !== null,
    gcTime: 0
  })
}

function refresh(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: chatFlowKeys.list })
}

/** Runs a change and reads the list again, whether it worked or not. */
async function thenRefresh<T>(action: Promise<T>): Promise<T> {
  try {
    return await action
  } finally {
    void refresh()
  }
}

export const saveChatFlow = (id: number | null, body: ChatFlowInput): Promise<ChatFlow> =>
  thenRefresh(id === null ? createChatFlow(body) : updateChatFlow(id, body))

export const removeChatFlow = (id: number): Promise<void> => thenRefresh(deleteChatFlow(id))

export const copyChatFlow = (id: number): Promise<ChatFlow> => thenRefresh(duplicateChatFlow(id))

export const importChatFlowFile = (file: unknown): Promise<ChatFlow> => thenRefresh(importChatFlow(file))

/** Has the browser save `data` as a JSON file named `fileName`. */
export function downloadJson(fileName: string, data: unknown): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: "application/json" })
  const url = URL.createObjectURL(blob)
  const link = document.createElement("a")
  link.href = url
  link.download = fileName
  link.style.display = "none"
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** Downloads a saved flow as the server exports it. */
export async function downloadChatFlow(id: number): Promise<void> {
  const file = await exportChatFlow(id)
  downloadJson(exportFileName(file.name), file)
}
