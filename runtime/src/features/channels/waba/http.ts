/**
 * The Cloud API's webhook, one URL per channel: `<public url>/webhooks/waba/<channel id>`
 * (runtime/api/waba.md).
 *
 * - `GET`: Meta's verification challenge. `hub.mode=subscribe` and `hub.verify_token` equal to the
 *   channel's verify token answer `hub.challenge` as text; anything else 403 ERR_WABA_VERIFY_TOKEN.
 * - `POST`: the raw body (at most WEBHOOK_MAX_BYTES) is checked before it is parsed:
 *   `X-Hub-Signature-256` must be `sha256=` + HMAC-SHA256 of it with the app secret (360dialog,
 *   which signs nothing, sends the channel's webhook token in `X-Atende-Webhook-Token`, the header
 *   it was registered with); missing or wrong is 401 and nothing is stored. Then malformed JSON is
 *   400. The events go through the inbound path a running session uses (connector/inbound.ts:
 *   deduplicated by the provider's message id, in the body's order), on whichever node Meta
 *   reached; the 200 is answered only once they are on the bus, so a webhook that fails here is
 *   retried by Meta and a repeated one stores nothing twice.
 * An unknown, deleted or non-Cloud-API channel is 404. The route is anonymous: limits.ts.
 */
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { NodeHttpServerRequest } from "@effect/platform-node"
import { Effect, Option } from "effect"
import { createHmac, timingSafeEqual } from "node:crypto"
import { nowMillis } from "../../../platform/clock/index"
import { Config } from "../../../platform/config/Config"
import { AppError } from "../../../platform/http/AppError"
import { handle, idParam, parseWith, queryRecord, readLimited } from "../../../platform/http/edge"
import { routeInbound } from "../connector/inbound"
import { getChannel } from "../store/Channels"
import { graphOf } from "./graph"
import { webhookLimiter } from "./limits"
import { applyTemplateStatuses } from "./templates"
import { walkWebhook, WebhookBody } from "./webhook"

/** Meta's webhook bodies are a few kilobytes; a batch of statuses stays far below this. */
export const WEBHOOK_MAX_BYTES = 1024 * 1024

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return expected.length > 0 && a.length === b.length && timingSafeEqual(a, b)
}

const addressOf = (raw: string | undefined) => (raw ?? "unknown").replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1")

/** The channel the path names, limited per address and channel: a Cloud API one, not deleted. */
const webhookChannel = Effect.gen(function* () {
  const req = yield* HttpServerRequest.HttpServerRequest
  const raw = (yield* HttpRouter.params).channelId ?? ""
  const address = addressOf(Option.getOrUndefined(req.remoteAddress))
  const limiter = webhookLimiter(yield* Config)
  const verdict = limiter.admit(raw, address, yield* nowMillis)
  if (!verdict.ok)
    return yield* new AppError({ code: "ERR_TOO_MANY_REQUESTS", extra: { retryAfter: verdict.retryAfter } })
  const id = yield* idParam("channelId", "ERR_NOT_FOUND")
  const channel = yield* getChannel(id)
  if (!channel || channel.deletedAt !== null || (channel.type !== "waba" && channel.type !== "waba360"))
    return yield* new AppError({ code: "ERR_NOT_FOUND" })
  const refuse = (code: "ERR_WABA_WEBHOOK_SIGNATURE" | "ERR_WABA_VERIFY_TOKEN") =>
    Effect.flatMap(nowMillis, (now) => {
      limiter.refused(raw, address, now)
      return Effect.fail(new AppError({ code }))
    })
  return { req, channel, refuse }
})

const verify = Effect.gen(function* () {
  const { channel, refuse } = yield* webhookChannel
  const q = yield* queryRecord
  const token = typeof q["hub.verify_token"] === "string" ? q["hub.verify_token"] : ""
  const challenge = typeof q["hub.challenge"] === "string" ? q["hub.challenge"] : ""
  const expected = channel.type === "waba" ? String(channel.settings.verifyToken ?? "") : ""
  if (q["hub.mode"] !== "subscribe" || !challenge || !sameSecret(token, expected))
    return yield* refuse("ERR_WABA_VERIFY_TOKEN")
  return HttpServerResponse.text(challenge.slice(0, 1000), { contentType: "text/plain; charset=utf-8" })
})

const receive = Effect.gen(function* () {
  const { req, channel, refuse } = yield* webhookChannel
  const bytes = yield* readLimited(
    NodeHttpServerRequest.toIncomingMessage(req),
    WEBHOOK_MAX_BYTES,
    () => new AppError({ code: "ERR_PAYLOAD_TOO_LARGE", extra: { maxBytes: WEBHOOK_MAX_BYTES } }),
    () => new AppError({ code: "ERR_VALIDATION", extra: { issues: [{ field: "body", message: "not readable" }] } })
  )
  if (channel.type === "waba") {
    const secret = String(channel.settings.appSecret ?? "")
    const given = req.headers["x-hub-signature-256"] ?? ""
    const expected = `sha256=${createHmac("sha256", secret).update(bytes).digest("hex")}`
    if (!secret || !sameSecret(given.trim().toLowerCase(), expected)) return yield* refuse("ERR_WABA_WEBHOOK_SIGNATURE")
  } else if (!sameSecret(req.headers["x-atende-webhook-token"] ?? "", String(channel.settings.webhookToken ?? "")))
    return yield* refuse("ERR_WABA_WEBHOOK_SIGNATURE")
  let value: unknown
  try {
    value = JSON.parse(bytes.toString("utf8"))
  } catch {
    return yield* new AppError({ code: "ERR_INVALID_JSON" })
  }
  const body = yield* parseWith(WebhookBody, value)
  yield* applyTemplateStatuses(
    channel.id,
    body.entry.flatMap((e) => e.changes)
  )
  const graph = graphOf(channel.type, channel.settings, yield* Config)
  yield* walkWebhook(graph, channel.tenantId, body, (event) => routeInbound(channel, event)).pipe(
    Effect.catchTag("ConnectorError", (e) =>
      Effect.zipRight(
        Effect.logWarning(`waba: channel ${channel.id}: webhook not handed on: ${e.reason}`),
        Effect.fail(new AppError({ code: "ERR_SERVICE_UNAVAILABLE" }))
      )
    )
  )
  return { ok: true }
})

export const wabaRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/webhooks/waba/:channelId", handle(verify)),
  HttpRouter.post("/webhooks/waba/:channelId", handle(receive))
)
