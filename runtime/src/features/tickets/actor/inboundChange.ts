/**
 * What the customer changed at the provider (channels/connector/inbound.ts): an edit or a deletion
 * of one of their own messages, a reaction to any message of the conversation ("" takes it away).
 * The stored message changes as an agent's operation would change it (messageOps.ts) and the
 * agents see it (`chat:update`); a change to a message this conversation does not have, or that
 * the customer may not make (editing our message, deleting it), changes nothing.
 */
import { Effect } from "effect"
import { appendEvent } from "../../../platform/store/Events"
import { getMessage } from "../../messages/index"
import { getSettings } from "../../settings/index"
import { editMessageBody, markMessageDeleted, messageIdsByProviderIds, setReaction } from "../store/MessageRows"
import { getTicket } from "../store/Tickets"
import type { InboundChange } from "./commands"
import type { Outcome } from "./common"

const nothing: Outcome = { events: [], value: null }

export const handleInboundChange = (cmd: InboundChange) =>
  Effect.gen(function* () {
    const id =
      cmd.messageId ??
      (yield* messageIdsByProviderIds(cmd.tenantId, cmd.channelId, [cmd.providerId])).get(cmd.providerId)
    const before = id === undefined ? undefined : yield* getMessage(cmd.tenantId, id)
    if (!before || before.deleted) return nothing
    switch (cmd.change) {
      case "edit":
        if (before.fromMe || cmd.body === undefined || cmd.body === before.body) return nothing
        yield* editMessageBody(before.id, cmd.body)
        break
      case "deletion":
        if (before.fromMe) return nothing
        yield* markMessageDeleted(before.id)
        break
      case "reaction":
        if ((cmd.reaction || null) === before.reaction) return nothing
        yield* setReaction(before.id, cmd.reaction || null)
        break
    }
    const message = (yield* getMessage(cmd.tenantId, before.id))!
    const found = yield* getTicket(cmd.tenantId, message.ticketId, yield* getSettings(cmd.tenantId))
    const event = yield* appendEvent(cmd.tenantId, "ticketList", {
      type: "chat:update",
      ticket: found?.ticket ?? null,
      message
    })
    return { events: [event], value: message } satisfies Outcome
  })
