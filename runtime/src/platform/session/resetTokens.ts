/**
 * Password links: a random token goes in the link, only its SHA-256 is stored. A reset link
 * lives 5 minutes (spec part 1 §9); the first-login link `atende tenant create` prints lives
 * 72 hours. Either is used once: consuming marks it used in the same statement that checks it,
 * and every other open link of the user dies with it.
 */
import { Effect } from "effect"
import { createHash, randomBytes } from "node:crypto"
import { nowMillis } from "../clock/index"
import { insertPasswordLink, useLiveLink, useUserLinks } from "./store/PasswordLinks"

export const RESET_TTL_MS = 5 * 60_000
export const FIRST_LOGIN_TTL_MS = 72 * 3600_000

export type LinkPurpose = "reset" | "firstLogin"

const digest = (token: string) => createHash("sha256").update(token).digest("base64url")

/** A new link of the user: the token (shown once) and when it expires. */
export const createPasswordLink = (userId: number, tenantId: number, purpose: LinkPurpose = "reset") =>
  Effect.gen(function* () {
    const token = randomBytes(32).toString("base64url")
    const now = yield* nowMillis
    const expiresAt = now + (purpose === "reset" ? RESET_TTL_MS : FIRST_LOGIN_TTL_MS)
    yield* insertPasswordLink({ hash: digest(token), userId, tenantId, purpose, expiresAt, now })
    return { token, expiresAt }
  })

/** In the caller's transaction: the link's user when it is live (and now used), else undefined. */
export const consumePasswordLink = (token: string) =>
  Effect.gen(function* () {
    const now = yield* nowMillis
    const link = yield* useLiveLink(digest(token), now)
    if (!link) return undefined
    yield* useUserLinks(link.userId, now)
    return link
  })

export const resetLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, "")}/#/redefining?token=${token}`
