// Where web push can work: a service worker is registered everywhere except iOS (spec §7), and
// only where the browser has the Push API.

export type Platform = { userAgent: string; platform?: string; maxTouchPoints?: number }

/** iPhone, iPad, iPod; also iPadOS, which says "Macintosh" but has a touch screen. */
export function isIos({ userAgent, platform = "", maxTouchPoints = 0 }: Platform): boolean {
  if (/iPad|iPhone|iPod/i.test(userAgent) || /iPad|iPhone|iPod/i.test(platform)) return true
  return /Macintosh/i.test(userAgent) && maxTouchPoints > 1
}

/** The VAPID key as the bytes pushManager.subscribe wants. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = value.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (value.length % 4)) % 4)
  const raw = atob(padded)
  const bytes = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}
