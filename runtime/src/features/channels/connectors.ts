/**
 * Connectors by channel type. A connector delivers an outbound message to the provider.
 * Web chat: the visitor's socket may be on any node, so delivery is a core-subject publish
 * that every node's widget gateway receives.
 */
import { Effect } from "effect"
import { Bus } from "../../platform/bus/Bus"
import { convSubject } from "../../platform/bus/subjects"
import type { ChannelRow } from "./store/Channels"
import type { MessageView } from "../messages/index"

export type Connector = {
  readonly deliver: (channel: ChannelRow, externalId: string, message: MessageView) => Effect.Effect<void, never, Bus>
}

const webchat: Connector = {
  deliver: (channel, externalId, message) =>
    Effect.flatMap(Bus, (bus) => bus.publish(convSubject(channel.id, externalId), { message: { ...message, status: "sent" } }))
}

export const connectorFor = (_type: string): Connector => webchat
