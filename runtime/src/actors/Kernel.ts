/**
 * The actor kernel: one single-fiber mailbox per key, held in an RcMap so an actor with no
 * pending message is passivated after `idleMs`. A failing message is answered with ERR_INTERNAL
 * and logged; the actor keeps going (supervision by restart of the loop, which re-runs init).
 */
import { Cause, Deferred, Duration, Effect, Exit, Queue, RcMap, Schedule, Scope } from "effect"
import type { Envelope, Reply } from "../bus/Bus"

export type Behaviour = (env: Envelope) => Effect.Effect<Reply>
type Letter = readonly [Envelope, Deferred.Deferred<Reply>, Scope.CloseableScope]

export type Kernel = {
  readonly name: string
  /** Puts the envelope in its actor's mailbox (in call order); the returned effect awaits the reply. */
  readonly dispatch: (env: Envelope) => Effect.Effect<Effect.Effect<Reply>>
  readonly size: Effect.Effect<number>
}

const internal: Reply = { ok: false, error: "ERR_INTERNAL" }

/** Retries of a message that failed for infrastructure reasons: 100 ms doubling to 2 s, `budgetMs` in all. */
const retrySchedule = (budgetMs: number) =>
  Schedule.exponential("100 millis").pipe(Schedule.union(Schedule.spaced("2 seconds")), Schedule.upTo(Duration.millis(budgetMs)))

export const makeKernel = (opts: {
  readonly name: string
  readonly idleMs: number
  /** How long an infrastructure failure is retried in place before it is answered (default 30 s). */
  readonly retryMs?: number
  /** Creates an actor's behaviour for a key; runs again when the actor restarts. */
  readonly spawn: (key: string) => Effect.Effect<Behaviour>
}) =>
  Effect.gen(function* () {
    const map = yield* RcMap.make({
      idleTimeToLive: Duration.millis(opts.idleMs),
      lookup: (key: string) =>
        Effect.gen(function* () {
          const mailbox = yield* Queue.unbounded<Letter>()
          const loop = Effect.gen(function* () {
            const behave = yield* opts.spawn(key)
            while (true) {
              const [env, reply, scope] = yield* Queue.take(mailbox)
              const attempt = behave(env).pipe(
                Effect.catchAllCause((cause) =>
                  Effect.as(Effect.logError(`actor ${opts.name}/${key} failed`, Cause.pretty(cause)), internal)
                )
              )
              // an infrastructure failure (store or bus away for a moment) is retried in place, so
              // the key's later messages wait behind it and its order holds; after the budget the
              // failure is answered and the bus redelivers the message later
              const result = yield* attempt.pipe(
                Effect.flatMap((r) => (r.ok || r.error !== "ERR_INTERNAL" ? Effect.succeed(r) : Effect.fail(r))),
                Effect.retry(retrySchedule(opts.retryMs ?? 30_000)),
                Effect.catchAll((r) => Effect.succeed(r))
              )
              yield* Deferred.succeed(reply, result)
              yield* Scope.close(scope, Exit.void)
            }
          })
          yield* Effect.forkScoped(Effect.retry(loop, Schedule.spaced("100 millis")))
          return mailbox
        })
    })
    const dispatch = (env: Envelope) =>
      Effect.gen(function* () {
        const scope = yield* Scope.make()
        const mailbox = yield* Scope.extend(RcMap.get(map, env.key), scope)
        const reply = yield* Deferred.make<Reply>()
        yield* Queue.offer(mailbox, [env, reply, scope] as const)
        return Deferred.await(reply)
      })
    return { name: opts.name, dispatch, size: Effect.map(RcMap.keys(map), (k) => k.length) } satisfies Kernel
  })
