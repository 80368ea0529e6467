/**
 * Time, in one place. Effect code reads it from Effect's `Clock` (so tests can drive it with
 * `TestClock`): `nowMillis` / `nowIso`. Code that runs outside any Effect (socket callbacks,
 * token buckets fed from `ws` events, the in-memory bus's timers) calls `wallMillis()`; the linter
 * rejects `Date.now()` and argument-less `new Date()` everywhere else in the runtime.
 */
import { Clock, Effect } from "effect"

/** Milliseconds since the epoch, from the fiber's Clock. */
export const nowMillis: Effect.Effect<number> = Clock.currentTimeMillis

/** The current instant as an ISO-8601 string, from the fiber's Clock. */
export const nowIso: Effect.Effect<string> = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms).toISOString())

/** Wall-clock milliseconds for code that runs outside an Effect (callbacks of ws, timers, NATS). */
export const wallMillis = (): number => Date.now()
