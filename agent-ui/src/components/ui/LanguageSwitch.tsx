import type { ChangeEvent } from "react"
import { useTranslation } from "react-i18next"
import { LANGUAGES, currentLanguage, setLanguage } from "../../i18n/i18n"

export function LanguageSwitch() {
  const { t, i18n } = useTranslation()
  const value = LANGUAGES.find((lang) => lang === i18n.language) ?? currentLanguage()

  function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = LANGUAGES.find((lang) => lang === event.target.value)
    if (next) setLanguage(next)
  }

  return (
    <select
      className="lang-switch"
      data-testid="lang-switch"
      aria-label={t("topbar.language")}
      value={value}
      onChange={handleChange}
    >
      {LANGUAGES.map((lang) => (
        <option key={lang} value={lang}>
          {t(`languages.${lang}`)}
        </option>
      ))}
    </select>
  )
}
