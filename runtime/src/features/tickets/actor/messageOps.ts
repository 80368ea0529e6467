/**
 * Operations on a stored message (spec part 1 §4 "Message operations"): edit and delete the
 * sender's own messages (delete only within 5 minutes), react, and store a transcription.
 * Each appends `chat:update` with the message as it now is, and echoes it to the conversation.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { AppError } from "../../../platform/http/AppError"
import { appendEvent } from "../../../platform/store/Events"
import { getMessage, type MessageView } from "../../messages/index"
import { getSettings } from "../../settings/index"
import { getTicket } from "../store/Tickets"
import type { MessageOp } from "./commands"
import type { Outcome } from "./common"

export const DELETE_WINDOW_MS = 5 * 60_000

const own = (m: MessageView, userId: number) => m.fromMe && m.userId === userId

const change = (cmd: MessageOp, m: MessageView) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    switch (cmd.type) {
      case "editMessage":
        if (!own(m, cmd.userId)) return yield* new AppError({ code: "ERR_NO_PERMISSION" })
        if (m.deleted || m.mediaUrl) return yield* new AppError({ code: "ERR_VALIDATION", extra: { issues: [{ field: "id", message: "Only text messages that were not deleted can be edited" }] } })
        yield* sql`UPDATE messages SET body = ${cmd.body}, edited = 1 WHERE id = ${m.id}`
        return
      case "react":
        yield* sql`UPDATE messages SET reaction = ${cmd.reaction || null} WHERE id = ${m.id}`
        return
      case "deleteMessage":
        if (!own(m, cmd.userId)) return yield* new AppError({ code: "ERR_NO_PERMISSION" })
        if (m.deleted) return
        if (Date.now() - m.timestamp > DELETE_WINDOW_MS) return yield* new AppError({ code: "ERR_MESSAGE_TOO_OLD_TO_DELETE" })
        yield* sql`UPDATE messages SET deleted = 1 WHERE id = ${m.id}`
        return
      case "transcribed":
        yield* sql`UPDATE messages SET transcription = ${cmd.text} WHERE id = ${m.id}`
        return
    }
  })

export const handleMessageOp = (cmd: MessageOp) =>
  Effect.gen(function* () {
    const before = yield* getMessage(cmd.tenantId, cmd.messageId)
    if (!before) return yield* new AppError({ code: "ERR_NO_MESSAGE_FOUND" })
    yield* change(cmd, before)
    const message = (yield* getMessage(cmd.tenantId, cmd.messageId))!
    const found = yield* getTicket(cmd.tenantId, message.ticketId, yield* getSettings(cmd.tenantId))
    const event = yield* appendEvent(cmd.tenantId, "ticketList", { type: "chat:update", ticket: found?.ticket ?? null, message })
    // the customer's side sees the edit, reaction or deletion too (the web-chat widget updates in place)
    const shown = message.deleted ? { ...message, body: "", mediaUrl: null } : message // a deleted text never leaves again
    const echoes = found ? [{ channelId: found.ticket.whatsappId, externalId: found.externalId, message: shown }] : []
    return { events: [event], value: message, echoes } satisfies Outcome
  })
