/** The embedded bus: same semantics as NATS inside one process (order per key, dedupe window). */
import { Effect, Layer } from "effect"
import { Config } from "../config/Config"
import { Bus, BusError, subjectMatches, type CommandHandler, type Envelope } from "./Bus"
import { memoryLeases } from "./memoryLeases"

const DEDUPE_WINDOW_MS = 120_000

export const makeMemoryBus = (leaseTtlMs: number) => Effect.sync(() => {
  let handler: CommandHandler | undefined
  const backlog: Array<Envelope> = []
  const seen = new Map<string, number>()
  const subs = new Set<{ pattern: string; fn: (subject: string, data: unknown) => void }>()

  // ids in insertion (= time) order: expired ones are dropped from the front, so a check is O(1)
  const isDuplicate = (id: string) => {
    const now = Date.now()
    for (const [k, t] of seen) {
      if (now - t < DEDUPE_WINDOW_MS) break
      seen.delete(k)
    }
    if (seen.has(id)) return true
    seen.set(id, now)
    return false
  }

  const send = (env: Envelope) =>
    Effect.gen(function* () {
      if (isDuplicate(env.id)) return { duplicate: true }
      if (!handler) backlog.push(env)
      else yield* handler(env)
      return { duplicate: false }
    })

  return Bus.of({
    kind: "memory",
    send,
    request: (env) =>
      Effect.gen(function* () {
        if (!handler) return yield* new BusError({ reason: "no command handler on this node" })
        const done = yield* handler(env)
        return yield* done
      }),
    serve: (h) =>
      Effect.acquireRelease(
        Effect.gen(function* () {
          handler = h
          for (const env of backlog.splice(0)) yield* h(env)
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

export const MemoryBusLive = Layer.effect(Bus, Effect.flatMap(Config, (c) => makeMemoryBus(c.leaseTtlMs)))
