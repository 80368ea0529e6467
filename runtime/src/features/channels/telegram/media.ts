/**
 * Files between Telegram and the media store (platform/media).
 *
 * In: a customer's file is found with `getFile` and downloaded from the Bot API's file URL
 * (`<api root>/file/bot<token>/<file_path>`), then stored for the tenant; the message carries its
 * `/media/{id}` URL and MIME type. A file over TELEGRAM_MEDIA_MAX (the product's limit per file,
 * spec: 10 MB; the Bot API itself serves bots files up to 20 MB) is not downloaded, or the download
 * stops once it passes the limit: the message then says so in its text, as it does when the
 * download fails. Never an error for the session.
 *
 * Out: an agent's file is read from the media store and uploaded with the message (multipart), as
 * the Telegram method its type calls for: a photo, a video, a voice note (Ogg), an audio file, or
 * else a document.
 */
import { errorText, type ErrorCode } from "@atende/core/errors/catalogue"
import { Duration, Effect } from "effect"
import { InputFile } from "grammy"
import { bodyBytes, type MediaStoreShape } from "../../../platform/media/MediaStore"
import { mediaIdOf } from "../../../platform/media/signing"
import { DeliveryError } from "../connector/Connector"
import { callBot, type TelegramBot } from "./botApi"

/** The largest file taken from Telegram (spec part 1 §9: files 10 MB each). */
export const TELEGRAM_MEDIA_MAX = 10 * 1024 * 1024
const DOWNLOAD_TIMEOUT = Duration.seconds(60)

/** A file a customer's message carries, as Telegram describes it. */
export type InboundFile = {
  readonly fileId: string
  readonly size: number | undefined
  readonly mime: string
  readonly name: string
}

export type StoredFile =
  | { readonly ok: true; readonly mediaUrl: string; readonly mediaType: string }
  | { readonly ok: false; readonly note: string }

export type MediaDeps = {
  readonly tenantId: number
  readonly media: MediaStoreShape | undefined
  readonly bot: TelegramBot
  readonly apiRoot: string
  readonly token: string
}

const megabytes = (n: number) => `${(n / (1024 * 1024)).toFixed(1).replace(".", ",")} MB`
const words = (code: ErrorCode) => errorText(code, "pt-BR").description
const baseMime = (mime: string) => mime.split(";")[0]!.trim().toLowerCase()

/** What a message whose file was not kept says instead (its caption follows). */
export const fileNote = (why: "tooLarge" | "failed", name: string, size: number | undefined) =>
  why === "tooLarge"
    ? `📎 ${words("ERR_FILE_TOO_LARGE")}: ${name} (${megabytes(size ?? 0)}; ` +
      `o limite é ${megabytes(TELEGRAM_MEDIA_MAX)}). O arquivo não foi guardado.`
    : `📎 ${words("ERR_WAPP_DOWNLOAD_MEDIA")}: ${name}.`

class TooLarge extends Error {
  constructor(readonly size: number) {
    super("too large")
  }
}

/** Reads at most TELEGRAM_MEDIA_MAX bytes of the file at `url`. */
const download = async (url: string, signal: AbortSignal) => {
  const res = await fetch(url, { signal })
  if (!res.ok || !res.body) throw new Error(`file download answered ${res.status}`)
  const chunks: Array<Uint8Array> = []
  let size = 0
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length
    if (size > TELEGRAM_MEDIA_MAX) {
      await res.body.cancel().catch(() => undefined)
      throw new TooLarge(size)
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/** The customer's file into the media store, or why it is not there. */
export const storeInbound = (deps: MediaDeps, f: InboundFile): Effect.Effect<StoredFile> =>
  Effect.gen(function* () {
    if (f.size !== undefined && f.size > TELEGRAM_MEDIA_MAX)
      return { ok: false, note: fileNote("tooLarge", f.name, f.size) }
    if (!deps.media) return { ok: false, note: fileNote("failed", f.name, f.size) }
    const got = yield* Effect.gen(function* () {
      const file = yield* callBot((signal) => deps.bot.api.getFile(f.fileId, signal))
      if (!file.file_path) return yield* Effect.fail(new Error("getFile answered no file_path"))
      const url = `${deps.apiRoot}/file/bot${deps.token}/${file.file_path}`
      return yield* Effect.tryPromise({ try: (signal) => download(url, signal), catch: (e) => e })
    }).pipe(
      Effect.timeoutFail({ duration: DOWNLOAD_TIMEOUT, onTimeout: () => new Error("download timed out") }),
      Effect.either
    )
    if (got._tag === "Left") {
      if (got.left instanceof TooLarge) return { ok: false, note: fileNote("tooLarge", f.name, got.left.size) }
      yield* Effect.logWarning(`telegram: the file ${f.name} was not downloaded`, got.left)
      return { ok: false, note: fileNote("failed", f.name, f.size) }
    }
    const stored = yield* deps.media.put({ tenantId: deps.tenantId, mime: f.mime, name: f.name, bytes: got.right })
    return { ok: true, mediaUrl: `/media/${stored.id}`, mediaType: baseMime(f.mime) }
  })

/** A text file (a shared contact's vCard) into the media store; undefined without a store. */
export const storeText = (deps: MediaDeps, text: string, mime: string, name: string) =>
  deps.media
    ? Effect.map(deps.media.put({ tenantId: deps.tenantId, mime, name, bytes: Buffer.from(text) }), (s) => ({
        mediaUrl: `/media/${s.id}`,
        mediaType: mime
      }))
    : Effect.succeed(undefined)

/** The Telegram method that sends a file of this type. */
export type FileMethod = "photo" | "video" | "voice" | "audio" | "document"

export const methodFor = (mime: string): FileMethod => {
  const type = baseMime(mime)
  if (type === "image/jpeg" || type === "image/png" || type === "image/webp") return "photo"
  if (type === "video/mp4") return "video"
  // a voice note when it is what Telegram records (Ogg Opus); other audio as a music file
  if (type === "audio/ogg" || type === "audio/opus") return "voice"
  if (type === "audio/mpeg" || type === "audio/mp4" || type === "audio/m4a" || type === "audio/x-m4a") return "audio"
  return "document"
}

/** The largest caption Telegram takes; a longer text goes as a message of its own after the file. */
export const CAPTION_MAX = 1024

export type OutboundFile = {
  readonly method: FileMethod
  readonly file: InputFile
  /** The text that goes with the file, unless it is only the file's name. */
  readonly text: string | undefined
}

/** An agent's file from the media store (the tenant's own), ready to upload. */
export const outboundFile = (
  media: MediaStoreShape | undefined,
  tenantId: number,
  mediaUrl: string,
  mediaType: string | null,
  body: string
): Effect.Effect<OutboundFile, DeliveryError> =>
  Effect.gen(function* () {
    const id = mediaIdOf(mediaUrl)
    const stored = id && media ? yield* media.get(id, tenantId) : undefined
    if (!stored)
      return yield* new DeliveryError({ reason: "the message's file is not in the media store", retryable: false })
    const bytes = Buffer.from(yield* bodyBytes(stored.body))
    const mime = stored.meta.mime || mediaType || "application/octet-stream"
    const name = stored.meta.name || "arquivo"
    return {
      method: methodFor(mime),
      file: new InputFile(bytes, name),
      text: body && body !== stored.meta.name ? body : undefined
    }
  })
