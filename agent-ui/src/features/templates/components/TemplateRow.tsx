import { TemplateCategory, type Template } from "@atende/core/contracts/templates"
import { useTranslation } from "react-i18next"
import { isKnownStatus } from "../state/templateForm"

const TONES: Partial<Record<string, string>> = {
  APPROVED: "template-status-approved",
  PENDING: "template-status-pending",
  IN_APPEAL: "template-status-pending",
  REJECTED: "template-status-refused",
  DISABLED: "template-status-refused",
  PAUSED: "template-status-refused"
}

type TemplateRowProps = { template: Template; onDelete: () => void }

/** One template in the list: name and language, category, Meta's review status (and why), its text. */
export function TemplateRow({ template, onDelete }: TemplateRowProps) {
  const { t } = useTranslation("templates")
  const status = isKnownStatus(template.status) ? t(`templates.status.${template.status}`) : template.status
  const known = TemplateCategory.safeParse(template.category)
  const category = known.success ? t(`templates.category.${known.data}`) : template.category
  return (
    <li className="template-row" data-testid="template-row" data-name={template.name} data-status={template.status}>
      <div className="template-row-text">
        <div className="template-row-title">
          <strong>{template.name}</strong>
          <span className="chip">{template.language}</span>
          <span className="chip" data-testid="template-row-category">
            {category}
          </span>
          <span className={`chip ${TONES[template.status] ?? ""}`} data-testid="template-status">
            {status}
          </span>
        </div>
        {template.reason && (
          <span className="field-error" data-testid="template-reason">
            {t("templates.reason", { reason: template.reason })}
          </span>
        )}
        {template.header?.format === "TEXT" && template.header.text && <strong>{template.header.text}</strong>}
        <span className="template-row-body">{template.body.text}</span>
        {(template.footer || template.buttons.length > 0) && (
          <span className="muted">
            {[
              template.footer,
              template.buttons.length ? t("templates.buttonCount", { count: template.buttons.length }) : ""
            ]
              .filter(Boolean)
              .join(" · ")}
          </span>
        )}
      </div>
      <button
        type="button"
        className="button button-ghost template-danger"
        data-testid="template-delete"
        onClick={onDelete}
      >
        {t("templates.delete")}
      </button>
    </li>
  )
}
