import type { Indicators } from "@atende/core/contracts/dashboard"
import { useTranslation } from "react-i18next"
import { formatDuration } from "../state/duration"

type CardProps = { name: string; label: string; value: string; raw: number | null; hint: string }

function IndicatorCard({ name, label, value, raw, hint }: CardProps) {
  return (
    <div className="indicator" data-testid={`indicator-${name}`} data-value={raw === null ? "" : String(raw)}>
      <span className="indicator-label">{label}</span>
      <strong className="indicator-value">{value}</strong>
      <small className="muted">{hint}</small>
    </div>
  )
}

/** The period's indicators: counts, then the average first-response and resolution times. */
export function IndicatorCards({ totals }: { totals: Indicators }) {
  const { t, i18n } = useTranslation("home")
  const time = (ms: number | null) => (ms === null ? "—" : formatDuration(ms, i18n.language))
  const count = (name: "opened" | "attended" | "resolved" | "waiting" | "open", hint = "") => (
    <IndicatorCard
      name={name}
      label={t(`dashboard.indicators.${name}`)}
      value={String(totals[name])}
      raw={totals[name]}
      hint={hint}
    />
  )
  return (
    <div className="indicator-grid">
      {count("opened")}
      {count("attended")}
      {count("resolved")}
      {count("waiting", t("dashboard.hints.waiting"))}
      {count("open", t("dashboard.hints.open"))}
      <IndicatorCard
        name="firstResponse"
        label={t("dashboard.indicators.firstResponse")}
        value={time(totals.firstResponseMs)}
        raw={totals.firstResponseMs}
        hint={
          totals.answered ? t("dashboard.hints.firstResponse", { count: totals.answered }) : t("dashboard.hints.noTime")
        }
      />
      <IndicatorCard
        name="resolution"
        label={t("dashboard.indicators.resolution")}
        value={time(totals.resolutionMs)}
        raw={totals.resolutionMs}
        hint={totals.resolved ? t("dashboard.hints.resolution") : t("dashboard.hints.noTime")}
      />
    </div>
  )
}
