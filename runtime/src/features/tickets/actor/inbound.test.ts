/**
 * A run of inbound messages stored in one transaction (what the ticket actor does under load)
 * ends exactly as storing them one at a time: same messages in the same order, the same
 * duplicates recognised (earlier deliveries and repeats inside the run), the same counters on the
 * ticket, one live event per new message. Checked on a real SQLite schema for random runs.
 */
import { SqlClient } from "@effect/sql"
import { SqliteClient } from "@effect/sql-sqlite-node"
import { Effect, Layer, ManagedRuntime } from "effect"
import fc from "fast-check"
import { afterAll, describe, expect, it } from "vitest"
import { Dialect } from "../../../platform/store/Store"
import { migrate } from "../../../server/migrations"
import type { Inbound } from "./commands"
import { handleInboundRun } from "./inbound"

const runtime = ManagedRuntime.make(
  Layer.merge(SqliteClient.layer({ filename: ":memory:" }), Layer.succeed(Dialect, { kind: "sqlite" }))
)
const run = <A>(e: Effect.Effect<A, unknown, SqlClient.SqlClient | Dialect>) => runtime.runPromise(e)
afterAll(() => runtime.dispose())

let tenants = 0
const newTenant = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const t = ++tenants
  yield* sql`INSERT INTO tenants (id, name, created_at) VALUES (${t}, ${"t"}, ${0})`
  const ch = Number(
    (
      (yield* sql`INSERT INTO channels (tenant_id, type, name, token, created_at)
        VALUES (${t}, ${"webchat"}, ${`c${t}`}, ${`k${t}`}, ${0}) RETURNING id`)[0] as any
    ).id
  )
  return { tenantId: t, channelId: ch }
})

const inbound = (at: { tenantId: number; channelId: number }, providerId: string, i: number): Inbound => ({
  type: "inbound",
  tenantId: at.tenantId,
  channelId: at.channelId,
  externalId: "visitor1",
  contactName: "Visitante",
  providerId,
  body: `msg ${providerId}`,
  receivedAt: 1_000 + i
})

/** Stores the commands in the given runs and says what a user would see afterwards. */
const storeInRuns = (providerIds: ReadonlyArray<string>, runs: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const at = yield* newTenant
    const cmds = providerIds.map((p, i) => inbound(at, p, i))
    const outcomes = []
    for (let i = 0, r = 0; i < cmds.length; r++) {
      const size = Math.max(1, runs[r % runs.length]!)
      outcomes.push(...(yield* sql.withTransaction(handleInboundRun(cmds.slice(i, i + size)))))
      i += size
    }
    const messages = yield* sql`SELECT body FROM messages WHERE tenant_id = ${at.tenantId} ORDER BY id`
    const tickets = yield* sql`SELECT unread_messages, last_message FROM tickets WHERE tenant_id = ${at.tenantId}`
    const outbox = yield* sql`SELECT COUNT(*) AS n FROM event_outbox WHERE tenant_id = ${at.tenantId}`
    return {
      bodies: messages.map((m: any) => m.body),
      tickets: tickets.map((t: any) => ({ unread: Number(t.unread_messages), last: t.last_message })),
      events: Number((outbox[0] as any).n),
      duplicates: outcomes.map((o) => (o.value as { duplicate: boolean }).duplicate),
      eventsPerOutcome: outcomes.map((o) => o.events.length),
      echoed: outcomes.map((o) => o.echoes?.[0]?.message.body)
    }
  })

describe("inbound messages stored in runs", () => {
  it("end as if stored one at a time", async () => {
    await run(migrate)
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom("a", "b", "c", "d", "e", "f", "g", "h"), { minLength: 1, maxLength: 20 }),
        fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 5 }),
        async (providerIds, runs) => {
          const inRuns = await run(storeInRuns(providerIds, runs))
          const oneByOne = await run(storeInRuns(providerIds, [1]))
          expect(inRuns).toEqual(oneByOne)
          // and what one at a time means: each distinct message stored once, in first-seen order
          const distinct = [...new Set(providerIds)]
          expect(oneByOne.bodies).toEqual(distinct.map((p) => `msg ${p}`))
          expect(oneByOne.tickets).toEqual([{ unread: distinct.length, last: `msg ${distinct[distinct.length - 1]}` }])
          expect(oneByOne.events).toBe(distinct.length)
          expect(oneByOne.echoed).toEqual(providerIds.map((p) => `msg ${p}`))
        }
      ),
      { numRuns: 40 }
    )
  })
})
