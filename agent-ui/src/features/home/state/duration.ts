/**
 * A duration as the dashboard shows it, in the interface language's own units (Intl): seconds
 * under a minute, minutes (and seconds) under an hour, hours and minutes, then days and hours.
 */
const unit = (lang: string, name: "second" | "minute" | "hour" | "day", value: number) =>
  new Intl.NumberFormat(lang, { style: "unit", unit: name, unitDisplay: "short" }).format(value)

export function formatDuration(ms: number, lang: string): string {
  const seconds = Math.max(0, Math.round(ms / 1000))
  if (seconds < 60) return unit(lang, "second", seconds)
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60)
    return [unit(lang, "minute", minutes), ...(seconds % 60 ? [unit(lang, "second", seconds % 60)] : [])].join(" ")
  const hours = Math.floor(minutes / 60)
  if (hours < 24)
    return [unit(lang, "hour", hours), ...(minutes % 60 ? [unit(lang, "minute", minutes % 60)] : [])].join(" ")
  const days = Math.floor(hours / 24)
  return [unit(lang, "day", days), ...(hours % 24 ? [unit(lang, "hour", hours % 24)] : [])].join(" ")
}
