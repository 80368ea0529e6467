/**
 * The messages of an internal chat conversation (runtime/api/internalChat.md): a page before a
 * message (keyset), sending text as JSON or files as multipart `medias` (10 MB each, 30 MB in all,
 * checked before anything is stored; `body` the caption), and marking the conversation read. Each
 * new message reaches the members' sockets, and only theirs, as an `internalChat` live event.
 */
import { ChatCaption, ChatMessageSend, ChatMessagesQuery } from "@atende/core/contracts/internalChat"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { AppError } from "../../../platform/http/AppError"
import { jsonBody, parseWith, queryRecord } from "../../../platform/http/edge"
import { publishEvents } from "../../../platform/live/EventRelay"
import { appendEvents, appendEvent } from "../../../platform/store/Events"
import { checkSizes, isMultipart, readForm, storeFiles } from "../../messages/index"
import { memberIds, setLastRead, touchConversation } from "../store/Conversations"
import { insertMessages, messagesPage, newestMessageId, type NewMessage } from "../store/Messages"
import { conversationOfPath } from "./member"

export const listMessagesRoute = Effect.gen(function* () {
  const { claims, conversation } = yield* conversationOfPath
  const q = yield* parseWith(ChatMessagesQuery, yield* queryRecord)
  return yield* messagesPage(claims.tenantId, conversation.id, q.before, q.limit)
})

/** What the request sends: the text of a JSON body, or the caption and files of a multipart one (sizes checked). */
const outgoing = Effect.gen(function* () {
  if (!(yield* isMultipart)) {
    const { body } = yield* jsonBody(ChatMessageSend)
    return { caption: body, files: [] as ReadonlyArray<File> }
  }
  const form = yield* readForm
  const caption = yield* parseWith(ChatCaption, form.fields.body ?? "")
  yield* checkSizes(form.files)
  if (!form.files.length && !caption) return yield* new AppError({ code: "ERR_NO_FILE_UPLOADED" })
  return { caption, files: form.files }
})

export const sendMessageRoute = Effect.gen(function* () {
  const { claims, conversation } = yield* conversationOfPath
  const { caption, files } = yield* outgoing
  const media = files.length ? yield* storeFiles(claims.tenantId, files) : []
  const items: Array<NewMessage> = media.length
    ? media.map((m, i) => ({ body: i === 0 ? caption : "", mediaUrl: m.url, mediaType: m.type, mediaName: m.name }))
    : [{ body: caption, mediaUrl: null, mediaType: null, mediaName: null }]
  const sql = yield* SqlClient.SqlClient
  const now = yield* nowMillis
  const { messages, events } = yield* sql.withTransaction(
    Effect.gen(function* () {
      const messages = yield* insertMessages(claims.tenantId, conversation.id, claims.userId, items, now)
      yield* touchConversation(claims.tenantId, conversation.id, now)
      yield* setLastRead(claims.tenantId, conversation.id, claims.userId, messages[messages.length - 1]!.id)
      const recipients = yield* memberIds(claims.tenantId, conversation.id)
      const about = { id: conversation.id, kind: conversation.kind, name: conversation.name }
      const events = yield* appendEvents(
        claims.tenantId,
        "internalChat",
        messages.map((message) => ({
          type: "internalChat:message" as const,
          recipients,
          conversation: about,
          message
        }))
      )
      return { messages, events }
    })
  )
  yield* publishEvents(events)
  return { messages }
})

export const markReadRoute = Effect.gen(function* () {
  const { claims, conversation } = yield* conversationOfPath
  const sql = yield* SqlClient.SqlClient
  const { lastReadId, event } = yield* sql.withTransaction(
    Effect.gen(function* () {
      const top = yield* newestMessageId(claims.tenantId, conversation.id)
      yield* setLastRead(claims.tenantId, conversation.id, claims.userId, top)
      const lastReadId = Math.max(top, conversation.lastReadId)
      const event = yield* appendEvent(claims.tenantId, "internalChat", {
        type: "internalChat:read",
        recipients: [claims.userId],
        conversationId: conversation.id,
        lastReadId
      })
      return { lastReadId, event }
    })
  )
  yield* publishEvents([event])
  return { conversationId: conversation.id, lastReadId }
})
