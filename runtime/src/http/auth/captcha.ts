/**
 * `GET /auth/captcha` and the check that login, register and forgot-password make. Whether an
 * answer is needed is the server's choice (ATENDE_CAPTCHA): "browser" (default) asks it of
 * requests carrying `X-Atende-Client: agent-ui` (the agent UI's forms), "on" of every request,
 * "off" of none (API clients and tests on a closed network). Any failure answers 400
 * ERR_VALIDATION with `issues: [{ field: "captcha", message }]`: the UI fetches a new challenge.
 */
import { HttpServerRequest } from "@effect/platform"
import { Effect } from "effect"
import { captchaKey, checkCaptcha, issueCaptcha, useCaptchaOnce } from "../../auth/captcha"
import { Tokens } from "../../auth/Tokens"
import { Config } from "../../config/Config"
import { AppError } from "../AppError"

export const CLIENT_HEADER = "x-atende-client"

const refuse = (message: string) => new AppError({ code: "ERR_VALIDATION", extra: { issues: [{ field: "captcha", message }] } })

export const captchaChallenge = Effect.map(Tokens, ({ key }) => issueCaptcha(captchaKey(key), Date.now()))

export const captchaRequired = Effect.gen(function* () {
  const config = yield* Config
  const req = yield* HttpServerRequest.HttpServerRequest
  return config.captcha === "on" || (config.captcha === "browser" && req.headers[CLIENT_HEADER] === "agent-ui")
})

export const requireCaptcha = (answer: { readonly captchaToken?: string | undefined; readonly captchaValue?: number | undefined }) =>
  Effect.gen(function* () {
    if (!(yield* captchaRequired)) return
    if (!answer.captchaToken || answer.captchaValue === undefined) return yield* refuse("Complete the captcha")
    const { key } = yield* Tokens
    const r = checkCaptcha(captchaKey(key), answer.captchaToken, answer.captchaValue, Date.now())
    if (!r.ok) return yield* refuse(r.reason === "expired" ? "The captcha expired: get a new one" : "Invalid captcha")
    if (!(yield* useCaptchaOnce(r.id, r.expiresAt))) return yield* refuse("This captcha was already used: get a new one")
    if (!r.solved) return yield* refuse("The captcha was not solved")
  })
