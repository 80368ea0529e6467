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

// Spec §1: numbers in pt-BR style with 2 to 3 decimals, whatever the interface language.
const NUMBER = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 3 })

export function formatNumber(value: number): string {
  return NUMBER.format(value)
}

/** File sizes: "512,00 KB", "10,50 MB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(bytes / (1024 * 1024))} MB`
  return `${formatNumber(bytes / 1024)} KB`
}

/** DD/MM/YYYY HH:mm in pt-BR (spec §5), the locale's own order elsewhere. */
export function formatDateTime(value: string | number | Date, lang: string): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ""
  if (lang === "pt-BR") {
    const two = (n: number) => String(n).padStart(2, "0")
    const day = `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`
    return `${day} ${two(date.getHours())}:${two(date.getMinutes())}`
  }
  return new Intl.DateTimeFormat(lang, {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit"
  }).format(date)
}
