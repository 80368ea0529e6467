import type { SlaCounts } from "@atende/core/contracts/dashboard"
import { useTranslation } from "react-i18next"

const PARTS = [
  { key: "onTime", colour: "green" },
  { key: "attention", colour: "yellow" },
  { key: "overdue", colour: "red" }
] as const

/** The first responses by SLA colour: a stacked bar, with each part's count; `compact` for table cells. */
export function SlaBar({ sla, compact = false, testId }: { sla: SlaCounts; compact?: boolean; testId?: string }) {
  const { t } = useTranslation("home")
  const total = sla.onTime + sla.attention + sla.overdue
  const bar = (
    <div
      className="sla-bar"
      role="img"
      aria-label={PARTS.map((p) => `${t(`dashboard.sla.${p.key}`)}: ${sla[p.key]}`).join(", ")}
    >
      {PARTS.map((p) =>
        sla[p.key] ? <span key={p.key} className={`sla-part sla-${p.colour}`} style={{ flexGrow: sla[p.key] }} /> : null
      )}
    </div>
  )
  if (compact) return <div data-testid={testId}>{total ? bar : <span className="muted">—</span>}</div>
  return (
    <div className="dashboard-sla" data-testid={testId}>
      <h2>{t("dashboard.sla.title")}</h2>
      {total ? bar : <p className="muted">{t("dashboard.sla.none")}</p>}
      <ul className="sla-legend">
        {PARTS.map((p) => (
          <li key={p.key} data-testid={`sla-${p.key}`} data-value={String(sla[p.key])}>
            <span className={`sla-dot sla-${p.colour}`} />
            {t(`dashboard.sla.${p.key}`)}: <strong>{sla[p.key]}</strong>
          </li>
        ))}
      </ul>
    </div>
  )
}
