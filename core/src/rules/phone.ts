// Contact phone numbers (spec part 1 §5: country code, area code and, for mobiles, 9 digits).
// Input is parsed with libphonenumber-js (full metadata, default country Brazil) and stored as
// E.164 digits without the "+" ("5511987654321"), the form the rest of the product keeps.
// Brazil's mobiles gained a ninth digit (a leading 9) in 2012-2016; WhatsApp and old address
// books still carry many of them without it. A number typed without it (a subscriber number of 8
// digits starting with 6-9) is stored with it, and the canonical key drops it: both forms of one
// mobile have one key, so one person stays one contact.
import { parsePhoneNumberFromString } from "libphonenumber-js/max"

export type ParsedPhone = {
  /** E.164 digits, no "+": what is stored and shown. */
  readonly number: string
  /** The key duplicates are found by (phoneKey of `number`). */
  readonly key: string
}

/** At most this many characters of input are looked at (a phone number with formatting is far shorter). */
export const PHONE_INPUT_MAX = 40

const BR = "55"

/** A Brazilian national number of 10 digits whose subscriber part looks like a mobile without its ninth digit. */
const missingNinth = (national: string) => national.length === 10 && /^[1-9][1-9][6-9]/.test(national)

/**
 * The canonical key of stored E.164 digits: a Brazilian mobile (area code, 9, then a subscriber
 * number starting with 6-9) without its ninth digit, so that "55 11 98765-4321" and
 * "55 11 8765-4321" share one key; any other number is its own key.
 */
export const phoneKey = (digits: string): string =>
  /^55[1-9][1-9]9[6-9]\d{7}$/.test(digits) ? digits.slice(0, 4) + digits.slice(5) : digits

const parseAs = (text: string) => {
  const parsed = parsePhoneNumberFromString(text, "BR")
  if (!parsed) return undefined
  if (parsed.countryCallingCode === BR && missingNinth(parsed.nationalNumber)) {
    const n = parsed.nationalNumber
    return parsePhoneNumberFromString(`+${BR}${n.slice(0, 2)}9${n.slice(2)}`)
  }
  return parsed
}

/**
 * A phone number typed by a person or stored by another system: spaces, dots, dashes, slashes and
 * parentheses are formatting; a leading "+" or "00" starts the country code; without them the
 * number is Brazilian (with or without its area code's trunk 0), or international written
 * without the "+" ("5511987654321", "13055551234"). Undefined when it is no valid number.
 */
export const parsePhone = (input: string): ParsedPhone | undefined => {
  const text = input.trim()
  if (text === "" || text.length > PHONE_INPUT_MAX || !/^\+?[\d\s().\-/]+$/.test(text)) return undefined
  const digits = text.replace(/\D/g, "")
  const candidates = text.startsWith("+")
    ? [`+${digits}`]
    : digits.startsWith("00")
      ? [`+${digits.slice(2)}`]
      : [digits, `+${digits}`]
  for (const candidate of candidates) {
    const parsed = parseAs(candidate)
    if (parsed?.isValid()) {
      const number = parsed.number.slice(1)
      return { number, key: phoneKey(number) }
    }
  }
  return undefined
}
