/**
 * The channel-session actor: one per connection. It owns the connector's status, normalises
 * inbound provider events into ticket commands (dedupe id = channel + provider message id) and
 * sends outbound messages through the connector, acking them back to the ticket actor.
 */
import { Effect, Ref } from "effect"
import { Bus, type Envelope } from "../../../platform/bus/Bus"
import { connectorFor } from "../../channels/connectors"
import { AppError } from "../../../platform/http/AppError"
import { getChannel, setChannelStatus, type ChannelRow } from "../store/Channels"
import type { MessageView } from "../../messages/index"
import { conversationKey, type Inbound, toReply } from "../../tickets/index"

export type ChannelInbound = {
  readonly type: "inbound"
  readonly channelId: number
  readonly externalId: string
  readonly providerId: string
  readonly contactName?: string | undefined
  readonly body: string
  readonly mediaUrl?: string | null
  readonly mediaType?: string | null
}
export type ChannelDeliver = { readonly type: "deliver"; readonly tenantId: number; readonly channelId: number; readonly externalId: string; readonly message: MessageView }
export type ChannelCommandMsg = ChannelInbound | ChannelDeliver | { readonly type: "status" }

/**
 * The command an inbound provider message becomes: straight to the conversation's ticket actor,
 * dedupe id = channel + provider message id. A connector that knows its channel (web chat) sends
 * it itself; the others hand it over through the channel-session actor.
 */
export const inboundEnvelope = (ch: Pick<ChannelRow, "id" | "tenantId">, cmd: Omit<ChannelInbound, "type" | "channelId">, receivedAt = Date.now()): Envelope => {
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
    receivedAt
  }
  return { kind: "ticket", key: conversationKey(ch.id, cmd.externalId), id: `in:${ch.id}:${cmd.providerId}`, payload }
}

export const channelBehaviour = (key: string) =>
  Effect.gen(function* () {
    const cache = yield* Ref.make<ChannelRow | undefined>(undefined)
    const channel = Effect.gen(function* () {
      const cached = yield* Ref.get(cache)
      if (cached) return cached
      const row = yield* getChannel(Number(key))
      if (!row) return yield* new AppError({ code: "ERR_INVALID_WEBCHAT_TOKEN" })
      if (row.status !== "connected") yield* setChannelStatus(row.id, "connected")
      const live = { ...row, status: "connected" }
      yield* Ref.set(cache, live)
      return live
    })
    return (env: Envelope) =>
      toReply(
        Effect.gen(function* () {
          const bus = yield* Bus
          const cmd = env.payload as ChannelCommandMsg
          const ch = yield* channel
          switch (cmd.type) {
            case "status":
              return { id: ch.id, status: ch.status }
            case "inbound":
              yield* bus.send(inboundEnvelope(ch, cmd))
              return null
            case "deliver": {
              yield* connectorFor(ch.type).deliver(ch, cmd.externalId, cmd.message)
              yield* bus.send({
                kind: "ticket",
                key: conversationKey(ch.id, cmd.externalId),
                id: `ack:${cmd.message.id}:sent`,
                payload: { type: "ack", tenantId: ch.tenantId, messageId: cmd.message.id, status: "sent" }
              })
              return null
            }
          }
        })
      )
  })
