// Calendar dates typed by people (spec part 1 §5: "Date format DD/MM/YYYY"; "Data inválida!").
// Stored and answered as ISO YYYY-MM-DD, which sorts and which the message variables read.

const pad = (n: number, width = 2) => String(n).padStart(width, "0")

/** Whether the day exists in that month of that (proleptic Gregorian) year. */
const exists = (year: number, month: number, day: number) => {
  if (month < 1 || month > 12 || day < 1) return false
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!
  return day <= days
}

/**
 * DD/MM/YYYY (day and month may have one digit) or YYYY-MM-DD, as ISO YYYY-MM-DD; undefined when
 * the text is neither or the day does not exist (31/02/2000). Years 1000-9999.
 */
export const parseDate = (input: string): string | undefined => {
  const text = input.trim()
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text)
  const iso = br ? undefined : /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  const [year, month, day] = br
    ? [Number(br[3]), Number(br[2]), Number(br[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [0, 0, 0]
  if (year < 1000 || !exists(year, month, day)) return undefined
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`
}

/** ISO YYYY-MM-DD as DD/MM/YYYY. */
export const formatDate = (iso: string): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso
}

/** The earliest birthday taken: older dates are typing mistakes. */
export const MIN_BIRTHDAY = "1900-01-01"

/** A birthday: a date that exists, from MIN_BIRTHDAY up to `today` (ISO, the tenant's calendar day). */
export const parseBirthday = (input: string, today: string): string | undefined => {
  const date = parseDate(input)
  return date !== undefined && date >= MIN_BIRTHDAY && date <= today ? date : undefined
}
