/**
 * Outbound messages, shared by sends, scheduled messages, forwards and the auto-close message:
 * the body (message variables filled in, then the signature prefix when it applies) and the
 * insert of a batch of outbound messages with the ticket's preview, timers and live events.
 * A media URL is stored as its path (a signed one handed back by a client loses its query).
 */
import type { TenantSettings } from "@atende/core/contracts/settings"
import { fillVariables, shouldSign, signed, type VariableContext } from "@atende/core/rules/variables"
import { Effect } from "effect"
import { afterMessage } from "../ticketTimers"
import { mediaPath } from "../../../platform/media/signing"
import { appendEvent, type LiveEvent } from "../../../platform/store/Events"
import { enqueueDeliveries } from "../../channels/index"
import { noteReplied } from "../../dashboard/index"
import { getTenant } from "../../tenants/index"
import { getMessage, type MessageView } from "../../messages/index"
import { contactFields } from "../store/Contacts"
import { insertOutboundMessage } from "../store/MessageRows"
import { userName } from "../store/Targets"
import { getTicket, type TicketView } from "../store/Tickets"
import { recordOutbound } from "../store/TicketWrites"
import { conversationKey } from "./commands"
import type { Delivery } from "./common"
import type { SentTemplate } from "@atende/core/contracts/templates"

const str = (v: unknown) => (typeof v === "string" ? v : v === null || v === undefined ? null : String(v))

/** The text as the customer gets it: variables filled in, signed by the sender when it applies. */
export const composeBody = (
  tenantId: number,
  t: TicketView,
  userId: number | null,
  text: string,
  sign: boolean | undefined,
  s: TenantSettings,
  now: number
) =>
  Effect.gen(function* () {
    if (!text) return text
    const sender = userId === null ? "" : yield* userName(tenantId, userId)
    const body = text.includes("{{") ? fillVariables(text, yield* variableContext(tenantId, t, sender, now)) : text
    return userId !== null && sender && shouldSign(s.signature, sign) ? signed(body, sender) : body
  })

/** The values of the message variables for the ticket's contact (greeting and dates in the tenant's time zone). */
export const variableContext = (tenantId: number, t: TicketView, sender: string, now: number) =>
  Effect.gen(function* () {
    const c = yield* contactFields(tenantId, t.contactId)
    const timeZone = (yield* getTenant(tenantId))?.timezone
    return {
      timeZone,
      name: t.contact.name,
      number: t.contact.number,
      email: t.contact.email,
      protocol: t.protocol,
      queueName: t.queue?.name ?? "",
      username: sender,
      now,
      firstName: str(c.first_name),
      lastName: str(c.last_name),
      birthday: str(c.birthday),
      businessName: str(c.business_name),
      document: str(c.document)
    } satisfies VariableContext
  })

export type OutItem = {
  readonly body: string
  readonly dedupeKey: string
  readonly clientId?: string | null
  readonly mediaUrl?: string | null
  readonly mediaType?: string | null
  readonly quotedMsgId?: number | null
  readonly forwarded?: boolean
  readonly scheduledId?: number | null
  readonly template?: SentTemplate | null
}

/** Inserts the messages (pending delivery), updates the ticket's preview, re-arms timers, appends chat:create. */
export const insertOutbound = (
  tenantId: number,
  t: TicketView,
  externalId: string,
  userId: number | null,
  items: ReadonlyArray<OutItem>,
  s: TenantSettings,
  now: number
) =>
  Effect.gen(function* () {
    const messages: Array<MessageView> = []
    for (const it of items) {
      const id = yield* insertOutboundMessage(
        tenantId,
        t.id,
        t.contactId,
        userId,
        {
          body: it.body,
          dedupeKey: it.dedupeKey,
          clientId: it.clientId ?? null,
          mediaUrl: mediaPath(it.mediaUrl) ?? null,
          mediaType: it.mediaType ?? null,
          quotedMsgId: it.quotedMsgId ?? null,
          forwarded: it.forwarded ?? false,
          scheduledId: it.scheduledId ?? null,
          template: it.template ?? null
        },
        now
      )
      messages.push((yield* getMessage(tenantId, id))!)
    }
    const deliveries = messages.map((message) => ({ tenantId, channelId: t.whatsappId, externalId, message }))
    // the outbox row is written with the message: a node dying after commit loses no delivery
    yield* enqueueDeliveries(deliveries, now)
    const last = messages[messages.length - 1]
    if (!last) return { messages, events: [] as Array<LiveEvent>, deliveries: [] as Array<Delivery>, ticket: t }
    const preview = last.body || (last.mediaType ? `[${last.mediaType}]` : "")
    if (userId !== null) {
      const waitingSince = t.waitingSince === null ? null : Date.parse(t.waitingSince)
      yield* noteReplied(
        tenantId,
        now,
        { createdAt: Date.parse(t.createdAt), waitingSince, queueId: t.queueId },
        userId,
        s
      )
    }
    yield* recordOutbound(t.id, preview, now)
    const ticket = (yield* getTicket(tenantId, t.id, s))!.ticket
    yield* afterMessage(
      {
        tenantId: tenantId,
        id: t.id,
        status: ticket.status,
        userId: ticket.userId,
        actorKey: conversationKey(t.whatsappId, externalId)
      },
      s,
      "out",
      now
    )
    const events: Array<LiveEvent> = []
    for (const message of messages)
      events.push(
        yield* appendEvent(tenantId, "ticketList", {
          type: "chat:create",
          ticket,
          message,
          body: message.body,
          read: true
        })
      )
    return {
      messages,
      events,
      deliveries,
      ticket
    }
  })
