import type { Message } from "@atende/core/message/message"
import { sameId, type AnyId } from "../../../lib/ids"

/** A message as shown: server messages, plus the ones being sent from this tab (id "local:…"). */
export type ChatMessage = Omit<Message, "id" | "contactId"> & {
  id: AnyId
  contactId: number | null
  local?: "sending" | "failed"
  /** Text of an audio transcription, when the server has one. */
  transcription?: string | null
  /** The quoted message as the server sends it, when it does. */
  quotedMsg?: { id: AnyId; body: string; fromMe: boolean } | null
  /** Reactions of everyone, when the server lists them. */
  reactions?: { reaction: string; fromMe?: boolean }[] | null
}

// A local bubble and the server's copy share the clientId; server messages of one multi-file
// send share it too, so between server messages only the id counts.
function sameMessage(a: ChatMessage, b: ChatMessage): boolean {
  if (sameId(a.id, b.id)) return true
  return Boolean(a.local || b.local) && a.clientId !== null && a.clientId !== undefined && a.clientId === b.clientId
}

/**
 * React keys of the rows: the clientId (stable across the local → server swap, so the bubble is
 * not re-mounted) for the first message carrying it, the id for the others.
 */
export function rowKeys(messages: readonly ChatMessage[]): string[] {
  const used = new Set<string>()
  return messages.map((message) => {
    const byClient = message.clientId ? `c:${message.clientId}` : null
    if (byClient && !used.has(byClient)) {
      used.add(byClient)
      return byClient
    }
    return `m:${String(message.id)}`
  })
}

function byTime(a: ChatMessage, b: ChatMessage): number {
  return a.timestamp - b.timestamp || Date.parse(a.createdAt) - Date.parse(b.createdAt)
}

const RANK: Record<string, number> = { pending: 0, received: 0, sent: 1, delivered: 2, read: 3, played: 4 }
const statusRank = (m: ChatMessage) => RANK[String(m.status)] ?? 0

/**
 * Adds or replaces messages: a server copy replaces the local one with the same clientId and a
 * live echo of a message already shown is ignored unless its delivery status rose; the result
 * stays in time order.
 */
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

/**
 * A changed message (edited, reacted, deleted, transcribed): the new copy wins, keeping the
 * highest delivery status seen. Unknown messages are added like any other.
 */
export function replaceMessage(current: ChatMessage[], message: ChatMessage): ChatMessage[] {
  const index = current.findIndex((existing) => sameMessage(existing, message))
  if (index === -1) return mergeMessages(current, [message])
  const existing = current[index]
  const status = statusRank(existing) > statusRank(message) ? existing.status : message.status
  const next = [...current]
  next[index] = { ...existing, ...message, status, local: undefined }
  return next
}

export function markFailed(current: ChatMessage[], clientId: string): ChatMessage[] {
  return current.map((message) =>
    message.clientId === clientId && message.local ? { ...message, local: "failed" as const } : message
  )
}

/** The bubble shown at once while POST /messages is on its way. */
export function localMessage(ticketId: AnyId, body: string, clientId: string, now = Date.now(), extra: Partial<ChatMessage> = {}): ChatMessage {
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
    local: "sending",
    ...extra
  }
}
