import type { AvailabilityView, AvailabilityWeek } from "@atende/core/contracts/businessHours"
import { useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { ApiError } from "../../../lib/apiError"
import { describeError, notifyError } from "../../../lib/errorText"
import { toast } from "../../../lib/toast"
import { saveAvailability, useAvailability } from "../hooks/useBusinessHours"
import {
  fieldProblems,
  setSlotTime,
  SHIFTS,
  toggleShift,
  WEEK_ORDER,
  workingDays,
  type Problem
} from "../state/businessHours"
import { FieldError } from "./BusinessHoursPage"
import "../businessHours.css"

const NONE: AvailabilityView[] = []

type EditorProps = { user: AvailabilityView; onSaved: (saved: AvailabilityView) => void }

/** One user's week: per weekday the shifts they work, each with its start and end. */
function AvailabilityEditor({ user, onSaved }: EditorProps) {
  const { t } = useTranslation("businessHours")
  const [week, setWeek] = useState<AvailabilityWeek>(user.days)
  const [problems, setProblems] = useState<Record<string, Problem>>({})
  const [busy, setBusy] = useState(false)

  function change(next: AvailabilityWeek) {
    setWeek(next)
    setProblems({})
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setProblems({})
    try {
      const saved = await saveAvailability(user.userId, week)
      setWeek(saved.days)
      toast.success(t("businessHours.availability.saved"))
      onSaved(saved)
    } catch (e) {
      if (e instanceof ApiError && e.code === "ERR_VALIDATION") setProblems(fieldProblems(e.extra))
      notifyError(e)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="form-stack" onSubmit={(event) => void handleSubmit(event)} noValidate data-testid="shift-editor">
      <h2 className="shifts-editing">{t("businessHours.availability.editing", { name: user.name })}</h2>
      <ul className="hours-week">
        {WEEK_ORDER.map((d) => {
          const slots = week[d] ?? []
          return (
            <li key={d} className="hours-day shifts-day" data-testid="shift-day" data-day={d}>
              <strong className="hours-day-name">{t(`businessHours.weekdays.${d}`)}</strong>
              <div className="shifts-list">
                {SHIFTS.map((shift) => {
                  const index = slots.findIndex((s) => s.shift === shift)
                  const slot = index === -1 ? undefined : slots[index]
                  return (
                    <div key={shift} className="shifts-shift" data-testid="shift" data-shift={shift}>
                      <label className="shifts-check">
                        <input
                          type="checkbox"
                          checked={slot !== undefined}
                          data-testid="shift-toggle"
                          onChange={(event) =>
                            change(
                              week.map((day, i) => (i === d ? toggleShift(day, shift, event.target.checked) : day))
                            )
                          }
                        />
                        {t(`businessHours.availability.shifts.${shift}`)}
                      </label>
                      {slot &&
                        (["start", "end"] as const).map((edge) => {
                          const field = `days.${d}.${index}.${edge}`
                          return (
                            <label key={edge} className="field hours-time">
                              <span>{t(`businessHours.${edge}`)}</span>
                              <input
                                value={slot[edge]}
                                placeholder="HH:mm"
                                inputMode="numeric"
                                maxLength={5}
                                data-testid={`shift-${edge}`}
                                aria-invalid={Boolean(problems[field])}
                                onChange={(event) => change(setSlotTime(week, d, shift, edge, event.target.value))}
                              />
                              <FieldError problem={problems[field]} testId="shift-field-error" />
                            </label>
                          )
                        })}
                    </div>
                  )
                })}
              </div>
            </li>
          )
        })}
      </ul>
      <div className="hours-actions">
        <button type="submit" className="button button-primary" data-testid="shift-save" disabled={busy}>
          {t("businessHours.availability.save")}
        </button>
      </div>
    </form>
  )
}

/**
 * The /configuracoes/horarios screen (administrators): each user's availability by weekday and
 * shift (morning, afternoon, evening, full day), which the appointments area uses.
 */
export function AvailabilityPage() {
  const { t } = useTranslation("businessHours")
  const { data = NONE, isPending, error, refetch } = useAvailability()
  const [selected, setSelected] = useState<number | null>(null)
  const failure = error ? describeError(error) : null
  const user = data.find((u) => u.userId === selected)

  return (
    <div className="hours-page" data-testid="availability-page">
      <section className="card hours-card">
        <header className="hours-header">
          <div>
            <h1>{t("businessHours.availability.title")}</h1>
            <p className="muted">{t("businessHours.availability.intro")}</p>
          </div>
        </header>
        {failure ? (
          <div className="hours-state">
            <p className="field-error">{failure.title ? `${failure.title}: ${failure.text}` : failure.text}</p>
            <button type="button" className="button button-outline" onClick={() => void refetch()}>
              {t("common.tryAgain")}
            </button>
          </div>
        ) : isPending ? (
          <p className="hours-state muted">{t("businessHours.loading")}</p>
        ) : data.length === 0 ? (
          <p className="hours-state muted">{t("businessHours.availability.empty")}</p>
        ) : (
          <div className="shifts-layout">
            <ul className="shifts-users" aria-label={t("businessHours.availability.users")}>
              {data.map((u) => (
                <li key={u.userId}>
                  <button
                    type="button"
                    className={`shifts-user${u.userId === selected ? " is-active" : ""}`}
                    data-testid="shift-user"
                    data-user={u.userId}
                    aria-pressed={u.userId === selected}
                    onClick={() => setSelected(u.userId)}
                  >
                    <strong>{u.name}</strong>
                    <small className="muted" data-testid="shift-user-summary">
                      {u.saved
                        ? t("businessHours.availability.days", { count: workingDays(u.days).length })
                        : t("businessHours.availability.defaults")}
                    </small>
                  </button>
                </li>
              ))}
            </ul>
            <div className="shifts-panel">
              {user ? (
                <AvailabilityEditor key={user.userId} user={user} onSaved={() => undefined} />
              ) : (
                <p className="muted">{t("businessHours.availability.choose")}</p>
              )}
            </div>
          </div>
        )}
      </section>
    </div>
  )
}
