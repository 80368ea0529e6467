/**
 * Startup and auth calls of spec part 1 §7: login, refresh_token, logout, and the public access
 * calls around them: captcha, self-registration, forgot and reset password
 * (runtime/api/access.md).
 */
import { HttpRouter, HttpServerRequest } from "@effect/platform"
import { Effect } from "effect"
import { z } from "zod"
import { checkSession, endSession, signAccess, verifyAccess } from "../../../platform/session/Tokens"
import { AppError } from "../../../platform/http/AppError"
import { authenticate, handle, jsonBody } from "../../../platform/http/edge"
import { captchaChallenge } from "./captcha"
import { login } from "./login"
import { forgotPassword, resetPassword } from "./passwordReset"
import { register } from "./register"

const refresh = Effect.gen(function* () {
  const req = yield* HttpServerRequest.HttpServerRequest
  const body = yield* jsonBody(z.object({ userId: z.coerce.number().int().optional() }))
  const token = (req.headers["authorization"] ?? "").replace(/^Bearer\s+/i, "").trim()
  if (!token) return yield* new AppError({ code: "ERR_SESSION_EXPIRED" })
  const claims = yield* verifyAccess(token, true).pipe(
    Effect.mapError((e) => (e.code === "ERR_TOKEN_EXPIRED" ? new AppError({ code: "ERR_SESSION_EXPIRED" }) : e))
  )
  if (body.userId !== undefined && body.userId !== claims.userId)
    return yield* new AppError({ code: "ERR_SESSION_EXPIRED" })
  // the new token carries the user's current profile, read from the store
  const current = yield* checkSession(claims, req.headers["x-session-id"])
  return { token: yield* signAccess(current) }
})

const logout = Effect.gen(function* () {
  const claims = yield* authenticate.pipe(
    Effect.catchIf(
      (e) => e instanceof AppError && e.code !== "ERR_SESSION_EXPIRED" && e.code !== "ERR_SESSION_REPLACED",
      () =>
        Effect.flatMap(HttpServerRequest.HttpServerRequest, (req) =>
          verifyAccess((req.headers["authorization"] ?? "").replace(/^Bearer\s+/i, ""), true)
        )
    )
  )
  yield* endSession(claims, "logout")
  return { ok: true }
})

export const authRoutes = HttpRouter.empty.pipe(
  HttpRouter.post("/auth/login/", handle(login)),
  HttpRouter.post("/auth/refresh_token", handle(refresh)),
  HttpRouter.post("/auth/logout/", handle(logout)),
  HttpRouter.get("/auth/captcha", handle(captchaChallenge)),
  HttpRouter.post("/auth/register/", handle(register)),
  HttpRouter.post("/auth/esquecisenha/", handle(forgotPassword)),
  HttpRouter.post("/auth/redefinirsenha/", handle(resetPassword))
)
