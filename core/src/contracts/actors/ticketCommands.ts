// The commands a ticket (conversation) actor accepts, as they travel on the bus, and the reply each
// one gets. The runtime decodes every command with TicketCommand before it reaches a mailbox
// (runtime/src/platform/actors/commandEdge.ts); the HTTP edge has checked the user's input already,
// so these check shape, not business rules. The actor key is `<channelId>:<externalId>`.
import { z } from "zod"
import { DeliveryFailure } from "../../message/message"
import { TicketStatus } from "../../ticket/ticket"
import { EpochMs, Id } from "../common"
import { MessageView, ScheduledMessage, TicketView, type Immutable } from "./views"

const optionalText = z.string().nullable().optional()

/** A customer's message from a channel (dedupe id = channel + provider message id). */
export const Inbound = z.object({
  type: z.literal("inbound"),
  tenantId: Id,
  channelId: Id,
  externalId: z.string(),
  contactName: z.string(),
  providerId: z.string(),
  body: z.string(),
  mediaUrl: optionalText,
  mediaType: optionalText,
  /** The provider id of the message it answers (a message of the same channel and conversation). */
  quotedProviderId: z.string().optional(),
  forwarded: z.boolean().optional(),
  receivedAt: EpochMs
})
export type Inbound = Immutable<z.infer<typeof Inbound>>

/**
 * The customer changed something at the provider (dedupe id = channel + provider id + the
 * event's): edited or deleted one of their messages, or reacted to a message of the conversation
 * ("" takes the reaction away). `messageId` is set when the channel knows the message as one it
 * sent; otherwise it is the customer's, found by its provider id. A change to a message the
 * conversation does not have changes nothing.
 */
export const InboundChange = z.object({
  type: z.literal("inboundChange"),
  tenantId: Id,
  channelId: Id,
  externalId: z.string(),
  providerId: z.string(),
  messageId: Id.optional(),
  change: z.enum(["edit", "reaction", "deletion"]),
  body: z.string().optional(),
  reaction: z.string().optional()
})
export type InboundChange = Immutable<z.infer<typeof InboundChange>>

export const MediaRef = z.object({ url: z.string(), type: z.string(), name: z.string() })
export type MediaRef = Immutable<z.infer<typeof MediaRef>>

/** An agent's message (one per file when `media` has several). */
export const Send = z.object({
  type: z.literal("send"),
  tenantId: Id,
  ticketId: Id,
  userId: Id,
  body: z.string(),
  clientId: z.string().optional(),
  mediaUrl: optionalText,
  mediaType: optionalText,
  media: z.array(MediaRef).optional(),
  quotedMsgId: Id.optional(),
  sign: z.boolean().optional(),
  /** A Cloud API template and its variables' values (the body is then the template's text). */
  template: z.object({ templateId: Id, header: z.array(z.string()), body: z.array(z.string()) }).optional()
})
export type Send = Immutable<z.infer<typeof Send>>

/** Status, owner or queue change (`PUT /tickets/{id}`, mass actions), or the ticket's deletion (`remove`). */
export const Update = z.object({
  type: z.literal("update"),
  tenantId: Id,
  ticketId: Id,
  userId: Id,
  status: TicketStatus.optional(),
  targetUserId: Id.nullable().optional(),
  queueId: Id.nullable().optional(),
  newTicket: z.boolean().optional(),
  /** Delete instead of a status change. */
  remove: z.boolean().optional()
})
export type Update = Immutable<z.infer<typeof Update>>

/** Watching a ticket without taking it (a log "access"); `onlyOnce`: not again right after the last one. */
export const Access = z.object({
  type: z.literal("access"),
  tenantId: Id,
  ticketId: Id,
  userId: Id,
  onlyOnce: z.boolean().optional()
})
export type Access = Immutable<z.infer<typeof Access>>

export const Create = z.object({
  type: z.literal("create"),
  tenantId: Id,
  contactId: Id,
  channelId: Id,
  userId: Id,
  status: z.enum(["open", "pending"]),
  targetUserId: Id.nullable().optional(),
  queueId: Id.nullable().optional()
})
export type Create = Immutable<z.infer<typeof Create>>

export const ForwardItem = z.object({
  sourceId: Id,
  body: z.string(),
  mediaUrl: z.string().nullable(),
  mediaType: z.string().nullable()
})

export const Forward = z.object({
  type: z.literal("forward"),
  tenantId: Id,
  contactId: Id,
  channelId: Id,
  userId: Id,
  clientId: z.string(),
  items: z.array(ForwardItem)
})
export type Forward = Immutable<z.infer<typeof Forward>>

