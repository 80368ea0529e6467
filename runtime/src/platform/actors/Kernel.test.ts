import { Effect, Ref } from "effect"
import { describe, expect, it } from "vitest"
import type { Envelope, Reply } from "../bus/Bus"
import { makeKernel } from "./Kernel"

const env = (key: string, payload: unknown, id = `${key}-${Math.random()}`): Envelope => ({ kind: "ticket", key, id, payload })

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

  it("keeps going after a message fails, answering ERR_INTERNAL for it once its retries are spent", async () => {
    const replies = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const kernel = yield* makeKernel({
            name: "t",
            idleMs: 1000,
            retryMs: 300,
            spawn: () => Effect.succeed((e: Envelope) => (e.payload === "boom" ? Effect.die("boom") : Effect.succeed({ ok: true as const, value: e.payload })))
          })
          const a = yield* Effect.flatten(kernel.dispatch(env("k", "one")))
          const b = yield* Effect.flatten(kernel.dispatch(env("k", "boom")))
          const c = yield* Effect.flatten(kernel.dispatch(env("k", "two")))
          return [a, b, c]
        })
      )
    )
    expect(replies).toEqual([{ ok: true, value: "one" }, { ok: false, error: "ERR_INTERNAL" }, { ok: true, value: "two" }])
  })

  it("passivates an idle actor and spawns it again on the next message", async () => {
    const out = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          let spawns = 0
          const kernel = yield* makeKernel({
            name: "t",
            idleMs: 50,
            spawn: () => Effect.sync(() => (spawns++, (e: Envelope) => Effect.succeed({ ok: true as const, value: e.payload })))
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

  it("retries a transient failure in place, so the key's next message waits behind it", async () => {
    const order = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const seen: Array<string> = []
          let failures = 2
          const kernel = yield* makeKernel({
            name: "t",
            idleMs: 1000,
            spawn: () =>
              Effect.succeed((e: Envelope) =>
                Effect.sync(() => {
                  if (e.payload === "first" && failures-- > 0) return { ok: false as const, error: "ERR_INTERNAL" }
                  seen.push(String(e.payload))
                  return { ok: true as const, value: e.payload }
                })
              )
          })
          const a = yield* kernel.dispatch(env("k", "first"))
          const b = yield* kernel.dispatch(env("k", "second"))
          yield* Effect.all([a, b])
          return seen
        })
      )
    )
    expect(order).toEqual(["first", "second"])
  })

  /** Letters handled alone are noted as `one:<payload>`; "x0" takes a while, so the others queue behind it. */
  const batching = (letters: ReadonlyArray<string>, many: (envs: ReadonlyArray<Envelope>, calls: Array<string>) => Effect.Effect<ReadonlyArray<Reply>, unknown>) =>
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
                  return e.payload === "b2" ? { ok: false as const, error: "ERR_VALIDATION" } : { ok: true as const, value: e.payload }
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
    expect(out.replies).toEqual([{ ok: true, value: "x0" }, { ok: true, value: "b1" }, { ok: false, error: "ERR_VALIDATION" }, { ok: true, value: "b3" }])
  })
})
