/** How the screen writes the figures: sizes with their unit, percentages, uptime as days and hours. */

// Spec part 1 §1: numbers in pt-BR style whatever the interface language; two decimals here.
const NUMBER = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** "4,06" */
export function decimal(value: number): string {
  return NUMBER.format(value)
}

const KB = 1024
const MB = KB * 1024
const GB = MB * 1024

/** Gigabytes (machine sizes): "15,62 GB". */
export function gigabytes(bytes: number): string {
  return `${decimal(bytes / GB)} GB`
}

/** A size in the unit that reads best: "512,00 KB", "10,50 MB", "2,25 GB". */
export function size(bytes: number): string {
  if (bytes >= GB) return gigabytes(bytes)
  if (bytes >= MB) return `${decimal(bytes / MB)} MB`
  return `${decimal(bytes / KB)} KB`
}

/** "45,20 %" (pt-BR numbers in every language, spec part 1 §1). */
export function percent(value: number): string {
  return `${decimal(value)} %`
}

/** The uptime's largest two units: which text to use and its numbers. */
export type UptimeParts =
  { unit: "days"; d: number; h: number } | { unit: "hours"; h: number; m: number } | { unit: "minutes"; m: number }

export function uptimeParts(seconds: number): UptimeParts {
  const total = Math.max(0, Math.floor(seconds / 60))
  const d = Math.floor(total / (24 * 60))
  const h = Math.floor((total % (24 * 60)) / 60)
  const m = total % 60
  if (d > 0) return { unit: "days", d, h }
  if (h > 0) return { unit: "hours", h, m }
  return { unit: "minutes", m }
}

/** A bar's level: calm below 70 %, warning to 90 %, critical above. */
export function level(usage: number): "ok" | "warn" | "critical" {
  return usage >= 90 ? "critical" : usage >= 70 ? "warn" : "ok"
}
