/**
 * Calls to the Telegram Bot API through grammY, as Effects: a bot for a token at the configured API
 * root (ATENDE_TELEGRAM_API_ROOT: operator config, never a tenant's input), and what a failed call
 * means for the session and the send path:
 * - "refused": the token is not (or no longer) a bot's (401 Unauthorized; 404 Not Found for a token
 *   Telegram cannot even parse);
 * - "conflict": another poller or a webhook holds the bot's updates (409);
 * - "later": Telegram asked to wait (429, `parameters.retry_after` seconds), had trouble (5xx), or
 *   could not be reached (grammY's HttpError: network, timeout);
 * - "rejected": any other 4xx (400 Bad Request, 403 blocked by the user), with Telegram's words.
 * Each call is interruptible: interrupting the Effect aborts the HTTP request.
 */
import { Data, Effect } from "effect"
import { Bot, GrammyError } from "grammy"

export class TelegramFailure extends Data.TaggedError("TelegramFailure")<{
  readonly kind: "refused" | "conflict" | "later" | "rejected"
  readonly code: number | undefined
  readonly description: string
  readonly retryAfterMs: number | undefined
}> {}

/** The seconds grammY waits for any one answer (a long poll's included) before it gives up. */
const CLIENT_TIMEOUT_SECONDS = 75

export const botFor = (apiRoot: string, token: string) =>
  new Bot(token, { client: { apiRoot, timeoutSeconds: CLIENT_TIMEOUT_SECONDS } })

export type TelegramBot = ReturnType<typeof botFor>

export const failureOf = (e: unknown): TelegramFailure => {
  if (e instanceof GrammyError) {
    const code = e.error_code
    const retryAfter = e.parameters?.retry_after
    const kind =
      code === 401 || code === 404
        ? "refused"
        : code === 409
          ? "conflict"
          : code === 429 || code >= 500
            ? "later"
            : "rejected"
    return new TelegramFailure({
      kind,
      code,
      description: e.description,
      retryAfterMs: typeof retryAfter === "number" ? retryAfter * 1000 : undefined
    })
  }
  const cause = (e as { error?: { message?: string } })?.error?.message
  const description = [(e as Error)?.message ?? String(e), cause].filter(Boolean).join(": ")
  return new TelegramFailure({ kind: "later", code: undefined, description, retryAfterMs: undefined })
}

/** The abort signal grammY's methods take (typed after its abort-controller polyfill; Node's own works). */
export type BotSignal = NonNullable<Parameters<TelegramBot["api"]["getMe"]>[0]>

/** One Bot API call; `signal` aborts its request when the Effect is interrupted. */
export const callBot = <A>(call: (signal: BotSignal) => Promise<A>): Effect.Effect<A, TelegramFailure> =>
  Effect.tryPromise({ try: (signal) => call(signal as unknown as BotSignal), catch: failureOf })
