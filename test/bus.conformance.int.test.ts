/**
 * The bus conformance suite: one set of cases, run on MemoryBus and on NatsBus (a namespace of its
 * own), so the two keep the same semantics (platform/bus/Bus.ts): commands in order per key, a
 * resend with the same id handled once, request/reply, live fan-out by subject pattern, leases;
 * a command whose handling ends in Redeliver delivered again. With the actor kernel as the
 * handler (and a store for its dead letters): the store being away is retried in place and then
 * redelivered until it is back, never dead-lettered; a deterministic failure is tried exactly
 * ATENDE_MAX_DELIVERIES times, lands in dead_letters, and the key's next command is handled.
 */
import { SqlClient } from "@effect/sql"
import { SqlError } from "@effect/sql/SqlError"
import { SqliteClient } from "@effect/sql-sqlite-node"
import { Context, Effect, Exit, Layer, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeKernel } from "../runtime/src/platform/actors/Kernel"
import { Bus, Redeliver, type BusShape, type CommandHandler, type Envelope } from "../runtime/src/platform/bus/Bus"
import { MemoryBusLive } from "../runtime/src/platform/bus/MemoryBus"
import { NatsBusLive } from "../runtime/src/platform/bus/NatsBus"
import { ConfigLive, parseConfig } from "../runtime/src/platform/config/Config"
import { listDeadLetters, recordDeadLetter, tenantIdOf } from "../runtime/src/platform/store/DeadLetters"
import { timers } from "../runtime/src/platform/store/migrations/003_timers"
import { deadLetters } from "../runtime/src/platform/store/migrations/006_dead_letters"
import { Dialect, runMigrations } from "../runtime/src/platform/store/Store"
import { waitFor } from "./support/clients"
import { NATS_TEST_URL, productionAvailable, testNamespace } from "./support/modes"

const production = await productionAvailable()

const namespace = testNamespace("busconf")
const config = parseConfig({
  NATS_URL: NATS_TEST_URL,
  ATENDE_NATS_NAMESPACE: namespace.name,
  ATENDE_PARTITIONS: "4",
  ATENDE_LEASE_TTL_MS: "1000",
  ATENDE_MAX_DELIVERIES: "3"
})
const N = config.maxDeliveries
const buses = {
  memory: MemoryBusLive.pipe(Layer.provide(ConfigLive(config))),
  nats: NatsBusLive.pipe(Layer.provide(ConfigLive(config)))
}
const store = Layer.merge(SqliteClient.layer({ filename: ":memory:" }), Layer.succeed(Dialect, { kind: "sqlite" }))

