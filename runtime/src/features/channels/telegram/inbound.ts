/**
 * A Bot API update as the connector contract's inbound event (core/src/channel/connector.ts), for
 * private chats with the bot (groups and channels are left for later: their updates are skipped):
 * - `message`: a text, or a file (photo at its largest size, document, voice note, audio, video,
 *   video note, animation, sticker) into the media store with its caption as the text (media.ts),
 *   a location or venue (a text with a map link), a contact (a text and its vCard as a file); a
 *   reply names the message it quotes, a forwarded message says so;
 * - `edited_message`: an edit of the customer's message (its new text or caption);
 * - `message_reaction`: the customer's reaction to a message of the chat (either side's), "" when
 *   taken away.
 * Ids: externalId is the chat id, a message's providerId `<chat id>:<message id>` (what `send`
 * answers for ours too), a change's eventId the update's id (a redelivered update is the same
 * event; a later edit of the same message is not). Anything else (polls, dice, service messages)
 * answers undefined: the session skips it.
 */
import type { InboundEvent } from "@atende/core/channel/connector"
import type { Chat, Message, Update, User } from "grammy/types"
import { Effect } from "effect"
import { storeInbound, storeText, type InboundFile, type MediaDeps } from "./media"

export const providerIdOf = (chatId: number | string, messageId: number) => `${chatId}:${messageId}`

/** The chat and message ids of a provider id, or undefined when it is not one of Telegram's. */
export const messageRefOf = (providerId: string) => {
  const m = /^(-?\d+):(\d+)$/.exec(providerId)
  return m ? { chatId: m[1]!, messageId: Number(m[2]) } : undefined
}

/** The updates the session asks Telegram for. */
export const ALLOWED_UPDATES = ["message", "edited_message", "message_reaction"] as const

const joined = (...parts: Array<string | undefined>) => parts.filter(Boolean).join("\n")

/** The customer's name as Telegram shows it: first and last name, else the @username. */
export const nameOf = (who: Pick<User, "first_name" | "last_name" | "username"> | Chat.PrivateChat | undefined) => {
  if (!who) return undefined
  const full = [who.first_name, who.last_name].filter(Boolean).join(" ").trim()
  return full || (who.username ? `@${who.username}` : undefined)
}

const mapLink = (lat: number, lng: number) => `https://maps.google.com/?q=${lat},${lng}`

const extOf = (mime: string, fallback: string) => mime.split("/")[1]?.split(";")[0]?.replace("jpeg", "jpg") || fallback

/** The file a message carries, with the name it is stored under. */
const fileOf = (m: Message, providerId: string): InboundFile | undefined => {
  const id = providerId.replace(":", "-")
  const named = (fileId: string, size: number | undefined, mime: string, kind: string, name?: string) => ({
    fileId,
    size,
    mime,
    name: name || `${kind}-${id}.${extOf(mime, "bin")}`
  })
  if (m.photo?.length) {
    const largest = [...m.photo].sort((a, b) => a.width * a.height - b.width * b.height).at(-1)!
    return named(largest.file_id, largest.file_size, "image/jpeg", "foto")
  }
  if (m.document) {
    const d = m.document
    return named(d.file_id, d.file_size, d.mime_type || "application/octet-stream", "arquivo", d.file_name)
  }
  if (m.voice) return named(m.voice.file_id, m.voice.file_size, m.voice.mime_type || "audio/ogg", "voz")
  if (m.audio) {
    const a = m.audio
    return named(a.file_id, a.file_size, a.mime_type || "audio/mpeg", "audio", a.file_name)
  }
  if (m.video) {
    const v = m.video
    return named(v.file_id, v.file_size, v.mime_type || "video/mp4", "video", v.file_name)
  }
  if (m.video_note) return named(m.video_note.file_id, m.video_note.file_size, "video/mp4", "video")
  if (m.animation) {
    const a = m.animation
    return named(a.file_id, a.file_size, a.mime_type || "video/mp4", "animacao", a.file_name)
  }
  if (m.sticker) {
    const s = m.sticker
    const mime = s.is_animated ? "application/x-tgsticker" : s.is_video ? "video/webm" : "image/webp"
    return named(s.file_id, s.file_size, mime, "figurinha", s.is_animated ? `figurinha-${id}.tgs` : undefined)
  }
  return undefined
}

