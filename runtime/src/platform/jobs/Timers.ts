/**
 * The timer service: schedule and cancel (platform/store/Timers.ts, inside the caller's transaction) and
 * the poller fiber every node runs: each second it claims due timers (exactly one node claims a
 * row), runs the handler registered for the timer's kind, and marks it fired. A failing handler
 * gives the claim back to be retried a little later; a node that dies mid-firing lets its claim
 * lapse (CLAIM_MS) and another node fires it. Handlers must be idempotent: ticket handlers send a
 * command with dedupe id `timer:<id>:<dueAt>` and the actor marks the row fired in its own
 * transaction, so the effect happens once.
 */
import type { SqlClient } from "@effect/sql"
import { Duration, Effect, Schedule } from "effect"
import { claimDue, markFired, purgeFired, releaseClaim, type TimerRow } from "../store/Timers"
import type { Dialect } from "../store/Store"

export { cancelTimer, cancelTimers, scheduleTimer, type TimerSpec } from "../store/Timers"

export type TimerHandler<R> = (t: TimerRow) => Effect.Effect<void, unknown, R>
export type TimerHandlers<R> = Readonly<Record<string, TimerHandler<R>>>

export const POLL_MS = 1_000
const CLAIM_MS = 30_000
const RETRY_MS = 5_000
const BATCH = 50
const KEEP_FIRED_MS = 24 * 3600_000

/** One poll: claim, fire (up to 8 at once), mark. Returns how many timers it handled. */
export const pollOnce = <R>(holder: string, handlers: TimerHandlers<R>, now = Date.now()) =>
  Effect.gen(function* () {
    const due = yield* claimDue(holder, now, CLAIM_MS, BATCH)
    yield* Effect.forEach(
      due,
      (t) => {
        const handler = handlers[t.kind]
        if (!handler) return Effect.zipRight(Effect.logWarning(`no handler for timer kind ${t.kind}`), markFired(t.id, t.dueAt, Date.now()))
        return handler(t).pipe(
          Effect.zipRight(markFired(t.id, t.dueAt, Date.now())),
          Effect.catchAllCause((cause) => Effect.zipRight(Effect.logWarning(`timer ${t.kind}/${t.key} failed, will retry`, cause), releaseClaim(t.id, t.dueAt, Date.now() + RETRY_MS)))
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
  const purge = Effect.suspend(() => purgeFired(Date.now() - KEEP_FIRED_MS)).pipe(Effect.catchAllCause(() => Effect.void))
  return Effect.all(
    [Effect.repeat(loop, Schedule.spaced(Duration.millis(POLL_MS))), Effect.repeat(purge, Schedule.spaced(Duration.hours(1)))],
    { concurrency: 2, discard: true }
  ) as Effect.Effect<void, never, R | SqlClient.SqlClient | Dialect>
}
