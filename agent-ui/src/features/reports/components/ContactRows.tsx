import type { ContactReportRow } from "@atende/core/contracts/reports"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { formatInstant } from "../state/format"
import { DataTable, ListFooter, ReportState, type ColumnDef } from "./DataTable"

type ContactPages = {
  data?: { pages: ReadonlyArray<{ rows: ContactReportRow[]; total: number | null; timezone: string }> } | undefined
  isPending: boolean
  error: unknown
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => unknown
  refetch: () => unknown
}

export type ContactColumn = "name" | "number" | "email" | "tags" | "state" | "createdAt" | "day" | "birthday" | "turns"

type ContactRowsProps = {
  report: ContactPages
  applied: boolean
  columns: readonly ContactColumn[]
  /** Cells a report shows its own way (the birthday's day, the age). */
  custom?: Partial<Record<ContactColumn, (row: ContactReportRow) => ReactNode>>
}

/** A contact report's rows, page after page, with what stands instead of them. */
export function ContactRows({ report, applied, columns, custom }: ContactRowsProps) {
  const { t, i18n } = useTranslation("reports")
  const pages = report.data?.pages ?? []
  const rows = pages.flatMap((p) => p.rows)
  const zone = pages[0]?.timezone
  const cells: Record<ContactColumn, (r: ContactReportRow) => ReactNode> = {
    name: (r) => r.name,
    number: (r) => r.number || "—",
    email: (r) => r.email ?? "—",
    tags: (r) =>
      r.tags.map((tag) => (
        <span key={tag.id} className="report-tag" style={{ borderColor: tag.color }}>
          {tag.name}
        </span>
      )),
    state: (r) => r.state ?? "—",
    createdAt: (r) => formatInstant(r.createdAt, i18n.language, zone),
    day: (r) => r.birthday?.slice(8, 10) ?? "—",
    birthday: (r) => r.birthday ?? "—",
    turns: () => "—",
    ...custom
  }
  const defs: ColumnDef<ContactReportRow>[] = columns.map((key) => ({
    key,
    header: t(`reports.columns.${key}`),
    cell: cells[key],
    ...(key === "day" || key === "turns" ? { align: "right" as const } : {})
  }))
  return (
    <>
      <ReportState
        waiting={!applied}
        loading={report.isPending}
        error={report.error}
        empty={rows.length === 0}
        onRetry={() => void report.refetch()}
      />
      {rows.length > 0 && (
        <>
          <DataTable columns={defs} rows={rows} rowKey={(r) => r.id} />
          <ListFooter
            shown={rows.length}
            total={pages[0]?.total}
            hasMore={report.hasNextPage}
            loading={report.isFetchingNextPage}
            onMore={() => void report.fetchNextPage()}
          />
        </>
      )}
    </>
  )
}
