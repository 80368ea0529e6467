// Business hours and user availability (spec part 2 §3 "Business hours", "User availability", §9).
// `GET/PUT /business-hours`: the tenant's week (index 0 = Sunday … 6 = Saturday, each day Open all
// day, Closed, or one or more hour ranges), the absence message and, read only, the tenant's time zone.
// `GET/PUT /users/{id}/availability` (and `GET /availability` for every user): per weekday, slots of a
// shift (morning, afternoon, evening, full day) with their start and end.
// A range holds from `start` up to (not including) `end`; "24:00" is the end of the day. A range that
// crosses midnight is refused (two ranges on two days instead), and so are overlapping ones.
import { z } from "zod"

const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use HH:mm")
const EndTime = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, "Use HH:mm (24:00 for midnight)")

export const HourRange = z
  .object({ start: Time, end: EndTime })
  .strict()
  .refine((r) => r.start < r.end, { message: "start must be before end (no range across midnight)", path: ["end"] })
export type HourRange = z.infer<typeof HourRange>

/** Ranges that do not overlap: the issue's path points at the later range's start. */
const refineNoOverlap = <T extends { start: string; end: string }>(ranges: ReadonlyArray<T>, ctx: z.RefinementCtx) => {
  const order = ranges.map((r, i) => ({ r, i })).sort((a, b) => a.r.start.localeCompare(b.r.start) || a.i - b.i)
  let end = ""
  for (const { r, i } of order) {
    if (r.start < end) ctx.addIssue({ code: "custom", message: "ranges overlap", path: [i, "start"] })
    if (r.end > end) end = r.end
  }
}

export const DayMode = z.enum(["open", "closed", "hours"])
export type DayMode = z.infer<typeof DayMode>

/** One weekday: open all day, closed all day, or open in the ranges (at least one). */
export const DayHours = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("open") }).strict(),
  z.object({ mode: z.literal("closed") }).strict(),
  z.object({ mode: z.literal("hours"), ranges: z.array(HourRange).min(1).max(6).superRefine(refineNoOverlap) }).strict()
])
export type DayHours = z.infer<typeof DayHours>

/** The week, Sunday first. */
export const BusinessWeek = z.array(DayHours).length(7)
export type BusinessWeek = z.infer<typeof BusinessWeek>

const weekday: DayHours = { mode: "hours", ranges: [{ start: "08:00", end: "18:00" }] }
const closed: DayHours = { mode: "closed" }

/** A tenant that never saved its hours: Monday to Friday 08:00-18:00, Saturday and Sunday closed. */
export const DEFAULT_WEEK: BusinessWeek = [closed, weekday, weekday, weekday, weekday, weekday, closed]

export const ABSENCE_MESSAGE_MAX = 2000

/** `PUT /business-hours`. An empty absence message sends nothing. */
export const BusinessHoursInput = z
  .object({ days: BusinessWeek, absenceMessage: z.string().max(ABSENCE_MESSAGE_MAX) })
  .strict()
export type BusinessHoursInput = z.infer<typeof BusinessHoursInput>

/** `GET /business-hours` and the answer of `PUT`. */
export const BusinessHoursView = z.object({
  days: BusinessWeek,
  absenceMessage: z.string(),
  /** The tenant's IANA zone (from its record), in which the hours are read. */
  timeZone: z.string()
})
export type BusinessHoursView = z.infer<typeof BusinessHoursView>

// ---- user availability ----

export const Shift = z.enum(["morning", "afternoon", "evening", "fullDay"])
export type Shift = z.infer<typeof Shift>

/** The times a shift starts with in the screen (the slot's own start and end are what count). */
export const SHIFT_TIMES: Readonly<Record<Shift, HourRange>> = {
  morning: { start: "08:00", end: "12:00" },
  afternoon: { start: "13:00", end: "18:00" },
  evening: { start: "18:00", end: "22:00" },
  fullDay: { start: "08:00", end: "18:00" }
}

export const AvailabilitySlot = z
  .object({ shift: Shift, start: Time, end: EndTime })
  .strict()
  .refine((r) => r.start < r.end, { message: "start must be before end (no slot across midnight)", path: ["end"] })
export type AvailabilitySlot = z.infer<typeof AvailabilitySlot>

/** Per weekday (Sunday first), the slots the user works; none: not available that day. */
export const AvailabilityWeek = z.array(z.array(AvailabilitySlot).max(6).superRefine(refineNoOverlap)).length(7)
export type AvailabilityWeek = z.infer<typeof AvailabilityWeek>

const fullDay: ReadonlyArray<AvailabilitySlot> = [{ shift: "fullDay", ...SHIFT_TIMES.fullDay }]

/** A user whose availability was never saved: Monday to Friday 08:00-18:00. */
export const DEFAULT_AVAILABILITY: AvailabilityWeek = [[], fullDay, fullDay, fullDay, fullDay, fullDay, []].map((d) => [
  ...d
])

/** `PUT /users/{id}/availability`. */
export const AvailabilityInput = z.object({ days: AvailabilityWeek }).strict()
export type AvailabilityInput = z.infer<typeof AvailabilityInput>

/** `GET /users/{id}/availability`, one row of `GET /availability`. */
export const AvailabilityView = z.object({
  userId: z.number().int(),
  name: z.string(),
  days: AvailabilityWeek,
  /** False while the user has the defaults (never saved). */
  saved: z.boolean()
})
export type AvailabilityView = z.infer<typeof AvailabilityView>
