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
import { nowMillis } from "../clock/index"
import type { LiveEvent } from "../store/Events"
import { json } from "../store/rows"
import { Dialect } from "../store/Store"
import { advanceEventSeq, insertEvents, purgeEvents, staleOutboxTenants, takeOutbox } from "./store/Outbox"

const BATCH = 500
const KEEP_EVENTS_MS = 7 * 24 * 3600_000

export class EventRelay extends Context.Tag("atende/EventRelay")<
  EventRelay,
  { readonly flush: (tenantId: number) => Effect.Effect<void> }
>() {}

/** After a writer's commit: flush every tenant its events belong to. */
export const publishEvents = (events: ReadonlyArray<LiveEvent>) =>
  Effect.flatMap(EventRelay, (relay) =>
    Effect.forEach([...new Set(events.map((e) => e.tenantId))], relay.flush, { discard: true })
  )

export const EventRelayLive = Layer.scoped(
  EventRelay,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const bus = yield* Bus
    // the store the relay was built with, for the flushes its callers run without one
    const store = yield* Effect.context<SqlClient.SqlClient | Dialect>()
    const state = new Map<number, { running: boolean; again: boolean }>()

    const moveBatch = (tenantId: number) =>
      sql
        .withTransaction(
          Effect.gen(function* () {
            const rows = yield* takeOutbox(tenantId, BATCH)
            if (!rows.length) return [] as Array<LiveEvent>
            const top = yield* advanceEventSeq(tenantId, rows.length)
            const now = yield* nowMillis
            const events = rows.map((r, i): LiveEvent => ({
              tenantId,
              seq: top - rows.length + i + 1,
              name: r.name,
              data: json(r.data, null)
            }))
            yield* insertEvents(
              events,
              rows.map((r) => String(r.data)),
              now
            )
            return events
          })
        )
        .pipe(
          Effect.tap((events) =>
            Effect.forEach(events, (e) => bus.publish(evtSubject(e.tenantId, e.name), e), { discard: true })
          ),
          Effect.provide(store)
        )

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
          Effect.catchAllCause((cause) =>
            Effect.zipRight(
              Effect.sync(() => (st.running = false)),
              Effect.logWarning(`event relay: flush of tenant ${tenantId} failed`, cause)
            )
          )
        )
      })

    const sweep = Effect.gen(function* () {
      const tenants = yield* staleOutboxTenants((yield* nowMillis) - 1_000)
      yield* Effect.forEach(tenants, flush, { discard: true })
    }).pipe(Effect.catchAllCause(() => Effect.void))
    yield* Effect.forkScoped(Effect.repeat(sweep, Schedule.spaced("2 seconds")))
    // the log is for resync after a reconnect: a week of it is plenty
    const purge = Effect.ignore(Effect.flatMap(nowMillis, (now) => purgeEvents(now - KEEP_EVENTS_MS)))
    yield* Effect.forkScoped(Effect.repeat(purge, Schedule.spaced("1 hour")))
    return { flush }
  })
)
