import { useTranslation } from "react-i18next"
import { errorCodeText } from "../../../lib/errorText"
import type { Problem } from "../state/templateForm"

/** A template field's problem, in the user's language, under the field. */
export function ProblemText({ problem, testId }: { problem?: Problem; testId: string }) {
  const { t } = useTranslation("templates")
  if (!problem) return null
  let text: string
  if (problem.kind === "mismatch") {
    const catalogue = errorCodeText("ERR_TEMPLATE_VARIABLES_MISMATCH")
    text = catalogue ? `${catalogue.title}: ${catalogue.text}` : t("templates.form.problems.invalid")
  } else text = t(`templates.form.problems.${problem.kind}`, { max: problem.max, detail: problem.detail })
  return (
    <small className="field-error" role="alert" data-testid={testId}>
      {text}
    </small>
  )
}
