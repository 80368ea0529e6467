/**
 * An agent's message to the Cloud API: `POST {number}/messages`. Text as `text`; a file is
 * uploaded first (`POST {number}/media`, multipart) and sent by the media id it gets, its text as
 * the caption (an audio has none: the text follows as a message of its own); a reply names the
 * quoted message's WhatsApp id in `context.message_id`; an agent's reaction is a `reaction`
 * message. Edits and deletions do not exist in the Cloud API (the capabilities say so).
 *
 * The 24-hour customer-service window: a free-form message (anything but a template) is only
 * accepted within 24 hours of the customer's last message. One outside it is refused here with
 * ERR_WABA_WINDOW_CLOSED's words rather than at the provider (which would answer 131047); if the
 * provider refuses it anyway (the clocks disagree), 131047 maps to the same words. Templates, the
 * way to write first or again after the window, go out as `type: "template"` whenever it is
 * (templates.ts; the message's `template` names it and holds its variables' values).
 *
 * Errors: 429, 5xx, not reached and Meta's rate limits (4, 80007, 130429, 131048, 131056) are
 * tried again later; any other refusal fails the message with the provider's words.
 */
import { toMetaSend } from "@atende/core/contracts/templates"
import { errorText } from "@atende/core/errors/catalogue"
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { bodyBytes, type MediaStoreShape } from "../../../platform/media/MediaStore"
import { mediaIdOf } from "../../../platform/media/signing"
import { DeliveryError, type Delivery } from "../connector/Connector"
import type { ChannelRow } from "../store/Channels"
import { providerIdOfMessage } from "../store/ChannelSessions"
import { call, type Graph, type GraphFailure } from "./graph"
import { lastCustomerMessageAt } from "./store/Window"

export const WINDOW_MS = 24 * 60 * 60 * 1000
const RATE_LIMITS = new Set([4, 80007, 130429, 131048, 131056])

/** The failure of a free-form message outside the window: the agent is offered a template instead. */
export const windowClosed = () =>
  new DeliveryError({
    code: "ERR_WABA_WINDOW_CLOSED",
    reason: errorText("ERR_WABA_WINDOW_CLOSED", "pt-BR").description,
    retryable: false
  })

/** A provider's refusal as the dispatcher takes it. */
export const deliveryErrorOf = (f: GraphFailure) => {
  const code = f.error.code
  if (code === 131047) return windowClosed()
  const retryable =
    f.status === 0 || f.status === 429 || f.status >= 500 || (code !== undefined && RATE_LIMITS.has(code))
  const words = `${f.error.message}${code !== undefined ? ` (${code})` : ""}`
  return new DeliveryError({ reason: words, retryable })
}

const baseMime = (mime: string) => mime.split(";")[0]!.trim().toLowerCase()

const kindOf = (mime: string) => {
  const t = baseMime(mime)
  if (t === "image/webp") return "sticker" as const
  if (t.startsWith("image/")) return "image" as const
  if (t.startsWith("video/")) return "video" as const
  if (t.startsWith("audio/")) return "audio" as const
  return "document" as const
}

/** The file's upload: its media id and the message part that sends it. */
const uploadFile = (
  graph: Graph,
  media: MediaStoreShape | undefined,
  mediaUrl: string,
  mediaType: string | null,
  caption: string
) =>
  Effect.gen(function* () {
    const id = mediaIdOf(mediaUrl)
    const stored = id && media ? yield* media.get(id) : undefined
    if (!stored)
      return yield* new DeliveryError({ reason: "the message's file is not in the media store", retryable: false })
    const bytes = yield* bodyBytes(stored.body)
    const mime = baseMime(stored.meta.mime || mediaType || "application/octet-stream")
    const name = stored.meta.name || "arquivo"
    const form = new FormData()
    form.append("messaging_product", "whatsapp")
    form.append("type", mime)
    form.append("file", new Blob([Buffer.from(bytes)], { type: mime }), name)
    const uploaded = yield* Effect.mapError(call(graph, "POST", `${graph.numberPath}/media`, form), deliveryErrorOf)
    const mediaId = String(uploaded.id ?? "")
    if (!mediaId) return yield* new DeliveryError({ reason: "the provider answered no media id", retryable: true })
    const kind = kindOf(mime)
    const text = caption && caption !== name ? caption : ""
    const part: Record<string, unknown> = { id: mediaId }
    if (text && kind !== "audio" && kind !== "sticker") part.caption = text
    if (kind === "document") part.filename = name
    return { kind, part, after: text && (kind === "audio" || kind === "sticker") ? text : "" }
  })

const postMessage = (graph: Graph, message: Record<string, unknown>) =>
  call(graph, "POST", `${graph.numberPath}/messages`, {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    ...message
  }).pipe(
    Effect.mapError(deliveryErrorOf),
    Effect.flatMap((answer) => {
      const id = (answer.messages as Array<{ id?: unknown }> | undefined)?.[0]?.id
      return typeof id === "string" && id
        ? Effect.succeed(id)
        : Effect.fail(new DeliveryError({ reason: "the provider answered no message id", retryable: true }))
    })
  )

/** Sends the delivery; answers the WhatsApp id of its (first) message. */
export const sendDelivery = (graph: Graph, channel: ChannelRow, media: MediaStoreShape | undefined, d: Delivery) =>
  Effect.gen(function* () {
    const m = d.message
    const to = d.externalId
    if (d.op === "react") {
      const target = yield* providerIdOfMessage(channel.id, channel.tenantId, m.id)
      if (!target)
        return yield* new DeliveryError({ reason: `message ${m.id} never reached WhatsApp`, retryable: false })
      return yield* postMessage(graph, {
        to,
        type: "reaction",
        reaction: { message_id: target, emoji: m.reaction ?? "" }
      })
    }
    if (d.op !== "send")
      return yield* new DeliveryError({ reason: `the WhatsApp Cloud API cannot ${d.op} a message`, retryable: false })
    // a template is how a business writes first or again after the window: no window for it
    if (m.template)
      return yield* postMessage(graph, { to, type: "template", template: toMetaSend(m.template, m.template) })
    const last = yield* lastCustomerMessageAt(channel.tenantId, channel.id, to)
    if (last === undefined || (yield* nowMillis) - last > WINDOW_MS) return yield* windowClosed()
    const quoted = m.quotedMsg ? yield* providerIdOfMessage(channel.id, channel.tenantId, m.quotedMsg.id) : undefined
    const context = quoted ? { context: { message_id: quoted } } : {}
    if (!m.mediaUrl) return yield* postMessage(graph, { to, ...context, type: "text", text: { body: m.body } })
    const file = yield* uploadFile(graph, media, m.mediaUrl, m.mediaType, m.body)
    const id = yield* postMessage(graph, { to, ...context, type: file.kind, [file.kind]: file.part })
    if (file.after) yield* postMessage(graph, { to, type: "text", text: { body: file.after } })
    return id
  }).pipe(
    Effect.catchTag("SqlError", (e) =>
      Effect.fail(new DeliveryError({ reason: `store: ${e.message}`, retryable: true }))
    )
  )
