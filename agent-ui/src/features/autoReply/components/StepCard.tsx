import type { AutoReply, AutoReplyAction, AutoReplyStep } from "@atende/core/contracts/autoReply"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog"
import { describeError, notifyError } from "../../../lib/errorText"
import { useQueues, useUsers } from "../../../lib/queries"
import { toast } from "../../../lib/toast"
import { deleteAction, deleteStep, updateStep } from "../api/autoReplyApi"
import { changeAutoReply } from "../hooks/useAutoReplies"
import { stepLabel } from "../state/autoReply"
import { ActionEditor } from "./ActionEditor"
import { refusalText } from "./StepsPanel"

type StepCardProps = { reply: AutoReply; step: AutoReplyStep }

/** One step: its message, the initial flag, its actions (each editable) and the form for a new action. */
export function StepCard({ reply, step }: StepCardProps) {
  const { t } = useTranslation("autoReply")
  const queues = useQueues().data ?? []
  const users = useUsers().data ?? []
  const [editing, setEditing] = useState<AutoReplyAction | "new" | null>(null)
  const [deleting, setDeleting] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)

  function destinationText(action: AutoReplyAction): string {
    if (action.nextStepId !== null) {
      const next = reply.steps.find((s) => s.id === action.nextStepId)
      return t("autoReply.actions.toStep", { name: next ? stepLabel(next.message) : `#${action.nextStepId}` })
    }
    if (action.queueId !== null)
      return t("autoReply.actions.toQueue", {
        name: queues.find((q) => q.id === action.queueId)?.name ?? `#${action.queueId}`
      })
    if (action.userId !== null)
      return t("autoReply.actions.toUser", {
        name: users.find((u) => u.id === action.userId)?.name ?? `#${action.userId}`
      })
    return t("autoReply.actions.toNone")
  }

  async function handleInitial(checked: boolean) {
    setRefusal(null)
    try {
      await changeAutoReply(() => updateStep(reply.id, step.id, { initialStep: checked }))
      toast.success(t("autoReply.steps.saved"))
    } catch (error) {
      const refused = refusalText(error, "ERR_AUTO_REPLY_INITIAL_STEP_EXISTS")
      if (refused) setRefusal(refused)
      else notifyError(error)
    }
  }

  async function handleDeleteStep() {
    try {
      await changeAutoReply(() => deleteStep(reply.id, step.id))
      toast.success(t("autoReply.steps.deleted"))
      setDeleting(false)
    } catch (error) {
      const text = describeError(error)
      setFailure(text.title ? `${text.title}: ${text.text}` : text.text)
    }
  }

  async function handleDeleteAction(action: AutoReplyAction) {
    try {
      await changeAutoReply(() => deleteAction(reply.id, step.id, action.id))
      toast.success(t("autoReply.actions.deleted"))
    } catch (error) {
      notifyError(error)
    }
  }

  return (
    <li className="auto-reply-step" data-testid="auto-reply-step" data-step-id={step.id}>
      <div className="auto-reply-step-head">
        <p className="auto-reply-step-message" data-testid="auto-reply-step-text">
          {step.message}
        </p>
        <label className="auto-reply-check">
          <input
            type="checkbox"
            checked={step.initialStep}
            data-testid="auto-reply-step-initial-toggle"
            onChange={(event) => void handleInitial(event.target.checked)}
          />
          <span>{t("autoReply.steps.initial")}</span>
        </label>
        <button
          type="button"
          className="button button-ghost auto-reply-danger"
          data-testid="auto-reply-step-delete"
          onClick={() => setDeleting(true)}
        >
          {t("autoReply.steps.delete")}
        </button>
      </div>
      {refusal && (
        <small className="field-error" data-testid="auto-reply-step-refused">
          {refusal}
        </small>
      )}
      <h3>{t("autoReply.actions.title")}</h3>
      {step.actions.length === 0 ? (
        <p className="muted">{t("autoReply.actions.empty")}</p>
      ) : (
        <ul className="auto-reply-actions">
          {step.actions.map((action) =>
            editing !== null && editing !== "new" && editing.id === action.id ? (
              <li key={action.id}>
                <ActionEditor reply={reply} step={step} action={action} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li key={action.id} className="auto-reply-action" data-testid="auto-reply-action" data-key={action.key}>
                <strong>{action.key}</strong>
                <span data-testid="auto-reply-action-destination">{destinationText(action)}</span>
                {action.replyMessage && <span className="muted">“{action.replyMessage}”</span>}
                <span className="auto-reply-action-buttons">
                  <button
                    type="button"
                    className="button button-ghost"
                    data-testid="auto-reply-action-edit"
                    onClick={() => setEditing(action)}
                  >
                    {t("autoReply.actions.edit")}
                  </button>
                  <button
                    type="button"
                    className="button button-ghost auto-reply-danger"
                    data-testid="auto-reply-action-delete"
                    onClick={() => void handleDeleteAction(action)}
                  >
                    {t("autoReply.actions.delete")}
                  </button>
                </span>
              </li>
            )
          )}
        </ul>
      )}
      {editing === "new" ? (
        <ActionEditor reply={reply} step={step} action={null} onDone={() => setEditing(null)} />
      ) : (
        <button
          type="button"
          className="button button-outline"
          data-testid="auto-reply-action-add"
          onClick={() => setEditing("new")}
        >
          {t("autoReply.actions.add")}
        </button>
      )}
      {deleting && (
        <ConfirmDialog
          title={t("autoReply.removeStep.title")}
          text={t("autoReply.removeStep.text", { name: stepLabel(step.message) })}
          confirmLabel={t("autoReply.removeStep.confirm")}
          tone="danger"
          testId="auto-reply-step-delete-dialog"
          confirmTestId="auto-reply-step-delete-confirm"
          failure={failure}
          failureTestId="auto-reply-step-delete-error"
          onConfirm={() => void handleDeleteStep()}
          onClose={() => {
            setDeleting(false)
            setFailure(null)
          }}
        />
      )}
    </li>
  )
}
