import { apiRequest } from "../../../lib/api"

/** GET /push/vapid-public-key: the server's applicationServerKey (base64url). */
export function getVapidPublicKey(): Promise<{ publicKey: string }> {
  return apiRequest<{ publicKey: string }>("GET", "/push/vapid-public-key")
}

/** POST /push/subscriptions: the browser's subscription (`subscription.toJSON()`), per user and device. */
export function saveSubscription(subscription: PushSubscriptionJSON): Promise<unknown> {
  return apiRequest<unknown>("POST", "/push/subscriptions", { body: subscription })
}

/** DELETE /push/subscriptions?endpoint=: this device stops receiving the user's notifications. */
export function removeSubscription(endpoint: string): Promise<unknown> {
  return apiRequest<unknown>("DELETE", "/push/subscriptions", { query: { endpoint } })
}
