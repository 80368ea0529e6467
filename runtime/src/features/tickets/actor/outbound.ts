/**
 * An agent's message: stored as pending (once per clientId, so a client retry answers the first
 * one again; one message per attached file) with its row in the channel's outbox, the ticket's
 * preview updated, the live events appended. The dispatcher of the node running the channel's
 * session delivers it (channels/connector/Dispatcher.ts) and acks it back here; a failure can be
 * resent.
 */
import { renderTemplate, variableCounts } from "@atende/core/contracts/templates"
import type { MessageStatus } from "@atende/core/message/message"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { nowMillis } from "../../../platform/clock/index"
import { AppError } from "../../../platform/http/AppError"
import { appendEvent, type LiveEvent } from "../../../platform/store/Events"
import { getTemplate, requeueDelivery } from "../../channels/index"
import { getMessage, type MessageView } from "../../messages/index"
import { getSettings } from "../../settings/index"
import { messageInTicket, messageRow, messagesByDedupeKeys, setMessageStatus } from "../store/MessageRows"
import { getTicket } from "../store/Tickets"
import type { Ack, Resend, Send } from "./commands"
import { loadTicket, type Outcome } from "./common"
import { composeBody, insertOutbound, type OutItem } from "./compose"

export const handleSend = (cmd: Send) =>
  Effect.gen(function* () {
    const s = yield* getSettings(cmd.tenantId)
    const { ticket, externalId } = yield* loadTicket(cmd.tenantId, cmd.ticketId, s)
    // a client id is the sender's: scoped to this ticket and author, so replaying another
    // ticket's client id stores a new message instead of answering that ticket's one
    const base = `out:${cmd.ticketId}:${cmd.userId}:${cmd.clientId ?? randomUUID()}`
    const files = cmd.media?.length
      ? cmd.media
      : cmd.mediaUrl
        ? [{ url: cmd.mediaUrl, type: cmd.mediaType ?? "application/octet-stream", name: "" }]
        : []
    const keys = files.length > 1 ? files.map((_, i) => `${base}:${i}`) : [base]
    const existing = yield* messagesByDedupeKeys(cmd.tenantId, keys)
    if (existing.length) return { events: [], value: existing } satisfies Outcome
    if (cmd.quotedMsgId !== undefined && !(yield* messageInTicket(cmd.tenantId, cmd.quotedMsgId, ticket.id)))
      return yield* new AppError({ code: "ERR_NO_MESSAGE_FOUND" })
    const now = yield* nowMillis
    const common = { clientId: cmd.clientId ?? null, quotedMsgId: cmd.quotedMsgId ?? null }
    if (cmd.template) {
      const item = yield* templateItem(cmd.tenantId, ticket.whatsappId, cmd.template)
      const r = yield* insertOutbound(
        cmd.tenantId,
        ticket,
        externalId,
        cmd.userId,
        [{ ...common, ...item, dedupeKey: base }],
        s,
        now
      )
      return { events: r.events, value: r.messages, deliveries: r.deliveries } satisfies Outcome
    }
    const text = yield* composeBody(cmd.tenantId, ticket, cmd.userId, cmd.body, cmd.sign, s, now)
    const items: Array<OutItem> = files.length
      ? files.map((f, i) => ({
          ...common,
          body: i === 0 && text ? text : f.name,
          mediaUrl: f.url,
          mediaType: f.type,
          dedupeKey: keys[i]!
        }))
      : [{ ...common, body: text, dedupeKey: base }]
    const r = yield* insertOutbound(cmd.tenantId, ticket, externalId, cmd.userId, items, s, now)
    return { events: r.events, value: r.messages, deliveries: r.deliveries } satisfies Outcome
  })

/**
 * A template message: the channel's approved template (ERR_NO_TEMPLATE_FOUND otherwise: another
 * channel's, not approved, deleted) with as many values as its variables
 * (ERR_TEMPLATE_VARIABLES_MISMATCH); its text is what the customer reads, without a signature.
 */
const templateItem = (tenantId: number, channelId: number, send: NonNullable<Send["template"]>) =>
  Effect.gen(function* () {
    const t = yield* getTemplate(tenantId, channelId, send.templateId)
    if (!t || t.status !== "APPROVED") return yield* new AppError({ code: "ERR_NO_TEMPLATE_FOUND" })
    const counts = variableCounts(t)
    if (send.header.length !== counts.header)
      return yield* new AppError({ code: "ERR_TEMPLATE_VARIABLES_MISMATCH", extra: { field: "template.header" } })
    if (send.body.length !== counts.body)
      return yield* new AppError({ code: "ERR_TEMPLATE_VARIABLES_MISMATCH", extra: { field: "template.body" } })
    return {
      body: renderTemplate(t, send),
      template: { name: t.name, language: t.language, header: [...send.header], body: [...send.body] }
    }
  })

/** How far a message's delivery got; a status only ever rises (failed: see handleAck). */
const rank: Record<MessageStatus, number> = {
  pending: 0,
  failed: 0,
  received: 0,
  sent: 1,
  delivered: 2,
  read: 3,
  played: 4
}

/**
 * The channel moved a message's status: up only (a late `sent` after `read` changes nothing), and
 * `failed` only from pending (a receipt may have come first). A resent message that fails again
 * fails again. The agents see the change (chat:ack).
 */
export const handleAck = (cmd: Ack) =>
  Effect.gen(function* () {
    const current = yield* messageRow(cmd.tenantId, cmd.messageId)
    if (!current) return { events: [] as Array<LiveEvent>, value: null } satisfies Outcome
    const moves =
      cmd.status === "failed"
        ? current.status === "pending"
        : current.status === "failed" || rank[current.status] < rank[cmd.status]
    if (!moves) return { events: [], value: null } satisfies Outcome
    const failure = cmd.status === "failed" ? (cmd.error ?? { code: "ERR_DELIVERY_REFUSED", detail: null }) : undefined
    yield* setMessageStatus(cmd.messageId, cmd.status, failure)
    const message = { ...current, status: cmd.status, deliveryError: failure ?? null }
    return { events: [yield* ackEvent(cmd.tenantId, message)], value: null } satisfies Outcome
  })

const ackEvent = (tenantId: number, message: MessageView) =>
  Effect.gen(function* () {
    const found = yield* getTicket(tenantId, message.ticketId)
    return yield* appendEvent(tenantId, "ticketList", { type: "chat:ack", ticket: found?.ticket ?? null, message })
  })

/** An agent sends a failed message again: pending, back in the channel's outbox with a fresh idempotency key. */
export const handleResend = (cmd: Resend) =>
  Effect.gen(function* () {
    const s = yield* getSettings(cmd.tenantId)
    const { ticket, externalId } = yield* loadTicket(cmd.tenantId, cmd.ticketId, s)
    const current = yield* messageRow(cmd.tenantId, cmd.messageId)
    if (!current || current.ticketId !== ticket.id) return yield* new AppError({ code: "ERR_NO_MESSAGE_FOUND" })
    if (current.status !== "failed" || !current.fromMe) return yield* new AppError({ code: "ERR_MESSAGE_NOT_FAILED" })
    yield* setMessageStatus(current.id, "pending")
    const message = (yield* getMessage(cmd.tenantId, current.id))!
    const delivery = { tenantId: cmd.tenantId, channelId: ticket.whatsappId, externalId, message }
    yield* requeueDelivery(delivery, yield* nowMillis)
    return {
      events: [yield* ackEvent(cmd.tenantId, message)],
      value: message,
      deliveries: [delivery]
    } satisfies Outcome
  })
