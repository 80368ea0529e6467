/**
 * Replies out through the channel's SMTP server (nodemailer), to a checked address (guard.ts).
 * Each reply sets its own Message-ID (made from the delivery's idempotency key, so every try of
 * one send carries the same one: it is the providerId the customer's answer names in
 * In-Reply-To), answers the customer's last mail (In-Reply-To, the References chain) under
 * "Re: <their subject>" (a conversation without a mail yet: the channel's name), and carries the
 * message's file from the media store as an attachment.
 * Failures: a 5xx reply is final (the server's words are the reason); a 4xx, a connection that
 * failed or timed out may go through later (retryable).
 */
import { Effect } from "effect"
import { createHash } from "node:crypto"
import nodemailer from "nodemailer"
import { bodyBytes, type MediaStoreShape } from "../../../platform/media/MediaStore"
import { mediaIdOf } from "../../../platform/media/signing"
import { OutboundRefused, type OutboundPolicy } from "../../../platform/net/outbound"
import { DeliveryError, type Delivery } from "../connector/Connector"
import { domainOf, smtpOptions, type MailAccount } from "./account"
import { guardedTarget } from "./guard"
import type { Thread } from "./store/EmailState"

/** How many Message-IDs a References header keeps (the first and the newest). */
const MAX_REFERENCES = 20

/** The Message-ID of a delivery: the same for every try of one send. */
export const messageIdFor = (channelId: number, idempotencyKey: string, address: string) =>
  `<${createHash("sha256").update(`${channelId}:${idempotencyKey}`).digest("hex").slice(0, 32)}@${domainOf(address)}>`

/** "Re: " once, whatever prefixes the customer's client put before it. */
export const replySubject = (subject: string | undefined, fallback: string) => {
  const bare = (subject ?? "").replace(/^\s*((re|res|aw|sv|fw|fwd|enc)\s*:\s*)+/i, "").trim()
  return bare ? `Re: ${bare}` : fallback
}

/** The References chain: the first mail and the newest ones, at most MAX_REFERENCES. */
export const referencesOf = (refs: ReadonlyArray<string>) =>
  refs.length <= MAX_REFERENCES ? [...refs] : [refs[0]!, ...refs.slice(refs.length - MAX_REFERENCES + 1)]

type SmtpFailure = { code?: string; responseCode?: number; response?: string; message?: string }

/** A failed send as a DeliveryError: 5xx final with the server's text, anything else retryable. */
export const deliveryErrorOf = (e: unknown): DeliveryError => {
  if (e instanceof OutboundRefused)
    return new DeliveryError({ reason: "the SMTP server's address is not allowed (outbound guard)", retryable: false })
  const f = (e ?? {}) as SmtpFailure
  const code = typeof f.responseCode === "number" ? f.responseCode : undefined
  const text = (f.response || f.message || String(e)).slice(0, 500)
  if (code !== undefined && code >= 500) return new DeliveryError({ reason: text, retryable: false })
  return new DeliveryError({ reason: code ? text : `SMTP: ${text}`, retryable: true })
}

const attachmentOf = (media: MediaStoreShape | undefined, tenantId: number, mediaUrl: string) =>
  Effect.gen(function* () {
    const id = mediaIdOf(mediaUrl)
    const stored = id && media ? yield* media.get(id, tenantId) : undefined
    if (!stored)
      return yield* new DeliveryError({ reason: "the message's file is not in the media store", retryable: false })
    return {
      filename: stored.meta.name || "arquivo",
      contentType: stored.meta.mime || "application/octet-stream",
      content: Buffer.from(yield* bodyBytes(stored.body)),
      name: stored.meta.name
    }
  })

export type SendDeps = {
  readonly channelId: number
  readonly tenantId: number
  readonly channelName: string
  readonly account: MailAccount
  readonly media: MediaStoreShape | undefined
  readonly policy: OutboundPolicy
}

/** Sends one reply; answers its Message-ID. */
export const sendMail = (deps: SendDeps, d: Delivery, thread: Thread | undefined) =>
  Effect.gen(function* () {
    if (d.op !== "send")
      return yield* new DeliveryError({ reason: `e-mail cannot ${d.op} a sent mail`, retryable: false })
    const m = d.message
    const file = m.mediaUrl ? yield* attachmentOf(deps.media, deps.tenantId, m.mediaUrl) : undefined
    const text = file && m.body === file.name ? "" : m.body
    const messageId = messageIdFor(deps.channelId, d.idempotencyKey, deps.account.address)
    const a = deps.account
    yield* Effect.tryPromise({
      try: async () => {
        const target = await guardedTarget(a.smtpHost, deps.policy)
        const transport = nodemailer.createTransport(smtpOptions(a, target))
        try {
          await transport.sendMail({
            from: { name: deps.channelName, address: a.address },
            to: d.externalId,
            subject: thread ? replySubject(thread.subject, deps.channelName) : deps.channelName,
            text,
            messageId,
            ...(thread ? { inReplyTo: thread.messageId, references: referencesOf(thread.refs) } : {}),
            ...(file
              ? { attachments: [{ filename: file.filename, contentType: file.contentType, content: file.content }] }
              : {})
          })
        } finally {
          transport.close()
        }
      },
      catch: deliveryErrorOf
    })
    return messageId
  })

/** Logs in to the SMTP server (nodemailer's verify); throws as nodemailer does. */
export const verifySmtp = async (a: MailAccount, policy: OutboundPolicy) => {
  const transport = nodemailer.createTransport(smtpOptions(a, await guardedTarget(a.smtpHost, policy)))
  try {
    await transport.verify()
  } finally {
    transport.close()
  }
}
