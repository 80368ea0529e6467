/**
 * The HTTP edge: the one decoder of what a request carries (path, query, headers, JSON body),
 * and the one place that turns failures into responses. A user's mistake is a catalogue code
 * with its 4xx and reaches nothing behind the edge; anything else is logged and answered 500
 * ERR_INTERNAL with no detail.
 */
import { ClientId } from "@atende/core/contracts/workspace"
import { errorStatus, errorText } from "@atende/core/errors/catalogue"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { NodeHttpServerRequest } from "@effect/platform-node"
import { Cause, Effect } from "effect"
import type { IncomingMessage } from "node:http"
import type { z } from "zod"
import { checkSession, verifyAccess, type Claims } from "../session/Tokens"
import { AppError } from "./AppError"

/** Spec part 1 §7: 50 MB at most both ways. */
export const MAX_BODY_BYTES = 50 * 1024 * 1024

/** Ids are 32-bit in the schema: a larger one cannot exist (and would be a Postgres error). */
export const MAX_ID = 2_147_483_647

/** JSON nested deeper than this is refused (no contract comes close). */
const MAX_DEPTH = 32

export const errorResponse = (e: AppError) =>
  HttpServerResponse.unsafeJson(
    { error: e.code, message: errorText(e.code, "en").description, ...(e.extra ?? {}) },
    { status: errorStatus(e.code) }
  )

const internal = () => HttpServerResponse.unsafeJson({ error: "ERR_INTERNAL" }, { status: 500 })

/** Wraps a handler: its value becomes JSON (or passes through when already a response). */
export const handle = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  effect.pipe(
    Effect.map((value) => (HttpServerResponse.isServerResponse(value) ? value : HttpServerResponse.unsafeJson(value))),
    Effect.catchAll((e) =>
      e instanceof AppError
        ? Effect.succeed(errorResponse(e))
        : Effect.as(Effect.logError("request failed", e), internal())
    ),
    Effect.catchAllDefect((d) => Effect.as(Effect.logError("request defect", Cause.pretty(Cause.die(d))), internal()))
  )

type Issue = { readonly field: string; readonly message: string }

const invalid = (issues: ReadonlyArray<Issue>) => new AppError({ code: "ERR_VALIDATION", extra: { issues } })

const issuesOf = (error: z.ZodError) => error.issues.map((i) => ({ field: i.path.join("."), message: i.message }))

/**
 * Keys that hold a store id in this API's style (`id`, `userId`, `queueIds` …), except the string
 * ids of clients; providers' ids (`phone_number_id` …) are snake_case and never ours.
 */
const ID_KEY = /^ids?$|[a-z0-9](Id|Ids)$/
const STRING_IDS = new Set([
  "clientId",
  "externalId",
  "sessionId",
  "providerId",
  "telegramId",
  "nodeId",
  "visitorId",
  "phoneNumberId",
  "businessAccountId",
  "appId"
])
export const isIdKey = (key: string) => ID_KEY.test(key) && !STRING_IDS.has(key)
const NUMERIC = /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i

/** A number (or numeric text in a query) no id can be: beyond the store's 32-bit range, or not finite. */
const outOfIdRange = (v: unknown) => {
  const n = typeof v === "number" ? v : typeof v === "string" && NUMERIC.test(v) ? Number(v) : undefined
  return n !== undefined && !(Math.abs(n) <= MAX_ID)
}

/**
 * What no field may hold, whatever its contract: a NUL byte (Postgres cannot store one), nesting
 * deeper than MAX_DEPTH, and with `ids` an id beyond the store's range (a command would fail
 * inside the store and be retried). Walks iteratively, so no input can overflow the stack.
 */
