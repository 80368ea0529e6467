import { useTranslation } from "react-i18next"
import type { FieldProblem } from "../state/autoReply"

/** A form field's problem, in the user's language, under the field. */
export function FieldError({ problem, max, testId }: { problem?: FieldProblem; max?: number; testId: string }) {
  const { t } = useTranslation("autoReply")
  if (!problem) return null
  return (
    <small className="field-error" data-testid={testId}>
      {t(`autoReply.form.${problem}`, { max })}
    </small>
  )
}
