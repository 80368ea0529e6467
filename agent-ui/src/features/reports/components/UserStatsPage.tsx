import type { UserStatsRow } from "@atende/core/contracts/reports"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useQueues, useUsers } from "../../../lib/queries"
import type { UserStatsFilters } from "../api/reportsApi"
import { useFilters } from "../hooks/useFilters"
import { useUserStats } from "../hooks/useReports"
import { periodProblem } from "../state/filters"
import { currentMonth, formatDuration } from "../state/format"
import { DataTable, ListFooter, ReportState, type ColumnDef } from "./DataTable"
import { ChoiceList, FilterBar, PeriodFields } from "./Filters"
import { ReportFrame } from "./ReportFrame"

/** Lines shown at first, and added by each "load more" (the answer has a line per user). */
const PAGE = 20

const initial = (): UserStatsFilters => ({ ...currentMonth(), userIds: [], queueIds: [] })

/** A user's line, or the totals (no `user`). */
type Line = Omit<UserStatsRow, "user"> & { user?: UserStatsRow["user"] }

/** /relatorios/estatisticas-atendimentos-usuarios: each user's tickets of the period and the totals. */
export function UserStatsPage() {
  const { t } = useTranslation("reports")
  const f = useFilters(initial(), periodProblem, true)
  const [shown, setShown] = useState(PAGE)
  const { data: users = [] } = useUsers()
  const { data: queues = [] } = useQueues()
  const stats = useUserStats(f.applied)
  const rows = stats.data?.rows ?? []
  const count = (key: "tickets" | "pending" | "open" | "closed" | "messagesSent"): ColumnDef<Line> => ({
    key,
    header: t(`reports.columns.${key}`),
    cell: (r) => r[key],
    align: "right"
  })
  const columns: ColumnDef<Line>[] = [
    {
      key: "user",
      header: t("reports.columns.user"),
      cell: (r) =>
        r.user === undefined ? <strong>{t("reports.total")}</strong> : (r.user?.name ?? t("reports.nobody"))
    },
    count("tickets"),
    count("pending"),
    count("open"),
    count("closed"),
    count("messagesSent"),
    {
      key: "avgWait",
      header: t("reports.columns.avgWait"),
      cell: (r) => formatDuration(r.avgWaitSeconds),
      align: "right"
    },
    {
      key: "avgDuration",
      header: t("reports.columns.avgDuration"),
      cell: (r) => formatDuration(r.avgDurationSeconds),
      align: "right"
    },
    ...(["green", "yellow", "red"] as const).map((sla): ColumnDef<Line> => ({
      key: sla,
      header: `${t("reports.columns.sla")} ${t(`reports.sla.${sla}`)}`,
      cell: (r) => <span className={`report-sla report-sla-${sla}`}>{r.sla[sla]}</span>,
      align: "right"
    }))
  ]
  return (
    <ReportFrame
      report="userStats"
      applied={f.applied}
      filters={
        <FilterBar
          error={f.problem && t(`reports.filters.${f.problem}`)}
          onApply={() => {
            setShown(PAGE)
            f.apply()
          }}
        >
          <PeriodFields from={f.draft.from} to={f.draft.to} onChange={(p) => f.setDraft({ ...f.draft, ...p })} />
          <ChoiceList
            label={t("reports.filters.users")}
            group="user"
            options={users.map((u) => ({ value: u.id, label: u.name }))}
            selected={f.draft.userIds}
            onChange={(userIds) => f.setDraft({ ...f.draft, userIds })}
          />
          <ChoiceList
            label={t("reports.filters.queues")}
            group="queue"
            options={queues.map((q) => ({ value: q.id, label: q.name }))}
            selected={f.draft.queueIds}
            onChange={(queueIds) => f.setDraft({ ...f.draft, queueIds })}
          />
        </FilterBar>
      }
    >
      <ReportState
        waiting={!f.applied}
        loading={stats.isPending}
        error={stats.error}
        empty={rows.length === 0}
        onRetry={() => void stats.refetch()}
      />
      {stats.data && rows.length > 0 && (
        <>
          <DataTable<Line>
            columns={columns}
            rows={rows.slice(0, shown)}
            rowKey={(r) => r.user?.id ?? 0}
            footer={stats.data.totals}
          />
          <ListFooter
            shown={Math.min(shown, rows.length)}
            total={rows.length}
            hasMore={shown < rows.length}
            loading={false}
            onMore={() => setShown(shown + PAGE)}
          />
        </>
      )}
    </ReportFrame>
  )
}
