/** The moment of a scheduled message from the date (YYYY-MM-DD) and time (HH:mm) inputs, local time. */
export type ScheduleDate = { kind: "ok"; date: Date } | { kind: "invalid" } | { kind: "past" }

export function scheduleDateOf(date: string, time: string, now = new Date()): ScheduleDate {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time)
  if (!dateMatch || !timeMatch) return { kind: "invalid" }
  const [year, month, day] = dateMatch.slice(1).map(Number)
  const [hour, minute] = timeMatch.slice(1).map(Number)
  const when = new Date(year, month - 1, day, hour, minute)
  if (
    when.getFullYear() !== year ||
    when.getMonth() !== month - 1 ||
    when.getDate() !== day ||
    hour > 23 ||
    minute > 59
  )
    return { kind: "invalid" }
  if (when.getTime() <= now.getTime()) return { kind: "past" }
  return { kind: "ok", date: when }
}
