import type { BusinessWeek, DayHours } from "@atende/core/contracts/businessHours"
import { isOpen } from "@atende/core/rules/businessHours"
import { useEffect, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { ApiError } from "../../../lib/apiError"
import { describeError, notifyError } from "../../../lib/errorText"
import { toast } from "../../../lib/toast"
import { saveBusinessHours, useBusinessHours } from "../hooks/useBusinessHours"
import { fieldProblems, WEEK_ORDER, withMode, type Problem } from "../state/businessHours"
import "../businessHours.css"

const MODES: readonly DayHours["mode"][] = ["open", "closed", "hours"]

type FieldErrorProps = { problem: Problem | undefined; testId: string }

/** A server's field error, under its field, in the user's language. */
export function FieldError({ problem, testId }: FieldErrorProps) {
  const { t } = useTranslation("businessHours")
  if (!problem) return null
  return (
    <small className="field-error" data-testid={testId}>
      {t(`businessHours.problems.${problem}`)}
    </small>
  )
}

/**
 * The /configuracoes/horario screen (administrators): each weekday Open, Closed or hour ranges, the
 * absence message, and the tenant's time zone the hours are read in. The server checks the week
 * (core's contract) and its field errors show under the fields.
 */
export function BusinessHoursPage() {
  const { t } = useTranslation("businessHours")
  const { data, isPending, error, refetch } = useBusinessHours()
  const [days, setDays] = useState<BusinessWeek | null>(null)
  const [absence, setAbsence] = useState("")
  const [problems, setProblems] = useState<Record<string, Problem>>({})
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (data && days === null) {
      setDays(data.days)
      setAbsence(data.absenceMessage)
    }
  }, [data, days])

  function changeDay(d: number, next: DayHours) {
    if (!days) return
    setDays(days.map((day, i) => (i === d ? next : day)))
    setProblems({})
  }

  function changeRange(d: number, r: number, edge: "start" | "end", value: string) {
    const day = days?.[d]
    if (day?.mode !== "hours") return
    changeDay(d, { ...day, ranges: day.ranges.map((range, i) => (i === r ? { ...range, [edge]: value } : range)) })
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!days || busy) return
    setBusy(true)
    setProblems({})
    try {
      const saved = await saveBusinessHours({ days, absenceMessage: absence })
      setDays(saved.days)
      setAbsence(saved.absenceMessage)
      toast.success(t("businessHours.saved"))
    } catch (e) {
      if (e instanceof ApiError && e.code === "ERR_VALIDATION") setProblems(fieldProblems(e.extra))
      notifyError(e)
    } finally {
      setBusy(false)
    }
  }

  const failure = error ? describeError(error) : null
  const openNow = data && days ? isOpen(days, data.timeZone, Date.now()) : null
  return (
    <div className="hours-page" data-testid="business-hours-page">
      <section className="card hours-card">
        <header className="hours-header">
          <div>
            <h1>{t("businessHours.title")}</h1>
            <p className="muted">{t("businessHours.intro")}</p>
          </div>
          {data && (
            <div className="hours-zone">
              <span data-testid="hours-timezone">{t("businessHours.timeZone", { zone: data.timeZone })}</span>
              {openNow !== null && (
                <span className={`chip ${openNow ? "hours-open" : "hours-closed"}`} data-testid="hours-now">
                  {openNow ? t("businessHours.openNow") : t("businessHours.closedNow")}
                </span>
              )}
            </div>
          )}
        </header>
        {failure ? (
          <div className="hours-state" data-testid="hours-load-error">
            <p className="field-error">
              {t("businessHours.loadFailed")} {failure.title ? `${failure.title}: ${failure.text}` : failure.text}
            </p>
            <button type="button" className="button button-outline" onClick={() => void refetch()}>
              {t("common.tryAgain")}
            </button>
          </div>
        ) : isPending || !days ? (
          <p className="hours-state muted">{t("businessHours.loading")}</p>
        ) : (
          <form className="form-stack" onSubmit={(event) => void handleSubmit(event)} noValidate>
            <ul className="hours-week">
              {WEEK_ORDER.map((d) => {
                const day = days[d]!
                return (
                  <li key={d} className="hours-day" data-testid="hours-day" data-day={d}>
                    <strong className="hours-day-name">{t(`businessHours.weekdays.${d}`)}</strong>
                    <label className="field hours-mode">
                      <select
                        value={day.mode}
                        data-testid="hours-mode"
                        aria-label={`${t("businessHours.mode")}: ${t(`businessHours.weekdays.${d}`)}`}
                        onChange={(event) => changeDay(d, withMode(day, event.target.value as DayHours["mode"]))}
                      >
                        {MODES.map((mode) => (
                          <option key={mode} value={mode}>
                            {t(`businessHours.modes.${mode}`)}
                          </option>
                        ))}
                      </select>
                    </label>
                    {day.mode === "hours" && (
                      <div className="hours-ranges">
                        {day.ranges.map((range, r) => (
                          <div key={r} className="hours-range" data-testid="hours-range">
                            {(["start", "end"] as const).map((edge) => {
                              const field = `days.${d}.ranges.${r}.${edge}`
                              return (
                                <label key={edge} className="field hours-time">
                                  <span>{t(`businessHours.${edge}`)}</span>
                                  <input
                                    value={range[edge]}
                                    placeholder="HH:mm"
                                    inputMode="numeric"
                                    maxLength={5}
                                    data-testid={`hours-${edge}`}
                                    aria-invalid={Boolean(problems[field])}
                                    onChange={(event) => changeRange(d, r, edge, event.target.value)}
                                  />
                                  <FieldError problem={problems[field]} testId="hours-field-error" />
                                </label>
                              )
                            })}
                            {day.ranges.length > 1 && (
                              <button
                                type="button"
                                className="button button-ghost hours-remove"
                                data-testid="hours-remove-range"
                                onClick={() => changeDay(d, { ...day, ranges: day.ranges.filter((_, i) => i !== r) })}
                              >
                                {t("businessHours.removeRange")}
                              </button>
                            )}
                          </div>
                        ))}
                        <FieldError problem={problems[`days.${d}.ranges`]} testId="hours-field-error" />
                        {day.ranges.length < 6 && (
                          <button
                            type="button"
                            className="link-button"
                            data-testid="hours-add-range"
                            onClick={() =>
                              changeDay(d, { ...day, ranges: [...day.ranges, { start: "13:00", end: "18:00" }] })
                            }
                          >
                            {t("businessHours.addRange")}
                          </button>
                        )}
                      </div>
                    )}
                  </li>
                )
              })}
            </ul>
            <label className="field">
              <span>{t("businessHours.absenceMessage")}</span>
              <textarea
                rows={4}
                value={absence}
                data-testid="hours-absence"
                aria-invalid={Boolean(problems.absenceMessage)}
                onChange={(event) => {
                  setAbsence(event.target.value)
                  setProblems({})
                }}
              />
              <small className="muted">{t("businessHours.absenceHint", { name: "{{name}}" })}</small>
              <FieldError problem={problems.absenceMessage} testId="hours-absence-error" />
            </label>
            <div className="hours-actions">
              <button type="submit" className="button button-primary" data-testid="hours-save" disabled={busy}>
                {t("businessHours.save")}
              </button>
            </div>
          </form>
        )}
      </section>
    </div>
  )
}
