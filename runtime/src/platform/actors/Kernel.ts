/**
 * The actor kernel: one single-fiber mailbox per key, held in an RcMap so an actor with no
 * pending message is passivated after `idleMs`. A failing message is retried in place, so the
 * key's later messages wait behind it and its order holds (platform/actors/failures.ts tells the
 * two kinds of failure apart):
 * - the store or the bus away: retried for `retryMs`, then handed back to the bus (Redeliver),
 *   which delivers it again later, without limit;
 * - anything else: tried `maxDeliveries` times in all, then recorded as a dead letter and answered
 *   ERR_INTERNAL, and the key's next message goes on.
 * A letter whose partition moved to another node (`env.held`) is handed back to the bus before
 * each try, so the new owner handles it, in order, and this node does not race it.
 * With `batch`, consecutive waiting letters that it accepts are handled together (under load a
 * conversation's queued inbound messages share one transaction); a batch that fails is handled
 * again one letter at a time, so its outcome is always that of handling them in order.
 */
import { Cause, Chunk, Deferred, Duration, Effect, Exit, Queue, RcMap, Schedule, Scope } from "effect"
import { Redeliver, type Envelope, type Reply } from "../bus/Bus"
import { nowMillis } from "../clock/index"
import { causeText, isInfrastructure } from "./failures"

/**
 * `C`: the commands of the kind (decoded at the bus edge); unknown where a kernel does not care.
 * Answers a value or a catalogue error; fails (or dies) for anything else.
 */
export type Behaviour<C = unknown> = (env: Envelope<C>) => Effect.Effect<Reply>
type Letter<C> = readonly [Envelope<C>, Deferred.Deferred<Reply, Redeliver>, Scope.CloseableScope]

export type Batch<R = never, C = unknown> = {
  /** Whether the envelope may be handled together with its neighbours. */
  readonly accepts: (env: Envelope<C>) => boolean
  /** Handles two or more accepted envelopes, one reply each in order; any failure means "one by one". */
  readonly many: (envs: ReadonlyArray<Envelope<C>>) => Effect.Effect<ReadonlyArray<Reply>, unknown, R>
}

/** A letter that failed `deliveries` times in a row for other reasons than the store or the bus. */
export type FailedLetter<C = unknown> = {
  readonly env: Envelope<C>
  readonly cause: string
  readonly deliveries: number
  readonly firstFailedAt: number
  readonly lastFailedAt: number
}

const MAX_BATCH = 50

export type Kernel<C = unknown> = {
  readonly name: string
  /** Puts the envelope in its actor's mailbox (in call order); the returned effect awaits the reply. */
  readonly dispatch: (env: Envelope<C>) => Effect.Effect<Effect.Effect<Reply, Redeliver>>
  readonly size: Effect.Effect<number>
}

/** Whether a letter may join a run: the batch accepts it and its partition is still held here. */
const batchable = <C>(batch: Batch<never, C>, env: Envelope<C>) => batch.accepts(env) && (!env.held || env.held())

const internal: Reply = { ok: false, error: "ERR_INTERNAL" }

/** Pauses between retries: from `first` ms, doubling, at most 2 s. */
const pauseOf = (first: number, retry: number) => Duration.millis(Math.min(2_000, first * 2 ** retry))

