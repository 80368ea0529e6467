/**
 * `GET /media/{id}`: stored files served like a file host, never as part of the app. Only to a
 * holder of a valid, unexpired signed URL (platform/media/signing.ts) or a bearer token of a user of the
 * file's tenant; anything else is 404 ERR_NOT_FOUND (ids are not probed). Only images, audio
 * and video a browser plays are shown inline; every other type (html, svg, xml, scripts, pdf …)
 * is an attachment sent as application/octet-stream. Every answer is sandboxed by its CSP and
 * never sniffed, so an uploaded page cannot run on the agent UI's origin. The content comes from
 * the media store (MediaStore.ts): a file's is streamed, not read whole first.
 */
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import { nowMillis } from "../clock/index"
import { Tokens } from "../session/Tokens"
import { AppError } from "../http/AppError"
import { authenticate } from "../http/edge"
import { MEDIA_ID_RE, setMediaKey, validMediaSignature } from "./signing"
import { MediaStore } from "./MediaStore"

/** Sets the process's media signing key from the token secret (serve does it at startup). */
export const useMediaKey = Effect.map(Tokens, ({ key }) => setMediaKey(key))

const INLINE_IMAGES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"])

/** Types shown inline: the four raster image formats, audio and video. Never svg, html, xml, js, pdf. */
export const servedInline = (mime: string) => {
  const m = mime.toLowerCase()
  return INLINE_IMAGES.has(m) || /^(audio|video)\/[a-z0-9][a-z0-9.+-]{0,60}$/.test(m)
}

export const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/** RFC 5987 value: percent-encoded UTF-8 with only attr-chars left as they are. */
const extValue = (s: string) =>
  encodeURIComponent(s).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/** `inline|attachment; filename="<ascii>"; filename*=UTF-8''<encoded>` */
export const dispositionOf = (inline: boolean, name: string) => {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, "_") || "arquivo"
  return `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${extValue(name)}`
}

const notFound = new AppError({ code: "ERR_NOT_FOUND" })

export const mediaRoute = Effect.gen(function* () {
  const params = yield* HttpRouter.params
  const req = yield* HttpServerRequest.HttpServerRequest
  const id = String(params.id ?? "")
  if (!MEDIA_ID_RE.test(id)) return yield* notFound
  const url = new URL(req.url, "http://x")
  const signed = validMediaSignature(
    id,
    url.searchParams.get("exp") ?? undefined,
    url.searchParams.get("sig") ?? undefined,
    yield* nowMillis
  )
  // without a valid signature, a bearer token of a user of the file's tenant (a failed one answers its own code)
  const tenantId = signed ? undefined : req.headers["authorization"] ? (yield* authenticate).tenantId : undefined
  if (!signed && tenantId === undefined) return yield* notFound
  const file = yield* Effect.flatMap(MediaStore, (store) => store.get(id, signed ? undefined : tenantId))
  if (!file) return yield* notFound
  const { meta, body } = file
  const inline = servedInline(meta.mime)
  const options = {
    contentType: inline ? meta.mime.toLowerCase() : "application/octet-stream",
    headers: {
      "Content-Disposition": dispositionOf(inline, meta.name),
      "Content-Security-Policy": MEDIA_CSP,
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
      "Cache-Control": "private, max-age=3600"
    }
  }
  return body._tag === "bytes"
    ? HttpServerResponse.uint8Array(body.bytes, options)
    : HttpServerResponse.stream(body.stream, { ...options, contentLength: meta.size })
})
