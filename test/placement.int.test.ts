/**
 * Connector placement at size, simulated in one process: 20,000 channels of a no-op connector and
 * three connector supervisors, each with its own bus (production: its own NATS connection, the real
 * KV leases; embedded: one in-memory bus's leases) and node id, over one store. Every channel is
 * started exactly once and never runs on two nodes at a time; the nodes' counts are within 20 % of
 * even; when one node is killed (frozen: its lease operations never answer, nothing is released,
 * its connectors are gone with it) its channels run on the others within 10 seconds. The lease
 * operations a second are counted and printed, at rest and through the take-over.
 */
import type { SqlClient } from "@effect/sql"
import { Context, Effect, Exit, Layer, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  builtinConnectors,
  ConnectorRegistry,
  connectorsOf,
  startConnectorSupervisor,
  type Connector
} from "../runtime/src/features/channels/index"
import { Bus, type BusShape, type Leases } from "../runtime/src/platform/bus/Bus"
import { makeMemoryBus } from "../runtime/src/platform/bus/MemoryBus"
import { NatsBusLive } from "../runtime/src/platform/bus/NatsBus"
import { Config, ConfigLive } from "../runtime/src/platform/config/Config"
import type { SecretBox } from "../runtime/src/platform/secrets/SecretBox"
import { SqlLive, type Dialect } from "../runtime/src/platform/store/Store"
import { migrate } from "../runtime/src/server/migrations"
import { nodeScheduler } from "../runtime/src/server/scheduler"
import { waitFor } from "./support/clients"
import { makeEnv, productionAvailable, type Mode, type TestEnv } from "./support/modes"
import { rawStore, type RawStore } from "./support/rawStore"

const production = await productionAvailable()
type StoreServices = SqlClient.SqlClient | Dialect | SecretBox
const CHANNELS = 20_000
const NODES = ["n1", "n2", "n3"]

/** The no-op connector: counts its starts, and any start while the channel runs elsewhere. */
const noop = () => {
  const starts = new Map<number, number>()
  const runningOn = new Map<number, string>()
  let overlaps = 0
  const connector = (node: string): Connector => ({
    type: "noop",
    capabilities: { media: [], edit: false, react: false, deleteWindowMs: 0, groups: false },
    start: (ctx) =>
      Effect.gen(function* () {
        const id = ctx.channel.id
        if (runningOn.has(id)) overlaps++
        runningOn.set(id, node)
        starts.set(id, (starts.get(id) ?? 0) + 1)
        yield* Effect.addFinalizer(() => Effect.sync(() => runningOn.get(id) === node && runningOn.delete(id)))
        yield* ctx.emitState("connected")
        return { send: () => Effect.succeed({ providerId: `noop:${id}` }) }
      })
  })
  /** The node's process died: its connectors are gone with it. */
  const kill = (node: string) => {
    for (const [id, on] of [...runningOn]) if (on === node) runningOn.delete(id)
  }
  return { connector, starts, runningOn, overlaps: () => overlaps, kill }
}

/**
 * A node's view of the leases, counted. Killed, the node is frozen: its lease operations never
 * answer (nothing renewed, nothing released); `gone` (the test's cleanup) answers them at once.
 */
type Life = { value: "alive" | "frozen" | "gone" }
const nodeLeases = (leases: Leases, counter: { ops: number }, life: Life): Leases => {
  const count = <A>(e: Effect.Effect<A>, whenGone: A) =>
    Effect.suspend(() => {
      if (life.value === "frozen") return Effect.never
      if (life.value === "gone") return Effect.succeed(whenGone)
      counter.ops++
      return e
    })
  return {
    ttlMs: leases.ttlMs,
    acquire: (name, holder) => count(leases.acquire(name, holder), undefined),
    renew: (name, holder, revision) => count(leases.renew(name, holder, revision), undefined),
    release: (name, revision) => count(leases.release(name, revision), undefined),
    list: (prefix) => count(leases.list(prefix), [])
  }
}

const seed = async (store: RawStore) => {
  await store.query("INSERT INTO tenants (id, name, created_at) VALUES (1, 'Placement', 0)")
  const rows = `SELECT 1, 'noop', 'noop ' || n, 'tok' || n, 'hash' || n, 'disconnected', 0, '{}', 0 FROM g`
  const columns = "tenant_id, type, name, token, token_hash, status, is_default, config, created_at"
  await store.query(
    store.kind === "pg"
      ? `WITH g(n) AS (SELECT generate_series(1, ${CHANNELS})) INSERT INTO channels (${columns}) ${rows}`
      : `INSERT INTO channels (${columns})
          WITH RECURSIVE g(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM g WHERE n < ${CHANNELS}) ${rows}`
  )
}

