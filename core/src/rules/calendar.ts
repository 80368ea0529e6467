// Calendar days in a tenant's time zone (an IANA name such as "America/Sao_Paulo"): which instant
// a local day starts at, and the local date of an instant. Daylight saving is the zone's own
// (Intl.DateTimeFormat), so a day may last 23 or 25 hours, and a day whose midnight is skipped
// starts at the first instant that is on it.

const DAY = 86_400_000

const formats = new Map<string, Intl.DateTimeFormat>()

const formatOf = (timeZone: string) => {
  let f = formats.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23"
    })
    formats.set(timeZone, f)
  }
  return f
}

const weekdays: Readonly<Record<string, number>> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 }

/** The wall clock of an instant in the zone: date, time and weekday (0 = Sunday). */
export const fieldsAt = (instant: number, timeZone: string) => {
  const parts = formatOf(timeZone).formatToParts(instant)
  const text = (type: string) => parts.find((p) => p.type === type)?.value ?? ""
  const get = (type: string) => Number(text(type) || 0)
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
    weekday: weekdays[text("weekday")] ?? 0
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0")

/** The zone's offset from UTC at an instant, in milliseconds (São Paulo: -10_800_000; Tokyo: 32_400_000). */
export const offsetMillis = (instant: number, timeZone: string): number => {
  const f = fieldsAt(instant, timeZone)
  const wholeSecond = instant - (((instant % 1000) + 1000) % 1000)
  return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - wholeSecond
}

/** The local calendar date (YYYY-MM-DD) of an instant in the zone. */
export const localDate = (instant: number, timeZone: string): string => {
  const f = fieldsAt(instant, timeZone)
  return `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}`
}

const parseDate = (date: string): number => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!m) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`)
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
}

/** The date `days` after (or before) a YYYY-MM-DD date. */
export const addDays = (date: string, days: number): string =>
  new Date(parseDate(date) + days * DAY).toISOString().slice(0, 10)

/**
 * The first instant (epoch ms) of a local calendar day (YYYY-MM-DD) in the zone: its midnight, or,
 * when daylight saving skips that midnight, the moment the clocks jump forward.
 */
export const startOfDay = (date: string, timeZone: string): number => {
  const utcMidnight = parseDate(date)
  // the offsets in force around that day; a transition changes it at most once in between
  const offsets = new Set([utcMidnight - DAY, utcMidnight, utcMidnight + DAY].map((t) => offsetMillis(t, timeZone)))
  const starts = [...offsets].map((o) => utcMidnight - o).filter((t) => localDate(t, timeZone) === date)
  const start = starts.length ? Math.min(...starts) : utcMidnight - offsetMillis(utcMidnight, timeZone)
  const f = fieldsAt(start, timeZone)
  if (f.hour === 0 && f.minute === 0 && f.second === 0) return start
  // a gap that does not end at midnight (23:30 → 00:30): the first second on the day, by bisection
  let [before, on] = [start - DAY, start]
  while (on - before > 1000) {
    const mid = before + Math.floor((on - before) / 2000) * 1000
    if (localDate(mid, timeZone) >= date) on = mid
    else before = mid
  }
  return on
}

/** The first instant after a local calendar day: the start of the next one (exclusive end of the day). */
export const endOfDay = (date: string, timeZone: string): number => startOfDay(addDays(date, 1), timeZone)
