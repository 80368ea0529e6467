/**
 * The channel actor: one per connection. It hands provider messages that reach it on the bus to
 * their ticket actors (dedupe id = channel + provider message id) and answers the channel's status.
 * The session itself (its states, QR codes, inbound events) runs on the node holding the channel's
 * lease (ConnectorSupervisor.ts), and so does the dispatcher of its outbound messages
 * (connector/Dispatcher.ts).
 */
import type { ChannelCommand as ChannelCommandMsg } from "@atende/core/contracts/actors/channelCommands"
import { Effect, Ref } from "effect"
import { Bus, type Envelope } from "../../../platform/bus/Bus"
import { nowMillis } from "../../../platform/clock/index"
import { AppError } from "../../../platform/http/AppError"
import { toReply } from "../../../platform/actors/toReply"
import { inboundEnvelope } from "../connector/inbound"
import { getChannel, type ChannelRow } from "../store/Channels"

export const channelBehaviour = (key: string) =>
  Effect.gen(function* () {
    const cache = yield* Ref.make<ChannelRow | undefined>(undefined)
    const channel = Effect.gen(function* () {
      const cached = yield* Ref.get(cache)
      if (cached) return cached
      const row = yield* getChannel(Number(key))
      if (!row) return yield* new AppError({ code: "ERR_NO_WAPP_FOUND" })
      yield* Ref.set(cache, row)
      return row
    })
    // `env.payload` was decoded at the bus edge (platform/actors/commandEdge.ts)
    return (env: Envelope<ChannelCommandMsg>) =>
      toReply(
        Effect.gen(function* () {
          const cmd = env.payload
          const ch = yield* channel
          switch (cmd.type) {
            case "status": {
              // the session's state changes under the cached row: read it fresh
              const row = yield* getChannel(ch.id)
              return { id: ch.id, status: (row ?? ch).status }
            }
            case "inbound":
              yield* (yield* Bus).send(inboundEnvelope(ch, cmd, yield* nowMillis))
              return null
          }
        })
      )
  })
