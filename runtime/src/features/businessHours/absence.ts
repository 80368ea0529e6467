/**
 * The absence message (spec part 2 §9): outside business hours, a customer's message is answered
 * once per ticket with the tenant's absence message. The ticket actor asks here when a customer's
 * messages were stored (features/tickets/actor/absence.ts sends it through the channel's outbox);
 * a ticket the chat-flow bot handles is the bot's to answer when it hands over (it may claim the
 * same ticket with `claimAbsence`, so the message still goes once).
 */
import { isOpen } from "@atende/core/rules/businessHours"
import { Effect } from "effect"
import { claimAbsence, tenantHours } from "./store/BusinessHours"

/**
 * The absence message to send the ticket now, claimed (so never again for this ticket), or null:
 * open at `at` in the tenant's zone, no absence message set, or sent before.
 */
export const absenceDue = (tenantId: number, ticketId: number, at: number) =>
  Effect.gen(function* () {
    const hours = yield* tenantHours(tenantId)
    const text = hours.absenceMessage.trim()
    if (!text || isOpen(hours.days, hours.timeZone, at)) return null
    return (yield* claimAbsence(tenantId, ticketId)) ? text : null
  })
