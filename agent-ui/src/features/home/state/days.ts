import { formatDate } from "@atende/core/rules/dates"

/** A calendar date (YYYY-MM-DD) as the interface shows it: DD/MM/YYYY in pt-BR, the locale's order elsewhere. */
export function formatDay(iso: string, lang: string): string {
  if (lang === "pt-BR") return formatDate(iso)
  const time = Date.parse(`${iso}T00:00:00Z`)
  if (Number.isNaN(time)) return iso
  return new Intl.DateTimeFormat(lang, { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" }).format(
    time
  )
}

/** Day and month only, for the chart's axis. */
export function formatShortDay(iso: string, lang: string): string {
  const time = Date.parse(`${iso}T00:00:00Z`)
  if (Number.isNaN(time)) return iso
  return new Intl.DateTimeFormat(lang, { day: "2-digit", month: "2-digit", timeZone: "UTC" }).format(time)
}
