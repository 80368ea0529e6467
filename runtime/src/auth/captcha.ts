/**
 * The login slider captcha as a real server check. A challenge is `id.target.expiry.signature`
 * (HMAC-SHA256 with a key derived from the token secret, so every node can verify it); the
 * answer must be within ±3 of the target, before expiry (2 minutes), and each challenge is used
 * once: the first verification records its id (captcha_uses), right or wrong.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto"

export const CAPTCHA_TTL_MS = 2 * 60_000
export const CAPTCHA_TOLERANCE = 3

/** A key of its own for captchas, derived from the token secret (never the secret itself). */
export const captchaKey = (tokensKey: Uint8Array) => createHmac("sha256", tokensKey).update("atende-captcha-v1").digest()

const sign = (key: Uint8Array, payload: string) => createHmac("sha256", key).update(payload).digest("base64url")

export const issueCaptcha = (key: Uint8Array, now: number, target = randomInt(0, 101)) => {
  const expiresAt = now + CAPTCHA_TTL_MS
  const payload = `${randomBytes(12).toString("base64url")}.${target}.${expiresAt}`
  return { captchaToken: `${payload}.${sign(key, payload)}`, target, tolerance: CAPTCHA_TOLERANCE, expiresAt: new Date(expiresAt).toISOString() }
}

export type CaptchaCheck =
  | { readonly ok: true; readonly id: string; readonly expiresAt: number; readonly solved: boolean }
  | { readonly ok: false; readonly reason: "malformed" | "expired" }

/** Checks signature and expiry, and whether the value solves it (the single use is recorded apart). */
export const checkCaptcha = (key: Uint8Array, token: string, value: number, now: number): CaptchaCheck => {
  const parts = token.split(".")
  if (parts.length !== 4) return { ok: false, reason: "malformed" }
  const [id, target, exp, sig] = parts as [string, string, string, string]
  const expected = Buffer.from(sign(key, `${id}.${target}.${exp}`))
  const given = Buffer.from(sig)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "malformed" }
  const expiresAt = Number(exp)
  if (!Number.isFinite(expiresAt) || now >= expiresAt) return { ok: false, reason: "expired" }
  return { ok: true, id, expiresAt, solved: Math.abs(value - Number(target)) <= CAPTCHA_TOLERANCE }
}

/** Records the challenge as used; false when it already was. Old records are swept on the way. */
export const useCaptchaOnce = (id: string, expiresAt: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM captcha_uses WHERE expires_at < ${Date.now()}`
    const rows = yield* sql`INSERT INTO captcha_uses (id, expires_at) VALUES (${id}, ${expiresAt}) ON CONFLICT (id) DO NOTHING RETURNING id`
    return rows.length === 1
  })
