/**
 * Password reset (spec part 1 §7, §9). `POST /auth/esquecisenha/` always answers `{ ok: true }`
 * (it does not tell whether the account exists) and mails a link valid 5 minutes, in the
 * background so the answer takes as long either way. `POST /auth/redefinirsenha/` checks the
 * new password first (a typo does not burn the link), then uses the link once, sets the
 * password and ends the user's sessions, in one transaction.
 */
import { ForgotPasswordRequest, passwordProblem, ResetPasswordRequest } from "@atende/core/contracts/access"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { accessChanged } from "../../../platform/session/accessChanges"
import { addressKey, LoginLimiter } from "../../auth/loginLimiter"
import { hashPassword } from "../../../platform/session/password"
import { consumePasswordLink, createPasswordLink, resetLink } from "../../../platform/session/resetTokens"
import { nowMillis } from "../../../platform/clock/index"
import { Config, publicBaseUrl } from "../../../platform/config/Config"
import { sendMail } from "../../../platform/mail/Mailer"
import { resetMail } from "../resetMail"
import { findUserForLogin, type UserRow, endUserSessions, setPassword } from "../../users/index"
import { AppError } from "../../../platform/http/AppError"
import { jsonBody } from "../../../platform/http/edge"
import { requireCaptcha } from "./captcha"
import { clientAddress } from "./login"

const mailLink = (user: UserRow) =>
  Effect.gen(function* () {
    const config = yield* Config
    if (!config.smtp)
      return yield* Effect.logWarning(
        "password reset asked, but no SMTP is configured (ATENDE_SMTP_URL or ATENDE_SMTP_HOST): no mail sent"
      )
    const { token } = yield* createPasswordLink(user.id, user.tenantId, "reset")
    yield* sendMail(resetMail(user, resetLink(publicBaseUrl(config), token)))
  }).pipe(Effect.catchAll((e) => Effect.logWarning("password reset mail not sent", "reason" in e ? e.reason : e._tag)))

export const forgotPassword = Effect.gen(function* () {
  const body = yield* jsonBody(ForgotPasswordRequest)
  yield* requireCaptcha(body)
  const limiter = yield* LoginLimiter
  const address = yield* clientAddress
  // every request counts: each may send a mail
  const keys = [`r:${body.email.toLowerCase()}`, addressKey(address)]
  const wait = limiter.retryAfter(yield* limiter.counts(keys), yield* nowMillis)
  if (wait > 0) return yield* new AppError({ code: "ERR_TOO_MANY_REQUESTS", extra: { retryAfter: wait } })
  yield* limiter.failed(keys)
  const user = yield* findUserForLogin({ email: body.email })
  if (user?.active) yield* Effect.forkDaemon(mailLink(user))
  return { ok: true as const }
})

export const resetPassword = Effect.gen(function* () {
  const body = yield* jsonBody(ResetPasswordRequest)
  const problem = passwordProblem(body)
  if (problem) return yield* new AppError({ code: problem })
  const hash = yield* Effect.promise(() => hashPassword(body.password))
  const sql = yield* SqlClient.SqlClient
  const link = yield* sql.withTransaction(
    Effect.gen(function* () {
      const link = yield* consumePasswordLink(body.token)
      if (!link || !(yield* setPassword(link.tenantId, link.userId, hash)))
        return yield* new AppError({ code: "ERR_RESET_TOKEN_EXPIRED" })
      yield* endUserSessions(link.userId, "password_reset")
      return link
    })
  )
  yield* accessChanged({ tenantId: link.tenantId, userId: link.userId })
  return { ok: true as const }
})
