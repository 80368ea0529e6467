import type { ReportKind } from "@atende/core/contracts/reports"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "../../../components/ui/Link"
import { ExportMenu } from "./ExportMenu"
import "../reports.css"

type ReportFrameProps = {
  report: ReportKind
  /** The applied filters, for the export (null until applied). */
  applied: Record<string, unknown> | null
  filters: ReactNode
  children: ReactNode
}

/** A report's page: its title and the way back, its filters, export and print, and its rows. */
export function ReportFrame({ report, applied, filters, children }: ReportFrameProps) {
  const { t } = useTranslation("reports")
  return (
    <div className="report-page" data-testid={`report-${report}`}>
      <section className="card report-card">
        <header className="report-header">
          <div>
            <Link to="/relatorios" className="report-back report-no-print">
              {t("reports.back")}
            </Link>
            <h1>{t(`reports.cards.${report}.title`)}</h1>
          </div>
          <ExportMenu report={report} filters={applied} />
        </header>
        {filters}
        {children}
      </section>
    </div>
  )
}
