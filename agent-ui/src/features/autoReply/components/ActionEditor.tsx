import type { AutoReply, AutoReplyAction, AutoReplyStep } from "@atende/core/contracts/autoReply"
import { useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { ApiError } from "../../../lib/apiError"
import { notifyError } from "../../../lib/errorText"
import { useQueues, useUsers } from "../../../lib/queries"
import { toast } from "../../../lib/toast"
import { createAction, updateAction } from "../api/autoReplyApi"
import { changeAutoReply } from "../hooks/useAutoReplies"
import {
  actionBody,
  actionFormOf,
  actionProblems,
  emptyActionForm,
  LIMITS,
  serverProblems,
  stepLabel,
  type ActionForm,
  type Destination,
  type Problems
} from "../state/autoReply"
import { FieldError } from "./FieldError"

type ActionEditorProps = {
  reply: AutoReply
  step: AutoReplyStep
  /** The action to edit; null adds one. */
  action: AutoReplyAction | null
  onDone: () => void
}

const DESTINATIONS: readonly Destination[] = ["none", "step", "queue", "user"]

/** The form of a step's action: the key, one destination (next step, queue or user) and the return message. */
export function ActionEditor({ reply, step, action, onDone }: ActionEditorProps) {
  const { t } = useTranslation("autoReply")
  const queues = useQueues().data ?? []
  const users = useUsers().data ?? []
  const [form, setForm] = useState<ActionForm>(action ? actionFormOf(action) : emptyActionForm)
  const [problems, setProblems] = useState<Problems>({})
  const [busy, setBusy] = useState(false)

  const targets =
    form.destination === "step"
      ? reply.steps.filter((s) => s.id !== step.id).map((s) => ({ id: s.id, name: stepLabel(s.message) }))
      : form.destination === "queue"
        ? queues.map((q) => ({ id: q.id, name: q.name }))
        : form.destination === "user"
          ? users.map((u) => ({ id: u.id, name: u.name }))
          : []

  function edit(patch: Partial<ActionForm>) {
    setForm({ ...form, ...patch })
    setProblems({})
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = actionProblems(form)
    setProblems(found)
    if (Object.keys(found).length || busy) return
    setBusy(true)
    try {
      const body = actionBody(form)
      await changeAutoReply(() =>
        action ? updateAction(reply.id, step.id, action.id, body) : createAction(reply.id, step.id, body)
      )
      toast.success(t("autoReply.actions.saved"))
      onDone()
    } catch (error) {
      if (error instanceof ApiError && error.code === "ERR_VALIDATION") setProblems(serverProblems(error.extra))
      notifyError(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className="auto-reply-action-form"
      data-testid="auto-reply-action-form"
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
    >
      <label className="field">
        <span>{t("autoReply.actions.key")}</span>
        <input
          value={form.key}
          data-testid="auto-reply-action-key"
          aria-invalid={Boolean(problems.key)}
          onChange={(event) => edit({ key: event.target.value })}
        />
        <FieldError problem={problems.key} max={LIMITS.key} testId="auto-reply-action-key-error" />
      </label>
      <label className="field">
        <span>{t("autoReply.actions.destination")}</span>
        <select
          value={form.destination}
          data-testid="auto-reply-action-destination-kind"
          onChange={(event) => edit({ destination: event.target.value as Destination, targetId: "" })}
        >
          {DESTINATIONS.map((d) => (
            <option key={d} value={d}>
              {t(`autoReply.actions.${d}`)}
            </option>
          ))}
        </select>
      </label>
      {form.destination !== "none" && (
        <label className="field">
          <span>{t("autoReply.actions.target")}</span>
          <select
            value={form.targetId}
            data-testid="auto-reply-action-target"
            aria-invalid={Boolean(problems.targetId)}
            onChange={(event) => edit({ targetId: event.target.value })}
          >
            <option value="">{t("autoReply.actions.choose")}</option>
            {targets.map((x) => (
              <option key={x.id} value={String(x.id)}>
                {x.name}
              </option>
            ))}
          </select>
          <FieldError problem={problems.targetId} testId="auto-reply-action-target-error" />
        </label>
      )}
      <label className="field">
        <span>{t("autoReply.actions.replyMessage")}</span>
        <textarea
          rows={2}
          value={form.replyMessage}
          data-testid="auto-reply-action-reply"
          aria-invalid={Boolean(problems.replyMessage)}
          onChange={(event) => edit({ replyMessage: event.target.value })}
        />
        <FieldError problem={problems.replyMessage} max={LIMITS.replyMessage} testId="auto-reply-action-reply-error" />
      </label>
      <div className="auto-reply-action-buttons">
        <button type="button" className="button button-ghost" onClick={onDone}>
          {t("autoReply.actions.cancel")}
        </button>
        <button type="submit" className="button button-primary" data-testid="auto-reply-action-save" disabled={busy}>
          {t("autoReply.actions.save")}
        </button>
      </div>
    </form>
  )
}
