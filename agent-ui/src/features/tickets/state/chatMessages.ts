import type { Message, MessageStatus } from "@atende/core/message/message"
import { sameId, type AnyId } from "../../../lib/ids"

/** A message as shown: server messages, plus the ones being sent from this tab (id "local:…"). */
export type ChatMessage = Omit<Message, "id" | "contactId"> & {
  id: AnyId
  contactId: number | null
  local?: "sending" | "failed"
  /** A server-failed message whose POST /messages/:id/resend is on its way from this tab. */
  resending?: boolean
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

// A delivery fails only while pending (the outbox gives up or the channel refuses), so "failed"
// sits between pending and sent: a late POST answer (pending) never hides a failure, and a
// failed message leaves that state only by a resend (see applyAck).
const RANK: Record<MessageStatus, number> = {
  pending: 0,
  received: 0,
  failed: 1,
  sent: 2,
  delivered: 3,
  read: 4,
  played: 5
}
const statusRank = (m: ChatMessage) => RANK[m.status] ?? 0

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
    else if (next[index].local || (!message.local && statusRank(message) >= statusRank(next[index])))
      next[index] = message
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
  // the delivery error goes with the status it explains
  const delivery =
    statusRank(existing) > statusRank(message)
      ? { status: existing.status, deliveryError: existing.deliveryError }
      : { status: message.status, deliveryError: message.deliveryError }
  const next = [...current]
  next[index] = { ...existing, ...message, ...delivery, local: undefined }
  return next
}

/**
 * A live chat:ack: the message's new delivery status. Acks come in order, so besides the usual
 * rule (a status never goes back) one that makes a failed message pending again is a resend and
 * is taken; a failed one replaces a resend still waiting for its answer.
 */
export function applyAck(current: ChatMessage[], ack: ChatMessage): ChatMessage[] {
  const index = current.findIndex((existing) => sameMessage(existing, ack))
  const shown = index === -1 ? null : current[index]
  if (!shown || shown.local || shown.status !== "failed" || ack.status !== "pending")
    return mergeMessages(current, [ack])
  const next = [...current]
  next[index] = ack
  return next
}

/** Shows a server-failed message as pending while its resend is on its way. */
export function markResending(current: ChatMessage[], id: AnyId): ChatMessage[] {
  return current.map((message) =>
    sameId(message.id, id) && !message.local && message.status === "failed" ? { ...message, resending: true } : message
  )
}

/**
 * The answer of POST /messages/:id/resend (the message pending again). Taken only while the
 * bubble still waits for it: an ack that came first (pending, sent, or failed again) is newer.
 */
export function resendAnswered(current: ChatMessage[], answer: ChatMessage): ChatMessage[] {
  return current.map((message) => (sameId(message.id, answer.id) && message.resending ? answer : message))
}

/** The resend call failed: the bubble shows its failure (and its Resend button) again. */
export function resendRefused(current: ChatMessage[], id: AnyId): ChatMessage[] {
  return current.map((message) =>
    sameId(message.id, id) && message.resending ? { ...message, resending: undefined } : message
  )
}

export function markFailed(current: ChatMessage[], clientId: string): ChatMessage[] {
  return current.map((message) =>
    message.clientId === clientId && message.local ? { ...message, local: "failed" as const } : message
  )
}

/** The bubble shown at once while POST /messages is on its way. */
export function localMessage(
  ticketId: AnyId,
  body: string,
  clientId: string,
  now = Date.now(),
  extra: Partial<ChatMessage> = {}
): ChatMessage {
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
