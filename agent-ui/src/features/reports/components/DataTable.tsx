import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { describeError } from "../../../lib/errorText"

export type ColumnDef<R> = {
  key: string
  header: string
  cell: (row: R) => ReactNode
  align?: "right"
}

type DataTableProps<R> = {
  columns: ReadonlyArray<ColumnDef<R>>
  rows: readonly R[]
  rowKey: (row: R) => string | number
  /** A last line (totals), shown apart. */
  footer?: R | undefined
}

/** The report's rows as a table (what the print view prints). */
export function DataTable<R>({ columns, rows, rowKey, footer }: DataTableProps<R>) {
  return (
    <div className="report-table-wrap">
      <table className="report-table" data-testid="report-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} className={c.align === "right" ? "report-num" : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid="report-row">
              {columns.map((c) => (
                <td key={c.key} className={c.align === "right" ? "report-num" : undefined}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr data-testid="report-total">
              {columns.map((c) => (
                <td key={c.key} className={c.align === "right" ? "report-num" : undefined}>
                  {c.cell(footer)}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  )
}

type ListFooterProps = {
  shown: number
  total: number | null | undefined
  /** The total is a lower bound (the server stopped counting there). */
  capped?: boolean | undefined
  hasMore: boolean
  loading: boolean
  onMore: () => void
}

/** "12 of 40" and "Load more" while pages remain. */
export function ListFooter({ shown, total, capped, hasMore, loading, onMore }: ListFooterProps) {
  const { t } = useTranslation("reports")
  return (
    <div className="report-footer">
      <span className="muted" data-testid="report-count">
        {t(capped ? "reports.countMore" : "reports.count", {
          shown: shown.toLocaleString(),
          total: (total ?? shown).toLocaleString()
        })}
      </span>
      {hasMore && (
        <button
          type="button"
          className="button button-ghost report-no-print"
          data-testid="report-more"
          disabled={loading}
          onClick={onMore}
        >
          {t("reports.loadMore")}
        </button>
      )}
    </div>
  )
}

type StateProps = { loading: boolean; error: unknown; empty: boolean; waiting: boolean; onRetry: () => void }

/** A failure as one line: the catalogue's title and text. */
function failureText(error: unknown): string {
  const d = describeError(error)
  return d.title ? `${d.title}: ${d.text}` : d.text
}

/** What stands instead of the rows: waiting for filters, loading, a failure, nothing found. */
export function ReportState({ loading, error, empty, waiting, onRetry }: StateProps) {
  const { t } = useTranslation("reports")
  if (waiting) return <p className="muted report-state">{t("reports.pending")}</p>
  if (error)
    return (
      <div className="report-state" data-testid="report-load-error">
        <p className="field-error">
          {t("reports.loadFailed")} {failureText(error)}
        </p>
        <button type="button" className="button button-outline" onClick={onRetry}>
          {t("common.tryAgain")}
        </button>
      </div>
    )
  if (loading) return <p className="muted report-state">{t("reports.loading")}</p>
  if (empty)
    return (
      <p className="muted report-state" data-testid="report-empty">
        {t("reports.empty")}
      </p>
    )
  return null
}
