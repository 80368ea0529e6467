import { errorText, isErrorCode } from "@atende/core/errors/catalogue"
import { currentLanguage, i18n } from "../i18n/i18n"
import { ApiError } from "./apiError"
import { toast, type ToastContent } from "./toast"

/** The catalogue's description and detail of a code in the current language, if the code is known. */
export function errorCodeText(code: string): ToastContent | undefined {
  if (!isErrorCode(code)) return undefined
  const { description, detail } = errorText(code, currentLanguage())
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
  return { text: i18n.t("errors.unidentified") }
}

export function notifyError(error: unknown): void {
  if (error instanceof ApiError && error.handled) return
  toast.error(describeError(error))
}
