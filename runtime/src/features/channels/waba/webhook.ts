/**
 * A Cloud API webhook's body, into core's inbound events, in the order it lists them:
 * `entry[].changes[]` with `field: "messages"` carry `value.contacts` (the customers' names),
 * `value.messages` (text, media, location, contacts, interactive and button replies, reactions)
 * and `value.statuses` (sent / delivered / read / played receipts; a failed one is logged with Meta's
 * words: the receipt contract has no failure). A customer's file is looked up (`GET /{media-id}`)
 * and downloaded with the channel's credentials into the media store; one that cannot be kept
 * leaves a note in the message's text instead. Anything else in the body is ignored.
 */
import { ReceiptStatus, type InboundEvent } from "@atende/core/channel/connector"
import { Effect, Option } from "effect"
import { z } from "zod"
import { MediaStore } from "../../../platform/media/MediaStore"
import { call, download, type Graph } from "./graph"

/** The largest customer file kept (spec part 1 §9: files 10 MB each). */
export const WABA_MEDIA_MAX = 10 * 1024 * 1024

const Media = z.object({
  id: z.string(),
  mime_type: z.string().optional(),
  caption: z.string().optional(),
  filename: z.string().optional()
})

const Message = z
  .object({
    from: z.string().min(1),
    id: z.string().min(1),
    type: z.string(),
    text: z.object({ body: z.string() }).optional(),
    image: Media.optional(),
    video: Media.optional(),
    audio: Media.optional(),
    document: Media.optional(),
    sticker: Media.optional(),
    location: z
      .object({
        latitude: z.number(),
        longitude: z.number(),
        name: z.string().optional(),
        address: z.string().optional()
      })
      .optional(),
    contacts: z
      .array(
        z
          .object({
            name: z.object({ formatted_name: z.string().optional() }).passthrough().optional(),
            phones: z.array(z.object({ phone: z.string().optional() }).passthrough()).optional()
          })
          .passthrough()
      )
      .optional(),
    interactive: z
      .object({
        type: z.string(),
        button_reply: z.object({ id: z.string(), title: z.string() }).optional(),
        list_reply: z.object({ id: z.string(), title: z.string(), description: z.string().optional() }).optional()
      })
      .optional(),
    button: z.object({ text: z.string(), payload: z.string().optional() }).optional(),
    reaction: z.object({ message_id: z.string(), emoji: z.string().optional() }).optional(),
    context: z.object({ id: z.string().optional(), forwarded: z.boolean().optional() }).optional()
  })
  .passthrough()

const Status = z
  .object({
    id: z.string().min(1),
    status: z.string(),
    recipient_id: z.string().min(1),
    errors: z.array(z.object({ code: z.number().optional(), title: z.string().optional() }).passthrough()).optional()
  })
  .passthrough()

const Value = z
  .object({
    contacts: z.array(z.object({ wa_id: z.string(), profile: z.object({ name: z.string() }).optional() })).optional(),
    messages: z.array(z.unknown()).optional(),
    statuses: z.array(z.unknown()).optional()
  })
  .passthrough()

export const WebhookBody = z.object({
  object: z.string().optional(),
  entry: z.array(
    z
      .object({ changes: z.array(z.object({ field: z.string().optional(), value: z.unknown() }).passthrough()) })
      .passthrough()
  )
})
export type WebhookBody = z.infer<typeof WebhookBody>

type MediaMessage = z.infer<typeof Media>

/** One customer file into the media store: its URL and type, or the note said instead. */
const storeMedia = (graph: Graph, tenantId: number, kind: string, media: MediaMessage, providerId: string) =>
  Effect.gen(function* () {
    const store = Option.getOrUndefined(yield* Effect.serviceOption(MediaStore))
    const name = media.filename ?? `${kind}-${providerId.slice(-12)}`
    const failed = { note: `📎 ${name}: o arquivo não pôde ser baixado do WhatsApp.` }
    if (!store) return failed
    const info = yield* Effect.either(call(graph, "GET", `/${encodeURIComponent(media.id)}`))
    if (info._tag === "Left" || typeof info.right.url !== "string") {
      yield* Effect.logWarning(`waba: media ${media.id} not found`, info)
      return failed
    }
    const size = Number(info.right.file_size ?? 0)
    if (size > WABA_MEDIA_MAX) return { note: `📎 ${name}: arquivo maior que 10 MB, não foi guardado.` }
    const bytes = yield* Effect.either(download(graph, info.right.url, WABA_MEDIA_MAX))
    if (bytes._tag === "Left") {
      yield* Effect.logWarning(`waba: media ${media.id} not downloaded`, bytes.left)
      return failed
    }
    if (!bytes.right) return { note: `📎 ${name}: arquivo maior que 10 MB, não foi guardado.` }
    const mime = (
      media.mime_type ?? (typeof info.right.mime_type === "string" ? info.right.mime_type : "application/octet-stream")
    )
      .split(";")[0]!
      .trim()
    const stored = yield* store.put({ tenantId, mime, name, bytes: bytes.right })
    return { mediaUrl: `/media/${stored.id}`, mediaType: mime }
  })