export const hostileIssues = (value: unknown, ids: boolean): Array<Issue> => {
  const issues: Array<Issue> = []
  const stack: Array<{ v: unknown; path: string; depth: number; idKey: boolean }> = [
    { v: value, path: "", depth: 0, idKey: false }
  ]
  while (stack.length && issues.length < 20) {
    const { v, path, depth, idKey } = stack.pop()!
    const field = path === "" ? "body" : path
    if (typeof v === "string") {
      // text under an id key stays text here (a provider's id is digits): the contract says whether it may be a number
      if (v.includes("\u0000")) issues.push({ field, message: "NUL bytes are not allowed" })
    } else if (typeof v === "number") {
      if (idKey && outOfIdRange(v)) issues.push({ field, message: `Ids are at most ${MAX_ID}` })
    } else if (v !== null && typeof v === "object") {
      if (depth >= MAX_DEPTH) {
        issues.push({ field, message: "Nested too deeply" })
        continue
      }
      const entries: Array<[string, unknown]> = Array.isArray(v) ? v.map((x, i) => [String(i), x]) : Object.entries(v)
      for (const [k, x] of entries) {
        if (k.includes("\u0000")) issues.push({ field, message: "NUL bytes are not allowed in field names" })
        else
          stack.push({
            v: x,
            path: path === "" ? k : `${path}.${k}`,
            depth: depth + 1,
            idKey: ids && (Array.isArray(v) ? idKey : isIdKey(k))
          })
      }
    }
  }
  return issues
}

/**
 * Validates against a contract after hostileIssues (ids only for a JSON body: a list of ids in a
 * query is a filter, where an id that cannot exist simply matches nothing).
 */
export const parseWith = <S extends z.ZodType>(schema: S, value: unknown, ids = false) => {
  const hostile = hostileIssues(value, ids)
  if (hostile.length) return Effect.fail(invalid(hostile))
  const r = schema.safeParse(value)
  return r.success ? Effect.succeed(r.data as z.infer<S>) : Effect.fail(invalid(issuesOf(r.error)))
}

/**
 * The raw body as text, read straight from Node's request (once per request). Past
 * MAX_BODY_BYTES it fails with 413 at once and reads the rest into the void, so the answer
 * reaches the client instead of a reset connection.
 */
const bodies = new WeakMap<IncomingMessage, Effect.Effect<string, AppError>>()

/**
 * A request's raw bytes, read straight from Node's request. Past `maxBytes` it fails with
 * `tooLarge` at once and reads the rest into the void, so the answer reaches the client instead
 * of a reset connection; a broken stream fails with `broken`.
 */
export const readLimited = (
  source: IncomingMessage,
  maxBytes: number,
  tooLarge: () => AppError,
  broken: () => AppError
) =>
  Effect.async<Buffer, AppError>((resume) => {
    if (source.readableEnded) return resume(Effect.succeed(Buffer.alloc(0)))
    const chunks: Array<Buffer> = []
    let bytes = 0
    let done = false
    const finish = (result: Effect.Effect<Buffer, AppError>) => {
      if (done) return
      done = true
      resume(result)
    }
    source.on("data", (chunk: Buffer) => {
      if (done) return
      bytes += chunk.length
      if (bytes <= maxBytes) return void chunks.push(chunk)
      chunks.length = 0
      finish(Effect.fail(tooLarge()))
    })
    source.once("end", () => finish(Effect.succeed(Buffer.concat(chunks))))
    source.once("error", () => finish(Effect.fail(broken())))
  })

const readText = (source: IncomingMessage) =>
  Effect.map(
    readLimited(
      source,
      MAX_BODY_BYTES,
      () => new AppError({ code: "ERR_PAYLOAD_TOO_LARGE", extra: { maxBytes: MAX_BODY_BYTES } }),
      () => invalid([{ field: "body", message: "The body could not be read" }])
    ),
    (bytes) => bytes.toString("utf8")
  )

export const bodyText = Effect.flatMap(HttpServerRequest.HttpServerRequest, (req) => {
  const source = NodeHttpServerRequest.toIncomingMessage(req)
  let text = bodies.get(source)
  if (!text) bodies.set(source, (text = Effect.runSync(Effect.cached(readText(source)))))
  return text
})

export const jsonBody = <S extends z.ZodType>(schema: S) =>
  Effect.gen(function* () {
    const text = yield* bodyText
    let value: unknown
    try {
      value = text.trim() === "" ? {} : JSON.parse(text)
    } catch {
      return yield* new AppError({ code: "ERR_INVALID_JSON" })
    }
    return yield* parseWith(schema, value, true)
  })

/**
 * The sender's idempotency key: the body's clientId or the `Idempotency-Key` header; a header that
 * is malformed or disagrees with the body is ERR_VALIDATION.
 */
