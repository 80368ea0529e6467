import type { AutoReply } from "@atende/core/contracts/autoReply"
import { useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Modal } from "../../../components/ui/Modal"
import { ApiError } from "../../../lib/apiError"
import { notifyError } from "../../../lib/errorText"
import { toast } from "../../../lib/toast"
import { createAutoReply, updateAutoReply } from "../api/autoReplyApi"
import { changeAutoReply, useAutoReplies } from "../hooks/useAutoReplies"
import { LIMITS, replyProblems, serverProblems, type Problems } from "../state/autoReply"
import { FieldError } from "./FieldError"
import { StepsPanel } from "./StepsPanel"

type AutoReplyDialogProps = {
  /** The auto-reply to edit; null creates one (its steps come once it is saved). */
  id: number | null
  onCreated: (created: AutoReply) => void
  onClose: () => void
}

/** Creating or editing an auto-reply: description, active, test number; then its steps and their actions. */
export function AutoReplyDialog({ id, onCreated, onClose }: AutoReplyDialogProps) {
  const { t } = useTranslation("autoReply")
  const { data } = useAutoReplies()
  const reply = id === null ? undefined : data?.find((r) => r.id === id)
  const [description, setDescription] = useState(reply?.description ?? "")
  const [active, setActive] = useState(reply?.active ?? true)
  const [testNumber, setTestNumber] = useState(reply?.testNumber ?? "")
  const [problems, setProblems] = useState<Problems>({})
  const [busy, setBusy] = useState(false)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = { description, active, testNumber }
    const found = replyProblems(form)
    setProblems(found)
    if (Object.keys(found).length || busy) return
    setBusy(true)
    try {
      const body = { description: description.trim(), active, testNumber: testNumber.trim() || null }
      const saved = await changeAutoReply(() => (id === null ? createAutoReply(body) : updateAutoReply(id, body)))
      toast.success(t("autoReply.saved"))
      if (id === null) onCreated(saved)
    } catch (error) {
      if (error instanceof ApiError && error.code === "ERR_VALIDATION") setProblems(serverProblems(error.extra))
      notifyError(error)
      if (error instanceof ApiError && error.code === "ERR_NO_AUTO_REPLY_FOUND") onClose()
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      title={id === null ? t("autoReply.form.createTitle") : t("autoReply.form.editTitle")}
      onClose={onClose}
      testId="auto-reply-dialog"
    >
      <form className="form-stack" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <label className="field">
          <span>{t("autoReply.form.description")}</span>
          <input
            value={description}
            data-testid="auto-reply-description"
            aria-invalid={Boolean(problems.description)}
            onChange={(event) => setDescription(event.target.value)}
          />
          <FieldError problem={problems.description} max={LIMITS.description} testId="auto-reply-description-error" />
        </label>
        <label className="field">
          <span>{t("autoReply.form.testNumber")}</span>
          <input
            value={testNumber}
            inputMode="tel"
            data-testid="auto-reply-test-number"
            aria-invalid={Boolean(problems.testNumber)}
            onChange={(event) => setTestNumber(event.target.value)}
          />
          <small className="muted">{t("autoReply.form.testNumberHint")}</small>
          <FieldError problem={problems.testNumber} testId="auto-reply-test-number-error" />
        </label>
        <label className="auto-reply-check">
          <input
            type="checkbox"
            checked={active}
            data-testid="auto-reply-active"
            onChange={(event) => setActive(event.target.checked)}
          />
          <span>{t("autoReply.form.active")}</span>
        </label>
        <div className="modal-actions">
          <button type="button" className="button button-ghost" onClick={onClose}>
            {t("autoReply.form.close")}
          </button>
          <button type="submit" className="button button-primary" data-testid="auto-reply-save" disabled={busy}>
            {t("autoReply.form.save")}
          </button>
        </div>
      </form>
      {reply && <StepsPanel reply={reply} />}
    </Modal>
  )
}
