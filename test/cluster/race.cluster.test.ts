/**
 * Two nodes racing: for the same lease (two NATS connections) and for the same timers (two
 * Postgres pools polling at once). Exactly one wins every time, over many rounds.
 */
import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { Context, Effect, Exit, Layer, ManagedRuntime, Redacted, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Bus, type BusShape } from "../../runtime/src/platform/bus/Bus"
import { NatsBusLive } from "../../runtime/src/platform/bus/NatsBus"
import { ConfigLive, parseConfig } from "../../runtime/src/platform/config/Config"
import { pollOnce } from "../../runtime/src/platform/jobs/Timers"
import { Dialect } from "../../runtime/src/platform/store/Store"
import { migrate } from "../../runtime/src/server/migrations"
import { scheduleTimer } from "../../runtime/src/platform/store/Timers"
import { freshDatabase, NATS_TEST_URL, productionAvailable, testNamespace } from "../support/modes"

const production = await productionAvailable()

describe.skipIf(!production.ok)("two nodes racing", () => {
  const ns = testNamespace("race")
  const namespace = ns.name
  const scopes: Array<Scope.CloseableScope> = []
  const buses: Array<BusShape> = []
  let db: Awaited<ReturnType<typeof freshDatabase>>
  const stores: Array<ManagedRuntime.ManagedRuntime<SqlClient.SqlClient | Dialect, unknown>> = []

  beforeAll(async () => {
    for (const node of ["a", "b"]) {
      const scope = Effect.runSync(Scope.make())
      const config = parseConfig({
        NATS_URL: NATS_TEST_URL,
        ATENDE_NATS_NAMESPACE: namespace,
        ATENDE_NODE_ID: node,
        ATENDE_PARTITIONS: "2"
      })
      const ctx = await Effect.runPromise(
        Layer.buildWithScope(NatsBusLive.pipe(Layer.provide(ConfigLive(config))), scope)
      )
      scopes.push(scope)
      buses.push(Context.get(ctx, Bus))
    }
    db = await freshDatabase()
    for (let i = 0; i < 2; i++)
      stores.push(
        ManagedRuntime.make(
          Layer.merge(
            PgClient.layer({ url: Redacted.make(db.url), maxConnections: 4 }),
            Layer.succeed(Dialect, { kind: "pg" as const })
          )
        )
      )
    await stores[0]!.runPromise(migrate)
  })
  afterAll(async () => {
    for (const s of scopes) await Effect.runPromise(Scope.close(s, Exit.void)).catch(() => undefined)
    for (const s of stores) await s.dispose().catch(() => undefined)
    await db?.drop()
    await ns.drop()
  })

  it("exactly one of two nodes gets a lease, 100 times", async () => {
    let wins = 0
    for (let i = 0; i < 100; i++) {
      const got = await Promise.all(buses.map((b, n) => Effect.runPromise(b.leases.acquire(`race.${i}`, `node-${n}`))))
      expect(got.filter((r) => r !== undefined)).toHaveLength(1)
      wins++
    }
    console.log(`lease races: ${wins} of 100 had exactly one winner`)
  })

  it("each due timer fires on exactly one node, over 10 rounds of 100 timers", async () => {
    const fired = new Map<number, Array<string>>()
    for (let round = 0; round < 10; round++) {
      const now = Date.now()
      for (let i = 0; i < 100; i++)
        await stores[0]!.runPromise(scheduleTimer({ tenantId: 1, kind: "race", key: `${round}-${i}`, dueAt: now - 1 }))
      const handlers = (node: string) => ({
        race: (t: { id: number }) =>
          Effect.sync(() => {
            fired.set(t.id, [...(fired.get(t.id) ?? []), node])
          })
      })
      // both nodes poll at the same moment, repeatedly, until nothing is due
      for (let k = 0; k < 5; k++)
        await Promise.all(stores.map((s, n) => s.runPromise(pollOnce(`node-${n}`, handlers(`node-${n}`)))))
    }
    const counts = [...fired.values()].map((nodes) => nodes.length)
    const byNode = [...fired.values()]
      .flat()
      .reduce<Record<string, number>>((acc, n) => ({ ...acc, [n]: (acc[n] ?? 0) + 1 }), {})
    console.log(`timers: ${fired.size} fired, by node ${JSON.stringify(byNode)}`)
    expect(fired.size).toBe(1000)
    expect(counts.every((c) => c === 1)).toBe(true)
    const left = await stores[0]!.runPromise(
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT COUNT(*) AS n FROM timers WHERE fired_at IS NULL`)
    )
    expect(Number((left[0] as any).n)).toBe(0)
  })
})
