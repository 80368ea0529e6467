import type { ReportFormat, ReportKind } from "@atende/core/contracts/reports"
import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { useExport } from "../hooks/useExport"

const FORMATS: readonly ReportFormat[] = ["pdf", "xlsx", "csv"]

type ExportMenuProps = {
  report: ReportKind
  /** The applied filters (null: nothing to export yet). */
  filters: Record<string, unknown> | null
}

/** "Export" (PDF, Excel, CSV: made on the server, with its progress) and "Print" (the page as shown). */
export function ExportMenu({ report, filters }: ExportMenuProps) {
  const { t } = useTranslation("reports")
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const { run, busy, progress } = useExport(report)

  useEffect(() => {
    if (!open) return
    function handleDown(event: MouseEvent) {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    function handleKey(event: KeyboardEvent) {
      if (event.key === "Escape") setOpen(false)
    }
    document.addEventListener("mousedown", handleDown)
    document.addEventListener("keydown", handleKey)
    return () => {
      document.removeEventListener("mousedown", handleDown)
      document.removeEventListener("keydown", handleKey)
    }
  }, [open])

  function handleExport(format: ReportFormat) {
    setOpen(false)
    if (filters) void run(format, filters)
  }

  const percent = progress && progress.total ? Math.round((progress.rows / progress.total) * 100) : 0
  return (
    <div className="report-actions report-no-print">
      <div className="menu" ref={root}>
        <button
          type="button"
          className="button button-outline"
          aria-haspopup="menu"
          aria-expanded={open}
          data-testid="report-export"
          disabled={busy || !filters}
          onClick={() => setOpen(!open)}
        >
          {t("reports.export.button")} ▾
        </button>
        {open && (
          <div className="menu-panel menu-panel-right" role="menu">
            {FORMATS.map((format) => (
              <button
                key={format}
                type="button"
                role="menuitem"
                className="menu-item"
                data-testid={`report-export-${format}`}
                onClick={() => handleExport(format)}
              >
                {t(`reports.export.${format}`)}
              </button>
            ))}
          </div>
        )}
      </div>
      <button
        type="button"
        className="button button-ghost"
        data-testid="report-print"
        disabled={!filters}
        onClick={() => window.print()}
      >
        {t("reports.print")}
      </button>
      {busy && (
        <div className="report-progress" data-testid="report-export-progress" role="status">
          <progress max={100} value={percent} aria-label={t("reports.export.button")} />
          <span>
            {progress && progress.rows >= progress.total && progress.total > 0
              ? t("reports.export.finishing")
              : t("reports.export.running", {
                  rows: (progress?.rows ?? 0).toLocaleString(),
                  total: (progress?.total ?? 0).toLocaleString()
                })}
          </span>
        </div>
      )}
    </div>
  )
}
