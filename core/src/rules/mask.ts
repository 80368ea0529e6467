// Masking of contact data for non-admins when the tenant hides it (spec part 1 §6).
// Enough stays visible to tell two contacts apart; the rest becomes asterisks.

/** "5511987654321" -> "5511*****4321"; short numbers keep only their last two digits. */
export const maskPhone = (phone: string | null): string | null => {
  if (!phone) return phone
  if (phone.length <= 6) return "*".repeat(Math.max(0, phone.length - 2)) + phone.slice(-2)
  return phone.slice(0, 4) + "*".repeat(phone.length - 8 > 0 ? phone.length - 8 : 1) + phone.slice(-4)
}

/** "ana.souza@loja.com" -> "a********@loja.com". */
export const maskEmail = (email: string | null): string | null => {
  if (!email) return email
  const at = email.indexOf("@")
  if (at <= 0) return "*".repeat(email.length)
  return email[0] + "*".repeat(Math.max(1, at - 1)) + email.slice(at)
}
