// Pure helpers of the business hours screens: the week's display order, the server's field
// errors as problems the screens translate, and the availability editor's slots.
import {
  SHIFT_TIMES,
  Shift,
  type AvailabilitySlot,
  type AvailabilityWeek,
  type DayHours
} from "@atende/core/contracts/businessHours"

/** Monday first on screen; the API's days are Sunday first (index 0). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const

export const SHIFTS: readonly Shift[] = Shift.options

export type Problem = "format" | "order" | "overlap" | "required" | "tooLong" | "invalid"

/** A server issue's message (core's contract, in English) as a problem the screen shows in its language. */
export function problemOf(message: string): Problem {
  if (/overlap/i.test(message)) return "overlap"
  if (/before end/i.test(message)) return "order"
  if (/HH:mm/.test(message)) return "format"
  if (/too big|at most|too long/i.test(message)) return "tooLong"
  if (/too small|at least|required/i.test(message)) return "required"
  return "invalid"
}

/** `ERR_VALIDATION`'s issues by field (`days.3.ranges.0.end` …), the first for each field. */
export function fieldProblems(extra: Record<string, unknown>): Record<string, Problem> {
  const problems: Record<string, Problem> = {}
  const issues = Array.isArray(extra.issues) ? (extra.issues as { field?: unknown; message?: unknown }[]) : []
  for (const issue of issues) {
    const field = typeof issue.field === "string" ? issue.field : ""
    if (!(field in problems)) problems[field] = problemOf(typeof issue.message === "string" ? issue.message : "")
  }
  return problems
}

/** A day switched to "hours" starts with one range. */
export function withMode(day: DayHours, mode: DayHours["mode"]): DayHours {
  if (mode === "hours") return day.mode === "hours" ? day : { mode, ranges: [{ start: "08:00", end: "18:00" }] }
  return { mode }
}

/** The user's day with the shift switched on (its usual times) or off. */
export function toggleShift(day: readonly AvailabilitySlot[], shift: Shift, on: boolean): AvailabilitySlot[] {
  const rest = day.filter((s) => s.shift !== shift)
  if (!on) return rest
  const order = (s: AvailabilitySlot) => SHIFTS.indexOf(s.shift)
  return [...rest, { shift, ...SHIFT_TIMES[shift] }].sort((a, b) => order(a) - order(b))
}

/** Changes one slot's start or end. */
export function setSlotTime(
  week: AvailabilityWeek,
  day: number,
  shift: Shift,
  edge: "start" | "end",
  value: string
): AvailabilityWeek {
  return week.map((slots, d) =>
    d === day ? slots.map((s) => (s.shift === shift ? { ...s, [edge]: value } : s)) : slots
  )
}

/** A short summary of a user's week: the days with any slot, Monday first (0 = Sunday … 6). */
export function workingDays(week: AvailabilityWeek): number[] {
  return WEEK_ORDER.filter((d) => (week[d] ?? []).length > 0)
}
