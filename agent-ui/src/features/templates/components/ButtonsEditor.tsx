import { useTranslation } from "react-i18next"
import { BUTTON_TYPES, MAX_BUTTONS, type ButtonForm, type ButtonType, type Problems } from "../state/templateForm"
import { ProblemText } from "./ProblemText"

type ButtonsEditorProps = {
  buttons: ButtonForm[]
  problems: Problems
  onChange: (buttons: ButtonForm[]) => void
}

/** The template's buttons: quick reply, link or call, each with its text (and address or number). */
export function ButtonsEditor({ buttons, problems, onChange }: ButtonsEditorProps) {
  const { t } = useTranslation("templates")

  function change(index: number, patch: Partial<ButtonForm>) {
    onChange(buttons.map((button, i) => (i === index ? { ...button, ...patch } : button)))
  }

  return (
    <fieldset className="template-buttons" data-testid="template-buttons">
      <legend>{t("templates.form.buttons")}</legend>
      {buttons.length === 0 && <small className="muted">{t("templates.form.noButtons")}</small>}
      {buttons.map((button, i) => (
        <div key={i} className="template-button-row" data-testid="template-button">
          <label className="field">
            <span>{t("templates.form.buttonType")}</span>
            <select
              value={button.type}
              data-testid={`template-button-type-${i}`}
              onChange={(event) => change(i, { type: event.target.value as ButtonType, value: "" })}
            >
              {BUTTON_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`templates.form.buttonTypes.${type}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{t("templates.form.buttonText")}</span>
            <input
              value={button.text}
              maxLength={25}
              data-testid={`template-button-text-${i}`}
              aria-invalid={Boolean(problems[`buttons.${i}.text`])}
              onChange={(event) => change(i, { text: event.target.value })}
            />
            <ProblemText problem={problems[`buttons.${i}.text`]} testId={`template-button-text-${i}-error`} />
          </label>
          {button.type !== "QUICK_REPLY" && (
            <label className="field">
              <span>{button.type === "URL" ? t("templates.form.buttonUrl") : t("templates.form.buttonPhone")}</span>
              <input
                value={button.value}
                inputMode={button.type === "URL" ? "url" : "tel"}
                data-testid={`template-button-value-${i}`}
                aria-invalid={Boolean(problems[`buttons.${i}.value`])}
                onChange={(event) => change(i, { value: event.target.value })}
              />
              <ProblemText problem={problems[`buttons.${i}.value`]} testId={`template-button-value-${i}-error`} />
            </label>
          )}
          <button
            type="button"
            className="icon-button"
            aria-label={t("templates.form.removeButton", { number: i + 1 })}
            title={t("templates.form.removeButton", { number: i + 1 })}
            onClick={() => onChange(buttons.filter((_, at) => at !== i))}
          >
            ×
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button button-outline"
        data-testid="template-button-add"
        disabled={buttons.length >= MAX_BUTTONS}
        onClick={() => onChange([...buttons, { type: "QUICK_REPLY", text: "", value: "" }])}
      >
        {t("templates.form.addButton")}
      </button>
    </fieldset>
  )
}
