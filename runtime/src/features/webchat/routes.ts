/**
 * Web-chat HTTP side: the widget script, the demo customer page, media upload (≤5 MB, counted as
 * the body streams in, with or without Content-Length; limited per visitor, address and channel;
 * answered with a signed URL; 409 ERR_WEBCHAT_OFFLINE while an administrator keeps the channel
 * disconnected) and `GET /media/{id}` (platform/media/files.ts).
 */
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { NodeHttpServerRequest } from "@effect/platform-node"
import { Effect, Option } from "effect"
import { randomUUID } from "node:crypto"
import { readFileSync } from "node:fs"
import { inboundEnvelope, channelByToken, listChannels } from "../channels/index"
import { Bus } from "../../platform/bus/Bus"
import { nowMillis } from "../../platform/clock/index"
import { Config } from "../../platform/config/Config"
import { AppError } from "../../platform/http/AppError"
import { handle, queryRecord, readLimited } from "../../platform/http/edge"
import { mediaRoute } from "../../platform/media/files"
import { signMediaUrl } from "../../platform/media/signing"
import { insertMedia } from "../../platform/media/MediaStore"
import { readSecret } from "../../platform/secrets/store/Secrets"
import { addressOf, webchatLimiter } from "./limits"
import { VISITOR_RE } from "./WebchatGateway"

export const WEBCHAT_MEDIA_MAX = 5 * 1024 * 1024
const widgetSource = readFileSync(new URL("./widget.js", import.meta.url), "utf8")

const widget = Effect.succeed(
  HttpServerResponse.text(widgetSource, {
    contentType: "application/javascript; charset=utf-8",
    headers: { "Cache-Control": "no-cache" }
  })
)

/**
 * The file name a widget sent (URI-encoded): decoded when it can be, without control characters
 * (a NUL would fail Postgres).
 */
const fileNameOf = (raw: string | undefined) => {
  let name = raw ?? ""
  try {
    name = decodeURIComponent(name)
  } catch {}
  return (
    name
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, "")
      .trim()
      .slice(0, 200) || "arquivo"
  )
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const demoPage = Effect.gen(function* () {
  const q = yield* queryRecord
  let token = typeof q.token === "string" ? q.token : ""
  if (!token) {
    const demo = yield* readSecret("demo_tenant")
    const channels = demo !== undefined ? yield* listChannels(Number(demo)) : []
    token = channels.find((c) => c.type === "webchat")?.token ?? ""
  }
  if (!token || !(yield* channelByToken(token))) return yield* new AppError({ code: "ERR_INVALID_WEBCHAT_TOKEN" })
  return HttpServerResponse.text(
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">\
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Loja Exemplo — Atende</title>\
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1f2933}
header{background:#0b6e4f;color:#fff;padding:24px 32px}main{padding:32px;max-width:720px}</style></head>
<body><header><h1>Loja Exemplo</h1><p>Página de demonstração de um cliente com o widget de chat do Atende.</p></header>
<main><p>Clique no botão de chat no canto inferior direito e escreva uma mensagem: \
ela chega como um ticket pendente no painel dos atendentes.</p></main>
<script src="/webchat/widget.js" data-token="${escapeHtml(token)}" async></script></body></html>`,
    { contentType: "text/html; charset=utf-8" }
  )
})

const upload = Effect.gen(function* () {
  const req = yield* HttpServerRequest.HttpServerRequest
  const q = yield* queryRecord
  const channel = yield* channelByToken(String(q.token ?? ""))
  const visitor = String(q.visitor ?? "")
  if (!channel || channel.type !== "webchat") return yield* new AppError({ code: "ERR_INVALID_WEBCHAT_TOKEN" })
  // an administrator disconnected the channel: it takes nothing from visitors until connected again
  if (!channel.enabled) return yield* new AppError({ code: "ERR_WEBCHAT_OFFLINE" })
  if (!VISITOR_RE.test(visitor)) return yield* new AppError({ code: "ERR_VALIDATION" })
  const verdict = webchatLimiter(yield* Config).upload(
    channel.id,
    visitor,
    addressOf(Option.getOrUndefined(req.remoteAddress)),
    yield* nowMillis
  )
  if (!verdict.ok)
    return yield* new AppError({ code: "ERR_TOO_MANY_REQUESTS", extra: { retryAfter: verdict.retryAfter } })
  const tooLarge = () => new AppError({ code: "ERR_FILE_TOO_LARGE", extra: { maxBytes: WEBCHAT_MEDIA_MAX } })
  if (Number(req.headers["content-length"] ?? "0") > WEBCHAT_MEDIA_MAX) return yield* tooLarge()
  // counted as it arrives (a chunked upload declares no length): 413 as soon as it passes the cap
  const buf = yield* readLimited(
    NodeHttpServerRequest.toIncomingMessage(req),
    WEBCHAT_MEDIA_MAX,
    tooLarge,
    () => new AppError({ code: "ERR_NO_FILE_UPLOADED" })
  )
  if (buf.byteLength === 0) return yield* new AppError({ code: "ERR_NO_FILE_UPLOADED" })
  const mime = (req.headers["content-type"] ?? "application/octet-stream").split(";")[0]!.trim().slice(0, 100)
  const name = fileNameOf(req.headers["x-file-name"])
  const id = randomUUID()
  yield* insertMedia({ id, tenantId: channel.tenantId, mime, name, data: new Uint8Array(buf) })
  const clientId = typeof q.clientId === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(q.clientId) ? q.clientId : id
  const bus = yield* Bus
  const now = yield* nowMillis
  yield* bus.send(
    inboundEnvelope(
      channel,
      {
        externalId: visitor,
        providerId: `${visitor}:${clientId}`,
        body: name,
        mediaUrl: `/media/${id}`,
        mediaType: mime
      },
      now
    )
  )
  return { id, url: signMediaUrl(`/media/${id}`, now), mime, size: buf.byteLength }
})

export const webchatRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/webchat/widget.js", handle(widget)),
  HttpRouter.get("/demo", handle(demoPage)),
  HttpRouter.post("/webchat/media", handle(upload)),
  HttpRouter.get("/media/:id", handle(mediaRoute))
)
