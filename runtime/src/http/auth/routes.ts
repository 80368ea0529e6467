/** Startup and auth calls of spec part 1 §7: login, refresh_token, logout. */
import { HttpRouter, HttpServerRequest } from "@effect/platform"
import { Effect, Option } from "effect"
import { z } from "zod"
import { LoginLimiter } from "../../auth/loginLimiter"
import { verifyPassword } from "../../auth/password"
import { checkSession, endSession, signAccess, startSession, verifyAccess } from "../../auth/Tokens"
import { listChannels } from "../../store/Channels"
import { findUserForLogin, userQueues } from "../../store/Users"
import { AppError } from "../AppError"
import { authenticate, handle, jsonBody } from "../edge"

const LoginBody = z
  .object({
    email: z.string().trim().toLowerCase().email().optional(),
    phoneNumber: z.string().trim().regex(/^\+?\d{8,15}$/).optional(),
    password: z.string().min(1).max(200)
  })
  .refine((b) => Boolean(b.email) !== Boolean(b.phoneNumber), { message: "send either email or phoneNumber", path: ["email"] })

const login = Effect.gen(function* () {
  const req = yield* HttpServerRequest.HttpServerRequest
  const limiter = yield* LoginLimiter
  const body = yield* jsonBody(LoginBody)
  const identifier = body.email ?? body.phoneNumber?.replace(/^\+/, "") ?? ""
  const address = Option.getOrElse(req.remoteAddress, () => "unknown")
  const wait = limiter.retryAfter(address, identifier)
  if (wait > 0) return yield* new AppError({ code: "ERR_TOO_MANY_REQUESTS", extra: { retryAfter: wait } })
  const user = yield* findUserForLogin({ email: body.email, phoneNumber: body.phoneNumber?.replace(/^\+/, "") })
  const ok = user ? yield* Effect.promise(() => verifyPassword(body.password, user.passwordHash)) : false
  if (!user || !ok) {
    limiter.failed(address, identifier)
    return yield* new AppError({ code: "ERR_INVALID_CREDENTIALS" })
  }
  limiter.succeeded(identifier)
  if (!user.active) return yield* new AppError({ code: "ERR_USER_INACTIVE" })
  const sessionId = yield* startSession(user.id, user.tenantId)
  const token = yield* signAccess({ userId: user.id, tenantId: user.tenantId, sessionId, profile: user.profile })
  const queues = yield* userQueues(user.id)
  const channels = yield* listChannels(user.tenantId)
  return {
    token,
    username: user.name,
    email: user.email,
    profile: user.profile,
    userId: user.id,
    sessionId,
    image: null,
    queues,
    tenantId: user.tenantId,
    status: "online",
    configs: { filtrosAtendimento: user.configs.filtrosAtendimento ?? null, isDark: user.configs.isDark ?? false },
    whatsapps: channels.map((c) => ({ id: c.id, name: c.name, type: c.type, status: c.status, wavoipToken: null }))
  }
})

const refresh = Effect.gen(function* () {
  const req = yield* HttpServerRequest.HttpServerRequest
  const body = yield* jsonBody(z.object({ userId: z.coerce.number().int().optional() }))
  const token = (req.headers["authorization"] ?? "").replace(/^Bearer\s+/i, "").trim()
  if (!token) return yield* new AppError({ code: "ERR_SESSION_EXPIRED" })
  const claims = yield* verifyAccess(token, true).pipe(
    Effect.mapError((e) => (e.code === "ERR_TOKEN_EXPIRED" ? new AppError({ code: "ERR_SESSION_EXPIRED" }) : e))
  )
  if (body.userId !== undefined && body.userId !== claims.userId) return yield* new AppError({ code: "ERR_SESSION_EXPIRED" })
  yield* checkSession(claims, req.headers["x-session-id"])
  return { token: yield* signAccess(claims) }
})

const logout = Effect.gen(function* () {
  const claims = yield* authenticate.pipe(
    Effect.catchIf(
      (e) => e instanceof AppError && e.code === "ERR_TOKEN_EXPIRED",
      () =>
        Effect.flatMap(HttpServerRequest.HttpServerRequest, (req) =>
          verifyAccess((req.headers["authorization"] ?? "").replace(/^Bearer\s+/i, ""), true)
        )
    )
  )
  yield* endSession(claims.sessionId, "logout")
  return { ok: true }
})

export const authRoutes = HttpRouter.empty.pipe(
  HttpRouter.post("/auth/login/", handle(login)),
  HttpRouter.post("/auth/refresh_token", handle(refresh)),
  HttpRouter.post("/auth/logout/", handle(logout))
)
