// Login only at scheduled times (spec part 1 §3, §6): per-weekday ranges on the user, read in
// the tenant's time zone. Day 0 is Sunday; a range holds from `start` up to (not including)
// `end`, "24:00" meaning midnight; a night shift is two ranges.
import { z } from "zod"

const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use HH:mm")
const EndTime = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, "Use HH:mm (24:00 for midnight)")

export const LoginHoursRange = z
  .object({ day: z.number().int().min(0).max(6), start: Time, end: EndTime })
  .refine((r) => r.start < r.end, { message: "start must be before end", path: ["end"] })
export type LoginHoursRange = z.infer<typeof LoginHoursRange>

export const LoginHours = z.array(LoginHoursRange).max(70)
export type LoginHours = z.infer<typeof LoginHours>

const days: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 }

export const isValidTimeZone = (tz: string): boolean => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz })
    return true
  } catch {
    return false
  }
}

/** Weekday and HH:mm of an instant in a time zone. */
export const localClock = (now: number, timeZone: string): { day: number; time: string } => {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23"
  }).formatToParts(now)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ""
  return { day: days[get("weekday")] ?? 0, time: `${get("hour")}:${get("minute")}` }
}

export const withinLoginHours = (hours: ReadonlyArray<LoginHoursRange>, now: number, timeZone: string): boolean => {
  const { day, time } = localClock(now, timeZone)
  return hours.some((r) => r.day === day && r.start <= time && time < r.end)
}

/** Whether the user may log in now: always, unless restricted to the scheduled ranges. */
export const mayLogInNow = (
  user: { loginOnlyScheduled: boolean; loginHours: ReadonlyArray<LoginHoursRange> },
  now: number,
  timeZone: string
) => !user.loginOnlyScheduled || withinLoginHours(user.loginHours, now, timeZone)
