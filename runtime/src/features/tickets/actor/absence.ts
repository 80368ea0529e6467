/**
 * The absence message (spec part 2 §9), sent in the inbound transaction when a customer writes
 * outside business hours: at most once per ticket (features/businessHours decides and claims).
 * It goes out as an automatic message (no user) through the channel's outbox, like the
 * auto-close message, but leaves the ticket as the customer's message left it: still unread,
 * still waiting for an agent, the agent's timers armed.
 */
import type { TenantSettings } from "@atende/core/contracts/settings"
import { Effect } from "effect"
import { appendEvent, type LiveEvent } from "../../../platform/store/Events"
import { absenceDue } from "../../businessHours/index"
import { enqueueDeliveries } from "../../channels/index"
import { getMessage } from "../../messages/index"
import { insertOutboundMessage } from "../store/MessageRows"
import type { TicketView } from "../store/Tickets"
import type { Delivery } from "./common"
import { composeBody } from "./compose"

/** The absence message's live event and delivery, when one is due for the ticket. */
export const absenceReply = (tenantId: number, ticket: TicketView, externalId: string, s: TenantSettings, at: number) =>
  Effect.gen(function* () {
    const none = { events: [] as Array<LiveEvent>, deliveries: [] as Array<Delivery> }
    const text = yield* absenceDue(tenantId, ticket.id, at)
    if (text === null) return none
    const body = yield* composeBody(tenantId, ticket, null, text, false, s, at)
    const id = yield* insertOutboundMessage(
      tenantId,
      ticket.id,
      ticket.contactId,
      null,
      {
        body,
        dedupeKey: `absence:${ticket.id}`,
        clientId: null,
        mediaUrl: null,
        mediaType: null,
        quotedMsgId: null,
        forwarded: false,
        scheduledId: null
      },
      at
    )
    const message = (yield* getMessage(tenantId, id))!
    const delivery = { tenantId, channelId: ticket.whatsappId, externalId, message }
    yield* enqueueDeliveries([delivery], at)
    const event = yield* appendEvent(tenantId, "ticketList", {
      type: "chat:create",
      ticket,
      message,
      body: message.body,
      read: false
    })
    return { events: [event], deliveries: [delivery] }
  })
