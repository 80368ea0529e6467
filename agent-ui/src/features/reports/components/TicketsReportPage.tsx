import type { TicketReportRow } from "@atende/core/contracts/reports"
import { useTranslation } from "react-i18next"
import { useQueues, useUsers } from "../../../lib/queries"
import type { TicketFilters } from "../api/reportsApi"
import { useFilters } from "../hooks/useFilters"
import { useTicketReport, useTicketSummary } from "../hooks/useReports"
import { periodProblem } from "../state/filters"
import { currentMonth, formatDuration, formatInstant } from "../state/format"
import { DataTable, ListFooter, ReportState, type ColumnDef } from "./DataTable"
import { ChoiceList, FilterBar, PeriodFields } from "./Filters"
import { ReportFrame } from "./ReportFrame"
import { SlaBadge } from "./SlaBadge"

const STATUSES = ["pending", "open", "closed"] as const
const SLAS = ["green", "yellow", "red"] as const

const initial = (): TicketFilters => ({ ...currentMonth(), status: [], sla: [], userIds: [], queueIds: [] })

/** /relatorios/relatorio-tickets: the period's tickets with their wait, duration and SLA class. */
export function TicketsReportPage() {
  const { t, i18n } = useTranslation("reports")
  const f = useFilters(initial(), periodProblem, true)
  const { data: users = [] } = useUsers()
  const { data: queues = [] } = useQueues()
  const report = useTicketReport(f.applied)
  const summary = useTicketSummary(f.applied)
  const pages = report.data?.pages ?? []
  const rows = pages.flatMap((p) => p.rows)
  const zone = pages[0]?.timezone
  const when = (iso: string | null) => formatInstant(iso, i18n.language, zone)
  const columns: ColumnDef<TicketReportRow>[] = [
    { key: "protocol", header: t("reports.columns.protocol"), cell: (r) => r.protocol },
    { key: "status", header: t("reports.columns.status"), cell: (r) => t(`reports.status.${r.status}`) },
    { key: "contact", header: t("reports.columns.contact"), cell: (r) => r.contact.name },
    { key: "number", header: t("reports.columns.number"), cell: (r) => r.contact.number || "—" },
    { key: "user", header: t("reports.columns.user"), cell: (r) => r.user?.name ?? t("reports.nobody") },
    { key: "queue", header: t("reports.columns.queue"), cell: (r) => r.queue?.name ?? "—" },
    { key: "createdAt", header: t("reports.columns.createdAt"), cell: (r) => when(r.createdAt) },
    { key: "firstReplyAt", header: t("reports.columns.firstReplyAt"), cell: (r) => when(r.firstReplyAt) },
    { key: "closedAt", header: t("reports.columns.closedAt"), cell: (r) => when(r.closedAt) },
    { key: "wait", header: t("reports.columns.wait"), cell: (r) => formatDuration(r.waitSeconds), align: "right" },
    {
      key: "duration",
      header: t("reports.columns.duration"),
      cell: (r) => formatDuration(r.durationSeconds),
      align: "right"
    },
    { key: "sla", header: t("reports.columns.sla"), cell: (r) => <SlaBadge sla={r.sla} /> },
    {
      key: "satisfaction",
      header: t("reports.columns.satisfaction"),
      cell: (r) => (r.satisfaction === null ? "—" : `${"★".repeat(r.satisfaction)} ${r.satisfaction}`),
      align: "right"
    }
  ]
  const s = summary.data
  return (
    <ReportFrame
      report="tickets"
      applied={f.applied}
      filters={
        <FilterBar error={f.problem && t(`reports.filters.${f.problem}`)} onApply={f.apply}>
          <PeriodFields from={f.draft.from} to={f.draft.to} onChange={(p) => f.setDraft({ ...f.draft, ...p })} />
          <ChoiceList
            label={t("reports.filters.status")}
            group="status"
            options={STATUSES.map((v) => ({ value: v, label: t(`reports.status.${v}`) }))}
            selected={f.draft.status}
            onChange={(status) => f.setDraft({ ...f.draft, status })}
          />
          <ChoiceList
            label={t("reports.filters.sla")}
            group="sla"
            options={SLAS.map((v) => ({ value: v, label: t(`reports.sla.${v}`) }))}
            selected={f.draft.sla}
            onChange={(sla) => f.setDraft({ ...f.draft, sla })}
          />
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
      {f.applied && (
        <div className="report-summary" data-testid="report-summary">
          {s ? (
            <>
              <span>
                {t("reports.summary.total")}: <strong data-testid="report-summary-total">{s.total}</strong>
              </span>
              {STATUSES.map((v) => (
                <span key={v}>
                  {t(`reports.status.${v}`)}: <strong>{s.byStatus[v]}</strong>
                </span>
              ))}
              {SLAS.map((v) => (
                <span key={v} className={`report-sla report-sla-${v}`} data-testid={`report-summary-sla-${v}`}>
                  {t(`reports.sla.${v}`)}: <strong>{s.bySla[v]}</strong>
                </span>
              ))}
              <span>
                {t("reports.summary.avgWait")}: <strong>{formatDuration(s.avgWaitSeconds)}</strong>
              </span>
              <span>
                {t("reports.summary.avgDuration")}: <strong>{formatDuration(s.avgDurationSeconds)}</strong>
              </span>
            </>
          ) : (
            <span className="muted">{t("reports.summary.counting")}</span>
          )}
        </div>
      )}
      <ReportState
        waiting={!f.applied}
        loading={report.isPending}
        error={report.error}
        empty={rows.length === 0}
        onRetry={() => void report.refetch()}
      />
      {rows.length > 0 && (
        <>
          <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} />
          <ListFooter
            shown={rows.length}
            total={pages[0]?.total}
            capped={pages[0]?.totalCapped}
            hasMore={report.hasNextPage}
            loading={report.isFetchingNextPage}
            onMore={() => void report.fetchNextPage()}
          />
        </>
      )}
    </ReportFrame>
  )
}
