import i18n from "i18next"
import { initReactI18next } from "react-i18next"
import { en } from "./en"
import { es } from "./es"
import { ptBR, type Messages } from "./pt-BR"
import { ru } from "./ru"

// Spec part 1 §1: en, es, pt-BR, ru; default pt-BR, fallback en.
export type Language = "pt-BR" | "en" | "es" | "ru"

export const LANGUAGES: readonly Language[] = ["pt-BR", "en", "es", "ru"]

const STORAGE_KEY = "language"

declare module "i18next" {
  // Module augmentation needs an interface; it makes t() check keys against pt-BR.ts.
  interface CustomTypeOptions {
    defaultNS: "translation"
    resources: { translation: Messages }
  }
}

function storedLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEY)
  return LANGUAGES.find((lang) => lang === stored) ?? "pt-BR"
}

export function currentLanguage(): Language {
  return LANGUAGES.find((lang) => lang === i18n.language) ?? "pt-BR"
}

export function setLanguage(lang: Language): void {
  localStorage.setItem(STORAGE_KEY, lang)
  void i18n.changeLanguage(lang)
}

i18n.on("languageChanged", (lang) => {
  document.documentElement.lang = lang
})

void i18n.use(initReactI18next).init({
  resources: {
    "pt-BR": { translation: ptBR },
    en: { translation: en },
    es: { translation: es },
    ru: { translation: ru }
  },
  lng: storedLanguage(),
  fallbackLng: "en",
  interpolation: { escapeValue: false }
})

export { i18n }
