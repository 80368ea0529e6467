import type { Message } from "@atende/core/message/message"
import type { Ticket } from "@atende/core/ticket/ticket"

export type LiveStatus = "connecting" | "online" | "offline"

/** One `{ type: "event" }` frame of /live, already checked for order. */
export type LiveEvent = { seq: number; event: string; data: unknown }

/**
 * `chat:create` (new message) and `chat:ack` (delivery status rose) carry the ticket; other
 * `chat:*` events (a message edited, reacted, deleted, transcribed) carry the changed message
 * and maybe the ticket.
 */
export type MessageEventType = `chat:${string}`

/** A scheduled message of a ticket was created, sent or canceled. */
export type ScheduledEventData = { id: number; ticketId: number; body: string; scheduleDate: string; status: string }

export type TicketListEvent =
  | { type: "chat:scheduled"; ticket?: Ticket; scheduled: ScheduledEventData }
  | { type: MessageEventType; ticket?: Ticket; message: Message; body?: string; read?: boolean }
  | { type: "ticket:update"; ticket: Ticket }
  | { type: "ticket:delete"; ticketId: number }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null
}

function isTicket(value: unknown): value is Ticket {
  return isRecord(value) && value.id != null && typeof value.status === "string"
}

function isMessage(value: unknown): value is Message {
  return isRecord(value) && value.id != null && value.ticketId != null
}

/** Narrows the `data` of a `<tenantId>:ticketList` event; null for shapes the UI does not know. */
export function parseTicketListEvent(data: unknown): TicketListEvent | null {
  if (!isRecord(data) || typeof data.type !== "string") return null
  switch (data.type) {
    case "chat:create":
    case "chat:ack":
      return isTicket(data.ticket) && isMessage(data.message) ? (data as TicketListEvent) : null
    case "ticket:update":
      return isTicket(data.ticket) ? (data as TicketListEvent) : null
    case "chat:scheduled":
      return isRecord(data.scheduled) && data.scheduled.ticketId != null
        ? ({ type: "chat:scheduled", ticket: isTicket(data.ticket) ? data.ticket : undefined, scheduled: data.scheduled } as TicketListEvent)
        : null
    case "ticket:delete":
      return typeof data.ticketId === "string" || typeof data.ticketId === "number"
        ? (data as TicketListEvent)
        : null
    default:
      if (!data.type.startsWith("chat:") || !isMessage(data.message)) return null
      return { ...(data as TicketListEvent), ticket: isTicket(data.ticket) ? data.ticket : undefined } as TicketListEvent
  }
}

/** The event carries a message (every `chat:*` but chat:scheduled). */
export function isMessageEvent(event: TicketListEvent): event is Extract<TicketListEvent, { message: Message }> {
  return "message" in event && event.type.startsWith("chat:")
}

export function isScheduledEvent(event: TicketListEvent): event is Extract<TicketListEvent, { scheduled: ScheduledEventData }> {
  return "scheduled" in event
}
