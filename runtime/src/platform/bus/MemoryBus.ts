/**
 * The embedded bus: the same semantics as NATS inside one process (order per key, dedupe window,
 * a command that ends in Redeliver delivered again after REDELIVER_AFTER_MS, requests that time out).
 */
import { Cause, Deferred, Duration, Effect, FiberSet, Layer } from "effect"
import { nowMillis } from "../clock/index"
import { Config } from "../config/Config"
import {
  Bus,
  BusError,
  REDELIVER_AFTER_MS,
  subjectMatches,
  type CommandHandler,
  type Envelope,
  type Reply
} from "./Bus"
import { memoryLeases } from "./memoryLeases"

const DEDUPE_WINDOW_MS = 120_000

type OnReply = (reply: Reply) => Effect.Effect<void>

export const makeMemoryBus = (leaseTtlMs: number) =>
  Effect.gen(function* () {
    // the fibers that await replies (and redeliver): interrupted when the bus stops
    const awaiting = yield* FiberSet.make()
    let handler: CommandHandler | undefined
    const backlog: Array<readonly [Envelope, OnReply]> = []
    const seen = new Map<string, number>()
    const subs = new Set<{ pattern: string; fn: (subject: string, data: unknown) => void }>()

    // ids in insertion (= time) order: expired ones are dropped from the front, so a check is O(1)
    const isDuplicate = (id: string, now: number) => {
      for (const [k, t] of seen) {
        if (now - t < DEDUPE_WINDOW_MS) break
        seen.delete(k)
      }
      if (seen.has(id)) return true
      seen.set(id, now)
      return false
    }

    /** Hands the envelope over now (so in call order) and follows it: its reply to `onReply`, Redeliver back later. */
    const deliver = (env: Envelope, onReply: OnReply): Effect.Effect<void> =>
      Effect.gen(function* () {
        if (!handler) return void backlog.push([env, onReply])
        const reply = yield* handler(env)
        yield* FiberSet.run(
          awaiting,
          reply.pipe(
            Effect.matchCauseEffect({
              onSuccess: onReply,
              onFailure: (cause) =>
                Cause.isInterruptedOnly(cause)
                  ? Effect.void
                  : Effect.zipRight(Effect.sleep(Duration.millis(REDELIVER_AFTER_MS)), deliver(env, onReply))
            })
          )
        )
      })

    return Bus.of({
      kind: "memory",
      send: (env) =>
        Effect.gen(function* () {
          if (isDuplicate(env.id, yield* nowMillis)) return { duplicate: true }
          yield* deliver(env, () => Effect.void)
          return { duplicate: false }
        }),
      request: (env, timeoutMs = 15_000) =>
        Effect.gen(function* () {
          if (isDuplicate(env.id, yield* nowMillis))
            return yield* new BusError({ reason: `already sent: ${env.id} (its reply went to its sender)` })
          const done = yield* Deferred.make<Reply>()
          yield* deliver(env, (r) => Deferred.succeed(done, r))
          return yield* Deferred.await(done).pipe(
            Effect.timeoutFail({
              duration: Duration.millis(timeoutMs),
              onTimeout: () => new BusError({ reason: "no reply in time" })
            })
          )
        }),
      serve: (h) =>
        Effect.acquireRelease(
          Effect.gen(function* () {
            handler = h
            for (const [env, onReply] of backlog.splice(0)) yield* deliver(env, onReply)
          }),
          () => Effect.sync(() => (handler = undefined))
        ).pipe(Effect.asVoid),
      publish: (subject, data) =>
        Effect.sync(() => {
          for (const s of subs) if (subjectMatches(s.pattern, subject)) s.fn(subject, data)
        }),
      subscribe: (pattern, fn) =>
        Effect.acquireRelease(
          Effect.sync(() => {
            const entry = { pattern, fn }
            subs.add(entry)
            return entry
          }),
          (entry) => Effect.sync(() => subs.delete(entry))
        ).pipe(Effect.asVoid),
      leases: memoryLeases(leaseTtlMs),
      ping: Effect.succeed(true),
      info: Effect.sync(() => ({ kind: "memory", backlog: backlog.length, subscriptions: subs.size }))
    })
  })

export const MemoryBusLive = Layer.scoped(
  Bus,
  Effect.flatMap(Config, (c) => makeMemoryBus(c.leaseTtlMs))
)
