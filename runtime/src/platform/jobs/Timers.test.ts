/**
 * Durable timers on both stores: rescheduling replaces, a claim is exclusive (Postgres: two
 * claimers at once get disjoint rows), firing is marked once and only for the claimed due time,
 * a failing handler is retried later, and the poller fires what is due.
 */
import { PgClient } from "@effect/sql-pg"
import { SqliteClient } from "@effect/sql-sqlite-node"
import { SqlClient } from "@effect/sql"
import { Effect, Layer, ManagedRuntime, Redacted } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { freshDatabase, productionAvailable } from "../../../../test/support/modes"
import { Dialect, migrate } from "../store/Store"
import { claimDue, markFired, scheduleTimer } from "../store/Timers"
import { pollOnce } from "./Timers"

const production = await productionAvailable()
const pgDb = production.ok ? await freshDatabase() : undefined

type StoreLayer = Layer.Layer<SqlClient.SqlClient | Dialect, unknown>

const stores: Record<"sqlite" | "pg", () => StoreLayer> = {
  sqlite: () => Layer.merge(SqliteClient.layer({ filename: ":memory:" }), Layer.succeed(Dialect, { kind: "sqlite" as const })),
  pg: () => Layer.merge(PgClient.layer({ url: Redacted.make(pgDb!.url), maxConnections: 4 }), Layer.succeed(Dialect, { kind: "pg" as const }))
}

afterAll(async () => {
  await pgDb?.drop()
})

describe.each(["sqlite", "pg"] as const)("timers (%s)", (kind) => {
  const skip = kind === "pg" && !pgDb
  const runtime = skip ? undefined : ManagedRuntime.make(stores[kind]())
  const run = <A>(e: Effect.Effect<A, unknown, SqlClient.SqlClient | Dialect>) => runtime!.runPromise(e)
  afterAll(() => runtime?.dispose())

  it.skipIf(skip)("rescheduling replaces the due time; a claim is exclusive until it lapses", async () => {
    await run(migrate)
    const now = Date.now()
    await run(scheduleTimer({ tenantId: 1, kind: "t.a", key: "1", dueAt: now + 60_000 }))
    await run(scheduleTimer({ tenantId: 1, kind: "t.a", key: "1", dueAt: now - 10 }))
    const rows = await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT due_at FROM timers WHERE kind = ${"t.a"}`))
    expect(rows.length).toBe(1)
    const first = await run(claimDue("n1", now, 30_000, 10))
    expect(first.map((t) => t.key)).toEqual(["1"])
    expect(await run(claimDue("n2", now, 30_000, 10))).toEqual([])
    expect((await run(claimDue("n2", now + 31_000, 30_000, 10))).map((t) => t.key)).toEqual(["1"])
    expect(await run(markFired(first[0]!.id, first[0]!.dueAt + 1, now))).toBe(false)
    expect(await run(markFired(first[0]!.id, first[0]!.dueAt, now))).toBe(true)
    expect(await run(markFired(first[0]!.id, first[0]!.dueAt, now))).toBe(false)
    expect(await run(claimDue("n3", now + 100_000, 30_000, 10))).toEqual([])
  })

  it.skipIf(skip)("concurrent claimers get disjoint timers", async () => {
    const now = Date.now()
    for (let i = 0; i < 40; i++) await run(scheduleTimer({ tenantId: 1, kind: "t.b", key: String(i), dueAt: now - 1000 }))
    const [a, b] = await run(Effect.all([claimDue("a", now, 30_000, 25), claimDue("b", now, 30_000, 25)], { concurrency: 2 }))
    const keys = [...a, ...b].filter((t) => t.kind === "t.b").map((t) => t.key)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys.length).toBe(40)
  })

  it.skipIf(skip)("the poller fires due timers once and retries a failing handler later", async () => {
    const now = Date.now()
    await run(scheduleTimer({ tenantId: 1, kind: "t.ok", key: "x", dueAt: now - 1 }))
    await run(scheduleTimer({ tenantId: 1, kind: "t.fail", key: "y", dueAt: now - 1 }))
    const fired: Array<string> = []
    const handlers = {
      "t.ok": (t: { key: string }) => Effect.sync(() => void fired.push(`ok:${t.key}`)),
      "t.fail": () => Effect.fail(new Error("down"))
    }
    await run(pollOnce("p", handlers, now))
    await run(pollOnce("p", handlers, now + 1))
    expect(fired).toEqual(["ok:x"])
    const failed = await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT fired_at, claimed_until FROM timers WHERE kind = ${"t.fail"}`))
    expect((failed[0] as any).fired_at).toBeNull()
    expect(Number((failed[0] as any).claimed_until)).toBeGreaterThan(now)
    expect((await run(claimDue("q", Number((failed[0] as any).claimed_until) + 1, 30_000, 10))).map((t) => t.kind)).toContain("t.fail")
  })
})
