/**
 * The HTTP edge: request parsing (JSON, query, auth headers) and the one place that turns
 * failures into responses. A user's mistake is a catalogue code with its 4xx; anything else is
 * logged and answered 500 ERR_INTERNAL with no detail.
 */
import { errorStatus, errorText } from "@atende/core/errors/catalogue"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import type { z } from "zod"
import { checkSession, verifyAccess, type Claims } from "../auth/Tokens"
import { AppError } from "./AppError"

export const errorResponse = (e: AppError) =>
  HttpServerResponse.unsafeJson({ error: e.code, message: errorText(e.code, "en").description, ...(e.extra ?? {}) }, { status: errorStatus(e.code) })

/** Wraps a handler: its value becomes JSON (or passes through when already a response). */
export const handle = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  effect.pipe(
    Effect.map((value) => (HttpServerResponse.isServerResponse(value) ? value : HttpServerResponse.unsafeJson(value))),
    Effect.catchAll((e) =>
      e instanceof AppError
        ? Effect.succeed(errorResponse(e))
        : Effect.as(Effect.logError("request failed", e), HttpServerResponse.unsafeJson({ error: "ERR_INTERNAL" }, { status: 500 }))
    ),
    Effect.catchAllDefect((d) => Effect.as(Effect.logError("request defect", d), HttpServerResponse.unsafeJson({ error: "ERR_INTERNAL" }, { status: 500 })))
  )

const issuesOf = (error: z.ZodError) => error.issues.map((i) => ({ field: i.path.join("."), message: i.message }))

export const parseWith = <S extends z.ZodType>(schema: S, value: unknown) => {
  const r = schema.safeParse(value)
  return r.success ? Effect.succeed(r.data as z.infer<S>) : Effect.fail(new AppError({ code: "ERR_VALIDATION", extra: { issues: issuesOf(r.error) } }))
}

export const jsonBody = <S extends z.ZodType>(schema: S) =>
  Effect.gen(function* () {
    const req = yield* HttpServerRequest.HttpServerRequest
    const text = yield* Effect.orElseSucceed(req.text, () => "")
    let value: unknown
    try {
      value = text.trim() === "" ? {} : JSON.parse(text)
    } catch {
      return yield* new AppError({ code: "ERR_INVALID_JSON" })
    }
    return yield* parseWith(schema, value)
  })

/** Query string as a record: repeated keys, `key[]` and JSON arrays all become string arrays. */
export const queryRecord = Effect.map(HttpServerRequest.HttpServerRequest, (req) => {
  const url = new URL(req.url, "http://x")
  const out: Record<string, string | Array<string>> = {}
  for (const [rawKey, value] of url.searchParams) {
    const key = rawKey.endsWith("[]") ? rawKey.slice(0, -2) : rawKey
    let values: Array<string> = [value]
    if (value.startsWith("[")) {
      try {
        const parsed = JSON.parse(value)
        if (Array.isArray(parsed)) values = parsed.map(String)
      } catch {}
    }
    const prev = out[key]
    out[key] = prev === undefined ? (rawKey.endsWith("[]") || values.length !== 1 ? values : values[0]!) : [...(Array.isArray(prev) ? prev : [prev]), ...values]
  }
  return out
})

export const idParam = (name: string, notFound: AppError["code"]) =>
  Effect.flatMap(HttpRouter.params, (p) => {
    const raw = p[name] ?? ""
    return /^\d{1,12}$/.test(raw) ? Effect.succeed(Number(raw)) : Effect.fail(new AppError({ code: notFound }))
  })

const bearer = (h: string | undefined) => (h && /^Bearer\s+/i.test(h) ? h.replace(/^Bearer\s+/i, "").trim() : undefined)

/** The caller: bearer token + X-Session-Id; 401 when missing or ended, 403 when only expired. */
export const authenticate = Effect.gen(function* () {
  const req = yield* HttpServerRequest.HttpServerRequest
  const token = bearer(req.headers["authorization"])
  if (!token) return yield* new AppError({ code: "ERR_SESSION_EXPIRED" })
  const claims = yield* verifyAccess(token)
  return yield* checkSession(claims, req.headers["x-session-id"])
})

export const requireAdmin = (c: Claims) => (c.profile === "admin" ? Effect.succeed(c) : Effect.fail(new AppError({ code: "ERR_NO_PERMISSION" })))
