/**
 * `POST /auth/register/` (spec part 1 §2, §5): a company signs itself up with its
 * administrator, a plan and the terms; the tenant starts on a trial of ATENDE_TRIAL_DAYS days.
 * Everything is created in one transaction (provisionTenant), so a refused registration leaves
 * nothing behind. Ten attempts per address per five minutes; the captcha as for login.
 */
import { RegisterRequest, registrationProblem } from "@atende/core/contracts/access"
import { normalizeDocument } from "@atende/core/rules/documents"
import { Effect } from "effect"
import { LoginLimiter } from "../../auth/loginLimiter"
import { nowMillis } from "../../../platform/clock/index"
import { Config } from "../../../platform/config/Config"
import { provisionTenant } from "../../tenants/index"
import { AppError } from "../../../platform/http/AppError"
import { jsonBody } from "../../../platform/http/edge"
import { requireCaptcha } from "./captcha"
import { clientAddress } from "./login"

const DAY_MS = 86_400_000

export const register = Effect.gen(function* () {
  const config = yield* Config
  if (!config.registration) return yield* new AppError({ code: "ERR_NO_PERMISSION" })
  const limiter = yield* LoginLimiter
  const address = yield* clientAddress
  // every registration counts against its address: each creates a tenant
  const keys = [`g:${address}`]
  const wait = limiter.retryAfter(yield* limiter.counts(keys), yield* nowMillis)
  if (wait > 0) return yield* new AppError({ code: "ERR_TOO_MANY_REQUESTS", extra: { retryAfter: wait } })
  yield* limiter.failed(keys)
  const body = yield* jsonBody(RegisterRequest)
  yield* requireCaptcha(body)
  const problem = registrationProblem(body)
  if (problem) return yield* new AppError({ code: problem })
  const now = yield* nowMillis
  const trialEndsAt = now + config.trialDays * DAY_MS
  const created = yield* provisionTenant({
    name: body.companyName,
    plan: body.plan,
    adminName: body.name,
    adminEmail: body.email,
    adminPassword: body.password,
    adminPhone: body.phoneNumber,
    trialEndsAt,
    document: normalizeDocument(body.document),
    termsAcceptedAt: now
  })
  return {
    tenantId: created.tenant.id,
    userId: created.admin.id,
    email: created.admin.email,
    plan: created.tenant.plan,
    trialEndsAt: new Date(trialEndsAt).toISOString()
  }
})
