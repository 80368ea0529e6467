import i18n from "i18next"
import { initReactI18next } from "react-i18next"
import { LANGUAGES, resources, type Language, type Namespaces } from "./resources"

export { LANGUAGES, type Language }

const STORAGE_KEY = "language"

declare module "i18next" {
  // Module augmentation needs an interface; it makes t() check keys against the pt-BR files.
  interface CustomTypeOptions {
    defaultNS: "app"
    fallbackNS: "app"
    resources: Namespaces
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
  resources,
  ns: Object.keys(resources["pt-BR"]),
  defaultNS: "app",
  fallbackNS: "app",
  lng: storedLanguage(),
  fallbackLng: "en",
  interpolation: { escapeValue: false }
})

export { i18n }
