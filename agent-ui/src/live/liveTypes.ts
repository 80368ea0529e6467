import type { Message } from "@atende/core/message/message"
import type { Ticket } from "@atende/core/ticket/ticket"

export type LiveStatus = "connecting" | "online" | "offline"

/** One `{ type: "event" }` frame of /live, already checked for order. */
export type LiveEvent = { seq: number; event: string; data: unknown }

export type TicketListEvent =
  | { type: "chat:create"; ticket: Ticket; message: Message; body?: string; read?: boolean }
  | { type: "chat:ack"; ticket: Ticket; message: Message }
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
  if (!isRecord(data)) return null
  switch (data.type) {
    case "chat:create":
    case "chat:ack":
      return isTicket(data.ticket) && isMessage(data.message) ? (data as TicketListEvent) : null
    case "ticket:update":
      return isTicket(data.ticket) ? (data as TicketListEvent) : null
    case "ticket:delete":
      return typeof data.ticketId === "string" || typeof data.ticketId === "number"
        ? (data as TicketListEvent)
        : null
    default:
      return null
  }
}
