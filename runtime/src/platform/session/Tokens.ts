/**
 * Access tokens (HS256 JWT, 15 minutes) and sessions (one active per user). The signing secret
 * lives in the database so every node shares it; it is created on first start.
 */
import { licenseError } from "@atende/core/rules/license"
import { SqlClient } from "@effect/sql"
import { Context, Effect, Layer, Option } from "effect"
import { errors as joseErrors, jwtVerify, SignJWT } from "jose"
import { createHash, randomBytes, randomUUID } from "node:crypto"
import { AppError } from "../http/AppError"
import { accessChanged } from "./accessChanges"
import { nowMillis } from "../clock/index"
import { openValue, SecretBox } from "../secrets/SecretBox"
import { insertSecretIfAbsent, readSecret } from "../secrets/store/Secrets"
import { bool, numOrNull } from "../store/rows"
import { endSessionByKey, openSessionKeys, replaceSessions, sessionAccessRow } from "./store/Sessions"

export const ACCESS_TTL_SECONDS = 15 * 60
/** How long an expired access token may still be exchanged by refresh_token. */
export const REFRESH_WINDOW_SECONDS = 7 * 24 * 3600

export type Claims = {
  readonly userId: number
  readonly tenantId: number
  readonly sessionId: string
  readonly profile: string
}

export class Tokens extends Context.Tag("atende/Tokens")<Tokens, { readonly key: Uint8Array }>() {}

const TokenKeyLive = Layer.effect(
  Tokens,
  Effect.gen(function* () {
    // stored sealed (platform/secrets/SecretBox.ts); the first node to start writes it
    const box = yield* SecretBox
    const fresh = box.seal(randomBytes(32).toString("base64"))
    yield* insertSecretIfAbsent("jwt", fresh)
    const stored = yield* readSecret("jwt")
    return { key: Buffer.from(openValue(Option.some(box), stored!), "base64") }
  }).pipe(Effect.orDie)
)

/**
 * The token key, created on the first start and shared by every node. Server.ts builds this
 * layer in appLayer, with the web push layer.
 */
export const TokensLive = TokenKeyLive

export const signAccess = (c: Claims) =>
  Effect.flatMap(Tokens, ({ key }) =>
    Effect.promise(() =>
      new SignJWT({ tid: c.tenantId, sid: c.sessionId, profile: c.profile })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(c.userId))
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TTL_SECONDS}s`)
        .sign(key)
    )
  )

/** Verifies a token; `allowExpired` (refresh) accepts an expired one inside the refresh window. */
export const verifyAccess = (token: string, allowExpired = false) =>
  Effect.gen(function* () {
    const { key } = yield* Tokens
    const now = yield* nowMillis
    return yield* Effect.tryPromise({
      try: async () => {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          ...(allowExpired ? { currentDate: new Date(now - REFRESH_WINDOW_SECONDS * 1000) } : {})
        })
        return {
          userId: Number(payload.sub),
          tenantId: Number(payload.tid),
          sessionId: String(payload.sid),
          profile: String(payload.profile)
        } satisfies Claims
      },
      catch: (e) =>
        new AppError({ code: e instanceof joseErrors.JWTExpired ? "ERR_TOKEN_EXPIRED" : "ERR_SESSION_EXPIRED" })
    })
  })

/**
 * Session ids are stored as their SHA-256 (the id itself is a bearer secret that lives only in the
 * token and the client's X-Session-Id): a copy of the database cannot be used to act as a user.
 */
export const sessionKey = (sessionId: string) => createHash("sha256").update(sessionId).digest("base64url")

/** Starts a session and ends every other one of the user (one active session per user). */
export const startSession = (userId: number, tenantId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = randomUUID()
    const now = yield* nowMillis
    yield* sql.withTransaction(replaceSessions(sessionKey(id), userId, tenantId, now))
    // the user's sockets of the session just replaced close (ERR_SESSION_REPLACED)
    yield* accessChanged({ tenantId, userId })
    return id
  })

/** Ends one session (logout); its live sockets close on every node. */
export const endSession = (claims: Pick<Claims, "sessionId" | "tenantId" | "userId">, reason: string) =>
  Effect.gen(function* () {
    yield* endSessionByKey(sessionKey(claims.sessionId), reason, yield* nowMillis)
    yield* accessChanged({ tenantId: claims.tenantId, userId: claims.userId })
  })

/** Which of these sessions are still open (by the ids clients hold). */
export const openSessions = (sessionIds: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    if (!sessionIds.length) return new Set<string>()
    const byKey = new Map(sessionIds.map((id) => [sessionKey(id), id]))
    const open = yield* openSessionKeys([...byKey.keys()])
    return new Set(open.map((key) => byKey.get(key)!))
  })

const endedCode = (reason: unknown) =>
  reason === "replaced" ? "ERR_SESSION_REPLACED" : reason === "deleted" ? "ERR_USER_DELETED" : "ERR_SESSION_EXPIRED"

/**
 * Who the caller is, from the store, never from the token's claims: the session must be open and
 * belong to the token's user and tenant, and the profile is the user's current one (a demoted
 * administrator loses admin rights at once, and a refreshed token says the new profile).
 * A session that was ended answers 401: replaced (another device), the user deleted, or expired.
 * An inactive user, or a tenant whose licence stopped being valid, answers 403 with its code.
 */
export const checkSession = (claims: Claims, headerSessionId: string | undefined) =>
  Effect.gen(function* () {
    if (headerSessionId && headerSessionId !== claims.sessionId)
      return yield* new AppError({ code: "ERR_SESSION_EXPIRED" })
    if (!Number.isSafeInteger(claims.userId) || !Number.isSafeInteger(claims.tenantId))
      return yield* new AppError({ code: "ERR_SESSION_EXPIRED" })
    const row = yield* sessionAccessRow(sessionKey(claims.sessionId), claims.userId)
    if (!row) return yield* new AppError({ code: "ERR_SESSION_EXPIRED" })
    if (Number(row.session_tenant) !== claims.tenantId || Number(row.user_tenant) !== claims.tenantId)
      return yield* new AppError({ code: "ERR_SESSION_EXPIRED" })
    if (row.ended_at !== null && row.ended_at !== undefined)
      return yield* new AppError({ code: endedCode(row.ended_reason) })
    if (row.deleted_at !== null && row.deleted_at !== undefined)
      return yield* new AppError({ code: "ERR_USER_DELETED" })
    if (!bool(row.active)) return yield* new AppError({ code: "ERR_USER_INACTIVE" })
    const licence = licenseError(
      { license: row.license, trialEndsAt: numOrNull(row.trial_ends_at) },
      yield* nowMillis,
      "session"
    )
    if (licence) return yield* new AppError({ code: licence })
    return { ...claims, profile: String(row.profile) } satisfies Claims
  })
