import { useTranslation } from "react-i18next"
import { EXTRA_DESCRIPTION_MAX, EXTRA_INFO_MAX, EXTRA_INFORMATION_MAX, type ExtraInfoRow } from "../state/contactForm"

type ExtraInfoProps = {
  rows: readonly ExtraInfoRow[]
  errorOf: (key: string, max: number) => string | null
  onChange: (rows: ExtraInfoRow[]) => void
}

/** Additional information: rows of a description and its information, added and removed in order. */
export function ExtraInfoEditor({ rows, errorOf, onChange }: ExtraInfoProps) {
  const { t } = useTranslation("contacts")

  function edit(index: number, patch: Partial<ExtraInfoRow>) {
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)))
  }

  return (
    <fieldset className="contact-extra" data-testid="contact-extra-info">
      <legend>{t("contacts.fields.extraInfo")}</legend>
      {rows.length === 0 && <p className="muted contact-hint">{t("contacts.form.noExtraInfo")}</p>}
      {rows.map((row, index) => {
        const descriptionError = errorOf(`extraInfo.${index}.description`, EXTRA_DESCRIPTION_MAX)
        const informationError = errorOf(`extraInfo.${index}.information`, EXTRA_INFORMATION_MAX)
        return (
          <div key={index} className="contact-extra-row" data-testid="contact-extra-row">
            <label className="field">
              <span>{t("contacts.form.extraDescription")}</span>
              <input
                value={row.description}
                maxLength={EXTRA_DESCRIPTION_MAX + 20}
                data-testid="contact-extra-description"
                aria-invalid={descriptionError ? true : undefined}
                onChange={(event) => edit(index, { description: event.target.value })}
              />
              {descriptionError && <span className="field-error">{descriptionError}</span>}
            </label>
            <label className="field">
              <span>{t("contacts.form.extraInformation")}</span>
              <input
                value={row.information}
                maxLength={EXTRA_INFORMATION_MAX + 20}
                data-testid="contact-extra-information"
                aria-invalid={informationError ? true : undefined}
                onChange={(event) => edit(index, { information: event.target.value })}
              />
              {informationError && <span className="field-error">{informationError}</span>}
            </label>
            <button
              type="button"
              className="icon-button contact-extra-remove"
              aria-label={t("contacts.form.removeExtra")}
              title={t("contacts.form.removeExtra")}
              data-testid="contact-extra-remove"
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              ×
            </button>
          </div>
        )
      })}
      <div>
        <button
          type="button"
          className="button button-ghost"
          data-testid="contact-extra-add"
          disabled={rows.length >= EXTRA_INFO_MAX}
          onClick={() => onChange([...rows, { description: "", information: "" }])}
        >
          {t("contacts.form.addExtra")}
        </button>
      </div>
    </fieldset>
  )
}
