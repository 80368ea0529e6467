// A ticket (atendimento) as the API shows it (runtime/API.md, spec part 1 §3).
// Its lifecycle rules are in machine.ts.
import { z } from "zod"
import { ChannelType } from "../channel/channel"
import { ContactSummary } from "../contact/contact"
import { Id, IsoDateTime } from "../contracts/common"
import { UserRef } from "../user/user"
import { ticketLogTypes, ticketStatuses } from "./machine"

export const TicketStatus = z.enum(ticketStatuses)
export type TicketStatus = z.infer<typeof TicketStatus>

export const Ticket = z.object({
  id: Id,
  /** Human-facing protocol number. */
  protocol: z.string(),
  status: TicketStatus,
  contactId: Id,
  contact: ContactSummary,
  userId: Id.nullable(),
  user: UserRef.nullable(),
  queueId: Id.nullable(),
  channel: ChannelType,
  /** The connection (channel) the conversation runs on. */
  whatsappId: Id.nullable(),
  isGroup: z.boolean(),
  unreadMessages: z.number().int().nonnegative(),
  lastMessage: z.string().nullable(),
  lastMessageAt: IsoDateTime.nullable(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  // Spec fields the API does not carry yet.
  /** When the ticket was last opened (attended). */
  openedAt: IsoDateTime.nullable().optional(),
  /** Whether a chatbot or flow is handling the ticket. */
  chatbot: z.boolean().optional(),
  tagIds: z.array(Id).optional(),
  // Workspace fields (runtime/api/workspace.md).
  queue: z.object({ id: Id, name: z.string() }).nullable().optional(),
  /** The queue the ticket was last routed to (return-to-queue goes back there). */
  originQueueId: Id.nullable().optional(),
  audioTranscription: z.boolean().optional(),
  /** The contact's wallet owners. */
  walletUserIds: z.array(Id).optional(),
  /** The oldest customer message not answered yet. */
  waitingSince: IsoDateTime.nullable().optional(),
  sla: z.enum(["green", "yellow", "red"]).optional(),
  closedAt: IsoDateTime.nullable().optional()
})
export type Ticket = z.infer<typeof Ticket>

export const TicketLogType = z.enum(ticketLogTypes)
export type TicketLogType = z.infer<typeof TicketLogType>

/** One line of a ticket's history (`GET /tickets/{id}/logs`). */
export const TicketLog = z.object({
  id: Id,
  ticketId: Id,
  type: TicketLogType,
  /** Who acted; null for the system (bot, auto close). */
  userId: Id.nullable(),
  queueId: Id.nullable(),
  createdAt: IsoDateTime
})
export type TicketLog = z.infer<typeof TicketLog>
