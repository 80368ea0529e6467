/**
 * A customer's mail (its raw RFC 5322 source, as IMAP hands it over) into the product's inbound
 * events, with mailparser: the text (plain, or the HTML part as text), each attachment into the
 * media store (one message each; the first carries the text), externalId the sender's address
 * (lower case), providerId the Message-ID, contactName the sender's name. A mail answering one of
 * our replies (In-Reply-To, else a References entry, naming a Message-ID we sent: channel_sent)
 * quotes it and stays in that reply's conversation (a customer answering from another address of
 * theirs included); otherwise the conversation is the sender's. Our own mail (from the channel's
 * address) and mail without a sender are skipped.
 */
import type { InboundEvent } from "@atende/core/channel/connector"
import { Effect } from "effect"
import { simpleParser, type Attachment, type ParsedMail } from "mailparser"
import type { MediaStoreShape } from "../../../platform/media/MediaStore"
import { sentMessage } from "../store/ChannelSessions"
import type { Thread } from "./store/EmailState"

/** The largest attachment kept (spec part 1 §9: files 10 MB each). */
export const EMAIL_MEDIA_MAX = 10 * 1024 * 1024

export type ParsedInbound = {
  readonly events: ReadonlyArray<Extract<InboundEvent, { kind: "message" }>>
  /** The conversation's thread after this mail (what a reply answers). */
  readonly thread: Thread
  readonly externalId: string
}

const idsIn = (raw: string | ReadonlyArray<string> | undefined): Array<string> =>
  (typeof raw === "string" ? [raw] : [...(raw ?? [])]).flatMap((r) => r.match(/<[^<>\s]+>/g) ?? [])

const baseMime = (mime: string) => mime.split(";")[0]!.trim().toLowerCase()

/** A file's name: the sender's, else "anexo-<n>" with the type's extension. */
const nameOf = (a: Attachment, n: number) =>
  a.filename?.trim() || `anexo-${n}.${baseMime(a.contentType).split("/")[1]?.replace("jpeg", "jpg") ?? "bin"}`

const mediaTypeOf = (mime: string) => baseMime(mime) || "application/octet-stream"

/** The longest text kept of one mail (a message on the bus stays well under its size limit). */
export const EMAIL_TEXT_MAX = 32_000

/** The mail's text: the plain part, else mailparser's text of the HTML part; cut at EMAIL_TEXT_MAX. */
const textOf = (mail: ParsedMail) => {
  const text = (mail.text ?? "").replace(/\r\n/g, "\n").trim()
  return text.length > EMAIL_TEXT_MAX ? `${text.slice(0, EMAIL_TEXT_MAX)}\n[…]` : text
}

export type InboundDeps = {
  readonly channelId: number
  readonly tenantId: number
  /** The channel's own address (its mail is not a customer's). */
  readonly address: string
  readonly media: MediaStoreShape | undefined
  /** The providerId of a mail without a Message-ID (stable for its IMAP UID). */
  readonly fallbackId: string
}

/** The conversation a reply belongs to: the one of the message of ours it names, if any. */
const answered = (channelId: number, ids: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    for (const id of ids) {
      const sent = yield* sentMessage(channelId, id)
      if (sent) return sent
    }
    return undefined
  })

export const parseInbound = (deps: InboundDeps, source: Buffer) =>
  Effect.gen(function* () {
    const parsed = yield* Effect.tryPromise(() => simpleParser(source, { skipImageLinks: true })).pipe(Effect.either)
    if (parsed._tag === "Left") {
      yield* Effect.logWarning(`email ${deps.channelId}: a mail that cannot be parsed was skipped`, parsed.left)
      return undefined
    }
    const mail = parsed.right
    const from = mail.from?.value.find((v) => v.address)
    const sender = from?.address?.trim().toLowerCase()
    if (!sender || sender === deps.address) return undefined
    const providerId = idsIn(mail.messageId)[0] ?? deps.fallbackId
    const inReplyTo = idsIn(mail.inReplyTo)
    const references = idsIn(mail.references)
    const ours = yield* answered(deps.channelId, [...inReplyTo, ...[...references].reverse()])
    const externalId = ours?.externalId ?? sender
    const contactName = (from?.name?.trim() || sender).slice(0, 200)
    const quoted = ours && inReplyTo.includes(ours.providerId) ? { quotedProviderId: ours.providerId } : {}
    const text = textOf(mail)
    const files = mail.attachments.filter((a) => !a.related)
    const events: Array<Extract<InboundEvent, { kind: "message" }>> = []
    for (const [i, a] of files.entries()) {
      const name = nameOf(a, i + 1)
      const id = i === 0 ? providerId : `${providerId}#${i + 1}`
      const body = i === 0 ? text || name : name
      if (a.size > EMAIL_MEDIA_MAX || !deps.media) {
        const why = a.size > EMAIL_MEDIA_MAX ? "grande demais; não foi guardado" : "não foi guardado"
        events.push({
          kind: "message",
          externalId,
          providerId: id,
          contactName,
          body: `${body}\n📎 ${name} (${why})`,
          ...quoted
        })
        continue
      }
      const stored = yield* deps.media.put({
        tenantId: deps.tenantId,
        mime: a.contentType,
        name,
        bytes: new Uint8Array(a.content)
      })
      events.push({
        kind: "message",
        externalId,
        providerId: id,
        contactName,
        body,
        mediaUrl: `/media/${stored.id}`,
        mediaType: mediaTypeOf(a.contentType),
        ...(i === 0 ? quoted : {})
      })
    }
    if (!events.length)
      events.push({
        kind: "message",
        externalId,
        providerId,
        contactName,
        body: text || mail.subject?.trim() || "",
        ...quoted
      })
    const chain = references.length ? references : inReplyTo
    const thread: Thread = {
      messageId: providerId,
      refs: [...chain.filter((r) => r !== providerId), providerId],
      subject: mail.subject ?? ""
    }
    return { events, thread, externalId } satisfies ParsedInbound
  })