export const idempotencyKey = (fromBody: string | undefined) =>
  Effect.gen(function* () {
    const raw = (yield* HttpServerRequest.HttpServerRequest).headers["idempotency-key"]
    if (raw === undefined) return fromBody
    const parsed = ClientId.safeParse(raw)
    const problem = !parsed.success
      ? "1 to 64 letters, digits, _ : . or -"
      : fromBody !== undefined && fromBody !== parsed.data
        ? "differs from the body's clientId"
        : undefined
    if (problem) return yield* invalid([{ field: "Idempotency-Key", message: problem }])
    return parsed.data!
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
        // a JSON escape may spell a NUL byte the edge refused in the raw query: such a value stays text
        if (Array.isArray(parsed) && !parsed.some((v) => String(v).includes("\u0000"))) values = parsed.map(String)
      } catch {}
    }
    const prev = out[key]
    out[key] =
      prev === undefined
        ? rawKey.endsWith("[]") || values.length !== 1
          ? values
          : values[0]!
        : [...(Array.isArray(prev) ? prev : [prev]), ...values]
  }
  return out
})

/** A path id: digits naming a row that can exist; anything else is the route's not-found code. */
export const idParam = (name: string, notFound: AppError["code"]) =>
  Effect.flatMap(HttpRouter.params, (p) => {
    const raw = p[name] ?? ""
    return /^\d{1,10}$/.test(raw) && Number(raw) <= MAX_ID
      ? Effect.succeed(Number(raw))
      : Effect.fail(new AppError({ code: notFound }))
  })

/** C0 control characters and DEL (by code: a regular expression with them trips the linter). */
const hasControl = (s: string) => [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
const decodes = (s: string) => {
  try {
    return decodeURIComponent(s)
  } catch {
    return undefined
  }
}

/**
 * What every request passes before routing: a declared body over MAX_BODY_BYTES is 413; a path
 * whose escapes do not decode, or that decodes to control characters (NUL …), is 400; `;` and
 * `#` in the path are only characters (the router would cut the path there, so that
 * `DELETE /tickets/1;DROP` meant ticket 1); a query value with a NUL byte, or a single id in the
 * query beyond the store's range, is 400; so is an `X-File-Name` that does not decode.
 * Gives the request to route (the path re-encoded when needed).
 */
export const edgeRequest = Effect.gen(function* () {
  const req = yield* HttpServerRequest.HttpServerRequest
  const declared = Number(req.headers["content-length"] ?? "0")
  if (declared > MAX_BODY_BYTES)
    return yield* new AppError({ code: "ERR_PAYLOAD_TOO_LARGE", extra: { maxBytes: MAX_BODY_BYTES } })
  const q = req.url.indexOf("?")
  const rawPath = q === -1 ? req.url : req.url.slice(0, q)
  const query = q === -1 ? "" : req.url.slice(q + 1)
  const decoded = rawPath.split("/").map(decodes)
  if (decoded.some((s) => s === undefined || hasControl(s)))
    return yield* invalid([{ field: "path", message: "The path is not a valid address" }])
  const issues: Array<Issue> = []
  for (const [rawKey, value] of new URLSearchParams(query)) {
    const key = rawKey.endsWith("[]") ? rawKey.slice(0, -2) : rawKey
    if (rawKey.includes("\u0000") || value.includes("\u0000"))
      issues.push({ field: key.replaceAll("\u0000", ""), message: "NUL bytes are not allowed" })
    else if (isIdKey(key) && !/(Ids|IDs|ids)$/.test(key) && outOfIdRange(value))
      issues.push({ field: key, message: `Ids are at most ${MAX_ID}` })
  }
  const fileName = req.headers["x-file-name"]
  if (fileName !== undefined) {
    const name = decodes(fileName)
    if (name === undefined || name.includes("\u0000"))
      issues.push({ field: "x-file-name", message: "Not a valid URI-encoded file name" })
  }
  if (issues.length) return yield* invalid(issues)
  return /[;#]/.test(rawPath)
    ? req.modify({ url: rawPath.replaceAll(";", "%3B").replaceAll("#", "%23") + (q === -1 ? "" : `?${query}`) })
    : req
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

export const requireAdmin = (c: Claims) =>
  c.profile === "admin" ? Effect.succeed(c) : Effect.fail(new AppError({ code: "ERR_NO_PERMISSION" }))
