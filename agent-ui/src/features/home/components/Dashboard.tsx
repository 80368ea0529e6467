import { useEffect, useMemo, useState } from "react"
import { useTranslation } from "react-i18next"
import { NamedSelect } from "../../../components/ui/NamedSelect"
import { describeError, notifyError } from "../../../lib/errorText"
import { useQueues, useUsers } from "../../../lib/queries"
import { useDashboard, useDashboardLive } from "../hooks/useDashboard"
import { formatDay } from "../state/days"
import { initialFilter, rangeProblem, requestOf, type DashboardFilter } from "../state/period"
import { Breakdown } from "./Breakdown"
import { DayChart } from "./DayChart"
import { IndicatorCards } from "./IndicatorCards"
import { PeriodFilter } from "./PeriodFilter"
import { SlaBar } from "./SlaBar"

type View = "synthetic" | "users" | "queues"
const VIEWS: readonly View[] = ["synthetic", "users", "queues"]

/**
 * The home dashboard's figures (spec part 1 §2 /home): a period (presets or a custom range, in the
 * tenant's time zone), optionally one user or queue, and three views: the synthetic one
 * (indicators, first-response SLA, tickets a day), by user and by queue. Read again shortly
 * after ticket events, so today's figures follow the work.
 */
export function Dashboard() {
  const { t, i18n } = useTranslation("home")
  const [filter, setFilter] = useState<DashboardFilter>(initialFilter)
  const [today, setToday] = useState<string | undefined>(undefined)
  const [view, setView] = useState<View>("synthetic")
  const request = useMemo(() => requestOf(filter, today), [filter, today])
  const figures = useDashboard(request, rangeProblem(filter) === null)
  const { data: users = [] } = useUsers()
  const { data: queues = [] } = useQueues()
  useDashboardLive()

  const answer = figures.data
  useEffect(() => {
    if (answer && answer.today !== today) setToday(answer.today)
  }, [answer, today])
  useEffect(() => {
    if (figures.error) notifyError(figures.error)
  }, [figures.error])

  function renderBody() {
    if (!answer) {
      if (figures.isError)
        return (
          <div className="dashboard-state" data-testid="dashboard-load-error">
            <p className="field-error">
              {t("dashboard.loadFailed")} {describeError(figures.error).text}
            </p>
            <button type="button" className="button button-outline" onClick={() => void figures.refetch()}>
              {t("common.tryAgain")}
            </button>
          </div>
        )
      return <p className="muted dashboard-state">{t("dashboard.loading")}</p>
    }
    if (view === "users") return <Breakdown kind="user" rows={answer.byUser} />
    if (view === "queues") return <Breakdown kind="queue" rows={answer.byQueue} />
    return (
      <>
        <IndicatorCards totals={answer.totals} />
        <div className="dashboard-charts">
          <SlaBar sla={answer.totals.sla} testId="dashboard-sla" />
          <DayChart days={answer.byDay} />
        </div>
      </>
    )
  }

  return (
    <section className="card dashboard" data-testid="dashboard" aria-busy={figures.isFetching}>
      <header className="dashboard-header">
        <h1>{t("home.title")}</h1>
        {answer && (
          <span className="muted" data-testid="dashboard-period" data-from={answer.from} data-to={answer.to}>
            {t("dashboard.periodOf", {
              from: formatDay(answer.from, i18n.language),
              to: formatDay(answer.to, i18n.language),
              zone: answer.timezone
            })}
          </span>
        )}
      </header>
      <div className="dashboard-filters">
        <PeriodFilter filter={filter} onChange={setFilter} />
        <div className="form-row">
          <NamedSelect
            label={t("dashboard.user")}
            value={filter.userId}
            items={users}
            empty={t("dashboard.allUsers")}
            onChange={(userId) => setFilter({ ...filter, userId })}
            testId="dashboard-user"
          />
          <NamedSelect
            label={t("dashboard.queue")}
            value={filter.queueId}
            items={queues}
            empty={t("dashboard.allQueues")}
            onChange={(queueId) => setFilter({ ...filter, queueId })}
            testId="dashboard-queue"
          />
        </div>
      </div>
      <div className="tabs dashboard-views" role="tablist" aria-label={t("dashboard.views.label")}>
        {VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            role="tab"
            className="tab"
            aria-selected={view === v}
            data-testid={`dashboard-view-${v}`}
            onClick={() => setView(v)}
          >
            {t(`dashboard.views.${v}`)}
          </button>
        ))}
      </div>
      {renderBody()}
    </section>
  )
}
