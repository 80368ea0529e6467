import { SqlError } from "@effect/sql/SqlError"
import { Effect, Ref } from "effect"
import { describe, expect, it } from "vitest"
import { BusError, type Envelope, type Reply } from "../bus/Bus"
import { makeKernel, type FailedLetter } from "./Kernel"

/** What @effect/sql-pg fails with when Postgres does not take connections. */
const storeAway = new SqlError({ message: "Failed to acquire connection", cause: new Error("connect ECONNREFUSED") })

const env = (key: string, payload: unknown, id = `${key}-${Math.random()}`): Envelope => ({
  kind: "ticket",
  key,
  id,
  payload
})

describe("actor kernel", () => {
  it("handles one key's messages one at a time, in order, and keys in parallel", async () => {
    const result = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const log = yield* Ref.make<Array<string>>([])
          const active = yield* Ref.make(new Map<string, number>())
          let overlap = false
          const kernel = yield* makeKernel({
            name: "t",
            idleMs: 1000,
            spawn: (key) =>
              Effect.succeed((e: Envelope) =>
                Effect.gen(function* () {
                  const m = yield* Ref.get(active)
                  if ((m.get(key) ?? 0) > 0) overlap = true
                  m.set(key, (m.get(key) ?? 0) + 1)
                  yield* Effect.sleep(`${Math.floor(Math.random() * 3)} millis`)
                  yield* Ref.update(log, (l) => [...l, `${key}:${e.payload}`])
                  m.set(key, m.get(key)! - 1)
                  return { ok: true as const, value: e.payload }
                })
              )
          })
          const waits = []
          for (let i = 0; i < 30; i++) for (const k of ["a", "b", "c"]) waits.push(yield* kernel.dispatch(env(k, i)))
          yield* Effect.all(waits, { concurrency: "unbounded" })
          return { log: yield* Ref.get(log), overlap, size: yield* kernel.size }
        })
      )
    )
    expect(result.overlap).toBe(false)
    for (const k of ["a", "b", "c"]) {
      const seen = result.log.filter((l) => l.startsWith(`${k}:`)).map((l) => Number(l.split(":")[1]))
      expect(seen).toEqual([...Array(30).keys()])
    }
    expect(result.size).toBe(3)
  })

  it("tries a failing message maxDeliveries times, then a dead letter answered ERR_INTERNAL; goes on", async () => {
    const out = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          let tries = 0
          const dead: Array<FailedLetter> = []
          const kernel = yield* makeKernel({
            name: "t",
            idleMs: 1000,
            maxDeliveries: 3,
            backoffMs: 1,
            deadLetter: (failed) => Effect.sync(() => dead.push(failed)),
            spawn: () =>
              Effect.succeed((e: Envelope) =>
                e.payload === "boom"
                  ? Effect.suspend(() => (tries++, Effect.die(new TypeError("boom"))))
                  : Effect.succeed({ ok: true as const, value: e.payload })
              )
          })
          const a = yield* kernel.dispatch(env("k", "one"))
          const b = yield* kernel.dispatch(env("k", "boom", "boom-id"))
          const c = yield* kernel.dispatch(env("k", "two"))
          return { replies: yield* Effect.all([a, b, c]), tries, dead }
        })
      )
    )
    expect(out.replies).toEqual([
      { ok: true, value: "one" },
      { ok: false, error: "ERR_INTERNAL" },
      { ok: true, value: "two" }
    ])
    expect(out.tries).toBe(3)
    expect(out.dead).toEqual([
      expect.objectContaining({ env: expect.objectContaining({ id: "boom-id" }), deliveries: 3 })
    ])
    expect(out.dead[0]!.cause).toContain("TypeError: boom")
  })

  it("gives a key one mailbox when its first messages arrive at the same moment", async () => {
    const out = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          let spawns = 0
          let active = 0
          let overlap = false
          const kernel = yield* makeKernel({
            name: "t",
            idleMs: 1000,
            spawn: () =>
              Effect.sync(() => {
                spawns++
                return (e: Envelope) =>
                  Effect.gen(function* () {
                    if (active++ > 0) overlap = true
                    yield* Effect.sleep("5 millis")
                    active--
                    return { ok: true as const, value: e.payload }
                  })
              })
          })
          // as two bus deliveries do: one in a fiber of its own, one here
          const first = yield* Effect.fork(Effect.flatten(kernel.dispatch(env("new", 1))))
          yield* Effect.flatten(kernel.dispatch(env("new", 2)))
          yield* first
          return { spawns, overlap }
        })
      )
    )
    expect(out).toEqual({ spawns: 1, overlap: false })
  })

  it("passivates an idle actor and spawns it again on the next message", async () => {
    const out = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          let spawns = 0
          const kernel = yield* makeKernel({
            name: "t",
            idleMs: 50,
            spawn: () =>
              Effect.sync(() => (spawns++, (e: Envelope) => Effect.succeed({ ok: true as const, value: e.payload })))
          })
          yield* Effect.flatten(kernel.dispatch(env("x", 1)))
          const during = yield* kernel.size
          yield* Effect.sleep("200 millis")
          const after = yield* kernel.size
          yield* Effect.flatten(kernel.dispatch(env("x", 2)))
          return { during, after, spawns }
        })
      )
    )
    expect(out).toEqual({ during: 1, after: 0, spawns: 2 })
  })

  it("retries the store being away in place, uncounted, so the key's next message waits behind it", async () => {
    const out = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const seen: Array<string> = []
          let failures = 4
          const kernel = yield* makeKernel({
            name: "t",
            idleMs: 1000,
            maxDeliveries: 1,
            backoffMs: 1,
            deadLetter: () => Effect.die("no dead letter expected"),
            spawn: () =>
              Effect.succeed((e: Envelope) =>
                e.payload === "first" && failures-- > 0
                  ? Effect.die(storeAway)
                  : Effect.sync(() => (seen.push(String(e.payload)), { ok: true as const, value: e.payload }))
              )
          })
          const a = yield* kernel.dispatch(env("k", "first"))
          const b = yield* kernel.dispatch(env("k", "second"))
          return { replies: yield* Effect.all([a, b]), seen }
        })
      )
    )
    expect(out.seen).toEqual(["first", "second"])
    expect(out.replies).toEqual([
      { ok: true, value: "first" },
      { ok: true, value: "second" }
    ])
  })

  it("hands a message back to the bus when the store stays away, or its dead letter is not recorded", async () => {
    const out = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const kernel = yield* makeKernel({
            name: "t",
            idleMs: 1000,
            retryMs: 50,
            maxDeliveries: 2,
            backoffMs: 5,
            deadLetter: () => Effect.fail(new BusError({ reason: "down" })),
            spawn: () =>
              Effect.succeed((e: Envelope) =>
                e.payload === "away" ? Effect.die(storeAway) : Effect.die(new Error("a bug"))
              )
          })
          const away = yield* Effect.flip(Effect.flatten(kernel.dispatch(env("k", "away"))))
          const bug = yield* Effect.flip(Effect.flatten(kernel.dispatch(env("k", "bug"))))
          return [away, bug]
        })
      )
    )
    expect(out.map((e) => e._tag)).toEqual(["Redeliver", "Redeliver"])
  })

  it("hands back, untried, the waiting letters of a partition that moved to another node", async () => {
    const out = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const seen: Array<string> = []
          let held = true
          let failures = 3
          const kernel = yield* makeKernel({
            name: "t",
            idleMs: 1000,
            backoffMs: 5,
            spawn: () =>
              Effect.succeed((e: Envelope) =>
                e.payload === "m1" && failures-- > 0
                  ? // the store is away while the partition moves: m1 is retried in place until then
                    Effect.sync(() => failures === 0 && (held = false)).pipe(Effect.zipRight(Effect.die(storeAway)))
                  : Effect.sync(() => (seen.push(String(e.payload)), { ok: true as const, value: e.payload }))
              )
          })
          const waits = []
          for (const p of ["m0", "m1", "m2", "m3"])
            waits.push(yield* kernel.dispatch({ ...env("k", p), held: () => held || p === "m0" }))
          const results = yield* Effect.forEach(waits, (w) => Effect.either(w))
          return { seen, results: results.map((r) => (r._tag === "Right" ? "answered" : r.left._tag)) }
        })
      )
    )
    // m1, m2 and m3 were not stored here: the new owner gets them back, m1 first
    expect(out.seen).toEqual(["m0"])
    expect(out.results).toEqual(["answered", "Redeliver", "Redeliver", "Redeliver"])
  })

  /** Letters handled alone are noted as `one:<payload>`; "x0" takes a while, so the others queue behind it. */
  const batching = (
    letters: ReadonlyArray<string>,
    many: (envs: ReadonlyArray<Envelope>, calls: Array<string>) => Effect.Effect<ReadonlyArray<Reply>, unknown>
  ) =>
    Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const calls: Array<string> = []
          const kernel = yield* makeKernel({
            name: "t",
            idleMs: 1000,
            spawn: () =>
              Effect.succeed((e: Envelope) =>
                Effect.gen(function* () {
                  calls.push(`one:${e.payload}`)
                  if (e.payload === "x0") yield* Effect.sleep("30 millis")
                  return e.payload === "b2"
                    ? { ok: false as const, error: "ERR_VALIDATION" }
                    : { ok: true as const, value: e.payload }
                })
              ),
            batch: { accepts: (e) => String(e.payload).startsWith("b"), many: (envs) => many(envs, calls) }
          })
          const waits = []
          for (const p of letters) waits.push(yield* kernel.dispatch(env("k", p)))
          return { calls, replies: yield* Effect.all(waits) }
        })
      )
    )

  it("hands a run of waiting letters it accepts to the batch, in order, and the rest one by one", async () => {
    const out = await batching(["x0", "b1", "b2", "b3", "x4", "b5", "b6"], (envs, calls) =>
      Effect.sync(() => {
        calls.push(`many:${envs.map((e) => e.payload).join(",")}`)
        return envs.map((e) => ({ ok: true as const, value: `${e.payload}!` }))
      })
    )
    expect(out.calls).toEqual(["one:x0", "many:b1,b2,b3", "one:x4", "many:b5,b6"])
    expect(out.replies.map((r) => (r.ok ? r.value : r.error))).toEqual(["x0", "b1!", "b2!", "b3!", "x4", "b5!", "b6!"])
  })

  it("handles a failed batch again one letter at a time", async () => {
    const out = await batching(["x0", "b1", "b2", "b3"], () => Effect.fail(new Error("one of them is refused")))
    expect(out.calls).toEqual(["one:x0", "one:b1", "one:b2", "one:b3"])
    expect(out.replies).toEqual([
      { ok: true, value: "x0" },
      { ok: true, value: "b1" },
      { ok: false, error: "ERR_VALIDATION" },
      { ok: true, value: "b3" }
    ])
  })
})
