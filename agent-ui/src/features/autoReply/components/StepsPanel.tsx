import type { AutoReply } from "@atende/core/contracts/autoReply"
import { useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { ApiError } from "../../../lib/apiError"
import { errorCodeText, notifyError } from "../../../lib/errorText"
import { toast } from "../../../lib/toast"
import { createStep } from "../api/autoReplyApi"
import { changeAutoReply } from "../hooks/useAutoReplies"
import { LIMITS, serverProblems, stepProblems, type Problems } from "../state/autoReply"
import { FieldError } from "./FieldError"
import { StepCard } from "./StepCard"

/** The text of a refusal the form shows under its fields (the catalogue's, in the user's language). */
export function refusalText(error: unknown, code: string): string | null {
  if (!(error instanceof ApiError) || error.code !== code) return null
  const text = errorCodeText(code)
  return text ? `${text.title}: ${text.text}` : code
}

/** An auto-reply's steps, each with its actions, and the form that adds one. */
export function StepsPanel({ reply }: { reply: AutoReply }) {
  const { t } = useTranslation("autoReply")
  const [message, setMessage] = useState("")
  const [initialStep, setInitialStep] = useState(!reply.steps.some((s) => s.initialStep))
  const [problems, setProblems] = useState<Problems>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function handleAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = stepProblems({ message, initialStep })
    setProblems(found)
    setRefusal(null)
    if (Object.keys(found).length || busy) return
    setBusy(true)
    try {
      const next = await changeAutoReply(() => createStep(reply.id, { message: message.trim(), initialStep }))
      toast.success(t("autoReply.steps.saved"))
      setMessage("")
      setInitialStep(!next.steps.some((s) => s.initialStep))
    } catch (error) {
      const refused = refusalText(error, "ERR_AUTO_REPLY_INITIAL_STEP_EXISTS")
      if (refused) setRefusal(refused)
      else {
        if (error instanceof ApiError && error.code === "ERR_VALIDATION") setProblems(serverProblems(error.extra))
        notifyError(error)
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="auto-reply-steps" data-testid="auto-reply-steps">
      <h2>{t("autoReply.steps.title")}</h2>
      {reply.steps.length === 0 ? (
        <p className="muted" data-testid="auto-reply-steps-empty">
          {t("autoReply.steps.empty")}
        </p>
      ) : (
        <ol className="auto-reply-step-list">
          {reply.steps.map((step) => (
            <StepCard key={step.id} reply={reply} step={step} />
          ))}
        </ol>
      )}
      <form className="auto-reply-new-step form-stack" onSubmit={(event) => void handleAdd(event)} noValidate>
        <label className="field">
          <span>{t("autoReply.steps.message")}</span>
          <textarea
            rows={3}
            value={message}
            data-testid="auto-reply-step-message"
            aria-invalid={Boolean(problems.message)}
            onChange={(event) => setMessage(event.target.value)}
          />
          <FieldError problem={problems.message} max={LIMITS.message} testId="auto-reply-step-message-error" />
        </label>
        <label className="auto-reply-check">
          <input
            type="checkbox"
            checked={initialStep}
            data-testid="auto-reply-step-initial"
            onChange={(event) => {
              setInitialStep(event.target.checked)
              setRefusal(null)
            }}
          />
          <span>{t("autoReply.steps.initialStep")}</span>
        </label>
        {refusal && (
          <small className="field-error" data-testid="auto-reply-step-refused">
            {refusal}
          </small>
        )}
        <div>
          <button type="submit" className="button button-outline" data-testid="auto-reply-step-add" disabled={busy}>
            {t("autoReply.steps.add")}
          </button>
        </div>
      </form>
    </section>
  )
}
