// Message API contracts (runtime/API.md "Messages"); the send body is SendMessageBody in workspace.ts.
import { z } from "zod"
import { Message } from "../message/message"
import { Ticket } from "../ticket/ticket"
import { queryInt } from "./query"

export const MESSAGES_PAGE_SIZE = 50

/** `GET /messages/{ticketId}` query: page 1 is the newest page. */
export const MessageListQuery = z.object({ pageNumber: queryInt(1, 1) })
export type MessageListQuery = z.infer<typeof MessageListQuery>

export const MessageListResult = z.object({
  /** Oldest first within the page. */
  messages: z.array(Message),
  messagesOffLine: z.array(Message),
  hasMore: z.boolean(),
  count: z.number().int().nonnegative(),
  ticket: Ticket
})
export type MessageListResult = z.infer<typeof MessageListResult>