/** What @effect/sql-pg fails with when Postgres takes no connections. */
const storeAway = new SqlError({ message: "Failed to acquire connection", cause: new Error("connect ECONNREFUSED") })

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe.each(["memory", "nats"] as const)("bus conformance (%s)", (kind) => {
  const run = kind === "memory" || production.ok
  let bus: BusShape
  let scope: Scope.CloseableScope
  let context: Context.Context<Bus | SqlClient.SqlClient | Dialect>
  /** Every delivery the handlers saw, in order; the store's state for the "away" commands. */
  const handled: Array<Envelope> = []
  const tries = (id: string) => handled.filter((h) => h.id === id).length
  let storeDown = false

  const exec = <A, E>(e: Effect.Effect<A, E, Bus | SqlClient.SqlClient | Dialect>) =>
    Effect.runPromise(Effect.provide(e, context))

  beforeAll(async () => {
    if (!run) return
    scope = Effect.runSync(Scope.make())
    context = await Effect.runPromise(Layer.buildWithScope(Layer.merge(buses[kind], store), scope))
    bus = Context.get(context, Bus)
    await exec(runMigrations([timers, deadLetters]))
    // the actors' kernel: `bug` always dies, `away` fails while the store is down, the rest echo
    const kernel = await Effect.runPromise(
      Scope.extend(
        makeKernel({
          name: "conf",
          idleMs: 5_000,
          retryMs: 1_000,
          maxDeliveries: N,
          backoffMs: 20,
          deadLetter: ({ env, ...failed }) =>
            Effect.provide(
              recordDeadLetter({
                ...failed,
                tenantId: tenantIdOf(env.payload),
                source: "command",
                kind: env.kind,
                key: env.key,
                envelopeId: env.id,
                payload: env.payload
              }),
              context
            ),
          spawn: () =>
            Effect.succeed((env: Envelope) =>
              Effect.suspend(() => {
                handled.push(env)
                const op = (env.payload as { op?: string }).op
                if (op === "bug") return Effect.die(new TypeError("Cannot read properties of undefined"))
                if (op === "away" && storeDown) return Effect.die(storeAway)
                return Effect.succeed({ ok: true as const, value: env.payload })
              })
            )
        }),
        scope
      )
    )
    // raw handlers for the bus's own cases; `again` ends in Redeliver on its first delivery
    const raw: CommandHandler = (env) =>
      Effect.sync(() => {
        handled.push(env)
        if ((env.payload as { op?: string }).op === "again" && tries(env.id) === 1)
          return Effect.fail(new Redeliver({ reason: "test" }))
        return Effect.succeed({ ok: true as const, value: { echo: env.payload } })
      })
    await Effect.runPromise(
      Scope.extend(
        bus.serve((env) => (env.key.startsWith("actor-") ? kernel.dispatch(env) : raw(env))),
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
        const env: Envelope = { kind: "ticket", key, id: `${kind}-${key}-${i}`, payload: { n: i } }
        expect(await exec(bus.send(env))).toEqual({ duplicate: false })
        if (i % 10 === 0) expect(await exec(bus.send(env))).toEqual({ duplicate: true }) // a provider retry
      }
    const numbered = () => handled.filter((h) => h.key.startsWith("conv-"))
    await waitFor(() => numbered().length >= 500 || undefined, 15_000, "500 commands")
    await sleep(300)
    expect(numbered().length).toBe(500)
    for (const key of keys)
      expect(numbered().flatMap((h) => (h.key === key ? [(h.payload as { n: number }).n] : []))).toEqual([
        ...Array(100).keys()
      ])
  })

  it.skipIf(!run)("answers a request with the handler's reply, and refuses a request id it already had", async () => {
    const env: Envelope = { kind: "tenant", key: "1", id: `${kind}-req-1`, payload: "ping" }
    expect(await exec(bus.request(env))).toEqual({ ok: true, value: { echo: "ping" } })
    const again = await exec(Effect.flip(bus.request(env, 5_000)))
    expect(again).toMatchObject({ _tag: "BusError", reason: expect.stringContaining("already sent") })
    expect(tries(env.id)).toBe(1)
  })

  it.skipIf(!run)("fans live events out by subject pattern", async () => {
    const got: Array<[string, unknown]> = []
    const sub = Effect.runSync(Scope.make())
    await Effect.runPromise(
      Scope.extend(
        bus.subscribe("atende.evt.7.>", (s, d) => got.push([s, d])),
        sub
      )
    )
    const other: Array<unknown> = []
    const sub2 = Effect.runSync(Scope.make())
    await Effect.runPromise(
      Scope.extend(
        bus.subscribe("atende.evt.*.ticketList", (_s, d) => other.push(d)),
        sub2
      )
    )
    await sleep(100)
    await exec(bus.publish("atende.evt.7.ticketList", { n: 1 }))
    await exec(bus.publish("atende.evt.8.ticketList", { n: 2 }))
    await waitFor(() => (got.length >= 1 && other.length >= 2) || undefined)
    await sleep(100)
    expect(got).toEqual([["atende.evt.7.ticketList", { n: 1 }]])
    expect(other).toEqual([{ n: 1 }, { n: 2 }])
    await Effect.runPromise(Scope.close(sub, Exit.void))
    await Effect.runPromise(Scope.close(sub2, Exit.void))
    expect(await exec(bus.ping)).toBe(true)
  })

  it.skipIf(!run)("delivers a command again when its handling ends in Redeliver, and answers it then", async () => {
    const asked: Envelope = { kind: "ticket", key: "again-1", id: `${kind}-again-asked`, payload: { op: "again" } }
    const sent: Envelope = { kind: "ticket", key: "again-2", id: `${kind}-again-sent`, payload: { op: "again" } }
    await exec(bus.send(sent))
    expect(await exec(bus.request(asked))).toEqual({ ok: true, value: { echo: { op: "again" } } })
    await waitFor(() => tries(sent.id) >= 2 || undefined, 10_000, "the sent command's second delivery")
    await sleep(500)
    expect([tries(asked.id), tries(sent.id)]).toEqual([2, 2])
  })

  it.skipIf(!run)(
    "retries a command in place while the store is away (the key's next one waits), then handles both",
    async () => {
      const key = `actor-away-${kind}`
      storeDown = true
      const first = exec(bus.request({ kind: "ticket", key, id: `${kind}-away-1`, payload: { op: "away", n: 1 } }))
      await exec(bus.send({ kind: "ticket", key, id: `${kind}-away-2`, payload: { op: "echo", n: 2 } }))
      await waitFor(() => tries(`${kind}-away-1`) >= 3 || undefined, 5_000, "retries in place")
      storeDown = false
      expect(await first).toEqual({ ok: true, value: { op: "away", n: 1 } })
      await waitFor(() => tries(`${kind}-away-2`) >= 1 || undefined, 5_000, "the next command")
      const order = handled.filter((h) => h.key === key).map((h) => h.id)
      console.error("ORDER", kind, order)
      expect(order.at(-1)).toBe(`${kind}-away-2`)
      expect(new Set(order.slice(0, -1))).toEqual(new Set([`${kind}-away-1`]))
      expect(await exec(listDeadLetters({}, { limit: 10, offset: 0 }))).toEqual([])
    }
  )

  it.skipIf(!run)(
    "gives a command back to the bus when the store stays away longer, and handles it once it is back",
    async () => {
      const id = `${kind}-long-away`
      storeDown = true
      // the kernel retries for 1 s, then the bus delivers it again after 2 s, and again…
      const asked = exec(bus.request({ kind: "ticket", key: `actor-long-${kind}`, id, payload: { op: "away" } }))
      await sleep(2_500)
      storeDown = false
      expect(await asked).toEqual({ ok: true, value: { op: "away" } })
      expect(tries(id)).toBeGreaterThan(N)
      expect(await exec(listDeadLetters({}, { limit: 10, offset: 0 }))).toEqual([])
    }
  )

  it.skipIf(!run)(
    "tries a failing command exactly N times, puts it in the dead letters, and the key's next command is handled",
    async () => {
      const key = `actor-bug-${kind}`
      const bug: Envelope = { kind: "ticket", key, id: `${kind}-bug-1`, payload: { op: "bug", tenantId: 4 } }
      const next: Envelope = { kind: "ticket", key, id: `${kind}-bug-2`, payload: { op: "echo" } }
      const replies = await Promise.all([exec(bus.request(bug)), sleep(10).then(() => exec(bus.request(next)))])
      expect(replies).toEqual([
        { ok: false, error: "ERR_INTERNAL" },
        { ok: true, value: { op: "echo" } }
      ])
      expect(handled.filter((h) => h.key === key).map((h) => h.id)).toEqual([...Array(N).fill(bug.id), next.id])
      const [dead, ...more] = await exec(listDeadLetters({ tenantId: 4 }, { limit: 10, offset: 0 }))
      expect(more).toEqual([])
      expect(dead).toMatchObject({
        source: "command",
        kind: "ticket",
        key,
        envelopeId: bug.id,
        payload: bug.payload,
        deliveries: N
      })
      expect(dead!.cause).toContain("TypeError: Cannot read properties of undefined")
      expect(dead!.lastFailedAt).toBeGreaterThanOrEqual(dead!.firstFailedAt)

      // one sent without a reply: a dead letter too, and not delivered again
      const sent: Envelope = { kind: "ticket", key, id: `${kind}-bug-sent`, payload: { op: "bug", tenantId: 5 } }
      await exec(bus.send(sent))
      const rows = async () => exec(listDeadLetters({ tenantId: 5 }, { limit: 10, offset: 0 }))
      for (let i = 0; i < 100 && (await rows()).length === 0; i++) await sleep(50)
      await sleep(2_500)
      expect(tries(sent.id)).toBe(N)
      expect(await rows()).toEqual([expect.objectContaining({ envelopeId: sent.id, deliveries: N })])
    }
  )

  it.skipIf(!run)(
    "gives a lease to exactly one of two racing holders, fences renewals, and frees it after the TTL",
    async () => {
      const { leases } = bus
      for (let i = 0; i < 30; i++) {
        const name = `race-${kind}-${i}`
        const [a, b] = await Promise.all([
          Effect.runPromise(leases.acquire(name, "node-a")),
          Effect.runPromise(leases.acquire(name, "node-b"))
        ])
        expect([a, b].filter((r) => r !== undefined)).toHaveLength(1)
      }
      const rev = (await Effect.runPromise(leases.acquire(`held.${kind}`, "node-a")))!
      expect(rev).toBeTypeOf("number")
      const renewed = await Effect.runPromise(leases.renew(`held.${kind}`, "node-a", rev))
      expect(renewed).toBeTypeOf("number")
      expect(await Effect.runPromise(leases.renew(`held.${kind}`, "node-a", rev))).toBeUndefined() // stale revision
      expect(await Effect.runPromise(leases.acquire(`held.${kind}`, "node-b"))).toBeUndefined() // held
      expect((await Effect.runPromise(leases.list("held."))).filter((l) => l.name === `held.${kind}`)).toEqual([
        { name: `held.${kind}`, holder: "node-a" }
      ])
      await sleep(leases.ttlMs + 600)
      const taken = await Effect.runPromise(leases.acquire(`held.${kind}`, "node-b"))
      expect(taken).toBeTypeOf("number")
      // paused owner is fenced out
      expect(await Effect.runPromise(leases.renew(`held.${kind}`, "node-a", renewed!))).toBeUndefined()
      await Effect.runPromise(leases.release(`held.${kind}`, taken!))
      expect(await Effect.runPromise(leases.acquire(`held.${kind}`, "node-a"))).toBeTypeOf("number")
    }
  )
})
