/**
 * The commands a ticket (conversation) actor accepts: their schemas and types are in core
 * (core/src/contracts/actors/ticketCommands.ts, decoded at the bus edge); the handlers import
 * the types from here. The actor key is `<channelId>:<externalId>`.
 */
export type {
  Access,
  Ack,
  CancelSchedule,
  Create,
  Forward,
  Inbound,
  InboundChange,
  MarkRead,
  MediaRef,
  MessageOp,
  Resend,
  Schedule,
  Send,
  SetTranscription,
  SetTicketTags,
  TicketCommand as TicketCommandMsg,
  TimerFired,
  Update
} from "@atende/core/contracts/actors/ticketCommands"

export { conversationKey } from "@atende/core/contracts/actors/actors"
