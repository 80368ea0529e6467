// The views that cross the bus in actor replies and commands: a ticket, a message and a scheduled
// message exactly as the runtime presents them (runtime/api/workspace.md). The ticket and the
// message are the API entities with every workspace field present, so their shape is declared once.
import { z } from "zod"
import { Message } from "../../message/message"
import { Ticket } from "../../ticket/ticket"
import { Id, IsoDateTime } from "../common"

/** A ticket as the runtime reads it: every workspace field present. */
export const TicketView = Ticket.required()
export type TicketView = z.infer<typeof TicketView>

/** A message as the runtime reads it (the time of a scheduled one is on its ScheduledMessage). */
export const MessageView = Message.omit({ scheduleDate: true }).required()
export type MessageView = z.infer<typeof MessageView>

export const ScheduledStatus = z.enum(["scheduled", "sent", "canceled", "failed"])
export type ScheduledStatus = z.infer<typeof ScheduledStatus>

/** A message waiting for its time (`scheduledMessages` of a ticket, `chat:scheduled`). */
export const ScheduledMessage = z.object({
  id: Id,
  ticketId: Id,
  userId: Id,
  body: z.string(),
  /** The sender's signature wish; null: the tenant's default at sending time. */
  sign: z.boolean().nullable(),
  scheduleDate: IsoDateTime,
  status: ScheduledStatus,
  messageId: Id.nullable(),
  clientId: z.string().nullable(),
  createdAt: IsoDateTime
})
export type ScheduledMessage = z.infer<typeof ScheduledMessage>

/**
 * Read-only all the way down: what a command or an event carries is not changed by whoever gets
 * it, and values the runtime holds read-only (its views, arrays of ids) fit where one is expected.
 */
export type Immutable<T> = T extends (...args: never) => unknown
  ? T
  : T extends ReadonlyArray<infer U>
    ? ReadonlyArray<Immutable<U>>
    : T extends object
      ? { readonly [K in keyof T]: Immutable<T[K]> }
      : T
