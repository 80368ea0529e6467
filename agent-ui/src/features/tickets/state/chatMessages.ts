import type { Message } from "@atende/core/message/message"
import { sameId, type AnyId } from "../../../lib/ids"

/** A message as shown: server messages, plus the ones being sent from this tab (id "local:…"). */
export type ChatMessage = Omit<Message, "id" | "contactId"> & {
  id: AnyId
  contactId: number | null
  local?: "sending" | "failed"
}

function sameMessage(a: ChatMessage, b: ChatMessage): boolean {
  return sameId(a.id, b.id) || (a.clientId !== null && a.clientId !== undefined && a.clientId === b.clientId)
}

function byTime(a: ChatMessage, b: ChatMessage): number {
  return a.timestamp - b.timestamp || Date.parse(a.createdAt) - Date.parse(b.createdAt)
}

/**
 * Adds or replaces messages: a server copy replaces the local one with the same clientId and a
 * live echo of a message already shown is ignored; the result stays in time order.
 */
const RANK: Record<string, number> = { pending: 0, received: 0, sent: 1, delivered: 2, read: 3, played: 4 }
const statusRank = (m: ChatMessage) => RANK[String(m.status)] ?? 0

export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const next = [...current]
  for (const message of incoming) {
    const index = next.findIndex((existing) => sameMessage(existing, message))
    if (index === -1) next.push(message)
    // a local copy never replaces a server one; a server copy replaces it unless its delivery
    // status is older (an ack can arrive before the POST's own answer)
    else if (next[index].local || (!message.local && statusRank(message) >= statusRank(next[index]))) next[index] = message
  }
  return next.sort(byTime)
}

export function markFailed(current: ChatMessage[], clientId: string): ChatMessage[] {
  return current.map((message) =>
    message.clientId === clientId && message.local ? { ...message, local: "failed" as const } : message
  )
}

/** The bubble shown at once while POST /messages is on its way. */
export function localMessage(ticketId: AnyId, body: string, clientId: string, now = Date.now()): ChatMessage {
  return {
    id: `local:${clientId}`,
    ticketId: Number(ticketId),
    contactId: null,
    body,
    fromMe: true,
    status: "pending",
    mediaUrl: null,
    mediaType: null,
    clientId,
    timestamp: now,
    createdAt: new Date(now).toISOString(),
    local: "sending"
  }
}
