// Web push contracts (runtime/api/access.md "Push"): a browser's PushSubscription as
// `subscription.toJSON()` gives it, and the server's VAPID public key.
import { z } from "zod"

const Base64Url = z
  .string()
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, "base64url")
  .min(8)
  .max(512)

export const PushSubscriptionInput = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: Base64Url, auth: Base64Url })
})
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInput>

export const VapidPublicKey = z.object({ publicKey: z.string() })

/** What the service worker receives (JSON in the push message). */
export const PushNotification = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  vibrate: z.array(z.number().int()),
  ticketId: z.number().int(),
  tenantId: z.number().int()
})
export type PushNotification = z.infer<typeof PushNotification>
