// How the report screens show values: instants in the tenant's time zone, durations in words,
// birthdays as day and month; and the period a screen starts with (this month so far).

/** A date as YYYY-MM-DD from its parts. */
const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`

/** This month so far, by the browser's calendar: the first day to today. */
export function currentMonth(now: Date = new Date()): { from: string; to: string } {
  return {
    from: iso(now.getFullYear(), now.getMonth() + 1, 1),
    to: iso(now.getFullYear(), now.getMonth() + 1, now.getDate())
  }
}

/** The month (1..12) of the browser's calendar. */
export function currentMonthNumber(now: Date = new Date()): number {
  return now.getMonth() + 1
}

/** "45 s", "12 min", "2 h 05 min", "3 d 4 h"; "—" for none. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return "—"
  const s = Math.max(0, Math.round(seconds))
  if (s < 60) return `${s} s`
  const minutes = Math.floor(s / 60)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, "0")} min`
  return `${Math.floor(hours / 24)} d ${hours % 24} h`
}

const formats = new Map<string, Intl.DateTimeFormat>()

/** An instant (ISO) as a short date and time of the zone, in the language; "—" for none. */
export function formatInstant(value: string | null | undefined, lang: string, timeZone: string | undefined): string {
  if (!value) return "—"
  const key = `${lang}|${timeZone ?? ""}`
  let format = formats.get(key)
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(lang, { dateStyle: "short", timeStyle: "short", timeZone })
    } catch {
      format = new Intl.DateTimeFormat(lang, { dateStyle: "short", timeStyle: "short" })
    }
    formats.set(key, format)
  }
  return format.format(new Date(value))
}

/** A birthday (YYYY-MM-DD) as DD/MM. */
export function formatBirthday(value: string | null): string {
  return value ? `${value.slice(8, 10)}/${value.slice(5, 7)}` : "—"
}

/** The age a birthday turns in `year`. */
export function turns(birthday: string | null, year: number): number | null {
  return birthday ? year - Number(birthday.slice(0, 4)) : null
}

/** Each item of `list` once, with `item` added or taken away. */
export function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item]
}
