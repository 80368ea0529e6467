/**
 * Audio transcription behind a small provider interface. The one provider speaks the
 * OpenAI-compatible `POST {baseUrl}/v1/audio/transcriptions` (multipart: file, model; bearer
 * key) and reads `{ text }`. Base URL, key and model are tenant settings (part 2 "Settings":
 * transcription flag and AI key). A provider that cannot be reached or answers an error is
 * ERR_TRANSCRIPTION_FAILED (502); nothing is stored then. The base URL is a tenant's: the call goes
 * through the outbound guard (an inward address is ERR_URL_NOT_ALLOWED, nothing sent).
 */
import { Effect } from "effect"
import { FormData } from "undici"
import { Config } from "../../../platform/config/Config"
import { guardedFetch, OutboundRefused } from "../../../platform/net/outbound"
import { AppError } from "../../../platform/http/AppError"

export type TranscriptionRequest = {
  readonly audio: Uint8Array
  readonly mime: string
  readonly fileName: string
  readonly baseUrl: string
  readonly apiKey: string
  readonly model: string
}

export type TranscriptionProvider = {
  readonly transcribe: (r: TranscriptionRequest) => Effect.Effect<string, AppError, Config>
}

const TIMEOUT_MS = 60_000

const failed = () => new AppError({ code: "ERR_TRANSCRIPTION_FAILED" })

const refusedInside = (e: unknown): boolean =>
  e instanceof OutboundRefused || (e instanceof Error && e.cause !== undefined && refusedInside(e.cause))

export const openAiCompatible: TranscriptionProvider = {
  transcribe: (r) =>
    Effect.flatMap(Config, (config) =>
      Effect.tryPromise({
        try: async (signal) => {
          const form = new FormData()
          form.append("file", new Blob([new Uint8Array(r.audio)], { type: r.mime }), r.fileName)
          form.append("model", r.model)
          const url = `${r.baseUrl.replace(/\/+$/, "")}/v1/audio/transcriptions`
          const res = await guardedFetch(
            url,
            {
              method: "POST",
              body: form,
              headers: r.apiKey ? { authorization: `Bearer ${r.apiKey}` } : {},
              signal: AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)])
            },
            config.outboundPolicy
          )
          if (!res.ok) throw new Error(`transcription provider answered ${res.status}`)
          const body = (await res.json()) as { text?: unknown }
          if (typeof body.text !== "string") throw new Error("transcription provider gave no text")
          return body.text
        },
        catch: (e) => (refusedInside(e) ? new AppError({ code: "ERR_URL_NOT_ALLOWED" }) : failed())
      }).pipe(Effect.tapError(() => Effect.logWarning("transcription failed")))
    )
}
