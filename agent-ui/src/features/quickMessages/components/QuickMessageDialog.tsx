import type { QuickMessage } from "@atende/core/contracts/quickMessages"
import { CONTACT_VARIABLES } from "@atende/core/rules/variables"
import { useRef, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Modal } from "../../../components/ui/Modal"
import { ApiError } from "../../../lib/apiError"
import { errorCodeText, notifyError } from "../../../lib/errorText"
import { toast, type ToastContent } from "../../../lib/toast"
import { saveQuickMessage } from "../hooks/useQuickMessages"
import { checkForm, LIMITS, serverProblems, type FormField, type FormProblems } from "../state/quickMessages"

type QuickMessageDialogProps = {
  /** The quick message to edit; null creates one. */
  initial: QuickMessage | null
  onClose: () => void
}

/**
 * Creating or editing a quick message: key and message required (checked with the server's
 * contract first); a key the tenant has already shows the catalogue's ERR_FAST_REPLY_EXISTS under
 * the key. The contact variables go into the message at the cursor.
 */
export function QuickMessageDialog({ initial, onClose }: QuickMessageDialogProps) {
  const { t } = useTranslation("quickMessages")
  const [key, setKey] = useState(initial?.key ?? "")
  const [message, setMessage] = useState(initial?.message ?? "")
  const [problems, setProblems] = useState<FormProblems>({})
  const [conflict, setConflict] = useState<ToastContent | null>(null)
  const [busy, setBusy] = useState(false)
  const messageInput = useRef<HTMLTextAreaElement>(null)

  function problemText(field: FormField): string | null {
    const problem = problems[field]
    return problem ? t(`quickMessages.form.${problem}`, { max: LIMITS[field] }) : null
  }

  /** Editing a field takes its problem away until the next save. */
  function edit(field: FormField, value: string) {
    if (field === "key") {
      setKey(value)
      setConflict(null)
    } else setMessage(value)
    if (problems[field]) setProblems({ ...problems, [field]: undefined })
  }

  function insertVariable(name: string) {
    const element = messageInput.current
    const token = `{{${name}}}`
    const start = element?.selectionStart ?? message.length
    const end = element?.selectionEnd ?? message.length
    edit("message", message.slice(0, start) + token + message.slice(end))
    requestAnimationFrame(() => {
      element?.focus()
      element?.setSelectionRange(start + token.length, start + token.length)
    })
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = checkForm({ key, message })
    setProblems(found)
    setConflict(null)
    if (Object.keys(found).length || busy) return
    setBusy(true)
    try {
      await saveQuickMessage(initial?.id ?? null, { key: key.trim(), message: message.trim() })
      toast.success(t("quickMessages.saved"))
      onClose()
    } catch (error) {
      if (error instanceof ApiError && error.code === "ERR_FAST_REPLY_EXISTS")
        setConflict(errorCodeText(error.code) ?? null)
      else if (error instanceof ApiError && error.code === "ERR_VALIDATION") {
        setProblems(serverProblems(error.extra))
        notifyError(error)
      } else {
        notifyError(error)
        if (error instanceof ApiError && error.code === "ERR_NO_FAST_REPLY_FOUND") onClose()
      }
    } finally {
      setBusy(false)
    }
  }

  const keyError = problemText("key")
  const messageError = problemText("message")
  return (
    <Modal
      title={initial ? t("quickMessages.form.editTitle") : t("quickMessages.form.createTitle")}
      onClose={onClose}
      testId="quick-dialog"
    >
      <form className="form-stack" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <label className="field">
          <span>{t("quickMessages.form.key")}</span>
          <input
            value={key}
            maxLength={LIMITS.key + 20}
            data-testid="quick-key"
            aria-invalid={Boolean(keyError || conflict)}
            onChange={(event) => edit("key", event.target.value)}
          />
          <small className="muted">{t("quickMessages.form.keyHint")}</small>
          {keyError && (
            <small className="field-error" data-testid="quick-key-error">
              {keyError}
            </small>
          )}
          {conflict && (
            <small className="field-error" data-testid="quick-key-error">
              <strong>{conflict.title}</strong> {conflict.text}
            </small>
          )}
        </label>
        <label className="field">
          <span>{t("quickMessages.form.message")}</span>
          <textarea
            ref={messageInput}
            rows={5}
            value={message}
            data-testid="quick-message"
            aria-invalid={Boolean(messageError)}
            onChange={(event) => edit("message", event.target.value)}
          />
          {messageError && (
            <small className="field-error" data-testid="quick-message-error">
              {messageError}
            </small>
          )}
        </label>
        <div className="quick-variables" role="group" aria-label={t("quickMessages.form.variables")}>
          <span className="muted">{t("quickMessages.form.variables")}</span>
          {CONTACT_VARIABLES.map((name) => (
            <button
              key={name}
              type="button"
              className="chip quick-variable"
              data-testid="quick-variable"
              data-variable={name}
              title={t(`quickMessages.variables.${name}`)}
              onClick={() => insertVariable(name)}
            >
              {`{{${name}}}`}
            </button>
          ))}
        </div>
        <div className="modal-actions">
          <button type="button" className="button button-ghost" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button type="submit" className="button button-primary" data-testid="quick-save" disabled={busy}>
            {t("quickMessages.form.save")}
          </button>
        </div>
      </form>
    </Modal>
  )
}
