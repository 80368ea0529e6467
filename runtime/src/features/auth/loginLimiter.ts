/**
 * Slows guessing down without locking anybody out. Failures are counted per key in the store
 * (table auth_throttle, so every node sees the same counts, and nothing per key is kept in a
 * node's memory): `u:<userId>` for a known account whichever identifier (e-mail or phone) named
 * it, `i:<identifier>` for an unknown one, `a:<address>` per client address. A key's count starts
 * again once its last failure is older than the window.
 * - After a few failures a key asks for the captcha, even of API clients (unless ATENDE_CAPTCHA=off):
 *   a person can still sign in with the right password, a script cannot go on guessing. A wrong
 *   captcha counts against the address only, so nobody can slow an account down without solving one.
 * - Past that, each further attempt must wait a delay that doubles per failure, up to 30 s:
 *   429 ERR_TOO_MANY_REQUESTS with `retryAfter` (seconds), never minutes of lock-out.
 * A success clears the account's count.
 */
import { Context, Effect, Layer } from "effect"
import { nowMillis } from "../../platform/clock/index"
import { Config } from "../../platform/config/Config"
import { clearThrottle, recordFailure, sweepThrottle, throttleCounts } from "./store/Throttle"

export type LimiterOptions = {
  readonly windowMs: number
  /** Failures of an account (or unknown identifier) after which the captcha is asked. */
  readonly captchaAfterIdentifier: number
  readonly captchaAfterAddress: number
  /** Failures after which every further attempt waits 1, 2, 4 … seconds after the last one. */
  readonly slowAfterIdentifier: number
  readonly slowAfterAddress: number
  readonly maxDelaySeconds: number
}

export const defaultLimits: LimiterOptions = {
  windowMs: 15 * 60_000,
  captchaAfterIdentifier: 3,
  captchaAfterAddress: 20,
  slowAfterIdentifier: 5,
  slowAfterAddress: 50,
  maxDelaySeconds: 30
}

export type KeyState = { readonly failures: number; readonly lastAt: number }
export type Counts = ReadonlyMap<string, KeyState>

export const identifierKey = (userId: number | undefined, identifier: string) =>
  userId !== undefined ? `u:${userId}` : `i:${identifier.trim().toLowerCase()}`
export const addressKey = (address: string) => `a:${address}`

/** Seconds a key with `failures` must wait after its last failure (0 below the threshold). */
export const delaySeconds = (failures: number, after: number, max: number) =>
  failures < after ? 0 : Math.min(max, 2 ** (failures - after))

export const makeLoginLimiter = (opts: LimiterOptions = defaultLimits) => {
  // registrations (`g:<address>`) and reset mails (`r:<email>`) count every request, not failures: ten before slowing
  const thresholdOf = (key: string) =>
    key.startsWith("a:")
      ? opts.slowAfterAddress
      : key.startsWith("g:") || key.startsWith("r:")
        ? 10
        : opts.slowAfterIdentifier
  return {
    options: opts,
    /** The counts of these keys inside the window. */
    counts: (keys: ReadonlyArray<string>) =>
      Effect.gen(function* () {
        const rows = yield* throttleCounts(keys, (yield* nowMillis) - opts.windowMs)
        return new Map(rows.map((r) => [r.key, { failures: r.failures, lastAt: r.lastAt }])) as Counts
      }),
    /** Seconds to wait at `now` before the next attempt, else 0. */
    retryAfter: (counts: Counts, now: number) => {
      let wait = 0
      for (const [key, s] of counts) {
        const until = s.lastAt + delaySeconds(s.failures, thresholdOf(key), opts.maxDelaySeconds) * 1000
        if (until > now) wait = Math.max(wait, Math.ceil((until - now) / 1000))
      }
      return wait
    },
    /** Whether the counts call for the captcha. */
    wantsCaptcha: (counts: Counts) =>
      [...counts].some(
        ([key, s]) => s.failures >= (key.startsWith("a:") ? opts.captchaAfterAddress : opts.captchaAfterIdentifier)
      ),
    /** One more failure of each key, now. */
    failed: (keys: ReadonlyArray<string>) =>
      Effect.gen(function* () {
        const now = yield* nowMillis
        for (const key of keys) yield* recordFailure(key, now, now - opts.windowMs)
        // old rows go on the way (indexed), so the table holds only the window's keys
        if (Math.random() < 0.05) yield* sweepThrottle(now - opts.windowMs)
      }),
    /** A success: the key's count is forgotten. */
    succeeded: (key: string) => clearThrottle(key)
  }
}

/**
 * One limiter per node; its state is in the store. The address thresholds are the operator's
 * (a big office behind one address).
 */
export class LoginLimiter extends Context.Tag("atende/LoginLimiter")<
  LoginLimiter,
  ReturnType<typeof makeLoginLimiter>
>() {}
export const LoginLimiterLive = Layer.effect(
  LoginLimiter,
  Effect.map(Config, (c) =>
    makeLoginLimiter({
      ...defaultLimits,
      captchaAfterAddress: c.loginAddressLimits.captchaAfter,
      slowAfterAddress: c.loginAddressLimits.slowAfter
    })
  )
)
