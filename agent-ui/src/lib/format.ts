function toDate(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate()
}

/** Ticket list time: HH:mm today, the date otherwise (DD/MM/YYYY in pt-BR). */
export function formatListTime(value: string | number | null | undefined, lang: string, now = new Date()): string {
  const date = toDate(value)
  if (!date) return ""
  if (sameDay(date, now)) return formatClock(date, lang)
  return new Intl.DateTimeFormat(lang, { day: "2-digit", month: "2-digit", year: "numeric" }).format(date)
}

export function formatClock(value: Date | string | number, lang: string): string {
  const date = value instanceof Date ? value : toDate(value)
  if (!date) return ""
  return new Intl.DateTimeFormat(lang, { hour: "2-digit", minute: "2-digit" }).format(date)
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const letters = parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : (parts[0] ?? "?").slice(0, 2)
  return letters.toUpperCase()
}
