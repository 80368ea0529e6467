import { errorText as catalogueText, isErrorCode } from "@atende/core/errors/catalogue"
// core's catalogue has pt-BR and en; the es and ru texts sit beside it in core (errors/texts),
// read by both UIs.
import { esErrors } from "@atende/core/errors/texts/es"
import { ruErrors } from "@atende/core/errors/texts/ru"
import type { Locale } from "./locales.ts"

const codePattern = /^ERR(OR)?_[A-Z0-9_]+$/

/** Whether a message handed to the translator is a server error code (`ERR_…`, known or not). */
export function looksLikeErrorCode(message: string): boolean {
  return codePattern.test(message)
}

/**
 * Spec part 1 §8: a catalogue code shows its description and detail (es and ru falling back to
 * en); an unknown code shows "Detalhe: " and the code. `detail` is the translated prefix.
 */
export function errorText(code: string, locale: Locale, detail: (text: string) => string): string {
  if (!isErrorCode(code)) return detail(code)
  const extra = locale === "es" ? esErrors[code] : locale === "ru" ? ruErrors[code] : undefined
  if (extra) return `${extra[0]}: ${extra[1]}`
  const text = catalogueText(code, locale === "pt-BR" ? "pt-BR" : "en")
  return `${text.description}: ${text.detail}`
}
