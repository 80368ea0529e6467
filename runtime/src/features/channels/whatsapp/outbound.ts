/**
 * An agent's delivery, as Baileys sends it (`sock.sendMessage`), with a message id derived from the
 * delivery's idempotency key (a try repeated after a crash keeps WhatsApp's id):
 * - a new message: its text, or its file from the media store (media.ts), replying to the
 *   message it quotes when WhatsApp knows that one (else as a plain message);
 * - a change to a message WhatsApp has (found by the provider id the channel recorded for it):
 *   an edit (`{ text, edit: key }`), a reaction (`{ react: { text, key } }`, "" takes it away), a
 *   deletion for everyone (`{ delete: key }`). A message WhatsApp never got cannot be changed
 *   there: the change is refused.
 */
import type { AnyMessageContent, WAMessage, WAMessageKey, WASocket } from "@whiskeysockets/baileys"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { MediaStoreShape } from "../../../platform/media/MediaStore"
import { DeliveryError, type Delivery } from "../connector/Connector"
import { providerIdOfMessage } from "../store/ChannelSessions"
import type { AddressBook } from "./addresses"
import { outboundFile } from "./media"
import { outsideBaileys } from "./outsideBaileys"

export type Outbound = {
  readonly channelId: number
  readonly tenantId: number
  readonly addresses: AddressBook
  readonly media: MediaStoreShape | undefined
}

const refused = (reason: string) => new DeliveryError({ reason, retryable: false })
const failed = (e: unknown) => new DeliveryError({ reason: `WhatsApp: ${(e as Error)?.message ?? e}`, retryable: true })

/** WhatsApp's key of one of the conversation's messages, by its id in Atende. */
const keyOf = (o: Outbound, jid: string, messageId: number, fromMe: boolean) =>
  Effect.map(providerIdOfMessage(o.channelId, o.tenantId, messageId), (id): WAMessageKey | undefined =>
    id ? { remoteJid: jid, fromMe, id } : undefined
  )

/** What a delivery asks WhatsApp for; the messages to send, in order (a voice note's text goes after it). */
const contentsOf = (o: Outbound, d: Delivery, jid: string) =>
  Effect.gen(function* () {
    const m = d.message
    if (d.op === "send") {
      if (!m.mediaUrl) return [{ text: m.body }] as Array<AnyMessageContent>
      const { file, text } = yield* outboundFile(o.media, m.mediaUrl, m.mediaType, m.body)
      // WhatsApp's audio has no caption: its text follows as a message of its own
      return (text ? [file, { text }] : [file]) as Array<AnyMessageContent>
    }
    const key = yield* keyOf(o, jid, m.id, m.fromMe)
    if (!key) return yield* refused(`message ${m.id} never reached WhatsApp, so it cannot be changed there`)
    switch (d.op) {
      case "edit":
        return [{ text: m.body, edit: key }] as Array<AnyMessageContent>
      case "react":
        return [{ react: { text: m.reaction ?? "", key } }] as Array<AnyMessageContent>
      case "delete":
        return [{ delete: key }] as Array<AnyMessageContent>
    }
  })

/** The message a reply quotes, as Baileys wants it; undefined when WhatsApp does not know it. */
const quotedOf = (o: Outbound, d: Delivery, jid: string) =>
  Effect.gen(function* () {
    const q = d.message.quotedMsg
    if (d.op !== "send" || !q) return undefined
    const key = yield* keyOf(o, jid, q.id, q.fromMe)
    return key ? ({ key, message: { conversation: q.body } } satisfies WAMessage) : undefined
  })

/** Sends the delivery; answers the WhatsApp id of its (first) message. */
export const sendDelivery = (
  o: Outbound,
  sock: WASocket,
  sql: SqlClient.SqlClient,
  d: Delivery,
  messageIdOf: (n: number) => string
): Effect.Effect<string, DeliveryError> =>
  Effect.gen(function* () {
    const jid = yield* Effect.tryPromise({ try: () => o.addresses.jidFor(sock, d.externalId), catch: failed })
    const contents = yield* contentsOf(o, d, jid)
    const quoted = yield* quotedOf(o, d, jid)
    let first: string | undefined
    for (const [i, content] of contents.entries()) {
      const messageId = messageIdOf(i)
      const sent = yield* Effect.tryPromise({
        try: () =>
          outsideBaileys(() => sock.sendMessage(jid, content, { messageId, ...(quoted && i === 0 ? { quoted } : {}) })),
        catch: failed
      })
      first ??= sent?.key.id ?? messageId
    }
    return first!
  }).pipe(
    Effect.provideService(SqlClient.SqlClient, sql),
    Effect.catchTag("SqlError", (e) =>
      Effect.fail(new DeliveryError({ reason: `store: ${e.message}`, retryable: true }))
    )
  )
