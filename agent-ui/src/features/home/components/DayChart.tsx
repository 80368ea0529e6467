import type { DashboardDay } from "@atende/core/contracts/dashboard"
import { useTranslation } from "react-i18next"
import { formatDay, formatShortDay } from "../state/days"

/** Opened and resolved tickets a day, as paired bars (plain CSS); the axis labels thin out on long periods. */
export function DayChart({ days }: { days: ReadonlyArray<DashboardDay> }) {
  const { t, i18n } = useTranslation("home")
  const max = Math.max(1, ...days.map((d) => Math.max(d.opened, d.resolved)))
  const every = Math.max(1, Math.ceil(days.length / 12))
  return (
    <figure className="day-chart" data-testid="dashboard-day-chart">
      <figcaption>
        <h2>{t("dashboard.chart.title")}</h2>
        <span className="chart-legend">
          <span className="chart-key chart-opened" /> {t("dashboard.indicators.opened")}
          <span className="chart-key chart-resolved" /> {t("dashboard.indicators.resolved")}
        </span>
      </figcaption>
      <div className="day-chart-bars">
        {days.map((d, i) => (
          <div
            key={d.date}
            className="day-chart-day"
            title={t("dashboard.chart.label", {
              date: formatDay(d.date, i18n.language),
              opened: d.opened,
              resolved: d.resolved
            })}
            data-testid="dashboard-day"
            data-date={d.date}
            data-opened={String(d.opened)}
          >
            <div className="day-chart-pair">
              <span className="chart-bar chart-opened" style={{ height: `${(d.opened / max) * 100}%` }} />
              <span className="chart-bar chart-resolved" style={{ height: `${(d.resolved / max) * 100}%` }} />
            </div>
            <span className="day-chart-label">{i % every === 0 ? formatShortDay(d.date, i18n.language) : ""}</span>
          </div>
        ))}
      </div>
    </figure>
  )
}
