/**
 * An agent's delivery through the Bot API, to the chat the conversation is (its externalId):
 * - a new message: its text (`sendMessage`, split at Telegram's 4,096 characters), or its file
 *   from the media store (media.ts: `sendPhoto`, `sendVideo`, `sendVoice`, `sendAudio`,
 *   `sendDocument`) with its text as the caption (a longer text follows as a message of its own),
 *   replying to the message it quotes when Telegram has that one (`reply_parameters`, sent anyway
 *   should it be gone);
 * - a change to a message Telegram has (found by the provider id the channel recorded for it): an
 *   edit (`editMessageText`), a reaction (`setMessageReaction`, none takes it away), a deletion
 *   (`deleteMessage`; bots may delete their messages for 48 hours).
 * Answers the providerId `<chat id>:<message id>` of the (first) message sent. Telegram's refusals
 * become DeliveryErrors: 429 (retry_after) and 5xx and network trouble are retryable, any other
 * refusal (400 Bad Request, 403 the user blocked the bot, a token no longer valid) fails the
 * message with Telegram's words. Telegram has no delivery receipts: sent is as far as it goes.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { MediaStoreShape } from "../../../platform/media/MediaStore"
import { DeliveryError, type Delivery } from "../connector/Connector"
import { providerIdOfMessage } from "../store/ChannelSessions"
import { callBot, type TelegramBot, type TelegramFailure } from "./botApi"
import { messageRefOf, providerIdOf } from "./inbound"
import { CAPTION_MAX, outboundFile } from "./media"

export type Outbound = {
  readonly channelId: number
  readonly tenantId: number
  readonly media: MediaStoreShape | undefined
  readonly bot: TelegramBot
}

/** The longest text Telegram sends as one message. */
export const TEXT_MAX = 4096

const deliveryError = (f: TelegramFailure) =>
  new DeliveryError({
    reason: `Telegram: ${f.code ? `${f.code} ` : ""}${f.description}`,
    retryable: f.kind === "later" || f.kind === "conflict"
  })

const refused = (reason: string) => new DeliveryError({ reason, retryable: false })

/** Telegram's answers that mean the change is already as asked. */
const alreadyDone = (f: TelegramFailure) =>
  f.kind === "rejected" && /message is not modified|message to delete not found/i.test(f.description)

/** The text in pieces Telegram takes, at line breaks where it can. */
export const textParts = (text: string): Array<string> => {
  const parts: Array<string> = []
  let rest = text
  while (rest.length > TEXT_MAX) {
    const cut = rest.lastIndexOf("\n", TEXT_MAX)
    const at = cut > TEXT_MAX / 2 ? cut : TEXT_MAX
    parts.push(rest.slice(0, at))
    rest = rest.slice(at).replace(/^\n/, "")
  }
  parts.push(rest)
  return parts
}

/** Telegram's chat and message id of one of the conversation's messages, by its id in Atende. */
const refOf = (o: Outbound, messageId: number, chatId: string) =>
  Effect.map(providerIdOfMessage(o.channelId, o.tenantId, messageId), (id) => {
    const ref = id ? messageRefOf(id) : undefined
    return ref && ref.chatId === chatId ? ref : undefined
  })

const send = (o: Outbound, d: Delivery, chatId: string) =>
  Effect.gen(function* () {
    const m = d.message
    const quoted = m.quotedMsg ? yield* refOf(o, m.quotedMsg.id, chatId) : undefined
    const reply = quoted
      ? { reply_parameters: { message_id: quoted.messageId, allow_sending_without_reply: true } }
      : {}
    const ids: Array<number> = []
    let text: string | undefined = m.body
    if (m.mediaUrl) {
      const file = yield* outboundFile(o.media, o.tenantId, m.mediaUrl, m.mediaType, m.body)
      const caption = file.text && file.text.length <= CAPTION_MAX ? { caption: file.text } : {}
      const opts = { ...reply, ...caption }
      const sent = yield* callBot((signal): Promise<{ readonly message_id: number }> => {
        switch (file.method) {
          case "photo":
            return o.bot.api.sendPhoto(chatId, file.file, opts, signal)
          case "video":
            return o.bot.api.sendVideo(chatId, file.file, opts, signal)
          case "voice":
            return o.bot.api.sendVoice(chatId, file.file, opts, signal)
          case "audio":
            return o.bot.api.sendAudio(chatId, file.file, opts, signal)
          case "document":
            return o.bot.api.sendDocument(chatId, file.file, opts, signal)
        }
      })
      ids.push(sent.message_id)
      text = "caption" in caption ? undefined : file.text
    }
    if (text !== undefined && (text !== "" || !ids.length))
      for (const part of textParts(text)) {
        const opts = ids.length ? {} : reply
        const sent = yield* callBot((signal) => o.bot.api.sendMessage(chatId, part, opts, signal))
        ids.push(sent.message_id)
      }
    return providerIdOf(chatId, ids[0]!)
  })

const change = (o: Outbound, d: Delivery, chatId: string) =>
  Effect.gen(function* () {
    const m = d.message
    const ref = yield* refOf(o, m.id, chatId)
    if (!ref) return yield* refused(`message ${m.id} never reached Telegram, so it cannot be changed there`)
    const done = callBot((signal): Promise<unknown> => {
      switch (d.op) {
        case "edit":
          return o.bot.api.editMessageText(chatId, ref.messageId, m.body, {}, signal)
        case "react":
          return o.bot.api.setMessageReaction(
            chatId,
            ref.messageId,
            m.reaction ? [{ type: "emoji", emoji: m.reaction as never }] : [],
            {},
            signal
          )
        default:
          return o.bot.api.deleteMessage(chatId, ref.messageId, signal)
      }
    })
    yield* done.pipe(Effect.catchIf(alreadyDone, () => Effect.void))
    return providerIdOf(chatId, ref.messageId)
  })

/** Sends the delivery; answers the provider id of its (first) message. */
export const sendDelivery = (
  o: Outbound,
  sql: SqlClient.SqlClient,
  d: Delivery
): Effect.Effect<string, DeliveryError> =>
  Effect.gen(function* () {
    const chatId = d.externalId
    if (!/^-?\d+$/.test(chatId)) return yield* refused(`${chatId} is not a Telegram chat`)
    return yield* d.op === "send" ? send(o, d, chatId) : change(o, d, chatId)
  }).pipe(
    Effect.provideService(SqlClient.SqlClient, sql),
    Effect.catchTags({
      SqlError: (e) => Effect.fail(new DeliveryError({ reason: `store: ${e.message}`, retryable: true })),
      TelegramFailure: (f) => Effect.fail(deliveryError(f))
    })
  )
