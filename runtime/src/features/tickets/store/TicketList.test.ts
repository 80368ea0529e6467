/**
 * The list query against the one visibility rule, on a real SQLite schema: for random tickets,
 * viewers and settings, `GET /tickets`'s query returns exactly the tickets canSee() accepts, in
 * the list order, and walking the pages by cursor visits each of them once. Searches find the
 * same tickets whether few rows match (id lists) or many (a test per ticket).
 */
import { defaultSettings } from "@atende/core/contracts/settings"
import { SqlClient } from "@effect/sql"
import { SqliteClient } from "@effect/sql-sqlite-node"
import { Effect, Layer, ManagedRuntime } from "effect"
import fc from "fast-check"
import { afterAll, describe, expect, it } from "vitest"
import { canSee, listScope, type Viewer } from "../http/visibility"
import { Dialect } from "../../../platform/store/Store"
import { migrate } from "../../../server/migrations"
import { listTickets } from "./TicketList"

const runtime = ManagedRuntime.make(
  Layer.merge(SqliteClient.layer({ filename: ":memory:" }), Layer.succeed(Dialect, { kind: "sqlite" }))
)
const run = <A>(e: Effect.Effect<A, unknown, SqlClient.SqlClient | Dialect>) => runtime.runPromise(e)
afterAll(() => runtime.dispose())

const ticket = fc
  .record({
    userId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    queueId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    status: fc.constantFrom("open" as const, "pending" as const, "closed" as const),
    chatbot: fc.boolean(),
    wallet: fc.subarray([1, 2, 3]),
    unread: fc.boolean(),
    at: fc.integer({ min: 0, max: 20 })
  })
  .filter((t) => !(t.status === "open" && t.userId === null))
type Seeded = typeof ticket extends fc.Arbitrary<infer T> ? T : never

const viewer = fc.record({
  userId: fc.integer({ min: 1, max: 3 }),
  profile: fc.constantFrom("user", "super", "admin"),
  queueIds: fc.subarray([1, 2, 3]),
  settings: fc.record({
    hideOthersTickets: fc.boolean(),
    hideBotUnassigned: fc.boolean(),
    forceWallet: fc.boolean(),
    hideContactData: fc.constant(false),
    supervisorViewAll: fc.boolean()
  })
})

let tenant = 0
const seed = (tickets: ReadonlyArray<Seeded>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const t = ++tenant
    yield* sql`INSERT INTO tenants (id, name, created_at) VALUES (${t}, ${"t"}, ${0})`
    for (const u of [1, 2, 3])
      yield* sql`INSERT OR IGNORE INTO users (id, tenant_id, name, email, password_hash, created_at, updated_at)
        VALUES (${u}, ${t}, ${"u"}, ${`u${u}@x`}, ${"x"}, ${0}, ${0})`
    const ch = Number(
      (
        (yield* sql`INSERT INTO channels (tenant_id, type, name, token, created_at)
          VALUES (${t}, ${"webchat"}, ${`c${t}`}, ${`k${t}`}, ${0}) RETURNING id`)[0] as any
      ).id
    )
    const ids: Array<number> = []
    for (const x of tickets) {
      const c = Number(
        (
          (yield* sql`INSERT INTO contacts (tenant_id, channel_id, external_id, name, created_at)
            VALUES (${t}, ${ch}, ${`e${ids.length}`}, ${"C"}, ${0}) RETURNING id`)[0] as any
        ).id
      )
      for (const w of x.wallet) yield* sql`INSERT INTO contact_wallets (contact_id, user_id) VALUES (${c}, ${w})`
      const r =
        yield* sql`INSERT INTO tickets (tenant_id, contact_id, channel_id, user_id, queue_id, status, protocol, chatbot,
          has_unread, unread_messages, last_message_at, created_at, updated_at)
        VALUES (${t}, ${c}, ${ch}, ${x.userId}, ${x.queueId}, ${x.status}, ${"p"}, ${x.chatbot ? 1 : 0},
          ${x.unread ? 1 : 0}, ${x.unread ? 1 : 0}, ${x.at}, ${0}, ${0}) RETURNING id`
      ids.push(Number((r[0] as any).id))
    }
    return { tenantId: t, ids }
  })

const filter = fc.record({
  statuses: fc.subarray(["open", "pending", "closed"] as const, { minLength: 1 }),
  queuesIds: fc.subarray([1, 2, 3]),
  includeNotQueueDefined: fc.boolean(),
  withUnreadMessages: fc.boolean(),
  isNotAssignedUser: fc.boolean()
})

type Filter = typeof filter extends fc.Arbitrary<infer T> ? T : never

const passes = (f: Filter, t: Seeded) =>
  f.statuses.includes(t.status) &&
  (f.queuesIds.length
    ? (t.queueId !== null && f.queuesIds.includes(t.queueId)) || (f.includeNotQueueDefined && t.queueId === null)
    : f.includeNotQueueDefined || t.queueId !== null) &&
  (!f.withUnreadMessages || t.unread) &&
  (!f.isNotAssignedUser || t.userId === null)

