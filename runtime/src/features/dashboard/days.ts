/**
 * The dashboard's days: a tenant's calendar day (core/src/rules/calendar.ts, in its time zone) as
 * a number, the days from 1970-01-01 to that date, which the aggregates are keyed by and which
 * sorts, ranges and converts back to YYYY-MM-DD without a time zone. For the back-fill, the same
 * numbers in SQL: the zone's offset is constant between its transitions, so a CASE over the
 * transitions of the span of the data gives each instant's offset in either dialect.
 */
import { offsetMillis } from "@atende/core/rules/calendar"

const DAY = 86_400_000
const SECOND = 1_000

/** The tenant's calendar day of an instant (epoch ms), as its day number. */
export const dayNumber = (instant: number, timeZone: string): number =>
  Math.floor((instant + offsetMillis(instant, timeZone)) / DAY)

/** The day number of a YYYY-MM-DD date. */
export const dayOfDate = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY)

/** The YYYY-MM-DD date of a day number. */
export const dateOfDay = (day: number): string => new Date(day * DAY).toISOString().slice(0, 10)

/** An offset in force until `until` (exclusive; null: from then on), after the previous segment's end. */
export type OffsetSegment = { readonly until: number | null; readonly offset: number }

/**
 * The zone's offsets over [from, to] (epoch ms): one segment per stretch between transitions, the
 * first reaching back before `from` and the last on past `to`. Found a day at a time, each
 * transition to the second (offsets change on whole seconds).
 */
export const offsetSegments = (timeZone: string, from: number, to: number): Array<OffsetSegment> => {
  const segments: Array<OffsetSegment> = []
  let at = Math.floor(from / SECOND) * SECOND
  let current = offsetMillis(at, timeZone)
  while (at < to) {
    const next = Math.min(at + DAY, Math.ceil(to / SECOND) * SECOND)
    const offset = offsetMillis(next, timeZone)
    if (offset !== current) {
      let [lo, hi] = [at, next]
      while (hi - lo > SECOND) {
        const mid = lo + Math.floor((hi - lo) / (2 * SECOND)) * SECOND
        if (offsetMillis(mid, timeZone) === current) lo = mid
        else hi = mid
      }
      segments.push({ until: hi, offset: current })
      current = offsetMillis(hi, timeZone)
    }
    at = next
  }
  segments.push({ until: null, offset: current })
  return segments
}

/** The offset the segments give an instant (what the SQL CASE computes). */
export const offsetIn = (segments: ReadonlyArray<OffsetSegment>, instant: number): number =>
  segments.find((s) => s.until === null || instant < s.until)!.offset
