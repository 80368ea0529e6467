// Business hours (spec part 2 §3, §9): whether the tenant is open at an instant, read in its time
// zone (an IANA name from the tenant's record), and when it opens next. Each weekday is Open (all
// day), Closed, or open in hour ranges [start, end) with "24:00" the end of the day; the contract
// (contracts/businessHours.ts) refuses ranges across midnight and overlapping ones. The wall clock
// is the zone's own (Intl.DateTimeFormat), so daylight saving needs nothing more: 09:00 is 09:00
// local on both sides of a change, and a day may last 23 or 25 hours.
// Also the same question for a user's availability (per weekday, shift slots).
import type { AvailabilityWeek, BusinessWeek, DayHours } from "../contracts/businessHours"
import { fieldsAt } from "./calendar"

const pad = (n: number, width = 2) => String(n).padStart(width, "0")

const MINUTE = 60_000
const DAY = 86_400_000

type Wall = { readonly date: string; readonly day: number; readonly time: string }

/** The local date (YYYY-MM-DD), weekday (0 = Sunday) and HH:mm of an instant in the zone. */
export const wallClock = (at: number, timeZone: string): Wall => {
  const f = fieldsAt(at, timeZone)
  return {
    date: `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}`,
    day: f.weekday,
    time: `${pad(f.hour)}:${pad(f.minute)}`
  }
}

type Ranges = ReadonlyArray<{ readonly start: string; readonly end: string }>

const ALL_DAY: Ranges = [{ start: "00:00", end: "24:00" }]

/** The ranges a day is open in: all day, none, or its own. */
export const openRanges = (day: DayHours | undefined): Ranges =>
  day === undefined || day.mode === "closed" ? [] : day.mode === "open" ? ALL_DAY : day.ranges

/** The week itself, or the `days` of a record that carries one (what `tenantHours` answers). */
export type WeekLike = BusinessWeek | { readonly days: BusinessWeek }

const daysOf = (hours: WeekLike): BusinessWeek => ("days" in hours ? hours.days : hours)

/** Whether the tenant is open at `at` (epoch ms): its local weekday's mode and ranges, in its zone. */
export const isOpen = (hours: WeekLike, timeZone: string, at: number): boolean => {
  const { day, time } = wallClock(at, timeZone)
  return openRanges(daysOf(hours)[day]).some((r) => r.start <= time && time < r.end)
}

/** Whether the user is available at `at`: a slot of the local weekday holds it. */
export const isAvailable = (week: AvailabilityWeek, timeZone: string, at: number): boolean => {
  const { day, time } = wallClock(at, timeZone)
  return (week[day] ?? []).some((r) => r.start <= time && time < r.end)
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)

const wallKey = (w: Wall) => `${w.date} ${w.time}`

/**
 * The first instant (to the minute) whose local clock reads `time` or later on `date`: the time
 * itself, or, when daylight saving skips it, the moment the clocks jump forward. Of a time that
 * happens twice (clocks going back), the first.
 */
export const localInstant = (date: string, time: string, timeZone: string): number => {
  const wall = Date.parse(`${date}T${time}:00Z`)
  const want = `${date} ${time}`
  // the zone's offsets around that wall time; the answer is wall - one of them, if it exists
  const offsets = new Set(
    [wall - DAY, wall, wall + DAY].map((t) => {
      const w = wallClock(t, timeZone)
      return Date.parse(`${w.date}T${w.time}:00Z`) - (t - (((t % MINUTE) + MINUTE) % MINUTE))
    })
  )
  const exact = [...offsets].map((o) => wall - o).filter((t) => wallKey(wallClock(t, timeZone)) === want)
  if (exact.length) return Math.min(...exact)
  // a gap: the first minute whose local clock is past the wanted one, by bisection
  let [before, after] = [wall - DAY, wall + DAY]
  while (after - before > MINUTE) {
    const mid = before + Math.floor((after - before) / (2 * MINUTE)) * MINUTE
    if (wallKey(wallClock(mid, timeZone)) >= want) after = mid
    else before = mid
  }
  return after
}

/**
 * When the tenant is open next: `at` itself when open now, else the start of the next open range
 * (within the coming week), or null when every day is closed.
 */
export const nextOpening = (hours: WeekLike, timeZone: string, at: number): number | null => {
  if (isOpen(hours, timeZone, at)) return at
  const days = daysOf(hours)
  const today = wallClock(at, timeZone).date
  for (let k = 0; k <= 8; k++) {
    const date = addDays(today, k)
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay()
    for (const r of [...openRanges(days[weekday])].sort((a, b) => (a.start < b.start ? -1 : 1))) {
      const t = localInstant(date, r.start, timeZone)
      if (t > at && isOpen(hours, timeZone, t)) return t
    }
  }
  return null
}