describe("ticket list = visibility rule", () => {
  it("returns exactly the visible tickets that pass the filter, in order, each once across cursor pages", async () => {
    await run(migrate)
    await fc.assert(
      fc.asyncProperty(
        fc.array(ticket, { maxLength: 25 }),
        viewer,
        fc.boolean(),
        filter,
        async (tickets, v, showAll, f) => {
          const { tenantId, ids } = await run(seed(tickets))
          const expected = tickets
            .map((t, i) => ({ ...t, id: ids[i]! }))
            .filter((t) => passes(f, t))
            .filter((t) => {
              const scope = listScope(v as Viewer, showAll)
              return scope === undefined || canSee(scope, { ...t, walletUserIds: t.wallet })
            })
            .sort((a, b) => Number(b.unread) - Number(a.unread) || b.at - a.at || b.id - a.id)
            .map((t) => t.id)
          const seen: Array<number> = []
          let cursor: { unread: number; at: number; id: number } | undefined
          for (let page = 0; page < 20; page++) {
            const r = await run(
              listTickets({
                ...f,
                pageNumber: 1,
                searchParam: "",
                tenantId,
                pageSize: 4,
                cursor,
                viewer: listScope(v as Viewer, showAll),
                sla: defaultSettings
              })
            )
            seen.push(...r.tickets.map((t) => t.id))
            expect(r.count).toBe(expected.length)
            if (!r.nextCursor) break
            const [u, at, id] = Buffer.from(r.nextCursor, "base64url").toString().split(".").map(Number)
            cursor = { unread: u!, at: at!, id: id! }
          }
          expect(seen).toEqual(expected)
        }
      ),
      { numRuns: 80 }
    )
  })
})

describe("ticket list searches", () => {
  it("finds the same tickets by contact and by message content, with few matches and with many", async () => {
    await run(migrate)
    const { tenantId } = await run(seed([]))
    const total = 1100
    await run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const ch = Number(((yield* sql`SELECT id FROM channels WHERE tenant_id = ${tenantId}`)[0] as any).id)
        const n = sql.literal(
          `WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ${total}) SELECT i FROM s`
        )
        yield* sql`INSERT INTO contacts (tenant_id, channel_id, external_id, name, number, created_at)
          SELECT ${tenantId}, ${ch}, 'x' || i, 'Zeca ' || i, '55' || i, 0 FROM (${n}) AS s`
        yield* sql`INSERT INTO tickets
            (tenant_id, contact_id, channel_id, status, protocol, last_message_at, created_at, updated_at)
          SELECT ${tenantId}, c.id, ${ch}, 'closed', 'p' || c.id, c.id, 0, 0
          FROM contacts c WHERE c.tenant_id = ${tenantId}`
        yield* sql`INSERT INTO messages
            (tenant_id, ticket_id, contact_id, body, from_me, status, dedupe_key, created_at)
          SELECT ${tenantId}, t.id, t.contact_id, 'Pedido ' || c.name, 0, 'received', 'k' || t.id, 0
          FROM tickets t JOIN contacts c ON c.id = t.contact_id WHERE t.tenant_id = ${tenantId}`
      })
    )
    const list = (f: { searchParam?: string; messageContent?: string }) =>
      run(
        listTickets({
          tenantId,
          statuses: ["closed"],
          pageNumber: 1,
          pageSize: 5,
          searchParam: "",
          queuesIds: [],
          includeNotQueueDefined: true,
          withUnreadMessages: false,
          isNotAssignedUser: false,
          ...f
        })
      )
    const names = async (f: { searchParam?: string; messageContent?: string }) => {
      const r = await list(f)
      return { count: r.count, names: r.tickets.map((t) => t.contact.name) }
    }
    const newest = { count: total, names: [1100, 1099, 1098, 1097, 1096].map((i) => `Zeca ${i}`) }
    expect(await names({ searchParam: "ZECA" })).toEqual(newest)
    expect(await names({ messageContent: "pedido zeca" })).toEqual(newest)
    expect(await names({ searchParam: "zeca 105" })).toEqual({
      count: 11,
      names: ["Zeca 1059", "Zeca 1058", "Zeca 1057", "Zeca 1056", "Zeca 1055"]
    })
    expect(await names({ messageContent: "zeca 105" })).toEqual({
      count: 11,
      names: ["Zeca 1059", "Zeca 1058", "Zeca 1057", "Zeca 1056", "Zeca 1055"]
    })
    expect(await names({ searchParam: "zeca", messageContent: "zeca 1050" })).toEqual({
      count: 1,
      names: ["Zeca 1050"]
    })
    expect(await names({ searchParam: "nobody", messageContent: "pedido" })).toEqual({ count: 0, names: [] })
  })
})
