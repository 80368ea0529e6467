/**
 * Web push (spec part 1 §7 "Push"): `GET /push/vapid-public-key` (public; the browser's
 * applicationServerKey), `POST /push/subscriptions` (the caller's browser subscription, stored
 * per user and device), `DELETE /push/subscriptions?endpoint=` (the caller's own, at logout).
 */
import { PushSubscriptionInput } from "@atende/core/contracts/push"
import { HttpRouter } from "@effect/platform"
import { Effect } from "effect"
import { createECDH } from "node:crypto"
import { z } from "zod"
import { Config } from "../../../platform/config/Config"
import { checkOutboundUrl } from "../../../platform/net/outbound"
import { ensureVapidKeys } from "../../push/vapid"
import { removeSubscription, saveSubscription } from "../../push/subscriptions"
import { AppError } from "../../../platform/http/AppError"
import { authenticate, handle, jsonBody, parseWith, queryRecord } from "../../../platform/http/edge"

const publicKey = Effect.map(ensureVapidKeys, (k) => ({ publicKey: k.publicKey }))

/**
 * Keys a message can be encrypted to: p256dh a P-256 public point (65 bytes), auth at least 16
 * bytes. Anything else would be stored and then fail at every notification.
 */
const keyProblem = (keys: { p256dh: string; auth: string }) => {
  if (Buffer.from(keys.auth, "base64url").length < 16) return { field: "keys.auth", message: "At least 16 bytes" }
  const point = Buffer.from(keys.p256dh, "base64url")
  try {
    const ecdh = createECDH("prime256v1")
    ecdh.generateKeys()
    if (point.length === 65) ecdh.computeSecret(point)
    return point.length === 65 ? undefined : { field: "keys.p256dh", message: "Not a P-256 public key" }
  } catch {
    return { field: "keys.p256dh", message: "Not a P-256 public key" }
  }
}

const subscribe = Effect.gen(function* () {
  const claims = yield* authenticate
  const sub = yield* jsonBody(PushSubscriptionInput)
  const config = yield* Config
  if (!config.pushAllowHttp && !sub.endpoint.startsWith("https://"))
    return yield* new AppError({
      code: "ERR_VALIDATION",
      extra: { issues: [{ field: "endpoint", message: "Push endpoints must be https URLs" }] }
    })
  // the server will POST to this address: never into its own network
  yield* checkOutboundUrl(sub.endpoint, "endpoint")
  const badKey = keyProblem(sub.keys)
  if (badKey) return yield* new AppError({ code: "ERR_VALIDATION", extra: { issues: [badKey] } })
  return yield* saveSubscription(claims.tenantId, claims.userId, sub)
})

const unsubscribe = Effect.gen(function* () {
  const claims = yield* authenticate
  const { endpoint } = yield* Effect.flatMap(queryRecord, (q) =>
    parseWith(z.object({ endpoint: z.string().min(1).max(2048) }), q)
  )
  if (!(yield* removeSubscription(claims.tenantId, claims.userId, endpoint)))
    return yield* new AppError({ code: "ERR_NOT_FOUND" })
  return { ok: true }
})

export const pushRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/push/vapid-public-key", handle(publicKey)),
  HttpRouter.post("/push/subscriptions", handle(subscribe)),
  HttpRouter.del("/push/subscriptions", handle(unsubscribe))
)
