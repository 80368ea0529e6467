import type { ScheduledMessage } from "@atende/core/contracts/actors/views"
import type { LiveFrame, TicketListEvent } from "@atende/core/contracts/live"
import type { Message } from "@atende/core/message/message"

export type LiveStatus = "connecting" | "online" | "offline"

/** One `{ type: "event" }` frame of /live (core/src/contracts/live.ts), already checked for order. */
export type LiveEvent = Omit<Extract<LiveFrame, { type: "event" }>, "type">

export type { TicketListEvent }

/** The event carries a message (every `chat:*` but chat:scheduled). */
export function isMessageEvent(event: TicketListEvent): event is Extract<TicketListEvent, { message: Message }> {
  return "message" in event
}

export function isScheduledEvent(
  event: TicketListEvent
): event is Extract<TicketListEvent, { scheduled: ScheduledMessage }> {
  return event.type === "chat:scheduled"
}
