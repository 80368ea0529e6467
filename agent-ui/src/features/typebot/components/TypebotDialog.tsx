import type { TypebotView } from "@atende/core/contracts/typebot"
import { useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Modal } from "../../../components/ui/Modal"
import { ApiError } from "../../../lib/apiError"
import { notifyError } from "../../../lib/errorText"
import { toast } from "../../../lib/toast"
import { saveTypebot } from "../hooks/useTypebots"
import {
  bodyOf,
  checkForm,
  formOf,
  LIMITS,
  serverProblems,
  type FormField,
  type FormProblems,
  type TypebotForm
} from "../state/typebotForm"

type TypebotDialogProps = {
  /** The connection to edit; null creates one. */
  initial: TypebotView | null
  onClose: () => void
}

/**
 * Creating or editing a Typebot connection: name, server URL and the bot's public id required
 * (checked with the server's contract first; an address into the server's network is refused by
 * the server and shown under the URL); the token is never shown, a blank one keeps the stored one.
 */
export function TypebotDialog({ initial, onClose }: TypebotDialogProps) {
  const { t } = useTranslation("typebot")
  const [form, setForm] = useState<TypebotForm>(() => formOf(initial))
  const [problems, setProblems] = useState<FormProblems>({})
  const [busy, setBusy] = useState(false)

  function edit<K extends keyof TypebotForm>(field: K, value: TypebotForm[K]) {
    setForm({ ...form, [field]: value })
    if (problems[field as FormField]) setProblems({ ...problems, [field]: undefined })
  }

  function problemText(field: FormField): string | null {
    const problem = problems[field]
    return problem ? t(`typebot.form.${problem}`, { max: LIMITS[field] }) : null
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = checkForm(form)
    setProblems(found)
    if (Object.keys(found).length || busy) return
    setBusy(true)
    try {
      await saveTypebot(initial?.id ?? null, bodyOf(form))
      toast.success(t("typebot.saved"))
      onClose()
    } catch (error) {
      if (error instanceof ApiError && (error.code === "ERR_VALIDATION" || error.code === "ERR_URL_NOT_ALLOWED"))
        setProblems(serverProblems(error.code, error.extra))
      notifyError(error)
      if (error instanceof ApiError && error.code === "ERR_NO_TYPEBOT_FOUND") onClose()
    } finally {
      setBusy(false)
    }
  }

  const text = (field: FormField, opts: { hint?: string; area?: boolean; type?: string } = {}) => {
    const error = problemText(field)
    const common = {
      value: String(form[field]),
      "data-testid": `typebot-${field}`,
      "aria-invalid": Boolean(error),
      maxLength: LIMITS[field] + 20
    }
    return (
      <label className="field">
        <span>{t(`typebot.form.${field}`)}</span>
        {opts.area ? (
          <textarea rows={2} {...common} onChange={(e) => edit(field, e.target.value)} />
        ) : (
          <input type={opts.type ?? "text"} {...common} onChange={(e) => edit(field, e.target.value)} />
        )}
        {opts.hint && <small className="muted">{opts.hint}</small>}
        {error && (
          <small className="field-error" data-testid={`typebot-${field}-error`}>
            {error}
          </small>
        )}
      </label>
    )
  }

  return (
    <Modal
      title={initial ? t("typebot.form.editTitle") : t("typebot.form.createTitle")}
      onClose={onClose}
      testId="typebot-dialog"
    >
      <form className="form-stack" onSubmit={(event) => void handleSubmit(event)} noValidate>
        {text("name")}
        {text("baseUrl", { hint: t("typebot.form.baseUrlHint") })}
        {text("publicId", { hint: t("typebot.form.publicIdHint") })}
        {text("token", {
          type: "password",
          hint: initial?.tokenSet ? t("typebot.form.tokenKept") : t("typebot.form.tokenHint")
        })}
        {text("restartKeyword", { hint: t("typebot.form.restartKeywordHint") })}
        {text("invalidMessage", { area: true, hint: t("typebot.form.invalidMessageHint") })}
        <label className="field typebot-check">
          <input
            type="checkbox"
            checked={form.enabled}
            data-testid="typebot-enabled"
            onChange={(e) => edit("enabled", e.target.checked)}
          />
          <span>{t("typebot.form.enabled")}</span>
        </label>
        <div className="modal-actions">
          <button type="button" className="button button-ghost" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button type="submit" className="button button-primary" data-testid="typebot-save" disabled={busy}>
            {t("typebot.form.save")}
          </button>
        </div>
      </form>
    </Modal>
  )
}
