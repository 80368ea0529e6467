import polyglotI18nProvider from "ra-i18n-polyglot"
import englishMessages from "ra-language-english"
import type { I18nProvider, TranslationMessages } from "react-admin"
import { en } from "./en.ts"
import { errorText, looksLikeErrorCode } from "./errorText.ts"
import { es } from "./es.ts"
import { defaultLocale, isLocale, locales, type Locale, type MessageTree } from "./locales.ts"
import { ptBR } from "./ptBR.ts"
import { raEs } from "./raEs.ts"
import { raPtBR } from "./raPtBR.ts"
import { raRu } from "./raRu.ts"
import { ru } from "./ru.ts"

// Deep merge: `over` wins key by key, so a partial tree only replaces what it names.
function merge(base: MessageTree, over: MessageTree): MessageTree {
  const out: MessageTree = { ...base }
  for (const [key, value] of Object.entries(over)) {
    const current = out[key]
    out[key] = typeof current === "object" && typeof value === "object" ? merge(current, value) : value
  }
  return out
}

const messages: Record<Locale, TranslationMessages> = {
  "pt-BR": merge(merge(englishMessages, raPtBR), ptBR) as TranslationMessages,
  en: merge(englishMessages, en) as TranslationMessages,
  es: merge(merge(englishMessages, raEs), es) as TranslationMessages,
  ru: merge(merge(englishMessages, raRu), ru) as TranslationMessages
}

// The agent UI keeps the chosen language under "language": the console starts in the same one.
const agentLanguage = localStorage.getItem("language")
const initialLocale: Locale = isLocale(agentLanguage) ? agentLanguage : defaultLocale

const polyglot = polyglotI18nProvider(
  (locale) => messages[isLocale(locale) ? locale : defaultLocale],
  initialLocale,
  locales,
  { allowMissing: true }
)

// Error codes thrown by the data and auth providers reach react-admin's notifications as messages;
// translating them here keeps every notification in the current language.
export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) => {
    if (!looksLikeErrorCode(key)) return polyglot.translate(key, options)
    const locale = polyglot.getLocale()
    return errorText(key, isLocale(locale) ? locale : defaultLocale, (text) =>
      polyglot.translate("console.errors.detail", { text })
    )
  }
}
