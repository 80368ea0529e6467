/**
 * Web chat on the connector contract. It keeps no provider session: visitors' sockets are on every
 * node (features/webchat's gateway takes their messages straight to the ticket actors), so starting
 * it only reports the channel connected, and a send is a publish on the conversation's subject,
 * which every node's gateway relays to the visitor's sockets (the widget drops a message id it
 * already shows, so a send repeated after a crash shows once).
 */
import { Effect } from "effect"
import { Bus } from "../../../platform/bus/Bus"
import { convSubject } from "../../../platform/bus/subjects"
import type { Connector, Delivery, Sent } from "../connector/Connector"
import type { ChannelRow } from "../store/Channels"

/** The provider id of a message sent to a visitor (receipts name it). */
export const webchatProviderId = (messageId: number) => `wc:${messageId}`

const publish = (channel: Pick<ChannelRow, "id">, d: Delivery) =>
  Effect.flatMap(Bus, (bus) =>
    bus.publish(convSubject(channel.id, d.externalId), { message: { ...d.message, status: "sent" } })
  ).pipe(Effect.as<Sent>({ providerId: webchatProviderId(d.message.id) }))

export const webchatConnector: Connector = {
  type: "webchat",
  capabilities: {
    media: ["image", "audio", "video", "document"],
    edit: true,
    react: true,
    deleteWindowMs: null,
    groups: false
  },
  start: (ctx) =>
    Effect.gen(function* () {
      const bus = yield* Bus
      yield* ctx.emitState("connected")
      return { send: (d) => Effect.provideService(publish(ctx.channel, d), Bus, bus) }
    })
}
