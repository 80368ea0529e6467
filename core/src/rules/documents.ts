// Brazilian tax documents: CPF (people, 11 digits) and CNPJ (companies, 14
// characters) with their modulo-11 check digits (spec part 1 §5, registration).
// The CNPJ check also accepts the alphanumeric format (letters in the first 12
// positions, valued by char code - 48) that the Receita Federal issues from 2026.
// Formatting characters (dots, dashes, slash, spaces) are ignored.

const normalize = (input: string): string =>
  input
    .trim()
    .toUpperCase()
    .replace(/[.\-/\s]/g, "")

const allSame = (s: string): boolean => /^(.)\1*$/.test(s)

const charValue = (c: string): number => c.charCodeAt(0) - 48

const cpfDigit = (digits: string, length: number): number => {
  let sum = 0
  for (let i = 0; i < length; i++) sum += charValue(digits[i]) * (length + 1 - i)
  const rest = (sum * 10) % 11
  return rest === 10 ? 0 : rest
}

const cnpjDigit = (base: string): number => {
  let sum = 0
  let weight = 2
  for (let i = base.length - 1; i >= 0; i--) {
    sum += charValue(base[i]) * weight
    weight = weight === 9 ? 2 : weight + 1
  }
  const rest = sum % 11
  return rest < 2 ? 0 : 11 - rest
}

export const isValidCpf = (input: string): boolean => {
  const d = normalize(input)
  if (!/^\d{11}$/.test(d) || allSame(d)) return false
  return cpfDigit(d, 9) === charValue(d[9]) && cpfDigit(d, 10) === charValue(d[10])
}

export const isValidCnpj = (input: string): boolean => {
  const d = normalize(input)
  if (!/^[0-9A-Z]{12}\d{2}$/.test(d) || allSame(d)) return false
  return cnpjDigit(d.slice(0, 12)) === charValue(d[12]) && cnpjDigit(d.slice(0, 13)) === charValue(d[13])
}

export const isValidDocument = (input: string): boolean => isValidCpf(input) || isValidCnpj(input)

/** The document without formatting, as stored; null when it is neither a valid CPF nor CNPJ. */
export const normalizeDocument = (input: string): string | null => (isValidDocument(input) ? normalize(input) : null)
