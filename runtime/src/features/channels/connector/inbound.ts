/**
 * A connector's provider events, into what the rest of the product does with them. A message is a
 * command to its conversation's ticket actor (dedupe id = channel + provider id); a receipt finds
 * the message we sent under that provider id (store/ChannelSessions.ts) and acks it to the ticket
 * actor, which only ever raises the status (pending → sent → delivered → read). Edits, reactions
 * and deletions by the customer are an `inboundChange` to the conversation's ticket actor (the
 * message we sent under that provider id named when there is one), which applies them to the
 * stored message.
 */
import { InboundEvent, inboundDedupeId } from "@atende/core/channel/connector"
import { conversationKey } from "@atende/core/contracts/actors/actors"
import type { ChannelInbound } from "@atende/core/contracts/actors/channelCommands"
import { Effect } from "effect"
import { Bus, type Envelope } from "../../../platform/bus/Bus"
import { nowMillis } from "../../../platform/clock/index"
import type { Inbound, InboundChange } from "../../tickets/index"
import type { ChannelRow } from "../store/Channels"
import { sentMessage } from "../store/ChannelSessions"
import { ConnectorError } from "./Connector"

/**
 * The command an inbound provider message becomes: straight to the conversation's ticket actor.
 * Web chat's gateway, which knows its channel, sends it itself.
 */
export const inboundEnvelope = (
  ch: Pick<ChannelRow, "id" | "tenantId">,
  cmd: Omit<ChannelInbound, "type" | "channelId">,
  receivedAt: number
): Envelope => {
  const payload: Inbound = {
    type: "inbound",
    tenantId: ch.tenantId,
    channelId: ch.id,
    externalId: cmd.externalId,
    contactName: cmd.contactName || `Visitante ${cmd.externalId.slice(0, 6)}`,
    providerId: cmd.providerId,
    body: cmd.body,
    mediaUrl: cmd.mediaUrl ?? null,
    mediaType: cmd.mediaType ?? null,
    ...(cmd.quotedProviderId ? { quotedProviderId: cmd.quotedProviderId } : {}),
    ...(cmd.forwarded ? { forwarded: true } : {}),
    receivedAt
  }
  const key = conversationKey(ch.id, cmd.externalId)
  return { kind: "ticket", key, id: inboundDedupeId(ch.id, cmd.providerId), payload }
}

/** Hands one provider event on; succeeds once it is on the bus (or needs nothing). */
export const routeInbound = (ch: Pick<ChannelRow, "id" | "tenantId">, raw: InboundEvent) =>
  Effect.gen(function* () {
    const parsed = InboundEvent.safeParse(raw)
    if (!parsed.success) return yield* new ConnectorError({ reason: `bad inbound event: ${parsed.error.message}` })
    const event = parsed.data
    const bus = yield* Bus
    switch (event.kind) {
      case "message":
        yield* bus.send(inboundEnvelope(ch, event, yield* nowMillis))
        return
      case "receipt": {
        const sent = yield* sentMessage(ch.id, event.providerId)
        if (!sent) return yield* Effect.logDebug(`channel ${ch.id}: receipt for unknown ${event.providerId}`)
        yield* bus.send({
          kind: "ticket",
          key: conversationKey(ch.id, sent.externalId),
          id: `ack:${sent.messageId}:${event.status}`,
          payload: { type: "ack", tenantId: ch.tenantId, messageId: sent.messageId, status: event.status }
        })
        return
      }
      case "edit":
      case "reaction":
      case "deletion": {
        // a reaction may be to a message we sent: the conversation is the one we sent it to
        const sent = yield* sentMessage(ch.id, event.providerId)
        const externalId = sent?.externalId ?? event.externalId
        const change = event.kind
        const detail = event.kind === "edit" ? event.body : event.kind === "reaction" ? event.reaction : ""
        const payload: InboundChange = {
          type: "inboundChange",
          tenantId: ch.tenantId,
          channelId: ch.id,
          externalId,
          providerId: event.providerId,
          ...(sent ? { messageId: sent.messageId } : {}),
          change,
          ...(event.kind === "edit" ? { body: event.body } : {}),
          ...(event.kind === "reaction" ? { reaction: event.reaction } : {})
        }
        yield* bus.send({
          kind: "ticket",
          key: conversationKey(ch.id, externalId),
          id: `${change}:${ch.id}:${event.providerId}:${event.eventId ?? detail}`,
          payload
        })
        return
      }
    }
  }).pipe(
    Effect.catchTags({
      BusError: (e) => Effect.fail(new ConnectorError({ reason: `bus: ${e.reason}` })),
      SqlError: (e) => Effect.fail(new ConnectorError({ reason: `store: ${e.message}` }))
    })
  )
