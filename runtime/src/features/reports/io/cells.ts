/**
 * How a cell reads in a text file (CSV, PDF): instants as DD/MM/YYYY HH:mm in the tenant's zone,
 * durations as h:mm:ss, ISO dates as DD/MM/YYYY, counts as they are. The XLSX keeps instants,
 * durations and counts as values (writeXlsx.ts).
 */
import { offsetMillis } from "@atende/core/rules/calendar"
import { formatDate } from "@atende/core/rules/dates"
import type { Cell, CellKind } from "./table"

/**
 * The zone's offset at an instant, remembered per quarter of an hour (zones change their offsets
 * on quarter hours): a file of a hundred thousand rows asks Intl a few thousand times instead of
 * three hundred thousand. A quarter in which the offset changes (its two ends disagree) is not
 * remembered: each instant in it is asked.
 */
const QUARTER = 900_000
const offsets = new Map<string, Map<number, number | null>>()

const offsetAt = (instant: number, timeZone: string) => {
  let zone = offsets.get(timeZone)
  if (!zone) offsets.set(timeZone, (zone = new Map()))
  const key = Math.floor(instant / QUARTER)
  let offset = zone.get(key)
  if (offset === undefined) {
    if (zone.size > 50_000) zone.clear()
    const start = offsetMillis(key * QUARTER, timeZone)
    offset = start === offsetMillis(key * QUARTER + QUARTER - 1, timeZone) ? start : null
    zone.set(key, offset)
  }
  return offset ?? offsetMillis(instant, timeZone)
}

/** The instant's wall-clock time in the zone, as a UTC date (what a spreadsheet shows as it is). */
export const wallClock = (instant: number, timeZone: string) => new Date(instant + offsetAt(instant, timeZone))

/** DD/MM/YYYY HH:mm in the zone. */
export const localDateTime = (instant: number, timeZone: string) => {
  const text = wallClock(instant, timeZone).toISOString()
  return `${formatDate(text.slice(0, 10))} ${text.slice(11, 16)}`
}

const pad = (n: number) => String(n).padStart(2, "0")

/** h:mm:ss (hours not wrapped at a day). */
export const duration = (seconds: number) => {
  const s = Math.max(0, Math.round(seconds))
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`
}

export const cellText = (kind: CellKind, value: Cell, timeZone: string): string => {
  if (value === null || value === "") return ""
  switch (kind) {
    case "datetime":
      return localDateTime(Number(value), timeZone)
    case "duration":
      return duration(Number(value))
    case "date":
      return formatDate(String(value))
    case "int":
      return String(value)
    default:
      return String(value)
  }
}
