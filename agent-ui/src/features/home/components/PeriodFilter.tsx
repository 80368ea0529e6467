import { DASHBOARD_MAX_DAYS, DASHBOARD_PRESETS } from "@atende/core/contracts/dashboard"
import { useTranslation } from "react-i18next"
import { rangeProblem, type DashboardFilter } from "../state/period"

type PeriodFilterProps = { filter: DashboardFilter; onChange: (filter: DashboardFilter) => void }

/** The date filter: the presets and a custom range (both dates included). */
export function PeriodFilter({ filter, onChange }: PeriodFilterProps) {
  const { t } = useTranslation("home")
  const problem = rangeProblem(filter)
  const choices = [...DASHBOARD_PRESETS, "custom"] as const
  return (
    <div className="dashboard-period">
      <div className="dashboard-presets" role="group" aria-label={t("dashboard.period")}>
        {choices.map((preset) => (
          <button
            key={preset}
            type="button"
            className={`button ${filter.preset === preset ? "button-primary" : "button-outline"}`}
            aria-pressed={filter.preset === preset}
            data-testid={`dashboard-preset-${preset}`}
            onClick={() => onChange({ ...filter, preset })}
          >
            {t(`dashboard.presets.${preset}`)}
          </button>
        ))}
      </div>
      {filter.preset === "custom" && (
        <div className="dashboard-range">
          <label className="field">
            <span>{t("dashboard.from")}</span>
            <input
              type="date"
              value={filter.from}
              data-testid="dashboard-from"
              onChange={(event) => onChange({ ...filter, from: event.target.value })}
            />
          </label>
          <label className="field">
            <span>{t("dashboard.to")}</span>
            <input
              type="date"
              value={filter.to}
              data-testid="dashboard-to"
              onChange={(event) => onChange({ ...filter, to: event.target.value })}
            />
          </label>
          {problem && (
            <p className="field-error" data-testid="dashboard-range-problem">
              {t(`dashboard.range.${problem}`, { days: DASHBOARD_MAX_DAYS })}
            </p>
          )}
        </div>
      )}
    </div>
  )
}
