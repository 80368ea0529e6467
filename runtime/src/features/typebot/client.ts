/**
 * Typebot's chat API, through the outbound URL guard (platform/net/outbound.ts): startChat on the
 * bot's public id, continueChat on the session, the connection's token as a bearer token when it
 * has one. Any failure (the guard, the network, a timeout, a status that is not 2xx, a body that is
 * not an answer) is a TypebotCallError with a short reason.
 */
import { Data, Effect, Option } from "effect"
import { Config } from "../../platform/config/Config"
import { guardedFetch, parseOutboundAllow } from "../../platform/net/outbound"
import { ChatResponse } from "./answer"
import type { TypebotConnection } from "./store/Typebots"

export class TypebotCallError extends Data.TaggedError("TypebotCallError")<{ readonly reason: string }> {}

const TIMEOUT_MS = 10_000

const post = (conn: TypebotConnection, path: string, body: unknown) =>
  Effect.gen(function* () {
    const config = yield* Effect.serviceOption(Config)
    const policy = Option.match(config, { onNone: () => parseOutboundAllow(""), onSome: (c) => c.outboundPolicy })
    const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" }
    if (conn.token) headers.authorization = `Bearer ${conn.token}`
    const text = yield* Effect.tryPromise({
      try: async () => {
        const res = await guardedFetch(
          `${conn.baseUrl}${path}`,
          { method: "POST", headers, body: JSON.stringify(body), signal: AbortSignal.timeout(TIMEOUT_MS) },
          policy
        )
        const text = await res.text()
        if (!res.ok) throw new Error(`HTTP ${res.status}`)
        return text
      },
      catch: (e) =>
        new TypebotCallError({
          reason: e instanceof Error ? (e.cause instanceof Error ? e.cause.message : e.message) : String(e)
        })
    })
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      return yield* new TypebotCallError({ reason: "the answer is not JSON" })
    }
    const answer = ChatResponse.safeParse(parsed)
    if (!answer.success) return yield* new TypebotCallError({ reason: "the answer is not a chat reply" })
    return answer.data
  })

/** `POST {base}/api/v1/typebots/{publicId}/startChat` with the prefilled variables. */
export const startChat = (conn: TypebotConnection, prefilledVariables: Record<string, string>) =>
  Effect.flatMap(
    post(conn, `/api/v1/typebots/${encodeURIComponent(conn.publicId)}/startChat`, {
      prefilledVariables,
      textBubbleContentFormat: "markdown"
    }),
    (r) =>
      r.sessionId
        ? Effect.succeed({ ...r, sessionId: r.sessionId })
        : Effect.fail(new TypebotCallError({ reason: "startChat answered no session id" }))
  )

/** `POST {base}/api/v1/sessions/{sessionId}/continueChat` with the customer's text. */
export const continueChat = (conn: TypebotConnection, sessionId: string, text: string) =>
  post(conn, `/api/v1/sessions/${encodeURIComponent(sessionId)}/continueChat`, {
    message: { type: "text", text },
    textBubbleContentFormat: "markdown"
  })
