/**
 * Transcription on arrival (issue 14 item 6): with the tenant's transcription setting on and the
 * ticket's audio-transcription flag on, the inbound path schedules this durable timer for each
 * customer audio in the same transaction as the message (kind `message.transcribe`, key the
 * message id, due at once). Its handler runs outside the ticket actor: it reads the audio from the
 * media store, asks the tenant's provider (./http/transcriber.ts) and hands the text to the
 * ticket actor as a `transcribed` command, which stores it and tells the agents live. A provider
 * that fails is tried again by the timer poller (then the timer goes to the dead letters); a
 * setting switched off meanwhile, or a message already transcribed, does nothing.
 */
import { Effect } from "effect"
import { requestFromJob } from "../../platform/bus/Bus"
import { bodyBytes, MediaStore } from "../../platform/media/MediaStore"
import { mediaIdOf } from "../../platform/media/signing"
import type { TimerRow } from "../../platform/store/Timers"
import { getSettings } from "../settings/index"
import { openAiCompatible, type TranscriptionProvider } from "./http/transcriber"
import { getMessage } from "./store/Messages"

export const TRANSCRIBE = "message.transcribe"

export const transcribeWithProvider = (provider: TranscriptionProvider) => (t: TimerRow) =>
  Effect.gen(function* () {
    const p = t.payload as { messageId?: unknown; actorKey?: unknown }
    if (typeof p.messageId !== "number" || typeof p.actorKey !== "string") return
    const s = yield* getSettings(t.tenantId)
    if (!s.transcriptionEnabled) return
    const message = yield* getMessage(t.tenantId, p.messageId)
    const mediaId = mediaIdOf(message?.mediaUrl)
    if (!message || !mediaId || !message.mediaType?.startsWith("audio/") || message.transcription !== null) return
    const media = yield* Effect.flatMap(MediaStore, (store) => store.get(mediaId, t.tenantId))
    if (!media) return
    const text = yield* provider.transcribe({
      audio: yield* bodyBytes(media.body),
      mime: media.meta.mime,
      fileName: media.meta.name,
      baseUrl: s.transcriptionBaseUrl,
      apiKey: s.transcriptionApiKey,
      model: s.transcriptionModel
    })
    yield* requestFromJob({
      kind: "ticket",
      key: p.actorKey,
      id: `transcribe:${message.id}`,
      payload: { type: "transcribed", tenantId: t.tenantId, messageId: message.id, text }
    })
  })

export const transcribeOnArrival = transcribeWithProvider(openAiCompatible)
