import type { ReportKind } from "@atende/core/contracts/reports"
import { useTranslation } from "react-i18next"
import { Link } from "../../../components/ui/Link"
import "../reports.css"

/** The six reports and their routes (spec part 2 §2), in the spec's order. */
const REPORTS: ReadonlyArray<readonly [ReportKind, string]> = [
  ["userStats", "estatisticas-atendimentos-usuarios"],
  ["contactList", "lista-contatos"],
  ["contactsByTag", "contatos-por-etiquetas"],
  ["contactsByState", "contatos-por-estado"],
  ["birthdays", "aniversariantes-do-mes"],
  ["tickets", "relatorio-tickets"]
]

/** /relatorios: a card for each report. */
export function ReportsIndexPage() {
  const { t } = useTranslation("reports")
  return (
    <div className="report-page" data-testid="reports-index">
      <section className="card report-card">
        <h1>{t("reports.title")}</h1>
        <p className="muted">{t("reports.intro")}</p>
        <ul className="report-index">
          {REPORTS.map(([kind, path]) => (
            <li key={kind} className="report-index-item">
              <Link to={`/relatorios/${path}`} className="report-index-link" data-testid={`reports-open-${kind}`}>
                <strong>{t(`reports.cards.${kind}.title`)}</strong>
                <span className="muted">{t(`reports.cards.${kind}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
