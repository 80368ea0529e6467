/**
 * Building a tenant's aggregates again from its history (store/Rebuild.ts): the back-fill that the
 * migration schedules for every tenant of an upgraded database (a durable timer per tenant, kind
 * REBUILD, fired by whichever node polls first), and what an operator or a benchmark runs after
 * writing tickets behind the actor's back (a seed, a repair, a user's deletion: `scheduleRebuild`;
 * `atende dashboard rebuild`). One transaction: the tenant's rows
 * are dropped and written again, the writers of the aggregates held off meanwhile.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../../platform/clock/index"
import type { TimerHandler } from "../../platform/jobs/Timers"
import { scheduleTimer } from "../../platform/store/Timers"
import { getSettings } from "../settings/index"
import { offsetSegments } from "./days"
import { clearTenant, tenantRowCount } from "./store/DailyCounts"
import { firstTicketAt, insertRebuilt, lockAggregates } from "./store/Rebuild"
import { currentZone } from "./store/TenantZone"

/** The timer kind of a tenant's back-fill (key `tenant:<id>`). */
export const REBUILD = "dashboard.rebuild"

/**
 * Builds the tenant's aggregates from its tickets, logs and messages, in one transaction; answers
 * how many rows (day, user, queue) it wrote.
 */
export const rebuildDashboard = (tenantId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const zone = yield* currentZone(tenantId)
    const settings = yield* getSettings(tenantId)
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* lockAggregates
        yield* clearTenant(tenantId)
        const first = yield* firstTicketAt(tenantId)
        if (first === null) return 0
        yield* insertRebuilt(tenantId, offsetSegments(zone, first, yield* nowMillis), settings)
        return yield* tenantRowCount(tenantId)
      })
    )
  })

/**
 * Has a node rebuild the tenant's aggregates now (its next timer poll): for writes that move
 * tickets outside the ticket actor (a user deleted, their tickets going to the heir). Run it in
 * the writes' transaction, so the rebuild is sure to follow them.
 */
export const scheduleRebuild = (tenantId: number) =>
  Effect.flatMap(nowMillis, (now) => scheduleTimer({ tenantId, kind: REBUILD, key: `tenant:${tenantId}`, dueAt: now }))

export const rebuildTimer: TimerHandler<SqlClient.SqlClient> = (t) => Effect.asVoid(rebuildDashboard(t.tenantId))
