/**
 * The actor kernel: one single-fiber mailbox per key, held in an RcMap so an actor with no
 * pending message is passivated after `idleMs`. A failing message is answered with ERR_INTERNAL
 * and logged; the actor keeps going (supervision by restart of the loop, which re-runs init).
 * With `batch`, consecutive waiting letters that it accepts are handled together (under load a
 * conversation's queued inbound messages share one transaction); a batch that fails is handled
 * again one letter at a time, so its outcome is always that of handling them in order.
 */
import { Cause, Chunk, Deferred, Duration, Effect, Exit, Queue, RcMap, Schedule, Scope } from "effect"
import type { Envelope, Reply } from "../bus/Bus"

export type Behaviour = (env: Envelope) => Effect.Effect<Reply>
type Letter = readonly [Envelope, Deferred.Deferred<Reply>, Scope.CloseableScope]

export type Batch<R = never> = {
  /** Whether the envelope may be handled together with its neighbours. */
  readonly accepts: (env: Envelope) => boolean
  /** Handles two or more accepted envelopes, one reply each in order; any failure means "one by one". */
  readonly many: (envs: ReadonlyArray<Envelope>) => Effect.Effect<ReadonlyArray<Reply>, unknown, R>
}

const MAX_BATCH = 50

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
  readonly batch?: Batch
}) =>
  Effect.gen(function* () {
    const map = yield* RcMap.make({
      idleTimeToLive: Duration.millis(opts.idleMs),
      lookup: (key: string) =>
        Effect.gen(function* () {
          const mailbox = yield* Queue.unbounded<Letter>()
          const loop = Effect.gen(function* () {
            const behave = yield* opts.spawn(key)
            const answer = (letter: Letter, result: Reply) =>
              Effect.zipRight(Deferred.succeed(letter[1], result), Scope.close(letter[2], Exit.void))
            const one = (letter: Letter) =>
              Effect.gen(function* () {
                const attempt = behave(letter[0]).pipe(
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
                yield* answer(letter, result)
              })
            const many = (batch: Batch, letters: ReadonlyArray<Letter>) =>
              batch.many(letters.map((l) => l[0])).pipe(
                Effect.filterOrFail((replies) => replies.length === letters.length),
                Effect.matchCauseEffect({
                  onSuccess: (replies) => Effect.forEach(letters, (l, i) => answer(l, replies[i]!), { discard: true }),
                  onFailure: () => Effect.forEach(letters, one, { discard: true })
                })
              )
            while (true) {
              const first = yield* Queue.take(mailbox)
              const letters = opts.batch ? [first, ...Chunk.toReadonlyArray(yield* Queue.takeUpTo(mailbox, MAX_BATCH - 1))] : [first]
              for (let i = 0; i < letters.length; ) {
                let end = i
                while (opts.batch && end < letters.length && opts.batch.accepts(letters[end]![0])) end++
                if (opts.batch && end - i >= 2) {
                  yield* many(opts.batch, letters.slice(i, end))
                  i = end
                } else yield* one(letters[i++]!)
              }
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
