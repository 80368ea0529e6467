/**
 * The dashboard's routes (runtime/api/dashboard.md), administrators and supervisors only
 * (ERR_NO_PERMISSION otherwise):
 * - `GET /dashboard?from&to[&userId][&queueId]`: a period's figures from the daily aggregates;
 * - `GET /dashboard/panel`: the attendance now, by agent and by queue.
 */
import { DashboardQuery, dashboardPeriod } from "@atende/core/contracts/dashboard"
import { HttpRouter } from "@effect/platform"
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { AppError } from "../../../platform/http/AppError"
import { handle, parseWith, queryRecord } from "../../../platform/http/edge"
import { getSettings } from "../../settings/index"
import { dateOfDay, dayNumber, dayOfDate } from "../days"
import { periodSums } from "../store/DailyCounts"
import { activeGroups, activeQueues, activeUsers } from "../store/Panel"
import { currentZone } from "../store/TenantZone"
import { dashboardView, panelView } from "../views"
import { dashboardCaller } from "./access"

const dashboard = Effect.gen(function* () {
  const claims = yield* dashboardCaller
  const q = yield* parseWith(DashboardQuery, yield* queryRecord)
  const tenantId = claims.tenantId
  const timezone = yield* currentZone(tenantId)
  const today = dateOfDay(dayNumber(yield* nowMillis, timezone))
  const period = dashboardPeriod(q, today)
  if ("problem" in period) {
    const { code, field, message } = period.problem
    return yield* new AppError({ code, extra: { issues: [{ field, message }] } })
  }
  const [fromDay, toDay] = [dayOfDate(period.from), dayOfDate(period.to)]
  const { groups, days } = yield* periodSums({ tenantId, fromDay, toDay, userId: q.userId, queueId: q.queueId })
  return dashboardView({ ...period, fromDay, toDay, today, timezone, groups, days })
})

const panel = Effect.gen(function* () {
  const claims = yield* dashboardCaller
  const tenantId = claims.tenantId
  const thresholds = yield* getSettings(tenantId)
  const groups = yield* activeGroups(tenantId)
  const users = yield* activeUsers(tenantId)
  const queues = yield* activeQueues(tenantId)
  return panelView({ now: yield* nowMillis, thresholds, groups, users, queues })
})

export const dashboardRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/dashboard", handle(dashboard)),
  HttpRouter.get("/dashboard/panel", handle(panel))
)
