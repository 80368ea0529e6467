/**
 * Building a tenant's aggregates again from its history (store/Rebuild.ts): the back-fill that the
 * migration schedules for every tenant of an upgraded database (a durable timer per tenant, kind
 * REBUILD, fired by whichever node polls first), and what an operator or a benchmark runs after
 * writing tickets behind the actor's back (a seed, a repair). One transaction: the tenant's rows
 * are dropped and written again, the writers of the aggregates held off meanwhile.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../../platform/clock/index"
import type { TimerHandler } from "../../platform/jobs/Timers"
import { getSettings } from "../settings/index"
import { offsetSegments } from "./days"
import { clearTenant } from "./store/DailyCounts"
import { firstTicketAt, insertRebuilt, lockAggregates } from "./store/Rebuild"
import { currentZone } from "./store/TenantZone"

/** The timer kind of a tenant's back-fill (key `tenant:<id>`). */
export const REBUILD = "dashboard.rebuild"

/** Builds the tenant's aggregates from its tickets, logs and messages, in one transaction. */
export const rebuildDashboard = (tenantId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const zone = yield* currentZone(tenantId)
    const settings = yield* getSettings(tenantId)
    yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* lockAggregates
        yield* clearTenant(tenantId)
        const first = yield* firstTicketAt(tenantId)
        if (first === null) return
        yield* insertRebuilt(tenantId, offsetSegments(zone, first, yield* nowMillis), settings)
      })
    )
  })

export const rebuildTimer: TimerHandler<SqlClient.SqlClient> = (t) => rebuildDashboard(t.tenantId)
