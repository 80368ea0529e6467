import { DashboardAnswer } from "@atende/core/contracts/dashboard"
import { apiRequest } from "../../../lib/api"
import type { DashboardRequest } from "../state/period"

/**
 * `GET /dashboard` (runtime/api/dashboard.md; administrators and supervisors): a period's figures,
 * in total, by day, by user and by queue. No dates: the tenant's today.
 */
export async function getDashboard(request: DashboardRequest): Promise<DashboardAnswer> {
  return DashboardAnswer.parse(await apiRequest<unknown>("GET", "/dashboard", { query: { ...request } }))
}