const vcardOf = (c: NonNullable<Message["contact"]>) =>
  c.vcard?.trim()
    ? `${c.vcard.trim()}\r\n`
    : [
        "BEGIN:VCARD",
        "VERSION:3.0",
        `N:${c.last_name ?? ""};${c.first_name};;;`,
        `FN:${[c.first_name, c.last_name].filter(Boolean).join(" ")}`,
        `TEL;TYPE=CELL:${c.phone_number}`,
        "END:VCARD",
        ""
      ].join("\r\n")

/** A customer's new message as an event, or undefined for what the product does not take. */
const messageEventOf = (deps: MediaDeps, m: Message): Effect.Effect<InboundEvent | undefined> =>
  Effect.gen(function* () {
    const externalId = String(m.chat.id)
    const providerId = providerIdOf(m.chat.id, m.message_id)
    const contactName = nameOf(m.from) ?? nameOf(m.chat as Chat.PrivateChat)
    const common = {
      kind: "message" as const,
      externalId,
      providerId,
      ...(contactName ? { contactName } : {}),
      ...(m.reply_to_message ? { quotedProviderId: providerIdOf(m.chat.id, m.reply_to_message.message_id) } : {}),
      ...(m.forward_origin ? { forwarded: true } : {})
    }
    if (m.text !== undefined) return { ...common, body: m.text }
    const file = fileOf(m, providerId)
    if (file) {
      const caption = m.caption ?? (m.sticker?.emoji || undefined)
      const stored = yield* storeInbound(deps, file)
      return stored.ok
        ? { ...common, body: caption ?? "", mediaUrl: stored.mediaUrl, mediaType: stored.mediaType }
        : { ...common, body: joined(stored.note, caption) }
    }
    if (m.location) {
      const { latitude, longitude } = m.location
      const named = m.venue ? [m.venue.title, m.venue.address].filter(Boolean).join(" — ") : ""
      return { ...common, body: `📍 ${named || "Localização"}\n${mapLink(latitude, longitude)}` }
    }
    if (m.contact) {
      const c = m.contact
      const name = [c.first_name, c.last_name].filter(Boolean).join(" ") || "Contato"
      const card = yield* storeText(deps, vcardOf(c), "text/vcard", `contato-${providerId.replace(":", "-")}.vcf`)
      return { ...common, body: `👤 ${name}: ${c.phone_number}`, ...(card ?? {}) }
    }
    return undefined
  })

/** The event an update is, or undefined when the session skips it. */
export const inboundEventOf = (deps: MediaDeps, u: Update): Effect.Effect<InboundEvent | undefined> =>
  Effect.gen(function* () {
    const eventId = `u${u.update_id}`
    if (u.message) return u.message.chat.type === "private" ? yield* messageEventOf(deps, u.message) : undefined
    const edited = u.edited_message
    if (edited) {
      if (edited.chat.type !== "private") return undefined
      const body = edited.text ?? edited.caption
      if (body === undefined) return undefined
      const providerId = providerIdOf(edited.chat.id, edited.message_id)
      return { kind: "edit", externalId: String(edited.chat.id), providerId, eventId, body }
    }
    const r = u.message_reaction
    if (r) {
      if (r.chat.type !== "private") return undefined
      const emoji = r.new_reaction.find((x) => x.type === "emoji")
      // a paid or custom-emoji reaction has no emoji to show: left out
      if (r.new_reaction.length && !emoji) return undefined
      const reaction = emoji && emoji.type === "emoji" ? emoji.emoji : ""
      const providerId = providerIdOf(r.chat.id, r.message_id)
      return { kind: "reaction", externalId: String(r.chat.id), providerId, eventId, reaction }
    }
    return undefined
  })
