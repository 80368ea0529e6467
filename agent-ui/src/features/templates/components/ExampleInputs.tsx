import { useTranslation } from "react-i18next"
import { exampleSlots, type Problem } from "../state/templateForm"
import { ProblemText } from "./ProblemText"

type ExampleInputsProps = {
  label: string
  /** The text whose `{{n}}` get one box each. */
  text: string
  values: string[]
  problem?: Problem
  testId: string
  onChange: (values: string[]) => void
}

/** One example box per variable of a text; the server's word on their agreement under them. */
export function ExampleInputs({ label, text, values, problem, testId, onChange }: ExampleInputsProps) {
  const { t } = useTranslation("templates")
  const slots = exampleSlots(text)
  if (slots === 0 && !problem) return null

  function handleChange(index: number, value: string) {
    const next = [...values]
    next[index] = value
    onChange(next)
  }

  return (
    <fieldset className="template-examples" data-testid={testId}>
      <legend>{label}</legend>
      {slots > 0 && <small className="muted">{t("templates.form.examplesHint")}</small>}
      {Array.from({ length: slots }, (_, i) => (
        <label key={i} className="field">
          <span>{t("templates.form.exampleOf", { variable: `{{${i + 1}}}` })}</span>
          <input
            value={values[i] ?? ""}
            maxLength={200}
            data-testid={`${testId}-${i + 1}`}
            aria-invalid={Boolean(problem)}
            onChange={(event) => handleChange(i, event.target.value)}
          />
        </label>
      ))}
      <ProblemText problem={problem} testId={`${testId}-error`} />
    </fieldset>
  )
}
