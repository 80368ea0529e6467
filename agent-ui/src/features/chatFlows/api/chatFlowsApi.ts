import type { ChatFlow, ChatFlowExport, ChatFlowInput, ChatFlowSummary } from "@atende/core/contracts/chatFlows"
import { currentLanguage } from "../../../i18n/i18n"
import { apiRequest } from "../../../lib/api"

// The chat-flow calls (administrators only, the tenant's flows): list, read, create, change, delete,
// duplicate, import and export (core/src/contracts/chatFlows.ts).

/** The tenant's flows (rows may leave the document out). */
export function listChatFlows(): Promise<ChatFlowSummary[]> {
  return apiRequest<ChatFlowSummary[] | { chatFlows?: ChatFlowSummary[]; records?: ChatFlowSummary[] }>(
    "GET",
    "/chat-flows"
  ).then((result) => (Array.isArray(result) ? result : (result.chatFlows ?? result.records ?? [])))
}

export function getChatFlow(id: number): Promise<ChatFlow> {
  return apiRequest<ChatFlow>("GET", `/chat-flows/${id}`)
}

/** 400 ERR_FLOW_HAS_CYCLE (`details.cycle`: the step names) for a loop; the plan's limit for a second active flow. */
export function createChatFlow(body: ChatFlowInput): Promise<ChatFlow> {
  return apiRequest<ChatFlow>("POST", "/chat-flows", { body })
}

export function updateChatFlow(id: number, body: ChatFlowInput): Promise<ChatFlow> {
  return apiRequest<ChatFlow>("PUT", `/chat-flows/${id}`, { body })
}

/** 409 ERR_CHAT_FLOW_IN_USE while a channel or an open ticket uses the flow. */
export function deleteChatFlow(id: number): Promise<void> {
  return apiRequest<void>("DELETE", `/chat-flows/${id}`)
}

/** The copy is named in the user's language ("<name> (cópia)"). */
export function duplicateChatFlow(id: number): Promise<ChatFlow> {
  return apiRequest<ChatFlow>("POST", `/chat-flows/${id}/duplicate`, {
    headers: { "Accept-Language": currentLanguage() }
  })
}

/** A flow from a file (the download's format); it is checked as a saved one is. */
export function importChatFlow(file: unknown): Promise<ChatFlow> {
  return apiRequest<ChatFlow>("POST", "/chat-flows/import", { body: file })
}

export function exportChatFlow(id: number): Promise<ChatFlowExport> {
  return apiRequest<ChatFlowExport>("GET", `/chat-flows/${id}/export`)
}

/** A file for a media interaction (at most 5 MB): `url` is what the interaction keeps. */
export function uploadFlowMedia(file: File): Promise<{ url: string; mediaType: string; name: string }> {
  const form = new FormData()
  form.append("file", file, file.name)
  return apiRequest<{ url: string; mediaType: string; name: string }>("POST", "/chat-flows/media", { body: form })
}
