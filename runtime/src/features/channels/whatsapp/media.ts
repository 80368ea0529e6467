/**
 * Files between WhatsApp and the media store (platform/media).
 *
 * In: a customer's file is downloaded from WhatsApp's media servers and decrypted by Baileys
 * (`downloadMediaMessage`, which asks the phone to upload it again when WhatsApp no longer has
 * it), then stored for the tenant; the message carries its `/media/{id}` URL and MIME type. A file
 * over WHATSAPP_MEDIA_MAX (the product's limit per file, spec: 10 MB) is not downloaded, or the
 * download stops once it passes the limit: the message then says so in its text, as it does when
 * the download fails (ERR_WAPP_DOWNLOAD_MEDIA's words). Never an error for the session.
 *
 * Out: an agent's file is read from the media store and handed to Baileys, which encrypts and
 * uploads it to WhatsApp's media servers (`media_conn` hosts) before sending the message.
 */
import { errorText, type ErrorCode } from "@atende/core/errors/catalogue"
import type { AnyMessageContent, WAMessage, WASocket } from "@whiskeysockets/baileys"
import { Duration, Effect } from "effect"
import { bodyBytes, type MediaStoreShape } from "../../../platform/media/MediaStore"
import { mediaIdOf } from "../../../platform/media/signing"
import { DeliveryError } from "../connector/Connector"
import { baileys } from "./baileys"
import type { Content } from "./content"
import { outsideBaileys } from "./outsideBaileys"

/** The largest file taken from WhatsApp (spec part 1 §9: files 10 MB each). */
export const WHATSAPP_MEDIA_MAX = 10 * 1024 * 1024
const DOWNLOAD_TIMEOUT = Duration.seconds(60)

type FileContent = Extract<Content, { kind: "file" }>

export type StoredFile =
  | { readonly ok: true; readonly mediaUrl: string; readonly mediaType: string }
  | { readonly ok: false; readonly note: string }

const megabytes = (n: number) => `${(n / (1024 * 1024)).toFixed(1).replace(".", ",")} MB`
const words = (code: ErrorCode) => errorText(code, "pt-BR").description
const baseMime = (mime: string) => mime.split(";")[0]!.trim().toLowerCase()

/** The file's name: the sender's, else the kind and the message id with the MIME type's extension. */
export const fileNameOf = (f: FileContent, providerId: string) => {
  if (f.fileName) return f.fileName
  const ext = baseMime(f.mimetype).split("/")[1]?.replace("jpeg", "jpg") ?? "bin"
  return `${f.voice ? "voz" : f.file}-${providerId}.${ext}`
}

/** What a message whose file was not kept says instead (its caption follows). */
export const fileNote = (why: "tooLarge" | "failed", name: string, size: number) =>
  why === "tooLarge"
    ? `📎 ${words("ERR_FILE_TOO_LARGE")}: ${name} (${megabytes(size)}; o limite é ${megabytes(WHATSAPP_MEDIA_MAX)}).` +
      " O arquivo não foi guardado."
    : `📎 ${words("ERR_WAPP_DOWNLOAD_MEDIA")}: ${name}.`

class TooLarge extends Error {
  constructor(readonly size: number) {
    super("too large")
  }
}

/** Downloads at most WHATSAPP_MEDIA_MAX bytes of the message's file. */
const download = async (sock: WASocket, m: WAMessage) => {
  const B = baileys()
  const stream = await outsideBaileys(() =>
    B.downloadMediaMessage(m, "stream", {}, { logger: sock.logger, reuploadRequest: sock.updateMediaMessage })
  )
  const chunks: Array<Buffer> = []
  let size = 0
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > WHATSAPP_MEDIA_MAX) {
      stream.destroy()
      throw new TooLarge(size)
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/** The customer's file into the media store, or why it is not there. */
export const storeInbound = (
  media: MediaStoreShape | undefined,
  tenantId: number,
  sock: WASocket,
  m: WAMessage,
  f: FileContent
): Effect.Effect<StoredFile> =>
  Effect.gen(function* () {
    const name = fileNameOf(f, m.key.id ?? "")
    if (f.fileLength > WHATSAPP_MEDIA_MAX) return { ok: false, note: fileNote("tooLarge", name, f.fileLength) }
    if (!media) return { ok: false, note: fileNote("failed", name, f.fileLength) }
    const got = yield* Effect.tryPromise(() => download(sock, m)).pipe(
      Effect.timeoutFail({ duration: DOWNLOAD_TIMEOUT, onTimeout: () => new Error("download timed out") }),
      Effect.either
    )
    if (got._tag === "Left") {
      const cause = (got.left as { error?: unknown }).error ?? got.left
      if (cause instanceof TooLarge) return { ok: false, note: fileNote("tooLarge", name, cause.size) }
      yield* Effect.logWarning(`whatsapp: the file of ${m.key.id} was not downloaded`, cause)
      return { ok: false, note: fileNote("failed", name, f.fileLength) }
    }
    const stored = yield* media.put({ tenantId, mime: f.mimetype, name, bytes: got.right })
    return { ok: true, mediaUrl: `/media/${stored.id}`, mediaType: baseMime(f.mimetype) }
  })

/** A text file (the contacts' vCards) into the media store; undefined without a store. */
export const storeText = (
  media: MediaStoreShape | undefined,
  tenantId: number,
  text: string,
  mime: string,
  name: string
) =>
  media
    ? Effect.map(media.put({ tenantId, mime, name, bytes: Buffer.from(text) }), (s) => ({
        mediaUrl: `/media/${s.id}`,
        mediaType: mime
      }))
    : Effect.succeed(undefined)

/**
 * What Baileys sends for an agent's file: its text as the caption, unless it is only the file's
 * name; an audio has no caption at WhatsApp, so its text is answered apart (`text`), to go after it.
 */
export const outboundFile = (
  media: MediaStoreShape | undefined,
  mediaUrl: string,
  mediaType: string | null,
  body: string
): Effect.Effect<{ readonly file: AnyMessageContent; readonly text?: string }, DeliveryError> =>
  Effect.gen(function* () {
    const id = mediaIdOf(mediaUrl)
    const stored = id && media ? yield* media.get(id) : undefined
    if (!stored)
      return yield* new DeliveryError({ reason: "the message's file is not in the media store", retryable: false })
    const bytes = Buffer.from(yield* bodyBytes(stored.body))
    const mimetype = stored.meta.mime || mediaType || "application/octet-stream"
    const type = baseMime(mimetype)
    const caption = body && body !== stored.meta.name ? body : undefined
    const captioned = caption ? { caption } : {}
    if (type.startsWith("image/")) return { file: { image: bytes, mimetype, ...captioned } }
    if (type.startsWith("video/")) return { file: { video: bytes, mimetype, ...captioned } }
    // a voice note when it is what WhatsApp records (Ogg Opus); any other audio goes as an audio file
    if (type.startsWith("audio/"))
      return { file: { audio: bytes, mimetype, ptt: type === "audio/ogg" }, ...(caption ? { text: caption } : {}) }
    return { file: { document: bytes, mimetype, fileName: stored.meta.name || "arquivo", ...captioned } }
  })