const MEDIA_KINDS = ["image", "video", "audio", "document", "sticker"] as const

/** A customer's message as the event it becomes. */
const messageEvent = (
  graph: Graph,
  tenantId: number,
  m: z.infer<typeof Message>,
  names: ReadonlyMap<string, string>
): Effect.Effect<InboundEvent> =>
  Effect.gen(function* () {
    const base = {
      kind: "message" as const,
      externalId: m.from,
      providerId: m.id,
      ...(names.get(m.from) ? { contactName: names.get(m.from) } : {}),
      ...(m.context?.id ? { quotedProviderId: m.context.id } : {}),
      ...(m.context?.forwarded ? { forwarded: true } : {})
    }
    if (m.type === "reaction" && m.reaction)
      return {
        kind: "reaction",
        externalId: m.from,
        providerId: m.reaction.message_id,
        eventId: m.id,
        reaction: m.reaction.emoji ?? ""
      }
    if (m.type === "text" && m.text) return { ...base, body: m.text.body }
    const kind = MEDIA_KINDS.find((k) => k === m.type)
    const media = kind ? m[kind] : undefined
    if (kind && media) {
      const stored = yield* storeMedia(graph, tenantId, kind, media, m.id)
      const caption = media.caption ?? ""
      if ("note" in stored) return { ...base, body: caption ? `${stored.note}\n${caption}` : stored.note }
      return { ...base, body: caption || media.filename || "", ...stored }
    }
    if (m.type === "location" && m.location) {
      const { latitude, longitude, name, address } = m.location
      const label = [name, address].filter(Boolean).join(" — ")
      return {
        ...base,
        body: `📍 ${label ? `${label} ` : ""}https://maps.google.com/?q=${latitude},${longitude}`.trim()
      }
    }
    if (m.type === "contacts" && m.contacts) {
      const lines = m.contacts.map((c) =>
        [c.name?.formatted_name, ...(c.phones ?? []).map((p) => p.phone)].filter(Boolean).join(" ")
      )
      return { ...base, body: lines.map((l) => `👤 ${l}`).join("\n") }
    }
    if (m.type === "interactive" && m.interactive) {
      const reply = m.interactive.button_reply ?? m.interactive.list_reply
      return { ...base, body: reply?.title ?? "" }
    }
    if (m.type === "button" && m.button) return { ...base, body: m.button.text }
    return { ...base, body: `[${m.type}]` }
  })

/** The statuses that are receipts ("played": a voice note heard); "failed" is logged. */
const RECEIPTS = new Set<string>(ReceiptStatus.options)

/**
 * Walks the body and hands each event to `emit` in order; `emit` fails when the event could not
 * be handed on, and so does the walk (the webhook is then not acknowledged and Meta retries).
 */
export const walkWebhook = <E, R>(
  graph: Graph,
  tenantId: number,
  body: WebhookBody,
  emit: (event: InboundEvent) => Effect.Effect<void, E, R>
) =>
  Effect.gen(function* () {
    for (const entry of body.entry)
      for (const change of entry.changes) {
        if (change.field !== undefined && change.field !== "messages") continue
        const value = Value.safeParse(change.value)
        if (!value.success) continue
        const names = new Map((value.data.contacts ?? []).map((c) => [c.wa_id, c.profile?.name ?? ""]))
        for (const raw of value.data.messages ?? []) {
          const m = Message.safeParse(raw)
          if (!m.success) {
            yield* Effect.logWarning("waba: a message the webhook carried was not understood")
            continue
          }
          yield* emit(yield* messageEvent(graph, tenantId, m.data, names))
        }
        for (const raw of value.data.statuses ?? []) {
          const s = Status.safeParse(raw)
          if (!s.success) continue
          if (RECEIPTS.has(s.data.status))
            yield* emit({
              kind: "receipt",
              externalId: s.data.recipient_id,
              providerId: s.data.id,
              status: s.data.status as ReceiptStatus
            })
          else if (s.data.status === "failed")
            yield* Effect.logWarning(
              `waba: message ${s.data.id} failed at the provider: ${(s.data.errors ?? [])
                .map((e) => `${e.code ?? ""} ${e.title ?? ""}`.trim())
                .join("; ")}`
            )
        }
      }
  })
