// The console's languages: the agent UI's (spec part 1 §1), pt-BR by default.
export type Locale = "pt-BR" | "en" | "es" | "ru"

export const defaultLocale: Locale = "pt-BR"

export const locales: { locale: Locale; name: string }[] = [
  { locale: "pt-BR", name: "Português (Brasil)" },
  { locale: "en", name: "English" },
  { locale: "es", name: "Español" },
  { locale: "ru", name: "Русский" }
]

export const isLocale = (value: unknown): value is Locale => locales.some((entry) => entry.locale === value)

export type MessageTree = { [key: string]: string | MessageTree | undefined }
