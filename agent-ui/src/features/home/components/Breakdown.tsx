import type { DashboardQueue, DashboardUser, Indicators } from "@atende/core/contracts/dashboard"
import { useTranslation } from "react-i18next"
import { formatDuration } from "../state/duration"
import { SlaBar } from "./SlaBar"

type Row = Indicators & { id: number | null; name: string | null }

const COUNTS = ["opened", "attended", "resolved", "waiting", "open"] as const

/** The figures by user or by queue: one row each, with a bar of its opened tickets against the largest. */
export function Breakdown({
  kind,
  rows
}: {
  kind: "user" | "queue"
  rows: ReadonlyArray<DashboardUser | DashboardQueue>
}) {
  const { t, i18n } = useTranslation("home")
  const list: Row[] = rows.map((r) => ({ ...r, id: "userId" in r ? r.userId : r.queueId }))
  if (!list.length) return <p className="muted dashboard-empty">{t("dashboard.table.empty")}</p>
  const max = Math.max(1, ...list.map((r) => r.opened))
  const time = (ms: number | null) => (ms === null ? "—" : formatDuration(ms, i18n.language))
  const nameOf = (r: Row) =>
    r.id === null
      ? t(kind === "user" ? "dashboard.table.noUser" : "dashboard.table.noQueue")
      : (r.name ?? t("dashboard.table.unknown"))
  return (
    <div className="dashboard-table-wrap">
      <table className="dashboard-table" data-testid={`dashboard-${kind}-table`}>
        <thead>
          <tr>
            <th>{t(kind === "user" ? "dashboard.user" : "dashboard.queue")}</th>
            {COUNTS.map((c) => (
              <th key={c}>{t(`dashboard.indicators.${c}`)}</th>
            ))}
            <th>{t("dashboard.indicators.firstResponse")}</th>
            <th>{t("dashboard.indicators.resolution")}</th>
            <th>{t("dashboard.sla.title")}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((r) => (
            <tr
              key={r.id ?? "none"}
              data-testid={`dashboard-${kind}-row`}
              data-id={r.id === null ? "none" : String(r.id)}
            >
              <th scope="row">
                <span className="dashboard-row-name">{nameOf(r)}</span>
                <span className="row-bar" style={{ width: `${(r.opened / max) * 100}%` }} />
              </th>
              {COUNTS.map((c) => (
                <td key={c} data-col={c}>
                  {r[c]}
                </td>
              ))}
              <td>{time(r.firstResponseMs)}</td>
              <td>{time(r.resolutionMs)}</td>
              <td>
                <SlaBar sla={r.sla} compact />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
