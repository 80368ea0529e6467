/**
 * `GET /auth/captcha` and the check that login, register and forgot-password make. Whether an
 * answer is needed is the server's choice (ATENDE_CAPTCHA): "browser" (default) asks it of
 * requests carrying `X-Atende-Client: agent-ui` (the agent UI's forms), "on" of every request,
 * "off" of none (API clients and tests on a closed network); and of every client but with "off" once
 * the login limiter saw failures enough (features/auth/loginLimiter.ts). Any failure answers 400
 * ERR_VALIDATION with `issues: [{ field: "captcha", message }]`: the UI fetches a new challenge.
 */
import { HttpServerRequest } from "@effect/platform"
import { Effect } from "effect"
import { answerCaptcha, issueCaptcha } from "../../auth/captcha"
import { nowMillis } from "../../../platform/clock/index"
import { Config } from "../../../platform/config/Config"
import { AppError } from "../../../platform/http/AppError"

export const CLIENT_HEADER = "x-atende-client"

const refuse = (message: string) =>
  new AppError({ code: "ERR_VALIDATION", extra: { issues: [{ field: "captcha", message }], captchaRequired: true } })

export const captchaChallenge = Effect.flatMap(nowMillis, (now) => issueCaptcha(now))

export const captchaRequired = Effect.gen(function* () {
  const config = yield* Config
  const req = yield* HttpServerRequest.HttpServerRequest
  return config.captcha === "on" || (config.captcha === "browser" && req.headers[CLIENT_HEADER] === "agent-ui")
})

/** `suspicious`: the limiter saw failures enough to ask every client (but with ATENDE_CAPTCHA=off). */
export const requireCaptcha = (
  answer: { readonly captchaToken?: string | undefined; readonly captchaValue?: number | undefined },
  suspicious = false
) =>
  Effect.gen(function* () {
    const config = yield* Config
    if (!(yield* captchaRequired) && !(suspicious && config.captcha !== "off")) return
    if (!answer.captchaToken || answer.captchaValue === undefined) return yield* refuse("Complete the captcha")
    const r = yield* answerCaptcha(answer.captchaToken, answer.captchaValue, yield* nowMillis)
    if (r === "unknown") return yield* refuse("Invalid captcha")
    if (r === "expired") return yield* refuse("The captcha expired: get a new one")
    if (r === "used") return yield* refuse("This captcha was already used: get a new one")
    if (r === "unsolved") return yield* refuse("The captcha was not solved")
  })
