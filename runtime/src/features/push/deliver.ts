/**
 * Sends one web-push message: web-push builds the encrypted body (aes128gcm) and the VAPID
 * Authorization header, the outbound guard's fetch sends it (so a plain-HTTP stand-in push service works in tests
 * when ATENDE_PUSH_ALLOW_HTTP=1). A 404 or 410 means the browser dropped the subscription.
 */
import webpush from "web-push"
import { guardedFetch, type OutboundPolicy } from "../../platform/net/outbound"
import type { VapidKeys } from "./vapid"

export type Delivery = "sent" | "gone" | "failed"

export const deliver = async (
  target: { endpoint: string; keys: { p256dh: string; auth: string } },
  payload: string,
  vapid: VapidKeys & { subject: string },
  opts: { allowHttp: boolean; ttlSeconds?: number; policy: OutboundPolicy }
): Promise<Delivery> => {
  if (!opts.allowHttp && !target.endpoint.startsWith("https://")) return "gone"
  let details: ReturnType<typeof webpush.generateRequestDetails>
  try {
    details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: target.keys }, payload, {
      TTL: opts.ttlSeconds ?? 3600,
      urgency: "high",
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey }
    })
  } catch {
    return "gone" // keys nobody can encrypt to (stored before they were checked): the device is dropped
  }
  try {
    const res = await guardedFetch(
      details.endpoint,
      {
        method: details.method,
        headers: Object.fromEntries(
          Object.entries(details.headers)
            .filter(([k]) => k.toLowerCase() !== "content-length")
            .map(([k, v]) => [k, String(v)])
        ),
        body: details.body ? new Uint8Array(details.body) : null,
        signal: AbortSignal.timeout(10_000)
      },
      opts.policy
    )
    await res.arrayBuffer().catch(() => undefined)
    return res.status === 404 || res.status === 410 ? "gone" : res.ok ? "sent" : "failed"
  } catch {
    return "failed"
  }
}