export const makeKernel = <C = unknown>(opts: {
  readonly name: string
  readonly idleMs: number
  /** How long the store or the bus being away is retried in place before the bus gets it back (default 30 s). */
  readonly retryMs?: number
  /** Tries of a message that fails for any other reason, before it is a dead letter (default 5). */
  readonly maxDeliveries?: number
  /** The first pause between two tries (default 100 ms; doubling, at most 2 s). */
  readonly backoffMs?: number
  /** Records a dead letter (the store's dead_letters); without it a dead letter is only logged. */
  readonly deadLetter?: (failed: FailedLetter<C>) => Effect.Effect<unknown, unknown>
  /** Creates an actor's behaviour for a key; runs again when the actor restarts. */
  readonly spawn: (key: string) => Effect.Effect<Behaviour<C>>
  readonly batch?: Batch<never, C>
}) =>
  Effect.gen(function* () {
    const retryMs = opts.retryMs ?? 30_000
    const maxDeliveries = opts.maxDeliveries ?? 5
    const backoffMs = opts.backoffMs ?? 100

    /** Records the dead letter; the store being away sends the letter back to the bus instead. */
    const bury = (failed: FailedLetter<C>) =>
      Effect.gen(function* () {
        const where = `${opts.name}/${failed.env.key}`
        yield* Effect.logError(
          `actor ${where}: dead letter after ${failed.deliveries} tries (envelope ${failed.env.id})`
        )
        if (!opts.deadLetter) return internal
        const recorded = yield* Effect.exit(opts.deadLetter(failed))
        if (Exit.isSuccess(recorded)) return internal
        if (isInfrastructure(recorded.cause))
          return yield* new Redeliver({ reason: `the dead letter of ${where} could not be recorded` })
        yield* Effect.logError(`actor ${where}: the dead letter could not be recorded`, recorded.cause)
        return internal
      })

    /** Runs the behaviour on one letter until it answers, is handed back (Redeliver) or is a dead letter. */
    const attempts = (behave: Behaviour<C>, env: Envelope<C>) =>
      Effect.gen(function* () {
        let failures = 0
        let firstFailedAt = 0
        let awaySince: number | undefined
        let awayRetries = 0
        while (true) {
          if (env.held && !env.held()) return yield* new Redeliver({ reason: "its partition moved to another node" })
          const exit = yield* Effect.exit(behave(env))
          // an ERR_INTERNAL answer is a failure like a defect (toReply never gives one)
          const cause = Exit.isFailure(exit)
            ? exit.cause
            : !exit.value.ok && exit.value.error === "ERR_INTERNAL"
              ? Cause.fail("answered ERR_INTERNAL")
              : undefined
          if (Exit.isSuccess(exit) && cause === undefined) return exit.value
          const now = yield* nowMillis
          const where = `actor ${opts.name}/${env.key}`
          if (isInfrastructure(cause!)) {
            awaySince ??= now
            if (now - awaySince >= retryMs) {
              yield* Effect.logWarning(`${where}: store or bus still away, handed back to the bus`)
              return yield* new Redeliver({ reason: "store or bus away" })
            }
            yield* Effect.logWarning(`${where}: store or bus away, retrying`, cause)
            yield* Effect.sleep(pauseOf(backoffMs, awayRetries++))
            continue
          }
          failures++
          if (failures === 1) firstFailedAt = now
          yield* Effect.logError(`${where} failed (try ${failures} of ${maxDeliveries})`, cause)
          if (failures >= maxDeliveries)
            return yield* bury({
              env,
              cause: causeText(cause!),
              deliveries: failures,
              firstFailedAt,
              lastFailedAt: now
            })
          yield* Effect.sleep(pauseOf(backoffMs, failures - 1))
        }
      })

    const map = yield* RcMap.make({
      idleTimeToLive: Duration.millis(opts.idleMs),
      lookup: (key: string) =>
        Effect.gen(function* () {
          const mailbox = yield* Queue.unbounded<Letter<C>>()
          const loop = Effect.gen(function* () {
            const behave = yield* opts.spawn(key)
            const answer = (letter: Letter<C>, result: Exit.Exit<Reply, Redeliver>) =>
              Effect.zipRight(Deferred.done(letter[1], result), Scope.close(letter[2], Exit.void))
            const one = (letter: Letter<C>) =>
              Effect.flatMap(Effect.exit(attempts(behave, letter[0])), (result) => answer(letter, result))
            const many = (batch: Batch<never, C>, letters: ReadonlyArray<Letter<C>>) =>
              batch.many(letters.map((l) => l[0])).pipe(
                Effect.filterOrFail((replies) => replies.length === letters.length),
                Effect.matchCauseEffect({
                  onSuccess: (replies) =>
                    Effect.forEach(letters, (l, i) => answer(l, Exit.succeed(replies[i]!)), { discard: true }),
                  onFailure: () => Effect.forEach(letters, one, { discard: true })
                })
              )
            while (true) {
              const first = yield* Queue.take(mailbox)
              const letters = opts.batch
                ? [first, ...Chunk.toReadonlyArray(yield* Queue.takeUpTo(mailbox, MAX_BATCH - 1))]
                : [first]
              for (let i = 0; i < letters.length;) {
                let end = i
                while (opts.batch && end < letters.length && batchable(opts.batch, letters[end]![0])) end++
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
    // Letters reach their mailboxes through one intake, in the order `dispatch` was called: the bus
    // hands a partition's messages over in order, each on a fiber of its own, and fibers racing for
    // the mailbox lookup could overtake each other (two messages of one conversation stored the
    // wrong way round). One lookup at a time also keeps RcMap.get (effect 3.22) from running the
    // lookup twice for a new key, which would give the key two mailboxes.
    const intake = yield* Queue.unbounded<readonly [Envelope<C>, Deferred.Deferred<Reply, Redeliver>]>()
    yield* Effect.forkScoped(
      Effect.forever(
        Effect.gen(function* () {
          const [env, reply] = yield* Queue.take(intake)
          const scope = yield* Scope.make()
          const mailbox = yield* Scope.extend(RcMap.get(map, env.key), scope)
          yield* Queue.offer(mailbox, [env, reply, scope] as const)
        })
      )
    )
    const dispatch = (env: Envelope<C>) =>
      Effect.gen(function* () {
        const reply = yield* Deferred.make<Reply, Redeliver>()
        yield* Queue.offer(intake, [env, reply] as const)
        return Deferred.await(reply)
      })
    return { name: opts.name, dispatch, size: Effect.map(RcMap.keys(map), (k) => k.length) } satisfies Kernel<C>
  })
