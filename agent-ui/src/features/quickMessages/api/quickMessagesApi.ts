import type { QuickMessage, QuickMessageCreate, QuickMessagePatch } from "@atende/core/contracts/quickMessages"
import { apiRequest } from "../../../lib/api"

// The quick messages calls (runtime/api/quickMessages.md): every signed-in user may make them.

/** The tenant's quick messages by key (`searchParam`: text the key contains; all when absent). */
export function listQuickMessages(searchParam?: string): Promise<QuickMessage[]> {
  return apiRequest<QuickMessage[]>("GET", "/fastreply", { query: { searchParam: searchParam || undefined } })
}

/** 409 ERR_FAST_REPLY_EXISTS when the tenant has the key already (in any case). */
export function createQuickMessage(body: QuickMessageCreate): Promise<QuickMessage> {
  return apiRequest<QuickMessage>("POST", "/fastreply", { body })
}

export function updateQuickMessage(id: number, body: QuickMessagePatch): Promise<QuickMessage> {
  return apiRequest<QuickMessage>("PUT", `/fastreply/${id}`, { body })
}

/** Answers the deleted quick message. */
export function deleteQuickMessage(id: number): Promise<QuickMessage> {
  return apiRequest<QuickMessage>("DELETE", `/fastreply/${id}`)
}
