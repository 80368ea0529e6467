import { useEffect } from "react"
import { getVapidPublicKey, removeSubscription, saveSubscription } from "../api/pushApi"
import { base64UrlToBytes, isIos } from "../state/platform"

const SW_URL = "/sw.js"

function pushSupported(): boolean {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return false
  return !isIos({
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    maxTouchPoints: navigator.maxTouchPoints
  })
}

/** Registers the service worker and, when the user allows notifications, posts the subscription. */
async function registerPush(): Promise<void> {
  const registration = await navigator.serviceWorker.register(SW_URL)
  if (!("PushManager" in window) || !("Notification" in window)) return
  const permission =
    Notification.permission === "default" ? await Notification.requestPermission() : Notification.permission
  if (permission !== "granted") return
  await navigator.serviceWorker.ready
  const { publicKey } = await getVapidPublicKey()
  const key = base64UrlToBytes(publicKey)
  let subscription = await registration.pushManager.getSubscription()
  // A subscription made for another server key cannot receive this server's messages.
  const sameKey = subscription?.options.applicationServerKey
    ? new Uint8Array(subscription.options.applicationServerKey).join() === key.join()
    : false
  if (subscription && !sameKey) {
    await subscription.unsubscribe()
    subscription = null
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
  await saveSubscription(subscription.toJSON())
}

/** Web push for the signed-in user (not on iOS); failures only leave the user without notifications. */
export function usePushRegistration(userId: number | null): void {
  useEffect(() => {
    if (!userId || !pushSupported()) return
    registerPush().catch((error: unknown) => console.warn("web push not enabled:", error))
  }, [userId])
}

/** At logout: this device stops receiving the user's notifications. Never throws. */
export async function forgetPushSubscription(): Promise<void> {
  try {
    if (!pushSupported()) return
    const registration = await navigator.serviceWorker.getRegistration(SW_URL)
    const subscription = await registration?.pushManager.getSubscription()
    if (!subscription) return
    await removeSubscription(subscription.endpoint).catch(() => undefined)
    await subscription.unsubscribe()
  } catch {
    // nothing to undo
  }
}
