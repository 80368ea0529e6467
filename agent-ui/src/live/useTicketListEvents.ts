import type { TicketListEvent } from "./liveTypes"
import { useLiveEvent } from "./useLiveEvent"

/**
 * Calls `handler` for every `<tenantId>:ticketList` event (chat:create, chat:ack, chat:update,
 * chat:scheduled, ticket:update, ticket:delete) of the signed-in tenant, decoded with core's
 * schema. The latest handler is always used.
 */
export function useTicketListEvents(handler: (event: TicketListEvent) => void): void {
  useLiveEvent("ticketList", handler)
}
