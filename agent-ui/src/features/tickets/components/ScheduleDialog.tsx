import { useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Modal } from "../../../components/ui/Modal"
import { notifyError } from "../../../lib/errorText"
import { randomId } from "../../../lib/randomId"
import { toast } from "../../../lib/toast"
import { scheduleMessage, type ScheduledMessage } from "../api/messagesApi"
import { scheduleDateOf } from "../state/schedule"

type ScheduleDialogProps = { ticketId: string; onScheduled: (item: ScheduledMessage) => void; onClose: () => void }

/** A message sent later: date, time and text; the date must be valid and in the future. */
export function ScheduleDialog({ ticketId, onScheduled, onClose }: ScheduleDialogProps) {
  const { t } = useTranslation("tickets")
  const [date, setDate] = useState("")
  const [time, setTime] = useState("")
  const [body, setBody] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const when = scheduleDateOf(date, time)
    if (when.kind === "invalid") return setProblem(t("schedule.invalidDate"))
    if (when.kind === "past") return setProblem(t("schedule.past"))
    if (!body.trim()) return setProblem(t("schedule.bodyRequired"))
    setProblem(null)
    setSending(true)
    try {
      const item = await scheduleMessage(ticketId, body.trim(), when.date, randomId())
      toast.success(t("schedule.success"))
      onScheduled(item)
      onClose()
    } catch (error) {
      notifyError(error)
      setSending(false)
    }
  }

  return (
    <Modal title={t("schedule.title")} onClose={onClose} size="sm" testId="schedule-dialog">
      <form className="form-stack" onSubmit={handleSubmit} noValidate>
        <div className="form-row">
          <label className="field">
            <span>{t("schedule.date")}</span>
            <input
              type="date"
              data-testid="schedule-date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
            />
          </label>
          <label className="field">
            <span>{t("schedule.time")}</span>
            <input
              type="time"
              data-testid="schedule-time"
              value={time}
              onChange={(event) => setTime(event.target.value)}
            />
          </label>
        </div>
        <label className="field">
          <span>{t("schedule.message")}</span>
          <textarea
            rows={3}
            data-testid="schedule-body"
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
        </label>
        {problem && (
          <small className="field-error" data-testid="schedule-problem">
            {problem}
          </small>
        )}
        <div className="modal-actions">
          <button type="button" className="button button-ghost" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button type="submit" className="button button-primary" data-testid="schedule-submit" disabled={sending}>
            {t("schedule.submit")}
          </button>
        </div>
      </form>
    </Modal>
  )
}
