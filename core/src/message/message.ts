// A message of a ticket as the API shows it (runtime/API.md, spec part 1 §3).
import { z } from "zod"
import { EpochMs, Id, IsoDateTime } from "../contracts/common"
import { SentTemplate } from "../contracts/templates"

/**
 * Delivery state: outbound pending -> sent -> delivered -> read -> played (a voice note heard), or
 * failed (the channel refused it, or it could not be delivered after the retries; `deliveryError`
 * says why, and a resend makes it pending again); inbound received.
 */
export const MessageStatus = z.enum(["pending", "sent", "delivered", "read", "played", "failed", "received"])
export type MessageStatus = z.infer<typeof MessageStatus>

/** Why an outbound message failed: a catalogue code (ERR_DELIVERY_REFUSED, _GAVE_UP) and the provider's words. */
export const DeliveryFailure = z.object({ code: z.string(), detail: z.string().nullable() })
export type DeliveryFailure = z.infer<typeof DeliveryFailure>

export const Message = z.object({
  id: Id,
  ticketId: Id,
  contactId: Id,
  body: z.string(),
  fromMe: z.boolean(),
  status: MessageStatus,
  mediaUrl: z.string().nullable(),
  /** image, video, audio, document … or null for text. */
  mediaType: z.string().nullable(),
  /** The sender's idempotency key (send retries store one message). */
  clientId: z.string().nullable(),
  timestamp: EpochMs,
  createdAt: IsoDateTime,
  // Spec attributes the API does not carry yet.
  scheduleDate: IsoDateTime.nullable().optional(),
  edited: z.boolean().optional(),
  deleted: z.boolean().optional(),
  forwarded: z.boolean().optional(),
  reaction: z.string().nullable().optional(),
  /** The message this one replies to. */
  quotedMsgId: Id.nullable().optional(),
  // Workspace fields (runtime/api/workspace.md).
  userId: Id.nullable().optional(),
  read: z.boolean().optional(),
  quotedMsg: z.object({ id: Id, body: z.string(), fromMe: z.boolean() }).nullable().optional(),
  transcription: z.string().nullable().optional(),
  /** The scheduled message this one was sent from. */
  scheduledId: Id.nullable().optional(),
  /** Set while the status is failed. */
  deliveryError: DeliveryFailure.nullable().optional(),
  /** The WhatsApp template this message was sent as (its text is the body). */
  template: SentTemplate.nullable().optional()
})
export type Message = z.infer<typeof Message>
