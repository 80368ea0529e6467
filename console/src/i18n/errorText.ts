import { errorText as catalogueText, isErrorCode } from "@atende/core/errors/catalogue"
import type { Locale } from "./locales.ts"

const codePattern = /^ERR(OR)?_[A-Z0-9_]+$/

/** Whether a message handed to the translator is a server error code (`ERR_…`, known or not). */
export function looksLikeErrorCode(message: string): boolean {
  return codePattern.test(message)
}

/**
 * Spec part 1 §8: a catalogue code shows its description and detail; an unknown code shows
 * "Detalhe: " and the code. `detail` is the translated "Detail: %{text}" prefix.
 */
export function errorText(code: string, locale: Locale, detail: (text: string) => string): string {
  if (!isErrorCode(code)) return detail(code)
  const text = catalogueText(code, locale)
  return `${text.description}: ${text.detail}`
}
