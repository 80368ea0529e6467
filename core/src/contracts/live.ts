// The live events (runtime/API.md "/live", runtime/api/workspace.md "Live events"): what the
// runtime appends to a tenant's event log (runtime/src/platform/store/Events.ts) and what the
// agents' socket frames carry as `{ type: "event", seq, event: "<tenantId>:<name>", data }`.
// `name` says which stream; `data.type` which event of it.
import { z } from "zod"
import { Message } from "../message/message"
import { Ticket, TicketStatus } from "../ticket/ticket"
import { ScheduledMessage } from "./actors/views"
import { ChannelsEvent } from "./channels"
import { Id } from "./common"
import { ContactView } from "./contacts"
import { InternalChatEvent } from "./internalChat"
import { settingKeys, settingSchemas, type SettingKey } from "./settings"

/** A message arrived or was sent; `created` / `reopened` say what an inbound one did to its ticket. */
export const ChatCreate = z.object({
  type: z.literal("chat:create"),
  ticket: Ticket,
  message: Message,
  body: z.string(),
  read: z.boolean(),
  created: z.boolean().optional(),
  reopened: z.boolean().optional()
})

/** An outbound message's delivery state rose (sent, delivered, read). */
export const ChatAck = z.object({ type: z.literal("chat:ack"), ticket: Ticket.nullable(), message: Message })

/** A message changed: edited, reacted to, deleted or transcribed. */
export const ChatUpdate = z.object({ type: z.literal("chat:update"), ticket: Ticket.nullable(), message: Message })

/** A scheduled message was created or canceled. */
export const ChatScheduled = z.object({
  type: z.literal("chat:scheduled"),
  ticket: Ticket,
  scheduled: ScheduledMessage
})

/** The ticket as it is now; `previous` (on actions) lets a socket that saw it before drop it from its lists. */
export const TicketUpdate = z.object({
  type: z.literal("ticket:update"),
  ticket: Ticket,
  previous: z
    .object({ status: TicketStatus.optional(), userId: Id.nullable().optional(), queueId: Id.nullable().optional() })
    .optional()
})

export const TicketDelete = z.object({ type: z.literal("ticket:delete"), ticketId: Id })

/** `<tenantId>:ticketList`: messages and tickets. */
export const TicketListEvent = z.discriminatedUnion("type", [
  ChatCreate,
  ChatAck,
  ChatUpdate,
  ChatScheduled,
  TicketUpdate,
  TicketDelete
])
export type TicketListEvent = z.infer<typeof TicketListEvent>

/** `<tenantId>:settings`: one setting changed; `settings` are all of them, secrets masked. */
export const SettingsUpdate = z.object({
  type: z.literal("settings:update"),
  key: z.enum(settingKeys as [SettingKey, ...Array<SettingKey>]),
  settings: z.object(settingSchemas)
})
export const SettingsEvent = z.discriminatedUnion("type", [SettingsUpdate])
export type SettingsEvent = z.infer<typeof SettingsEvent>

/** A contact was created or changed (fields, tags, wallet, additional information): the contact as the API answers. */
export const ContactUpdate = z.object({ type: z.literal("contact:update"), contact: ContactView })

/** A contact was deleted. */
export const ContactDelete = z.object({ type: z.literal("contact:delete"), contactId: Id })

/** Why many contacts changed at once. */
export const ContactBulkReason = z.enum(["import", "merge", "undo"])

/**
 * Many contacts changed at once (an import's run ended; duplicates merged or a merge undone):
 * screens read their contacts again. `contactIds` names them when known (a merge's and an
 * undo's contacts, kept and merged); an import leaves it out.
 */
export const ContactBulk = z.object({
  type: z.literal("contact:bulk"),
  reason: ContactBulkReason,
  contactIds: z.array(Id).optional()
})

/** `<tenantId>:contacts`: for every user of the tenant; phone and e-mail masked as the contacts API masks them. */
export const ContactsEvent = z.discriminatedUnion("type", [ContactUpdate, ContactDelete, ContactBulk])
export type ContactsEvent = z.infer<typeof ContactsEvent>

export const LiveEvent = z.discriminatedUnion("name", [
  z.object({ name: z.literal("ticketList"), data: TicketListEvent }),
  z.object({ name: z.literal("settings"), data: SettingsEvent }),
  z.object({ name: z.literal("internalChat"), data: InternalChatEvent }),
  z.object({ name: z.literal("contacts"), data: ContactsEvent }),
  z.object({ name: z.literal("channels"), data: ChannelsEvent })
])
export type LiveEvent = z.infer<typeof LiveEvent>
export type LiveEventName = LiveEvent["name"]
export type LiveEventData<N extends LiveEventName> = {
  ticketList: TicketListEvent
  settings: SettingsEvent
  internalChat: InternalChatEvent
  contacts: ContactsEvent
  channels: ChannelsEvent
}[N]

/** The schema of each stream's data. */
export const liveEventData = {
  ticketList: TicketListEvent,
  settings: SettingsEvent,
  internalChat: InternalChatEvent,
  contacts: ContactsEvent,
  channels: ChannelsEvent
} as const satisfies Record<LiveEventName, z.ZodType>

const dataSchemas: { readonly [N in LiveEventName]: z.ZodType<LiveEventData<N>> } = liveEventData

/**
 * The data of a `name` event decoded (for a reader that knows the name: the agent UI), undefined
 * when it has another shape.
 */
export const decodeLiveEventData = <N extends LiveEventName>(name: N, data: unknown): LiveEventData<N> | undefined => {
  const parsed = dataSchemas[name].safeParse(data)
  return parsed.success ? parsed.data : undefined
}

/** What the agents' socket sends (runtime/API.md "/live"); `seq` frames stand for events this socket may not see. */
export const LiveFrame = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ready"), seq: z.number().int().nonnegative() }),
  z.object({ type: z.literal("event"), seq: z.number().int().positive(), event: z.string(), data: z.unknown() }),
  z.object({ type: z.literal("seq"), seq: z.number().int().positive() }),
  z.object({ type: z.literal("error"), error: z.string() }),
  z.object({ type: z.literal("ack"), event: z.unknown() }),
  z.object({ type: z.literal("pong") })
])
export type LiveFrame = z.infer<typeof LiveFrame>
