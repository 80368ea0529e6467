// How contacts read in lists: numbers with their country and area code apart, names never blank.

/**
 * E.164 digits for reading: Brazilian numbers as "+55 (11) 98765-4321", others "+<digits>"; a masked
 * number (hidden contact data: `5511*****4321`) or any other text as it is.
 */
export function displayNumber(number: string): string {
  if (!/^\d+$/.test(number)) return number
  const br = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(number)
  if (br) return `+55 (${br[1]}) ${br[2]}-${br[3]}`
  return `+${number}`
}

/** The name to show: the contact's, else its number, else its e-mail. */
export function displayName(contact: { name: string; number: string; email: string | null }): string {
  return contact.name.trim() || displayNumber(contact.number) || contact.email || ""
}
