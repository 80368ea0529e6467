import type { MessageListResult } from "@atende/core/contracts/messages"
import type { Message } from "@atende/core/message/message"
import { apiRequest } from "../../../lib/api"
import type { AnyId } from "../../../lib/ids"

const messagesPath = (id: AnyId) => `/messages/${encodeURIComponent(String(id))}`

/** Every send carries its clientId twice: in the body and as the Idempotency-Key header (same value, every retry). */
const idempotent = (clientId: string) => ({ "Idempotency-Key": clientId })

/** Page 1 is the newest 50, oldest first within the page; reading marks the ticket read. */
export function listMessages(ticketId: AnyId, pageNumber = 1): Promise<MessageListResult> {
  return apiRequest<MessageListResult>("GET", messagesPath(ticketId), { query: { pageNumber } })
}

/** `sign`: the agent's signature choice, sent only when the administrator leaves it to the agent. */
export type SendOptions = { clientId: string; quotedMsgId?: AnyId | null; sign?: boolean }

/** `clientId` makes the send idempotent: the same id sent twice stores one message. */
export function sendMessage(ticketId: AnyId, body: string, options: SendOptions): Promise<Message> {
  const payload: Record<string, unknown> = { body, clientId: options.clientId }
  if (options.quotedMsgId != null) payload.quotedMsgId = options.quotedMsgId
  if (options.sign !== undefined) payload.sign = options.sign
  return apiRequest<Message>("POST", messagesPath(ticketId), { body: payload, headers: idempotent(options.clientId) })
}

/**
 * Files as multipart/form-data on the same call (each already checked: 10 MB each, 30 MB
 * together); the caption goes as `body`. The server answers every message it stored.
 */
export function sendMedia(
  ticketId: AnyId,
  files: File[],
  options: SendOptions & { body?: string }
): Promise<Message[]> {
  const form = new FormData()
  form.append("clientId", options.clientId)
  if (options.body) form.append("body", options.body)
  if (options.quotedMsgId != null) form.append("quotedMsgId", String(options.quotedMsgId))
  if (options.sign !== undefined) form.append("sign", String(options.sign))
  for (const file of files) form.append("medias", file, file.name)
  return apiRequest<{ messages: Message[] } | Message[]>("POST", messagesPath(ticketId), {
    body: form,
    headers: idempotent(options.clientId)
  }).then((result) => (Array.isArray(result) ? result : result.messages))
}

/**
 * POST /messages/{messageId}/resend: a message whose delivery failed goes back to the outbox; the
 * answer is the message again pending. ERR_MESSAGE_NOT_FAILED when it is not failed (any more).
 */
export function resendMessage(messageId: AnyId): Promise<Message> {
  return apiRequest<Message>("POST", `${messagesPath(messageId)}/resend`)
}

export function editMessage(messageId: AnyId, body: string): Promise<Message> {
  return apiRequest<Message>("POST", `/messagesEdit/${encodeURIComponent(String(messageId))}`, { body: { body } })
}

/** An empty reaction removes the agent's reaction. */
export function reactToMessage(messageId: AnyId, reaction: string): Promise<Message> {
  return apiRequest<Message>("POST", `/messagesReaction/${encodeURIComponent(String(messageId))}`, {
    body: { reaction }
  })
}

export function deleteMessage(messageId: AnyId): Promise<Message | undefined> {
  return apiRequest<Message | undefined>("DELETE", messagesPath(messageId))
}

export function transcribeMessage(messageId: AnyId): Promise<Message | { transcription: string }> {
  return apiRequest<Message | { transcription: string }>("POST", `${messagesPath(messageId)}/transcribe`, { body: {} })
}

/** POST /forward-messages/: at most 10 messages to one contact (spec §4); clientId makes a retry safe. */
export function forwardMessages(messageIds: AnyId[], contactId: AnyId, clientId: string): Promise<unknown> {
  return apiRequest<unknown>("POST", "/forward-messages/", {
    body: { messages: messageIds.map(Number), contactId: Number(contactId), clientId },
    headers: idempotent(clientId)
  })
}

/** A message waiting to be sent at `scheduleDate` (status "scheduled" until sent or canceled). */
export type ScheduledMessage = {
  id: AnyId
  ticketId: AnyId
  body: string
  scheduleDate: string
  status: string
  createdAt?: string
}

/** POST /messages/{ticketId} with a future scheduleDate schedules the message instead of sending it. */
export function scheduleMessage(
  ticketId: AnyId,
  body: string,
  scheduleDate: Date,
  clientId: string
): Promise<ScheduledMessage> {
  return apiRequest<ScheduledMessage>("POST", messagesPath(ticketId), {
    body: { body, clientId, scheduleDate: scheduleDate.toISOString() },
    headers: idempotent(clientId)
  })
}

/** DELETE /scheduled-messages/{id}: answers the canceled scheduled message. */
export function cancelScheduled(id: AnyId): Promise<ScheduledMessage> {
  return apiRequest<ScheduledMessage>("DELETE", `/scheduled-messages/${encodeURIComponent(String(id))}`)
}
