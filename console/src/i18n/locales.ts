import type { Lang } from "@atende/core/errors/catalogue"

// The console's languages are the error catalogue's.
export type Locale = Lang

export const defaultLocale: Locale = "pt-BR"

export const locales: { locale: Locale; name: string }[] = [
  { locale: "pt-BR", name: "Português (Brasil)" },
  { locale: "en", name: "English" }
]

export type MessageTree = { [key: string]: string | MessageTree | undefined }
