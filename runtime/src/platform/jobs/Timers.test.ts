/**
 * Durable timers on both stores: rescheduling replaces, a claim is exclusive (Postgres: two
 * claimers at once get disjoint rows), firing is marked once and only for the claimed due time,
 * a failing handler is retried later, and the poller fires what is due. A handler that keeps
 * failing goes to the dead letters after N tries (the store being away does not count), and a
 * retry of the dead letter arms it again.
 */
import { PgClient } from "@effect/sql-pg"
import { SqliteClient } from "@effect/sql-sqlite-node"
import { SqlClient } from "@effect/sql"
import { Effect, Layer, ManagedRuntime, Redacted, TestClock, TestContext } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { freshDatabase, productionAvailable } from "../../../../test/support/modes"
import { SqlError } from "@effect/sql/SqlError"
import { countDeadLetters, listDeadLetters } from "../store/DeadLetters"
import { timers } from "../store/migrations/003_timers"
import { deadLetters } from "../store/migrations/006_dead_letters"
import { Dialect, runMigrations } from "../store/Store"
import { claimDue, markFired, scheduleTimer, timerByKey } from "../store/Timers"
import { retryDeadLetters } from "./deadLetters"
import { pollOnce } from "./Timers"

const production = await productionAvailable()
const pgDb = production.ok ? await freshDatabase() : undefined

type StoreLayer = Layer.Layer<SqlClient.SqlClient | Dialect, unknown>

const stores: Record<"sqlite" | "pg", () => StoreLayer> = {
  sqlite: () =>
    Layer.merge(SqliteClient.layer({ filename: ":memory:" }), Layer.succeed(Dialect, { kind: "sqlite" as const })),
  pg: () =>
    Layer.merge(
      PgClient.layer({ url: Redacted.make(pgDb!.url), maxConnections: 4 }),
      Layer.succeed(Dialect, { kind: "pg" as const })
    )
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
    await run(runMigrations([timers, deadLetters]))
    const now = Date.now()
    await run(scheduleTimer({ tenantId: 1, kind: "t.a", key: "1", dueAt: now + 60_000 }))
    await run(scheduleTimer({ tenantId: 1, kind: "t.a", key: "1", dueAt: now - 10 }))
    const rows = await run(
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT due_at FROM timers WHERE kind = ${"t.a"}`)
    )
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
    for (let i = 0; i < 40; i++)
      await run(scheduleTimer({ tenantId: 1, kind: "t.b", key: String(i), dueAt: now - 1000 }))
    const [a, b] = await run(
      Effect.all([claimDue("a", now, 30_000, 25), claimDue("b", now, 30_000, 25)], { concurrency: 2 })
    )
    const keys = [...a, ...b].filter((t) => t.kind === "t.b").map((t) => t.key)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys.length).toBe(40)
  })

  it.skipIf(skip)(
    "the poller fires due timers once, at the Clock's time, and retries a failing handler later",
    async () => {
      const now = Date.now()
      // the poller reads Effect's Clock: a TestClock set to `now` decides what is due and the times written
      const at = <A>(e: Effect.Effect<A, unknown, SqlClient.SqlClient | Dialect>) =>
        run(Effect.provide(Effect.zipRight(TestClock.setTime(now), e), TestContext.TestContext))
      await run(scheduleTimer({ tenantId: 1, kind: "t.ok", key: "x", dueAt: now - 1 }))
      await run(scheduleTimer({ tenantId: 1, kind: "t.fail", key: "y", dueAt: now - 1 }))
      const fired: Array<string> = []
      const handlers = {
        "t.ok": (t: { key: string }) => Effect.sync(() => void fired.push(`ok:${t.key}`)),
        "t.fail": () => Effect.fail(new Error("down"))
      }
      await at(pollOnce("p", handlers))
      await run(pollOnce("p", handlers, { now: now + 1 }))
      expect(fired).toEqual(["ok:x"])
      const ok = await run(
        Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT fired_at FROM timers WHERE kind = ${"t.ok"}`)
      )
      expect(Number((ok[0] as any).fired_at)).toBe(now)
      const failed = await run(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) => sql`SELECT fired_at, claimed_until FROM timers WHERE kind = ${"t.fail"}`
        )
      )
      expect((failed[0] as any).fired_at).toBeNull()
      expect(Number((failed[0] as any).claimed_until)).toBe(now + 5_000)
      expect(
        (await run(claimDue("q", Number((failed[0] as any).claimed_until) + 1, 30_000, 10))).map((t) => t.kind)
      ).toContain("t.fail")
    }
  )

  it.skipIf(skip)(
    "a handler that keeps failing goes to the dead letters after N tries; the store being away does not count",
    async () => {
      // far past the other tests' timers; each poll runs at its own time on a TestClock
      const t0 = Date.now() + 3_600_000
      const at = <A>(time: number, e: Effect.Effect<A, unknown, SqlClient.SqlClient | Dialect>) =>
        run(Effect.provide(Effect.zipRight(TestClock.setTime(time), e), TestContext.TestContext))
      await run(scheduleTimer({ tenantId: 3, kind: "t.bug", key: "b", dueAt: t0, payload: { n: 1 } }))
      await run(scheduleTimer({ tenantId: 3, kind: "t.away", key: "a", dueAt: t0 }))
      const calls = { bug: 0, away: 0, fixed: 0 }
      const away = new SqlError({ message: "Failed to acquire connection", cause: new Error("connect ECONNREFUSED") })
      const handlers = {
        "t.bug": () => Effect.suspend(() => (calls.bug++, Effect.die(new TypeError("x is undefined")))),
        "t.away": () => Effect.suspend(() => (calls.away++, Effect.fail(away)))
      }
      // a failed firing is retried 5 s later: one poll every 5.001 s
      for (let i = 0; i < 6; i++) await at(t0 + i * 5_001, pollOnce("p", handlers, { maxAttempts: 3 }))

      expect(calls).toEqual({ bug: 3, away: 6, fixed: 0 })
      expect(await run(timerByKey("t.bug", "b"))).toBeUndefined()
      expect(await run(timerByKey("t.away", "a"))).toMatchObject({ attempts: 0, firstFailedAt: null, firedAt: null })
      const [dead, ...others] = await run(listDeadLetters({ source: "timer" }, { limit: 10, offset: 0 }))
      expect(others).toEqual([])
      expect(dead).toMatchObject({
        tenantId: 3,
        source: "timer",
        kind: "t.bug",
        key: "b",
        payload: { dueAt: t0, payload: { n: 1 } },
        deliveries: 3,
        firstFailedAt: t0,
        lastFailedAt: t0 + 2 * 5_001
      })
      expect(dead!.cause).toContain("x is undefined")

      // retried: armed again, due now, and it fires with the handler fixed
      const retried = await at(t0 + 60_000, retryDeadLetters({ ids: [dead!.id] }))
      expect(retried).toEqual([{ id: dead!.id, source: "timer", outcome: "rearmed" }])
      expect(await run(countDeadLetters({ source: "timer" }))).toBe(0)
      expect(await run(timerByKey("t.bug", "b"))).toMatchObject({ dueAt: t0 + 60_000, payload: { n: 1 }, attempts: 0 })
      const fixed = { ...handlers, "t.bug": () => Effect.sync(() => void calls.fixed++) }
      await at(t0 + 60_000, pollOnce("p", fixed, { maxAttempts: 3 }))
      expect(calls.fixed).toBe(1)
      expect((await run(timerByKey("t.bug", "b")))?.firedAt).toBe(t0 + 60_000)
    }
  )
})
