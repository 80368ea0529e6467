/**
 * `POST /auth/login/`: slowing (per account and address, features/auth/loginLimiter.ts), captcha when asked for
 * (by the setting or by earlier failures), then
 * credentials, then the login rules (inactive, licence, scheduled hours), then a new session
 * (ending the user's other one) and the login result of spec part 1 §3.
 */
import { LoginRequest } from "@atende/core/contracts/auth"
import { HttpServerRequest } from "@effect/platform"
import { Effect, Option } from "effect"
import { addressKey, identifierKey, LoginLimiter } from "../../auth/loginLimiter"
import { loginRefusal } from "../../auth/loginRules"
import { nowMillis } from "../../../platform/clock/index"
import { hashPassword, verifyPassword } from "../../../platform/session/password"
import { signAccess, startSession } from "../../../platform/session/Tokens"
import { listChannels } from "../../channels/index"
import { getTenant } from "../../tenants/index"
import { findUserForLogin, userQueues, type UserRow } from "../../users/index"
import { AppError } from "../../../platform/http/AppError"
import { jsonBody } from "../../../platform/http/edge"
import { requireCaptcha } from "./captcha"

/** Checked when the identifier matches no user, so both answers take as long. */
let decoyHash: Promise<string> | undefined
const decoy = () => (decoyHash ??= hashPassword("decoy-password-Aa1"))

export const clientAddress = Effect.map(HttpServerRequest.HttpServerRequest, (req) =>
  Option.getOrElse(req.remoteAddress, () => "unknown")
)

export const loginResult = (user: UserRow, sessionId: string, token: string) =>
  Effect.gen(function* () {
    const queues = yield* userQueues(user.id)
    const channels = yield* listChannels(user.tenantId)
    return {
      token,
      username: user.name,
      email: user.email,
      profile: user.profile,
      userId: user.id,
      sessionId,
      image: user.image,
      queues,
      tenantId: user.tenantId,
      status: "online",
      configs: { filtrosAtendimento: user.configs.filtrosAtendimento ?? null, isDark: user.configs.isDark ?? false },
      whatsapps: channels.map((c) => ({ id: c.id, name: c.name, type: c.type, status: c.status, wavoipToken: null })),
      allowCalls: user.allowCalls,
      platformOperator: user.platformOperator && user.profile === "admin"
    }
  })

export const login = Effect.gen(function* () {
  const limiter = yield* LoginLimiter
  const body = yield* jsonBody(LoginRequest)
  const identifier = body.email ?? body.phoneNumber ?? ""
  const address = yield* clientAddress
  const user = yield* findUserForLogin({ email: body.email, phoneNumber: body.phoneNumber })
  // one count per account, whether it was named by e-mail or by phone
  const idKey = identifierKey(user?.id, identifier)
  const addrKey = addressKey(address)
  const counts = yield* limiter.counts([idKey, addrKey])
  const wait = limiter.retryAfter(counts, yield* nowMillis)
  if (wait > 0) return yield* new AppError({ code: "ERR_TOO_MANY_REQUESTS", extra: { retryAfter: wait } })
  // a wrong captcha counts against the address only: nobody slows an account down without solving one
  yield* requireCaptcha(body, limiter.wantsCaptcha(counts)).pipe(Effect.tapError(() => limiter.failed([addrKey])))
  const ok = yield* Effect.promise(async () =>
    user
      ? verifyPassword(body.password, user.passwordHash)
      : verifyPassword(body.password, await decoy()).then(() => false)
  )
  if (!user || !ok) {
    yield* limiter.failed([idKey, addrKey])
    const next = yield* limiter.counts([idKey, addrKey])
    return yield* new AppError({
      code: "ERR_INVALID_CREDENTIALS",
      extra: { captchaRequired: limiter.wantsCaptcha(next) }
    })
  }
  yield* limiter.succeeded(idKey)
  const tenant = yield* getTenant(user.tenantId)
  const refusal = loginRefusal(user, tenant, yield* nowMillis)
  if (refusal) return yield* new AppError({ code: refusal })
  const sessionId = yield* startSession(user.id, user.tenantId)
  const token = yield* signAccess({ userId: user.id, tenantId: user.tenantId, sessionId, profile: user.profile })
  return yield* loginResult(user, sessionId, token)
})
