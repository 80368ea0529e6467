/**
 * What a customer's WhatsApp message is, read from Baileys' WAMessage (its protobuf content, with
 * the wrappers WhatsApp puts around it — ephemeral, view once, document with caption, edited —
 * taken off by Baileys' `normalizeMessageContent`):
 * - a text, a file (image, voice note or other audio, video, document, sticker; its caption as
 *   the text), a location (a text with a map link), one or more contacts (their vCards, as a file,
 *   and a text naming them), each with the message it replies to (`contextInfo.stanzaId`) and
 *   whether WhatsApp marks it forwarded;
 * - or a change to an earlier message: a reaction (`reactionMessage`, "" takes it away), an edit
 *   (`protocolMessage` MESSAGE_EDIT, the new text or caption), a deletion for everyone
 *   (`protocolMessage` REVOKE).
 * Anything else (protocol messages of the account's own devices, polls, calls ...) is none of these.
 */
import type { MediaKind } from "@atende/core/channel/connector"
import type { proto, WAMessage } from "@whiskeysockets/baileys"
import { baileys } from "./baileys"

export type Context = {
  /** The WhatsApp id of the message it replies to. */
  readonly quotedProviderId: string | undefined
  readonly forwarded: boolean
}

/** A file of the message, still at WhatsApp (downloaded by media.ts). */
export type FileKind = Extract<MediaKind, "image" | "audio" | "video" | "document" | "sticker">

export type Content =
  | ({ readonly kind: "text"; readonly body: string } & Context)
  | ({
      readonly kind: "file"
      readonly file: FileKind
      /** The caption (or "" without one). */
      readonly body: string
      readonly mimetype: string
      readonly fileName: string | undefined
      /** What the sender says the file's size is (bytes). */
      readonly fileLength: number
      /** An audio recorded as a voice note (push to talk). */
      readonly voice: boolean
    } & Context)
  | ({ readonly kind: "location"; readonly body: string } & Context)
  | ({
      readonly kind: "contacts"
      readonly body: string
      /** The contacts' vCards, one file. */
      readonly vcard: string
    } & Context)
  | { readonly kind: "reaction"; readonly targetId: string; readonly reaction: string }
  | { readonly kind: "edit"; readonly targetId: string; readonly body: string }
  | { readonly kind: "revoke"; readonly targetId: string }

const contextOf = (info: proto.IContextInfo | null | undefined): Context => ({
  quotedProviderId: info?.stanzaId || undefined,
  forwarded: !!info?.isForwarded
})

const textOf = (m: proto.IMessage | null | undefined): string | undefined =>
  m?.conversation ??
  m?.extendedTextMessage?.text ??
  m?.imageMessage?.caption ??
  m?.videoMessage?.caption ??
  m?.documentMessage?.caption ??
  undefined

type Long = { toNumber(): number }
const num = (n: number | Long | null | undefined) =>
  n === null || n === undefined ? 0 : typeof n === "number" ? n : n.toNumber()

/** A map link for a point (what the agent opens). */
export const mapLink = (lat: number, lng: number) => `https://maps.google.com/?q=${lat},${lng}`

const locationBody = (l: proto.Message.ILocationMessage | proto.Message.ILiveLocationMessage) => {
  const lat = l.degreesLatitude ?? 0
  const lng = l.degreesLongitude ?? 0
  const named = "name" in l ? [l.name, l.address].filter(Boolean).join(" — ") : ""
  const caption = "caption" in l && l.caption ? `\n${l.caption}` : ""
  return `📍 ${named || "Localização"}\n${mapLink(lat, lng)}${caption}`
}

/** The phone numbers a vCard lists (its TEL lines, WhatsApp's `waid` when present). */
export const vcardPhones = (vcard: string): Array<string> =>
  [...vcard.matchAll(/^(?:item\d+\.)?TEL[^:\n]*?(?:waid=(\d+))?[^:\n]*:([^\r\n]+)/gim)].map(
    (m) => m[2]?.trim() || m[1] || ""
  )

const contactsOf = (list: ReadonlyArray<proto.Message.IContactMessage>, context: Context): Content | undefined => {
  const cards = list.filter((c) => c.vcard)
  if (!cards.length) return undefined
  const lines = cards.map((c) => {
    const phones = vcardPhones(c.vcard ?? "")
    return `👤 ${c.displayName || "Contato"}${phones.length ? `: ${phones.join(", ")}` : ""}`
  })
  const vcard = cards.map((c) => c.vcard!.trim()).join("\r\n") + "\r\n"
  return { kind: "contacts", body: lines.join("\n"), vcard, ...context }
}

export const contentOf = (m: WAMessage): Content | undefined => {
  const B = baileys()
  const c = B.normalizeMessageContent(m.message)
  if (!c) return undefined
  if (c.reactionMessage?.key?.id)
    return { kind: "reaction", targetId: c.reactionMessage.key.id, reaction: c.reactionMessage.text ?? "" }
  const protocol = c.protocolMessage
  if (protocol) {
    const targetId = protocol.key?.id
    if (!targetId) return undefined
    const T = B.proto.Message.ProtocolMessage.Type
    if (protocol.type === T.REVOKE) return { kind: "revoke", targetId }
    if (protocol.type === T.MESSAGE_EDIT) {
      const body = textOf(B.normalizeMessageContent(protocol.editedMessage))
      return body === undefined ? undefined : { kind: "edit", targetId, body }
    }
    return undefined
  }
  if (c.conversation !== undefined && c.conversation !== null)
    return { kind: "text", body: c.conversation, ...contextOf(null) }
  if (c.extendedTextMessage?.text !== undefined && c.extendedTextMessage.text !== null)
    return { kind: "text", body: c.extendedTextMessage.text, ...contextOf(c.extendedTextMessage.contextInfo) }
  const file = (
    kind: FileKind,
    f: {
      caption?: string | null
      mimetype?: string | null
      fileLength?: number | Long | null
      contextInfo?: proto.IContextInfo | null
      fileName?: string | null
    },
    fallbackMime: string,
    voice = false
  ): Content => ({
    kind: "file",
    file: kind,
    body: f.caption ?? "",
    mimetype: f.mimetype || fallbackMime,
    fileName: f.fileName || undefined,
    fileLength: num(f.fileLength),
    voice,
    ...contextOf(f.contextInfo)
  })
  if (c.imageMessage) return file("image", c.imageMessage, "image/jpeg")
  if (c.videoMessage) return file("video", c.videoMessage, "video/mp4")
  if (c.ptvMessage) return file("video", c.ptvMessage, "video/mp4")
  if (c.audioMessage) return file("audio", c.audioMessage, "audio/ogg; codecs=opus", !!c.audioMessage.ptt)
  if (c.documentMessage) return file("document", c.documentMessage, "application/octet-stream")
  if (c.stickerMessage) return file("sticker", c.stickerMessage, "image/webp")
  const location = c.locationMessage ?? c.liveLocationMessage
  if (location) return { kind: "location", body: locationBody(location), ...contextOf(location.contextInfo) }
  if (c.contactMessage) return contactsOf([c.contactMessage], contextOf(c.contactMessage.contextInfo))
  if (c.contactsArrayMessage)
    return contactsOf(c.contactsArrayMessage.contacts ?? [], contextOf(c.contactsArrayMessage.contextInfo))
  return undefined
}