describe.each<Mode>(["production", "embedded"])("connector placement, %s", (mode) => {
  const run = mode === "embedded" || production.ok
  let env: TestEnv
  let store: RawStore
  const scopes: Array<Scope.CloseableScope> = []
  const cleanups: Array<() => void> = []
  const counter = { ops: 0 }
  let storeContext: Context.Context<StoreServices>

  beforeAll(async () => {
    if (!run) return
    env = await makeEnv(mode)
    const base = Scope.make().pipe(Effect.runSync)
    scopes.push(base)
    const storeLayer = SqlLive.pipe(Layer.provide(ConfigLive(env.config())))
    const context = await Effect.runPromise(Layer.buildWithScope(storeLayer, base))
    await Effect.runPromise(Effect.provide(migrate, context))
    store = rawStore(env)
    await seed(store)
    storeContext = context
  }, 60_000)
  afterAll(async () => {
    for (const c of cleanups) c()
    for (const scope of scopes.reverse()) await Effect.runPromise(Scope.close(scope, Exit.void))
    await store?.close()
    await env?.cleanup()
  })

  it.skipIf(!run)(
    "starts each channel once, evenly, and moves a killed node's share within 10 s",
    async () => {
      const kit = noop()
      const shared = mode === "embedded" ? await sharedMemoryBus(scopes) : undefined
      const nodes = await Promise.all(
        NODES.map(async (id) => {
          const config = env.config({ ATENDE_NODE_ID: id })
          const scope = Effect.runSync(Scope.make())
          const bus: BusShape =
            shared ??
            Context.get(
              await Effect.runPromise(
                Layer.buildWithScope(NatsBusLive, scope).pipe(Effect.provide(ConfigLive(config)))
              ),
              Bus
            )
          return { id, config, scope, bus, life: { value: "alive" } as Life }
        })
      )
      const t0 = Date.now()
      let lagMax = 0
      let lagAt = Date.now()
      const lagTimer = setInterval(() => {
        const now = Date.now()
        lagMax = Math.max(lagMax, now - lagAt - 100)
        lagAt = now
      }, 100)
      const supervisors = await Promise.all(
        nodes.map((n) => {
          const bus = { ...n.bus, leases: nodeLeases(n.bus.leases, counter, n.life) }
          const registry = connectorsOf([...builtinConnectors, kit.connector(n.id)])
          return Effect.runPromise(
            startConnectorSupervisor().pipe(
              Scope.extend(n.scope),
              Effect.provideService(Bus, bus),
              Effect.provideService(Config, n.config),
              Effect.provideService(ConnectorRegistry, registry),
              Effect.provide(storeContext),
              Effect.withScheduler(nodeScheduler)
            )
          )
        })
      )
      scopes.push(...nodes.map((n) => n.scope))
      // the frozen node's scope closes with the others: its lease operations answer again, as nothing
      cleanups.push(() => nodes.forEach((n) => n.life.value === "frozen" && (n.life.value = "gone")))
      await waitFor(() => kit.runningOn.size === CHANNELS || undefined, 45_000, "every channel running")
      const placedMs = Date.now() - t0

      // each started exactly once, on one node, spread within 20 % of even
      expect([...kit.starts.values()].every((s) => s === 1)).toBe(true)
      expect(kit.overlaps()).toBe(0)
      const counts = supervisors.map((s) => s.owned().length)
      expect(counts.reduce((a, b) => a + b, 0)).toBe(CHANNELS)
      const even = CHANNELS / NODES.length
      for (const c of counts) expect(Math.abs(c - even) / even).toBeLessThanOrEqual(0.2)
      // the states they reported are stored (in bulk)
      const connected = async () =>
        Number((await store.query("SELECT COUNT(*) AS n FROM channels WHERE status = 'connected'"))[0].n)
      for (let i = 0; i < 50 && (await connected()) < CHANNELS; i++) await new Promise((r) => setTimeout(r, 100))
      expect(await connected()).toBe(CHANNELS)

      // lease operations at rest
      const opsBefore = counter.ops
      const restStart = Date.now()
      await new Promise((r) => setTimeout(r, 6_000))
      const restOps = ((counter.ops - opsBefore) * 1000) / (Date.now() - restStart)

      // kill n2: frozen (its leases neither renewed nor released), its connectors gone with it
      const victim = nodes[1]!
      const moved = supervisors[1]!.owned()
      const killedAt = Date.now()
      const opsAtKill = counter.ops
      victim.life.value = "frozen"
      kit.kill(victim.id)
      await waitFor(
        () => (moved.every((id) => kit.runningOn.has(id)) ? true : undefined),
        20_000,
        "the killed node's channels running elsewhere"
      )
      const takeoverMs = Date.now() - killedAt
      const takeoverOps = ((counter.ops - opsAtKill) * 1000) / takeoverMs
      await new Promise((r) => setTimeout(r, 1_500))
      const after = [supervisors[0]!, supervisors[2]!].map((s) => s.owned().length)
      clearInterval(lagTimer)
      const movedSet = new Set(moved)
      const restarted = [...kit.starts.entries()].filter(([id, s]) => s > 1 && !movedSet.has(id)).length

      console.log(
        `[placement ${mode}] ${CHANNELS} channels on ${NODES.length} nodes: all running after ${placedMs} ms, ` +
          `per node ${counts.join("/")} (even ${Math.round(even)}, max deviation ` +
          `${Math.round((Math.max(...counts.map((c) => Math.abs(c - even))) / even) * 1000) / 10} %); ` +
          `lease ops ${Math.round(restOps)}/s at rest (TTL ${nodes[0]!.bus.leases.ttlMs} ms); ` +
          `n2 killed: its ${moved.length} channels running elsewhere after ${takeoverMs} ms ` +
          `(${Math.round(takeoverOps)} lease ops/s meanwhile), survivors ${after.join("/")}, ` +
          `${restarted} of the survivors' channels moved between them; longest event-loop stall ${lagMax} ms`
      )
      expect(takeoverMs).toBeLessThanOrEqual(10_000)
      expect(kit.overlaps()).toBe(0)
      expect(after.reduce((a, b) => a + b, 0)).toBe(CHANNELS)
      expect(kit.runningOn.size).toBe(CHANNELS)
      for (const id of moved) expect(kit.starts.get(id)).toBe(2)
      expect(restarted).toBeLessThan(CHANNELS / 10)
    },
    120_000
  )
})

/** Embedded: the three nodes share one in-memory bus (its leases are the cluster's). */
const sharedMemoryBus = async (scopes: Array<Scope.CloseableScope>) => {
  const scope = Effect.runSync(Scope.make())
  scopes.push(scope)
  return Effect.runPromise(makeMemoryBus(4_000).pipe(Scope.extend(scope)))
}
