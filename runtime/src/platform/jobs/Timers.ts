/**
 * The timer service: schedule and cancel (platform/store/Timers.ts, inside the caller's transaction) and
 * the poller fiber every node runs: each second it claims due timers (exactly one node claims a
 * row), runs the handler registered for the timer's kind, and marks it fired. A failing handler
 * gives the claim back to be retried a little later: without limit when the store or the bus was
 * away (platform/actors/failures.ts), else counted, and the ATENDE_MAX_DELIVERIES-th failure takes
 * the timer out to the dead letters (platform/store/DeadLetters.ts). A node that dies mid-firing
 * lets its claim lapse (CLAIM_MS) and another node fires it. Handlers must be idempotent: ticket
 * handlers send a command with dedupe id `timer:<id>:<dueAt>` and the actor marks the row fired in
 * its own transaction, so the effect happens once.
 */
import { SqlClient } from "@effect/sql"
import { Cause, Duration, Effect, Option, Schedule } from "effect"
import { causeText, isInfrastructure } from "../actors/failures"
import { nowMillis } from "../clock/index"
import { Config } from "../config/Config"
import { recordDeadLetter } from "../store/DeadLetters"
import { claimDue, markFired, purgeFired, releaseClaim, removeFailedTimer, type TimerRow } from "../store/Timers"
import type { Dialect } from "../store/Store"

export { cancelTimer, cancelTimers, scheduleTimer, type TimerSpec } from "../store/Timers"

export type TimerHandler<R> = (t: TimerRow) => Effect.Effect<void, unknown, R>
export type TimerHandlers<R> = Readonly<Record<string, TimerHandler<R>>>

export const POLL_MS = 1_000
const CLAIM_MS = 30_000
const RETRY_MS = 5_000
const BATCH = 50
const KEEP_FIRED_MS = 24 * 3600_000

/** The number of failed firings after which a timer is a dead letter, when no Config is at hand. */
export const DEFAULT_MAX_ATTEMPTS = 5

/** A failed firing: retried later, or (the max-th non-infrastructure one) moved to the dead letters. */
const failed = (t: TimerRow, cause: Cause.Cause<unknown>, maxAttempts: number) =>
  Effect.gen(function* () {
    const at = yield* nowMillis
    if (isInfrastructure(cause)) {
      yield* Effect.logWarning(`timer ${t.kind}/${t.key} failed (store or bus away), will retry`, cause)
      return yield* releaseClaim(t.id, t.dueAt, at + RETRY_MS)
    }
    const attempts = t.attempts + 1
    yield* Effect.logError(`timer ${t.kind}/${t.key} failed (attempt ${attempts} of ${maxAttempts})`, cause)
    if (attempts < maxAttempts) return yield* releaseClaim(t.id, t.dueAt, at + RETRY_MS, { at })
    const sql = yield* SqlClient.SqlClient
    yield* sql.withTransaction(
      Effect.gen(function* () {
        if (!(yield* removeFailedTimer(t.id, t.dueAt))) return
        yield* recordDeadLetter({
          tenantId: t.tenantId,
          source: "timer",
          kind: t.kind,
          key: t.key,
          envelopeId: `timer:${t.id}:${t.dueAt}`,
          payload: { dueAt: t.dueAt, payload: t.payload },
          cause: causeText(cause),
          deliveries: attempts,
          firstFailedAt: t.firstFailedAt ?? at,
          lastFailedAt: at
        })
        yield* Effect.logError(`timer ${t.kind}/${t.key} moved to the dead letters after ${attempts} attempts`)
      })
    )
  })

/**
 * One poll at `now` (by default the Clock's): claim, fire (up to 8 at once), mark. Returns how
 * many timers it handled. `maxAttempts`: by default the Config's maxDeliveries.
 */
export const pollOnce = <R>(
  holder: string,
  handlers: TimerHandlers<R>,
  options: { readonly now?: number; readonly maxAttempts?: number } = {}
) =>
  Effect.gen(function* () {
    const config = yield* Effect.serviceOption(Config)
    const maxAttempts =
      options.maxAttempts ??
      Option.match(config, { onNone: () => DEFAULT_MAX_ATTEMPTS, onSome: (c) => c.maxDeliveries })
    const due = yield* claimDue(holder, options.now ?? (yield* nowMillis), CLAIM_MS, BATCH)
    const fired = (t: TimerRow) => Effect.flatMap(nowMillis, (at) => markFired(t.id, t.dueAt, at))
    yield* Effect.forEach(
      due,
      (t) => {
        const handler = handlers[t.kind]
        if (!handler) return Effect.zipRight(Effect.logWarning(`no handler for timer kind ${t.kind}`), fired(t))
        return handler(t).pipe(
          Effect.zipRight(fired(t)),
          Effect.catchAllCause((cause) => failed(t, cause, maxAttempts))
        )
      },
      { concurrency: 8, discard: true }
    )
    return due.length
  })

/** The poller fiber: every POLL_MS (again at once when a batch was full); purges old fired rows hourly. */
export const timerPoller = <R>(holder: string, handlers: TimerHandlers<R>) => {
  const loop = Effect.gen(function* () {
    let n = BATCH
    while (n === BATCH) n = yield* pollOnce(holder, handlers)
  }).pipe(Effect.catchAllCause((cause) => Effect.logWarning("timer poll failed", cause)))
  const purge = Effect.flatMap(nowMillis, (now) => purgeFired(now - KEEP_FIRED_MS)).pipe(
    Effect.catchAllCause(() => Effect.void)
  )
  return Effect.all(
    [
      Effect.repeat(loop, Schedule.spaced(Duration.millis(POLL_MS))),
      Effect.repeat(purge, Schedule.spaced(Duration.hours(1)))
    ],
    { concurrency: 2, discard: true }
  ) as Effect.Effect<void, never, R | SqlClient.SqlClient | Dialect>
}
