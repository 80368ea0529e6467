/**
 * Signed, expiring media URLs. Messages store `/media/{id}`; whatever the server hands out says
 * `/media/{id}?exp=<unix seconds>&sig=<base64url HMAC-SHA256(key, "{id}.{exp}")>`, valid for 7 days
 * with `exp` rounded up to the hour (the same message signs the same within an hour, so browsers
 * cache it). Anything that copies a URL back into storage keeps only the path (`mediaPath`).
 *
 * The key is derived from the token secret (never the secret itself), like the captcha's. It is
 * held here, at module level, because the message row mapper presents URLs with no Effect context:
 * `serve` sets it once at startup (`setMediaKey`, see platform/media/files.ts `useMediaKey`). Nodes sharing a
 * database share the secret, so any node checks what another signed; two nodes of different
 * databases in one process (tests) both use the key set last, for signing and checking alike.
 * Without a key (code that never started a server) URLs are presented unsigned, which only a
 * tenant's bearer token opens.
 */
import { createHmac, timingSafeEqual } from "node:crypto"
import { wallMillis } from "../clock/index"

export const MEDIA_URL_TTL_SECONDS = 7 * 24 * 3600
const HOUR = 3600

export const MEDIA_ID_RE = /^[0-9a-f-]{36}$/
const MEDIA_URL_RE = /^\/media\/([0-9a-f-]{36})(?:\?[^#]*)?$/

/** A key of its own for media URLs, derived from the token secret. */
export const mediaKey = (tokensKey: Uint8Array) => createHmac("sha256", tokensKey).update("atende-media-v1").digest()

let key: Buffer | undefined

/** Sets the process's signing key from the token secret (at startup; a later call replaces it). */
export const setMediaKey = (tokensKey: Uint8Array) => {
  key = mediaKey(tokensKey)
}

const mac = (k: Buffer, id: string, exp: number) => createHmac("sha256", k).update(`${id}.${exp}`).digest("base64url")

/** The media id of a served URL, signed or not; undefined for anything else. */
export const mediaIdOf = (url: string | null | undefined) => MEDIA_URL_RE.exec(url ?? "")?.[1]

/** What is stored: a served media URL without its query (others unchanged). */
export const mediaPath = <U extends string | null | undefined>(url: U): U => {
  const id = mediaIdOf(url)
  return (id ? `/media/${id}` : url) as U
}

/** The expiry a URL signed now gets: 7 days ahead, rounded up to the hour. */
export const expiryFor = (now: number) => Math.ceil((Math.floor(now / 1000) + MEDIA_URL_TTL_SECONDS) / HOUR) * HOUR

/**
 * A served media URL as handed out: signed until `expiryFor(now)` (others unchanged). Row mappers
 * call it with no Effect running, so `now` defaults to the wall clock (the hour rounding hides it).
 */
export const signMediaUrl = <U extends string | null | undefined>(url: U, now = wallMillis()): U => {
  const id = mediaIdOf(url)
  if (!id || !key) return mediaPath(url)
  const exp = expiryFor(now)
  return `/media/${id}?exp=${exp}&sig=${mac(key, id, exp)}` as U
}

/** Whether `sig` signs this id until `exp`, and `exp` has not passed at `now`. */
export const validMediaSignature = (id: string, exp: string | undefined, sig: string | undefined, now: number) => {
  if (!key || !exp || !sig || !/^\d{1,12}$/.test(exp) || Number(exp) * 1000 <= now) return false
  const expected = Buffer.from(mac(key, id, Number(exp)))
  const given = Buffer.from(sig)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