const messageRef = { tenantId: Id, messageId: Id }
export const EditMessageOp = z.object({ type: z.literal("editMessage"), ...messageRef, userId: Id, body: z.string() })
export const ReactOp = z.object({ type: z.literal("react"), ...messageRef, userId: Id, reaction: z.string() })
export const DeleteMessageOp = z.object({ type: z.literal("deleteMessage"), ...messageRef, userId: Id })
export const TranscribedOp = z.object({ type: z.literal("transcribed"), ...messageRef, text: z.string() })
export const MessageOp = z.discriminatedUnion("type", [EditMessageOp, ReactOp, DeleteMessageOp, TranscribedOp])
export type MessageOp = Immutable<z.infer<typeof MessageOp>>

export const Schedule = z.object({
  type: z.literal("schedule"),
  tenantId: Id,
  ticketId: Id,
  userId: Id,
  body: z.string(),
  sendAt: EpochMs,
  sign: z.boolean().optional(),
  clientId: z.string().optional(),
  actorKey: z.string()
})
export type Schedule = Immutable<z.infer<typeof Schedule>>

export const CancelSchedule = z.object({ type: z.literal("cancelSchedule"), tenantId: Id, scheduledId: Id, userId: Id })
export type CancelSchedule = Immutable<z.infer<typeof CancelSchedule>>

export const SetTranscription = z.object({
  type: z.literal("setTranscription"),
  tenantId: Id,
  ticketId: Id,
  enabled: z.boolean().optional()
})
export type SetTranscription = Immutable<z.infer<typeof SetTranscription>>

/** `PUT /tickets/{id}/tags`: the ticket's tags, the whole list (tags of the tenant, checked by the actor). */
export const SetTicketTags = z.object({
  type: z.literal("setTags"),
  tenantId: Id,
  ticketId: Id,
  tagIds: z.array(Id).max(100)
})
export type SetTicketTags = Immutable<z.infer<typeof SetTicketTags>>

/** A durable timer fired (dedupe id `timer:<id>:<dueAt>`); acts only if the timer is still current. */
export const TimerFired = z.object({
  type: z.literal("timer"),
  tenantId: Id,
  timerId: Id,
  dueAt: EpochMs,
  kind: z.string(),
  ticketId: Id,
  scheduledId: Id.optional(),
  /** bot.wait: the number of the prompt the bot waited on (a later prompt makes the timer stale). */
  promptSeq: z.number().int().nonnegative().optional()
})
export type TimerFired = Immutable<z.infer<typeof TimerFired>>

/**
 * The channel's delivery state of an outbound message rose (the dispatcher's `sent`, a receipt's
 * delivered, read, played), or its delivery failed (`error` says why; only a pending message fails).
 */
export const Ack = z.object({
  type: z.literal("ack"),
  tenantId: Id,
  messageId: Id,
  status: z.enum(["sent", "delivered", "read", "played", "failed"]),
  error: DeliveryFailure.optional()
})
export type Ack = Immutable<z.infer<typeof Ack>>

/** An agent sends a failed message again (it becomes pending and goes back to the channel's outbox). */
export const Resend = z.object({ type: z.literal("resend"), tenantId: Id, ticketId: Id, messageId: Id, userId: Id })
export type Resend = Immutable<z.infer<typeof Resend>>

export const MarkRead = z.object({ type: z.literal("read"), tenantId: Id, ticketId: Id, userId: Id })
export type MarkRead = Immutable<z.infer<typeof MarkRead>>

export const TicketCommand = z.discriminatedUnion("type", [
  Inbound,
  InboundChange,
  Send,
  Update,
  Access,
  Create,
  Forward,
  EditMessageOp,
  ReactOp,
  DeleteMessageOp,
  TranscribedOp,
  Schedule,
  CancelSchedule,
  SetTranscription,
  SetTicketTags,
  TimerFired,
  Ack,
  Resend,
  MarkRead
])
export type TicketCommand = Immutable<z.infer<typeof TicketCommand>>

const ticketWithMessages = z.object({ ticket: TicketView, messages: z.array(MessageView) })

/** What each command answers with (the value of an ok reply). */
export const TicketReplies = {
  inbound: z.object({ duplicate: z.boolean(), ticketId: Id, messageId: Id }),
  /** The message as it now is; null when the conversation has no such message. */
  inboundChange: MessageView.nullable(),
  /** One message per file (one for text). */
  send: z.array(MessageView),
  /** The ticket after the change; a deleted one as it was, marked `deleted`. */
  update: TicketView.extend({ deleted: z.literal(true).optional() }),
  access: TicketView,
  create: TicketView,
  forward: ticketWithMessages,
  editMessage: MessageView,
  react: MessageView,
  deleteMessage: MessageView,
  transcribed: MessageView,
  schedule: ScheduledMessage,
  cancelSchedule: ScheduledMessage,
  setTranscription: TicketView,
  setTags: TicketView,
  /** The message a scheduled-message timer sent, else null. */
  timer: MessageView.nullable(),
  ack: z.null(),
  resend: MessageView,
  read: z.null()
} as const satisfies Record<TicketCommand["type"], z.ZodType>
