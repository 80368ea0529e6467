import type { Template } from "@atende/core/contracts/templates"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog"
import { ApiError } from "../../../lib/apiError"
import { describeError } from "../../../lib/errorText"
import { toast } from "../../../lib/toast"
import { deleteTemplate } from "../api/templatesApi"
import { refreshTemplates } from "../hooks/useTemplates"

type DeleteTemplateDialogProps = { template: Template; onClose: () => void }

/** Deletes a template at Meta and here, after confirming; Meta's refusal stays in the dialog. */
export function DeleteTemplateDialog({ template, onClose }: DeleteTemplateDialogProps) {
  const { t } = useTranslation("templates")
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string[] | null>(null)

  async function handleConfirm() {
    setBusy(true)
    try {
      await deleteTemplate(template.channelId, template.id)
      refreshTemplates(template.channelId)
      toast.success(t("templates.deleted"))
      onClose()
    } catch (error) {
      const text = describeError(error)
      const detail = error instanceof ApiError && typeof error.extra.detail === "string" ? error.extra.detail : ""
      setFailure([
        text.title ? `${text.title}: ${text.text}` : text.text,
        ...(detail ? [t("templates.remove.providerSaid", { detail })] : [])
      ])
      setBusy(false)
    }
  }

  return (
    <ConfirmDialog
      title={t("templates.remove.title")}
      text={t("templates.remove.text", { name: template.name, language: template.language })}
      confirmLabel={t("templates.remove.confirm")}
      tone="danger"
      busy={busy}
      testId="template-delete-dialog"
      confirmTestId="template-delete-confirm"
      onConfirm={() => void handleConfirm()}
      onClose={onClose}
    >
      {failure && (
        // ConfirmDialog shows its `failure` only with fields; the refusal is this dialog's content
        <p className="field-error" role="alert" data-testid="template-delete-error">
          {failure.map((line) => (
            <span key={line} className="template-delete-line">
              {line}
            </span>
          ))}
        </p>
      )}
    </ConfirmDialog>
  )
}
