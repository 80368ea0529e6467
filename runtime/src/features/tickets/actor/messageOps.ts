/**
 * Operations on a stored message (spec part 1 §4 "Message operations"): edit and delete the
 * sender's own messages (delete only within 5 minutes, and within the channel's own window for
 * deleting for everyone; edit within the channel's window for edits, WhatsApp's 15 minutes), react,
 * and store a transcription.
 * Each appends `chat:update` with the message as it now is, and echoes it to the conversation; on a
 * channel whose connector delivers changes (WhatsApp) the edit, reaction or deletion also goes to
 * the channel's outbox, behind the message's own send (a message whose send failed keeps it here).
 */
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { AppError } from "../../../platform/http/AppError"
import { appendEvent } from "../../../platform/store/Events"
import { ConnectorRegistry, enqueueChange, type Connector } from "../../channels/index"
import { getMessage, type MessageView } from "../../messages/index"
import { getSettings } from "../../settings/index"
import { editMessageBody, markMessageDeleted, setReaction, setTranscription } from "../store/MessageRows"
import { getTicket } from "../store/Tickets"
import type { MessageOp } from "./commands"
import type { Outcome } from "./common"

export const DELETE_WINDOW_MS = 5 * 60_000

const own = (m: MessageView, userId: number) => m.fromMe && m.userId === userId

/** The connector of the ticket's channel, when it delivers agents' changes to the provider. */
const changesConnector = (channelType: string | undefined) =>
  Effect.map(ConnectorRegistry, (registry) => {
    const connector = channelType ? registry.get(channelType) : undefined
    return connector?.deliversChanges ? connector : undefined
  })

const unsupported = (what: string) =>
  new AppError({ code: "ERR_VALIDATION", extra: { issues: [{ field: "id", message: `This channel cannot ${what}` }] } })

const change = (cmd: MessageOp, m: MessageView, connector: Connector | undefined) =>
  Effect.gen(function* () {
    const caps = connector?.capabilities
    switch (cmd.type) {
      case "editMessage":
        if (!own(m, cmd.userId)) return yield* new AppError({ code: "ERR_NO_PERMISSION" })
        if (m.deleted || m.mediaUrl)
          return yield* new AppError({
            code: "ERR_VALIDATION",
            extra: { issues: [{ field: "id", message: "Only text messages that were not deleted can be edited" }] }
          })
        if (caps && !caps.edit) return yield* unsupported("edit messages")
        if (caps?.editWindowMs && (yield* nowMillis) - m.timestamp > caps.editWindowMs)
          return yield* new AppError({ code: "ERR_MESSAGE_TOO_OLD_TO_EDIT" })
        yield* editMessageBody(m.id, cmd.body)
        return "edit" as const
      case "react":
        if (caps && !caps.react) return yield* unsupported("react to messages")
        yield* setReaction(m.id, cmd.reaction || null)
        return "react" as const
      case "deleteMessage": {
        if (!own(m, cmd.userId)) return yield* new AppError({ code: "ERR_NO_PERMISSION" })
        if (m.deleted) return
        const window = Math.min(DELETE_WINDOW_MS, caps?.deleteWindowMs ?? DELETE_WINDOW_MS)
        if ((yield* nowMillis) - m.timestamp > window)
          return yield* new AppError({ code: "ERR_MESSAGE_TOO_OLD_TO_DELETE" })
        yield* markMessageDeleted(m.id)
        return "delete" as const
      }
      case "transcribed":
        yield* setTranscription(m.id, cmd.text)
        return
    }
  })

export const handleMessageOp = (cmd: MessageOp) =>
  Effect.gen(function* () {
    const before = yield* getMessage(cmd.tenantId, cmd.messageId)
    if (!before) return yield* new AppError({ code: "ERR_NO_MESSAGE_FOUND" })
    const found = yield* getTicket(cmd.tenantId, before.ticketId, yield* getSettings(cmd.tenantId))
    const connector = yield* changesConnector(found?.ticket.channel)
    const op = yield* change(cmd, before, connector)
    const message = (yield* getMessage(cmd.tenantId, cmd.messageId))!
    // the provider has the message (or will: its send is queued ahead) unless its send failed
    if (op && connector && found && message.status !== "failed") {
      const channelId = found.ticket.whatsappId
      yield* enqueueChange(
        { tenantId: cmd.tenantId, channelId, externalId: found.externalId, message, op },
        yield* nowMillis
      )
    }
    const event = yield* appendEvent(cmd.tenantId, "ticketList", {
      type: "chat:update",
      ticket: found?.ticket ?? null,
      message
    })
    // the customer's side sees the edit, reaction or deletion too (the web-chat widget updates in place)
    // a deleted text never leaves again
    const shown = message.deleted ? { ...message, body: "", mediaUrl: null } : message
    const echoes = found ? [{ channelId: found.ticket.whatsappId, externalId: found.externalId, message: shown }] : []
    // a queued change wakes the channel's dispatcher like a send does
    const deliveries = op && connector && found ? [echoes[0]!] : []
    return { events: [event], value: message, echoes, deliveries } satisfies Outcome
  })
