/**
 * Messages a contact's phone sends, built with Baileys' protobuf types as WhatsApp's apps build
 * them, for the stand-in's `contact.send` (standin.ts). Files are uploaded to the stand-in's media
 * server first (`contact.upload`), so the message carries a real URL, key and hashes.
 */
import { proto } from "@whiskeysockets/baileys"
import type { MockContact } from "./standin"

export type FileKind = "image" | "video" | "audio" | "voice" | "document" | "sticker"

export type FileSpec = {
  readonly bytes: Uint8Array
  readonly mimetype: string
  readonly caption?: string
  readonly fileName?: string
  readonly context?: proto.IContextInfo
}

/** A file message: uploaded first, then described (image, video, audio, voice note, document, sticker). */
export const fileMessage = async (contact: MockContact, kind: FileKind, spec: FileSpec): Promise<proto.IMessage> => {
  const type = kind === "voice" ? "audio" : kind
  const up = await contact.upload(spec.bytes, type)
  const file = {
    url: up.url,
    mediaKey: up.mediaKey,
    fileSha256: up.fileSha256,
    fileEncSha256: up.fileEncSha256,
    fileLength: up.fileLength,
    mimetype: spec.mimetype,
    mediaKeyTimestamp: Math.floor(Date.now() / 1000),
    ...(spec.context ? { contextInfo: spec.context } : {})
  }
  const caption = spec.caption ? { caption: spec.caption } : {}
  switch (kind) {
    case "image":
      return { imageMessage: { ...file, ...caption } }
    case "video":
      return { videoMessage: { ...file, ...caption } }
    case "audio":
    case "voice":
      return { audioMessage: { ...file, ptt: kind === "voice", seconds: 3 } }
    case "document":
      return { documentMessage: { ...file, ...caption, fileName: spec.fileName ?? "arquivo" } }
    case "sticker":
      return { stickerMessage: file }
  }
}

export const locationMessage = (lat: number, lng: number, name?: string, address?: string): proto.IMessage => ({
  locationMessage: {
    degreesLatitude: lat,
    degreesLongitude: lng,
    ...(name ? { name } : {}),
    ...(address ? { address } : {})
  }
})

/** A vCard as WhatsApp's apps write it (with the `waid` WhatsApp adds to a phone it knows). */
export const vcard = (name: string, phone: string) =>
  [
    "BEGIN:VCARD",
    "VERSION:3.0",
    `N:;${name};;;`,
    `FN:${name}`,
    `TEL;type=CELL;type=VOICE;waid=${phone.replace(/\D/g, "")}:+${phone.replace(/\D/g, "")}`,
    "END:VCARD"
  ].join("\n")

export const contactMessage = (name: string, phone: string): proto.IMessage => ({
  contactMessage: { displayName: name, vcard: vcard(name, phone) }
})

/** A text that replies to `quotedId` (a message of `participant`: the account's jid or the contact's own). */
export const replyMessage = (
  text: string,
  quotedId: string,
  participant: string,
  quotedText: string
): proto.IMessage => ({
  extendedTextMessage: {
    text,
    contextInfo: { stanzaId: quotedId, participant, quotedMessage: { conversation: quotedText } }
  }
})

export const forwardedText = (text: string): proto.IMessage => ({
  extendedTextMessage: { text, contextInfo: { isForwarded: true, forwardingScore: 1 } }
})

/**
 * The key of a message of the 1:1 chat with the account, from the contact's side: `mine` when the
 * contact sent it, else the account did (`accountJid`: the chat).
 */
const keyOf = (accountJid: string, id: string, mine: boolean): proto.IMessageKey => ({
  remoteJid: accountJid,
  fromMe: mine,
  id
})

export const reactionMessage = (accountJid: string, id: string, mine: boolean, emoji: string): proto.IMessage => ({
  reactionMessage: { key: keyOf(accountJid, id, mine), text: emoji, senderTimestampMs: Date.now() }
})

/** The contact edits one of its texts (WhatsApp wraps the protocol message in `editedMessage`). */
export const editMessage = (accountJid: string, id: string, text: string): proto.IMessage => ({
  editedMessage: {
    message: {
      protocolMessage: {
        key: keyOf(accountJid, id, true),
        type: proto.Message.ProtocolMessage.Type.MESSAGE_EDIT,
        editedMessage: { conversation: text },
        timestampMs: Date.now()
      }
    }
  }
})

/** The contact deletes one of its messages for everyone. */
export const revokeMessage = (accountJid: string, id: string): proto.IMessage => ({
  protocolMessage: { key: keyOf(accountJid, id, true), type: proto.Message.ProtocolMessage.Type.REVOKE }
})
