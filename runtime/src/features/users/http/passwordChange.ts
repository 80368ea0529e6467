/**
 * Changing a password through the users calls: users changing their own must give the current
 * one (ERR_CURRENT_PASSWORD_INVALID otherwise, nothing changed); their other sessions end and
 * this one stays. An administrator setting another user's password ends all of that user's
 * sessions (the tenant actor does both, in the same transaction as the new hash).
 */
import type { UserUpdate } from "@atende/core/contracts/users"
import { Effect } from "effect"
import { verifyPassword } from "../../../platform/session/password"
import { sessionKey, type Claims } from "../../../platform/session/Tokens"
import type { UserRow } from "../store/Users"
import { AppError } from "../../../platform/http/AppError"

/** The session to keep when the caller changes their own password; fails when the current one is wrong. */
export const passwordChange = (claims: Claims, user: UserRow, patch: UserUpdate) =>
  Effect.gen(function* () {
    if (!patch.password || user.id !== claims.userId) return undefined
    const ok = patch.currentPassword
      ? yield* Effect.promise(() => verifyPassword(patch.currentPassword!, user.passwordHash))
      : false
    if (!ok)
      return yield* new AppError({
        code: "ERR_CURRENT_PASSWORD_INVALID",
        extra: { issues: [{ field: "currentPassword", message: "Wrong current password" }] }
      })
    return sessionKey(claims.sessionId)
  })
