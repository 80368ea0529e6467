import type { ReportExportView, ReportFormat, ReportKind } from "@atende/core/contracts/reports"
import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { notifyError } from "../../../lib/errorText"
import { currentLanguage } from "../../../i18n/i18n"
import { toast } from "../../../lib/toast"
import { downloadExport, getExport, startExport } from "../api/reportsApi"

const POLL_MS = 400

/**
 * An export of the report as a file: started on the server (POST /reports/exports), its progress
 * read until it ends (the server writes it in the background, so the page and the server stay
 * responsive), then downloaded with the session. `progress` is the running export's view.
 */
export function useExport(report: ReportKind) {
  const { t } = useTranslation("reports")
  const [progress, setProgress] = useState<ReportExportView | null>(null)
  const [busy, setBusy] = useState(false)
  const alive = useRef(true)
  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
    }
  }, [])

  async function run(format: ReportFormat, filters: Record<string, unknown>) {
    setBusy(true)
    try {
      let view = await startExport({ report, format, lang: currentLanguage(), filters })
      while (view.status === "running" && alive.current) {
        setProgress(view)
        await new Promise((resolve) => setTimeout(resolve, POLL_MS))
        view = await getExport(view.id)
      }
      if (!alive.current) return
      setProgress(view)
      if (view.status === "failed") {
        toast.error(t("reports.export.failed"))
        return
      }
      await downloadExport(view.id, view.fileName)
      toast.success(t("reports.export.done", { name: view.fileName }))
    } catch (error) {
      notifyError(error)
    } finally {
      if (alive.current) {
        setBusy(false)
        setProgress(null)
      }
    }
  }

  return { run, busy, progress }
}
