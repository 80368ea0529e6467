import { errorText, isErrorCode } from "@atende/core/errors/catalogue"
import { esErrors } from "@atende/core/errors/texts/es"
import { ruErrors } from "@atende/core/errors/texts/ru"
import { ApiError } from "./apiError"
import type { ToastContent } from "./toast"

export type UiLanguage = "pt-BR" | "en" | "es" | "ru"

type Translate = (
  key: "errors.unidentified" | "errors.timeout" | "errors.network" | "errors.detail",
  options?: { text: string }
) => string

const EXTRA_LANGUAGES = { es: esErrors, ru: ruErrors }

/**
 * The catalogue's description and detail of a code, if the code is known: pt-BR and en from
 * core, es and ru from core's
 * texts/es and texts/ru tables, falling back to en for a code not translated yet.
 */
export function catalogueText(code: string, lang: UiLanguage): ToastContent | undefined {
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
 * detail, an unknown code "Detail: " + the raw text, no code at all "Não identificado"; a
 * failure without a code but with a server message (a 500) shows that message.
 */
export function describeFailure(error: unknown, lang: UiLanguage, t: Translate): ToastContent {
  if (!(error instanceof ApiError)) return { text: t("errors.unidentified") }
  if (error.kind === "timeout") return { text: t("errors.timeout") }
  if (error.kind === "network") return { text: t("errors.network") }
  if (error.code)
    return catalogueText(error.code, lang) ?? { text: t("errors.detail", { text: error.serverMessage ?? error.code }) }
  if (error.serverMessage) return { text: t("errors.detail", { text: error.serverMessage }) }
  return { text: t("errors.unidentified") }
}
