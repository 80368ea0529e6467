// The home dashboard and the attendance panel (spec part 1 §2 /home and /painel-atendimentos,
// §4 SLA classes, §6 who sees them; part 2 §3 settings: SLA thresholds), runtime/api/dashboard.md.
// The runtime parses the queries with these and the agent UI parses the answers with them.
// Periods are calendar days in the tenant's time zone, both ends included.
import { z } from "zod"
import { addDays } from "../rules/calendar"
import { parseDate } from "../rules/dates"
import { slaClass, type SlaClass, type SlaThresholds } from "../rules/sla"
import { Profile } from "../user/user"
import { Id, IsoDate, IsoDateTime } from "./common"
import { queryOptionalString } from "./query"

/** A period covers at most this many calendar days (a year, leap day included). */
export const DASHBOARD_MAX_DAYS = 366

const lastOf = (v: unknown) => (Array.isArray(v) ? v[v.length - 1] : v)
const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v)

/** An optional id in the query: digits, one value. */
const queryId = () => z.preprocess((v) => blank(lastOf(v)), z.coerce.number().pipe(Id).optional())

/**
 * `GET /dashboard`: `from` and `to` (YYYY-MM-DD, or DD/MM/YYYY; each defaults to the tenant's
 * today), and the optional filters `userId` and `queueId`. The dates are checked by dashboardPeriod.
 */
export const DashboardQuery = z.object({
  from: queryOptionalString().pipe(z.string().max(20).optional()),
  to: queryOptionalString().pipe(z.string().max(20).optional()),
  userId: queryId(),
  queueId: queryId()
})
export type DashboardQuery = z.infer<typeof DashboardQuery>

export type PeriodProblem = {
  readonly code: "ERR_INVALID_DATE" | "ERR_VALIDATION"
  readonly field: "from" | "to"
  readonly message: string
}

/** Calendar days from `from` to `to`, both included (0 when `to` is before `from`). */
export const daysIn = (from: string, to: string): number =>
  Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1)

/**
 * The period asked for, as ISO dates, or what is wrong with it: a date that is not one
 * (ERR_INVALID_DATE), `from` after `to` or more than DASHBOARD_MAX_DAYS days (ERR_VALIDATION).
 */
export const dashboardPeriod = (
  q: Pick<DashboardQuery, "from" | "to">,
  today: string
): { readonly from: string; readonly to: string } | { readonly problem: PeriodProblem } => {
  const from = q.from === undefined ? today : parseDate(q.from)
  if (from === undefined) return { problem: { code: "ERR_INVALID_DATE", field: "from", message: "Not a date" } }
  const to = q.to === undefined ? today : parseDate(q.to)
  if (to === undefined) return { problem: { code: "ERR_INVALID_DATE", field: "to", message: "Not a date" } }
  if (from > to) return { problem: { code: "ERR_VALIDATION", field: "from", message: "After `to`" } }
  if (daysIn(from, to) > DASHBOARD_MAX_DAYS)
    return {
      problem: { code: "ERR_VALIDATION", field: "to", message: `At most ${DASHBOARD_MAX_DAYS} days from \`from\`` }
    }
  return { from, to }
}

/** The date filters the dashboard offers besides a custom range. */
export const DASHBOARD_PRESETS = ["today", "yesterday", "last7", "thisMonth", "lastMonth"] as const
export type DashboardPreset = (typeof DASHBOARD_PRESETS)[number]

/** A preset's period, given the tenant's today (YYYY-MM-DD). */
export const presetPeriod = (preset: DashboardPreset, today: string): { from: string; to: string } => {
  const monthStart = `${today.slice(0, 7)}-01`
  switch (preset) {
    case "today":
      return { from: today, to: today }
    case "yesterday":
      return { from: addDays(today, -1), to: addDays(today, -1) }
    case "last7":
      return { from: addDays(today, -6), to: today }
    case "thisMonth":
      return { from: monthStart, to: today }
    case "lastMonth": {
      const lastDay = addDays(monthStart, -1)
      return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay }
    }
  }
}

const Count = z.number().int().nonnegative()

/** First responses by how long the customer waited for them, against the tenant's SLA thresholds. */
export const SlaCounts = z.object({ onTime: Count, attention: Count, overdue: Count })
export type SlaCounts = z.infer<typeof SlaCounts>

/**
 * The figures of a period (or of a day, a user, a queue of it):
 * - opened: tickets created; attended: tickets that went to "open" (an agent took them);
 *   resolved: tickets closed (by an agent or automatically);
 * - waiting / open: of the tickets created in the period, those pending / open now;
 * - answered: tickets that got their first response (an agent's first message on a ticket the
 *   customer opened), firstResponseMs their average wait; resolutionMs the average time from
 *   creation to closing of those resolved (null when there is none);
 * - sla: the first responses by wait, on time (green), attention (yellow), overdue (red).
 */
export const Indicators = z.object({
  opened: Count,
  attended: Count,
  resolved: Count,
  waiting: Count,
  open: Count,
  answered: Count,
  firstResponseMs: z.number().nonnegative().nullable(),
  resolutionMs: z.number().nonnegative().nullable(),
  sla: SlaCounts
})
export type Indicators = z.infer<typeof Indicators>

