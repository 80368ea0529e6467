// The pure side of the connector contract (runtime/src/features/channels/connector/Connector.ts):
// what a connector declares it can do, the session states it reports and the provider events it
// hands over, normalised so every channel type looks the same to the rest of the product. Ids are
// the provider's: a message's `providerId` is its id at the provider (WhatsApp's message key,
// Telegram's chat + message id, an e-mail's Message-ID), `externalId` the conversation's (the
// customer's number, chat id, address, web-chat visitor).
import { z } from "zod"
import { ChannelStatus } from "./channel"

/** A session state: the spec's list (part 1 §4, part 2 §4). */
export const SessionState = ChannelStatus
export type SessionState = ChannelStatus

export const MediaKind = z.enum(["image", "audio", "video", "document", "sticker", "location", "contact"])
export type MediaKind = z.infer<typeof MediaKind>

/** What a channel type can do; the UIs hide what it cannot, the send path refuses it. */
export const ConnectorCapabilities = z.object({
  /** Media it can send and receive; empty for text only. */
  media: z.array(MediaKind),
  /** Sent messages can be edited at the provider. */
  edit: z.boolean(),
  /** Reactions can be sent and are received. */
  react: z.boolean(),
  /** How long after sending a message can still be deleted for everyone (ms): 0 never, null without limit. */
  deleteWindowMs: z.number().int().nonnegative().nullable(),
  /** How long after sending a message can still be edited (ms): absent or null without limit. */
  editWindowMs: z.number().int().positive().nullable().optional(),
  /** Group conversations exist on this channel. */
  groups: z.boolean(),
  /** The provider reports a voice note heard (a `played` receipt after `read`); absent: it does not. */
  played: z.boolean().optional()
})
export type ConnectorCapabilities = z.infer<typeof ConnectorCapabilities>

const conversation = {
  /** The conversation at the provider (number, chat id, address, visitor id). */
  externalId: z.string().min(1),
  /** The provider's id of the message the event is about. */
  providerId: z.string().min(1)
}

/** A customer's new message. */
export const InboundMessage = z.object({
  kind: z.literal("message"),
  ...conversation,
  contactName: z.string().optional(),
  body: z.string(),
  mediaUrl: z.string().nullable().optional(),
  mediaType: z.string().nullable().optional(),
  /** The provider id of the message it answers. */
  quotedProviderId: z.string().optional(),
  /** The provider marks it forwarded (the customer passed on someone else's message). */
  forwarded: z.boolean().optional()
})

/**
 * The provider's id of a change event itself (an edit's, a reaction's), where it has one: a
 * repeat of the same event is dropped, a later change to the same message is not.
 */
const change = { eventId: z.string().min(1).optional() }

/** The customer edited one of their messages. */
export const InboundEdit = z.object({ kind: z.literal("edit"), ...conversation, ...change, body: z.string() })

/** A reaction to a message of the conversation (either side's); "" takes it away. */
export const InboundReaction = z.object({
  kind: z.literal("reaction"),
  ...conversation,
  ...change,
  reaction: z.string()
})

/** The customer deleted one of their messages for everyone. */
export const InboundDeletion = z.object({ kind: z.literal("deletion"), ...conversation, ...change })

/**
 * The provider's delivery state of one of our messages (`providerId` is what `send` answered):
 * sent → delivered → read → played (a voice note heard, where the capabilities say `played`).
 */
export const ReceiptStatus = z.enum(["sent", "delivered", "read", "played"])
export type ReceiptStatus = z.infer<typeof ReceiptStatus>
export const InboundReceipt = z.object({ kind: z.literal("receipt"), ...conversation, status: ReceiptStatus })

export const InboundEvent = z.discriminatedUnion("kind", [
  InboundMessage,
  InboundEdit,
  InboundReaction,
  InboundDeletion,
  InboundReceipt
])
export type InboundEvent = z.infer<typeof InboundEvent>
export type InboundMessage = z.infer<typeof InboundMessage>
export type InboundReceipt = z.infer<typeof InboundReceipt>

/**
 * The dedupe id of an inbound message: channel + provider message id. The bus drops a repeat inside
 * its window and the ticket actor's unique key catches any later one, so a provider that
 * redelivers (a reconnect, a webhook retry) stores nothing twice.
 */
export const inboundDedupeId = (channelId: number, providerId: string) => `in:${channelId}:${providerId}`
