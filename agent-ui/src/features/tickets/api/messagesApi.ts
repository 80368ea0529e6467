import { apiRequest } from "../../../lib/api"
import type { MessageListResult } from "@atende/core/contracts/messages"
import type { Message } from "@atende/core/message/message"
import type { AnyId } from "../../../lib/ids"

function messagesPath(ticketId: AnyId): string {
  return `/messages/${encodeURIComponent(String(ticketId))}`
}

/** Page 1 is the newest 50, oldest first within the page; reading marks the ticket read. */
export function listMessages(ticketId: AnyId, pageNumber = 1): Promise<MessageListResult> {
  return apiRequest<MessageListResult>("GET", messagesPath(ticketId), { query: { pageNumber } })
}

/** `clientId` makes the send idempotent: the same id sent twice stores one message. */
export function sendMessage(ticketId: AnyId, body: string, clientId: string): Promise<Message> {
  return apiRequest<Message>("POST", messagesPath(ticketId), { body: { body, clientId } })
}
