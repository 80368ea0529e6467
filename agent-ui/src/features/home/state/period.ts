import { DASHBOARD_MAX_DAYS, daysIn, presetPeriod, type DashboardPreset } from "@atende/core/contracts/dashboard"

/** The dashboard's filter: a preset or a custom range, and optionally one user and one queue. */
export type DashboardFilter = {
  readonly preset: DashboardPreset | "custom"
  /** The custom range as typed (YYYY-MM-DD, the date inputs' value). */
  readonly from: string
  readonly to: string
  readonly userId: string
  readonly queueId: string
}

/** The query of `GET /dashboard`: no dates means the tenant's today. */
export type DashboardRequest = {
  readonly from?: string
  readonly to?: string
  readonly userId?: number
  readonly queueId?: number
}

export const initialFilter: DashboardFilter = { preset: "today", from: "", to: "", userId: "", queueId: "" }

export type RangeProblem = "incomplete" | "reversed" | "tooLong"

/** What is wrong with a custom range before it is asked for (the server checks it again). */
export function rangeProblem(f: DashboardFilter): RangeProblem | null {
  if (f.preset !== "custom") return null
  if (!f.from || !f.to) return "incomplete"
  if (f.from > f.to) return "reversed"
  if (daysIn(f.from, f.to) > DASHBOARD_MAX_DAYS) return "tooLong"
  return null
}

/**
 * The request of a filter, given the tenant's today as the last answer told it (undefined before
 * the first: "today" then asks for no dates, which the server reads as its today).
 */
export function requestOf(f: DashboardFilter, today: string | undefined): DashboardRequest {
  const ids = {
    ...(f.userId ? { userId: Number(f.userId) } : {}),
    ...(f.queueId ? { queueId: Number(f.queueId) } : {})
  }
  if (f.preset === "custom") return { from: f.from, to: f.to, ...ids }
  if (today === undefined) return ids
  return { ...presetPeriod(f.preset, today), ...ids }
}
