import { useTranslation } from "react-i18next"
import { errorCodeText } from "../../../lib/errorText"
import type { FormProblem } from "../state/contactForm"

/** A catalogue code as one line: its description and detail in the user's language. */
export function catalogueLine(code: string): string | null {
  const text = errorCodeText(code)
  if (!text) return null
  return text.title ? `${text.title}: ${text.text}` : text.text
}

/**
 * The text under a field: the client's own problem first (required, too long …), else the code the
 * server answered for it, from the catalogue.
 */
export function useFieldText() {
  const { t } = useTranslation("contacts")
  return (problem: FormProblem | undefined, code: string | undefined, max?: number): string | null => {
    if (problem) return t(`contacts.form.problems.${problem}`, { max: max ?? 0 })
    if (code) return catalogueLine(code) ?? t("contacts.form.problems.invalid")
    return null
  }
}