export const DashboardDay = Indicators.extend({ date: IsoDate })
export type DashboardDay = z.infer<typeof DashboardDay>

/** A user's figures; userId null: tickets nobody owned. The name of a deleted user stays. */
export const DashboardUser = Indicators.extend({ userId: Id.nullable(), name: z.string().nullable() })
export type DashboardUser = z.infer<typeof DashboardUser>

/** A queue's figures; queueId null: tickets in no queue. */
export const DashboardQueue = Indicators.extend({ queueId: Id.nullable(), name: z.string().nullable() })
export type DashboardQueue = z.infer<typeof DashboardQueue>

/** `GET /dashboard`: the period's totals, one entry a day (every day), and by user and by queue. */
export const DashboardAnswer = z.object({
  from: IsoDate,
  to: IsoDate,
  /** The tenant's calendar day now, and its time zone: the presets follow from it. */
  today: IsoDate,
  timezone: z.string(),
  totals: Indicators,
  byDay: z.array(DashboardDay),
  byUser: z.array(DashboardUser),
  byQueue: z.array(DashboardQueue)
})
export type DashboardAnswer = z.infer<typeof DashboardAnswer>

/** Sums as the store keeps them (counts, and milliseconds summed for the averages). */
export type IndicatorSums = {
  opened: number
  attended: number
  resolved: number
  resolutionMs: number
  waiting: number
  open: number
  answered: number
  firstResponseMs: number
  slaGreen: number
  slaYellow: number
  slaRed: number
}

export const SUM_KEYS = [
  "opened",
  "attended",
  "resolved",
  "resolutionMs",
  "waiting",
  "open",
  "answered",
  "firstResponseMs",
  "slaGreen",
  "slaYellow",
  "slaRed"
] as const satisfies ReadonlyArray<keyof IndicatorSums>

export const emptySums = (): IndicatorSums => ({
  opened: 0,
  attended: 0,
  resolved: 0,
  resolutionMs: 0,
  waiting: 0,
  open: 0,
  answered: 0,
  firstResponseMs: 0,
  slaGreen: 0,
  slaYellow: 0,
  slaRed: 0
})

/** Adds `b` into `a`. */
export const addSums = (a: IndicatorSums, b: IndicatorSums): IndicatorSums => {
  for (const k of SUM_KEYS) a[k] += b[k]
  return a
}

/** Sums as the answer shows them: averages rounded to the millisecond, null without cases. */
export const indicatorsOf = (s: IndicatorSums): Indicators => ({
  opened: s.opened,
  attended: s.attended,
  resolved: s.resolved,
  waiting: s.waiting,
  open: s.open,
  answered: s.answered,
  firstResponseMs: s.answered ? Math.round(s.firstResponseMs / s.answered) : null,
  resolutionMs: s.resolved ? Math.round(s.resolutionMs / s.resolved) : null,
  sla: { onTime: s.slaGreen, attention: s.slaYellow, overdue: s.slaRed }
})

export const SlaThresholdsShape = z.object({
  slaGreen: z.number().int().nonnegative(),
  slaYellow: z.number().int().nonnegative(),
  slaRed: z.number().int().nonnegative()
})

export const SlaColour = z.enum(["green", "yellow", "red"])

/**
 * A card of the attendance panel: open and waiting (pending) tickets now, and the oldest
 * customer message still unanswered on any of them (`oldestWaitingSince`), whose wait gives the
 * SLA colour (`sla`, at `now` of the answer; the screen keeps it current as time passes).
 */
export const PanelCard = z.object({
  open: Count,
  waiting: Count,
  oldestWaitingSince: IsoDateTime.nullable(),
  sla: SlaColour
})
export type PanelCard = z.infer<typeof PanelCard>

/** An agent (any active user of the tenant) with a session open or not, and their tickets. */
export const PanelAgent = PanelCard.extend({ userId: Id, name: z.string(), profile: Profile, online: z.boolean() })
export type PanelAgent = z.infer<typeof PanelAgent>

/** An active queue and its tickets; queueId null: the tickets in no queue (listed when there are some). */
export const PanelQueue = PanelCard.extend({ queueId: Id.nullable(), name: z.string().nullable() })
export type PanelQueue = z.infer<typeof PanelQueue>

/** `GET /dashboard/panel`: the tenant's attendance now, by agent and by queue. */
export const PanelAnswer = z.object({
  now: IsoDateTime,
  thresholds: SlaThresholdsShape,
  totals: PanelCard.extend({ online: Count }),
  agents: z.array(PanelAgent),
  queues: z.array(PanelQueue)
})
export type PanelAnswer = z.infer<typeof PanelAnswer>

/** The SLA colour of a card at `now` (epoch ms): the wait of its oldest unanswered customer message. */
export const cardSla = (oldestWaitingSince: string | null, now: number, t: SlaThresholds): SlaClass =>
  slaClass(oldestWaitingSince === null ? null : Date.parse(oldestWaitingSince), now, t)
