import { currentLanguage, i18n, type Language } from "../i18n/i18n"
import { ApiError } from "./apiError"
import { catalogueText, describeFailure } from "./errorDescription"
import { toast, type ToastContent } from "./toast"

/** The catalogue's texts of a code in the current language, if the code is known. */
export function errorCodeText(code: string, lang: Language = currentLanguage()): ToastContent | undefined {
  return catalogueText(code, lang)
}

/** What the user reads for a failure, in the current language (see describeFailure). */
export function describeError(error: unknown): ToastContent {
  return describeFailure(error, currentLanguage(), (key, options) => i18n.t(key, options ?? {}))
}

export function notifyError(error: unknown): void {
  if (error instanceof ApiError && error.handled) return
  toast.error(describeError(error))
}
