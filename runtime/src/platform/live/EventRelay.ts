/**
 * The transactional outbox of live events. A writer's transaction only inserts its events into
 * `event_outbox` (no lock on anything shared), and after commit asks the relay to flush the
 * tenant: the relay moves pending rows into the event log in batches — one short transaction
 * takes the tenant's sequence counter once for the whole batch — then publishes them. So the
 * per-tenant sequence stays gap-free and in commit order, while writers no longer queue behind
 * one another on the tenant row. Flushes of one tenant on one node coalesce; nodes take disjoint
 * rows (SKIP LOCKED); a sweeper flushes what a crashed writer left behind.
 */
import { SqlClient } from "@effect/sql"
import { Context, Effect, Layer, Schedule } from "effect"
import { Bus } from "../bus/Bus"
import { evtSubject } from "../bus/subjects"
import type { LiveEvent } from "../store/Events"
import { json, num } from "../store/rows"
import { Dialect } from "../store/Store"

const BATCH = 500
const KEEP_EVENTS_MS = 7 * 24 * 3600_000

export class EventRelay extends Context.Tag("atende/EventRelay")<
  EventRelay,
  { readonly flush: (tenantId: number) => Effect.Effect<void> }
>() {}

/** After a writer's commit: flush every tenant its events belong to. */
export const publishEvents = (events: ReadonlyArray<LiveEvent>) =>
  Effect.flatMap(EventRelay, (relay) => Effect.forEach([...new Set(events.map((e) => e.tenantId))], relay.flush, { discard: true }))

export const EventRelayLive = Layer.scoped(
  EventRelay,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const bus = yield* Bus
    const { kind } = yield* Dialect
    const state = new Map<number, { running: boolean; again: boolean }>()

    const moveBatch = (tenantId: number) =>
      sql
        .withTransaction(
          Effect.gen(function* () {
            // taken and removed in one statement; RETURNING gives no order, so sort by id
            const taken = yield* (kind === "pg"
              ? sql`DELETE FROM event_outbox WHERE id IN (SELECT id FROM event_outbox WHERE tenant_id = ${tenantId} ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED) RETURNING id, name, data`
              : sql`DELETE FROM event_outbox WHERE id IN (SELECT id FROM event_outbox WHERE tenant_id = ${tenantId} ORDER BY id LIMIT ${BATCH}) RETURNING id, name, data`)
            if (!taken.length) return [] as Array<LiveEvent>
            const rows = [...taken].sort((a: any, b: any) => num(a.id) - num(b.id)) as Array<any>
            const top = num(((yield* sql`UPDATE tenants SET event_seq = event_seq + ${rows.length} WHERE id = ${tenantId} RETURNING event_seq`)[0] as any).event_seq)
            const now = Date.now()
            const events = rows.map((r, i): LiveEvent => ({ tenantId, seq: top - rows.length + i + 1, name: r.name, data: json(r.data, null) }))
            yield* sql`INSERT INTO events ${sql.insert(events.map((e, i) => ({ tenant_id: tenantId, seq: e.seq, name: e.name, data: String(rows[i].data), created_at: now })))}`
            return events
          })
        )
        .pipe(Effect.tap((events) => Effect.forEach(events, (e) => bus.publish(evtSubject(e.tenantId, e.name), e), { discard: true })))

    const flush = (tenantId: number): Effect.Effect<void> =>
      Effect.suspend(() => {
        const st = state.get(tenantId) ?? { running: false, again: false }
        state.set(tenantId, st)
        if (st.running) {
          st.again = true // the running loop goes round once more and takes these too
          return Effect.void
        }
        st.running = true
        const loop: Effect.Effect<void, unknown> = Effect.flatMap(moveBatch(tenantId), (moved) =>
          Effect.suspend(() => {
            // decided in one step with no yield in between, so a caller cannot slip past the exit
            if (moved.length < BATCH && !st.again) {
              st.running = false
              return Effect.void
            }
            st.again = false
            return loop
          })
        )
        return loop.pipe(
          Effect.catchAllCause((cause) => Effect.zipRight(Effect.sync(() => (st.running = false)), Effect.logWarning(`event relay: flush of tenant ${tenantId} failed`, cause)))
        )
      })

    const sweep = Effect.gen(function* () {
      const rows = yield* sql`SELECT DISTINCT tenant_id FROM event_outbox WHERE created_at < ${Date.now() - 1_000}`
      yield* Effect.forEach(rows, (r: any) => flush(num(r.tenant_id)), { discard: true })
    }).pipe(Effect.catchAllCause(() => Effect.void))
    yield* Effect.forkScoped(Effect.repeat(sweep, Schedule.spaced("2 seconds")))
    // the log is for resync after a reconnect: a week of it is plenty
    const purge = Effect.ignore(Effect.suspend(() => sql`DELETE FROM events WHERE created_at < ${Date.now() - KEEP_EVENTS_MS}`))
    yield* Effect.forkScoped(Effect.repeat(purge, Schedule.spaced("1 hour")))
    return { flush }
  })
)
