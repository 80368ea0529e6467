import { errorText, isErrorCode } from "@atende/core/errors/catalogue"
import { esErrors } from "../i18n/errors/es"
import { ruErrors } from "../i18n/errors/ru"
import { currentLanguage, i18n, type Language } from "../i18n/i18n"
import { ApiError } from "./apiError"
import { toast, type ToastContent } from "./toast"

const EXTRA_LANGUAGES = { es: esErrors, ru: ruErrors }

/**
 * The catalogue's description and detail of a code, if the code is known: pt-BR and en from
 * core, es and ru from the UI's tables, falling back to en for a code not translated yet.
 */
export function errorCodeText(code: string, lang: Language = currentLanguage()): ToastContent | undefined {
  if (!isErrorCode(code)) return undefined
  if (lang === "es" || lang === "ru") {
    const texts = EXTRA_LANGUAGES[lang][code]
    if (texts) return { title: texts[0], text: texts[1] }
  }
  const { description, detail } = errorText(code, lang === "pt-BR" ? "pt-BR" : "en")
  return { title: description, text: detail }
}

/**
 * What the user reads for a failure (spec §8): a catalogue code gives its description and
 * detail, an unknown code "Detail: " + the raw text, no code at all "Não identificado".
 */
export function describeError(error: unknown): ToastContent {
  if (!(error instanceof ApiError)) return { text: i18n.t("errors.unidentified") }
  if (error.kind === "timeout") return { text: i18n.t("errors.timeout") }
  if (error.kind === "network") return { text: i18n.t("errors.network") }
  if (error.code) {
    return errorCodeText(error.code) ?? { text: i18n.t("errors.detail", { text: error.serverMessage ?? error.code }) }
  }
  // A 500 without a code shows the server's message (spec §8).
  if (error.serverMessage) return { text: i18n.t("errors.detail", { text: error.serverMessage }) }
  return { text: i18n.t("errors.unidentified") }
}

export function notifyError(error: unknown): void {
  if (error instanceof ApiError && error.handled) return
  toast.error(describeError(error))
}
