/**
 * The two Bus implementations keep the same semantics: commands in order per key, a resend with
 * the same id handled once, request/reply, and live fan-out by subject pattern.
 */
import { Context, Effect, Exit, Layer, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Bus, type BusShape, type Envelope } from "../runtime/src/platform/bus/Bus"
import { MemoryBusLive } from "../runtime/src/platform/bus/MemoryBus"
import { NatsBusLive } from "../runtime/src/platform/bus/NatsBus"
import { ConfigLive, parseConfig } from "../runtime/src/platform/config/Config"
import { waitFor } from "./support/clients"
import { NATS_TEST_URL, productionAvailable, testNamespace } from "./support/modes"

const production = await productionAvailable()

const namespace = testNamespace("bus")
const config = parseConfig({ NATS_URL: NATS_TEST_URL, ATENDE_NATS_NAMESPACE: namespace.name, ATENDE_PARTITIONS: "4", ATENDE_LEASE_TTL_MS: "1000" })
const layers = {
  memory: MemoryBusLive.pipe(Layer.provide(ConfigLive(config))),
  nats: NatsBusLive.pipe(Layer.provide(ConfigLive(config)))
}

describe.each(["memory", "nats"] as const)("bus semantics (%s)", (kind) => {
  const run = kind === "memory" || production.ok
  let bus: BusShape
  let scope: Scope.CloseableScope
  const handled: Array<Envelope> = []

  beforeAll(async () => {
    if (!run) return
    scope = Effect.runSync(Scope.make())
    const ctx = await Effect.runPromise(Layer.buildWithScope(layers[kind], scope))
    bus = Context.get(ctx, Bus)
    await Effect.runPromise(
      Scope.extend(
        bus.serve((env) =>
          Effect.sync(() => {
            handled.push(env)
            return Effect.succeed({ ok: true as const, value: { echo: env.payload } })
          })
        ),
        scope
      )
    )
  })
  afterAll(async () => {
    if (scope) await Effect.runPromise(Scope.close(scope, Exit.void))
    if (kind === "nats" && run) await namespace.drop()
  })

  it.skipIf(!run)("delivers commands in order per key and drops a resend of the same id", async () => {
    const keys = ["conv-a", "conv-b", "conv-c", "conv-d", "conv-e"]
    for (let i = 0; i < 100; i++)
      for (const key of keys) {
        const env: Envelope = { kind: "ticket", key, id: `${kind}-${key}-${i}`, payload: i }
        await Effect.runPromise(bus.send(env))
        if (i % 10 === 0) await Effect.runPromise(bus.send(env)) // a provider retry
      }
    await waitFor(() => handled.filter((h) => typeof h.payload === "number").length >= 500 || undefined, 15_000, "500 commands")
    await new Promise((r) => setTimeout(r, 300))
    const numbered = handled.filter((h) => typeof h.payload === "number")
    expect(numbered.length).toBe(500)
    for (const key of keys) expect(numbered.filter((h) => h.key === key).map((h) => h.payload)).toEqual([...Array(100).keys()])
  })

  it.skipIf(!run)("answers a request with the handler's reply", async () => {
    const reply = await Effect.runPromise(bus.request({ kind: "tenant", key: "1", id: `${kind}-req-1`, payload: "ping" }))
    expect(reply).toEqual({ ok: true, value: { echo: "ping" } })
  })

  it.skipIf(!run)("fans live events out by subject pattern", async () => {
    const got: Array<[string, unknown]> = []
    const sub = Effect.runSync(Scope.make())
    await Effect.runPromise(Scope.extend(bus.subscribe("atende.evt.7.>", (s, d) => got.push([s, d])), sub))
    await new Promise((r) => setTimeout(r, 100))
    await Effect.runPromise(bus.publish("atende.evt.7.ticketList", { n: 1 }))
    await Effect.runPromise(bus.publish("atende.evt.8.ticketList", { n: 2 }))
    await waitFor(() => got.length >= 1 || undefined)
    await new Promise((r) => setTimeout(r, 100))
    expect(got).toEqual([["atende.evt.7.ticketList", { n: 1 }]])
    await Effect.runPromise(Scope.close(sub, Exit.void))
    expect(await Effect.runPromise(bus.ping)).toBe(true)
  })

  it.skipIf(!run)("gives a lease to exactly one of two racing holders, fences renewals, and frees it after the TTL", async () => {
    const { leases } = bus
    for (let i = 0; i < 30; i++) {
      const name = `race-${kind}-${i}`
      const [a, b] = await Promise.all([Effect.runPromise(leases.acquire(name, "node-a")), Effect.runPromise(leases.acquire(name, "node-b"))])
      expect([a, b].filter((r) => r !== undefined)).toHaveLength(1)
    }
    const rev = (await Effect.runPromise(leases.acquire(`held-${kind}`, "node-a")))!
    expect(rev).toBeTypeOf("number")
    const renewed = await Effect.runPromise(leases.renew(`held-${kind}`, "node-a", rev))
    expect(renewed).toBeTypeOf("number")
    expect(await Effect.runPromise(leases.renew(`held-${kind}`, "node-a", rev))).toBeUndefined() // stale revision
    await new Promise((r) => setTimeout(r, leases.ttlMs + 600))
    const taken = await Effect.runPromise(leases.acquire(`held-${kind}`, "node-b"))
    expect(taken).toBeTypeOf("number")
    expect(await Effect.runPromise(leases.renew(`held-${kind}`, "node-a", renewed!))).toBeUndefined() // paused owner is fenced out
    await Effect.runPromise(leases.release(`held-${kind}`, taken!))
    expect(await Effect.runPromise(leases.acquire(`held-${kind}`, "node-a"))).toBeTypeOf("number")
  })
})
