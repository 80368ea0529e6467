import { useTranslation } from "react-i18next"
import { Link } from "../../../components/ui/Link"

/** Placeholder of the home dashboard (admins and supervisors land here). */
export function HomePage() {
  const { t } = useTranslation()
  return (
    <div className="home-page">
      <div className="card home-card">
        <h1>{t("home.title")}</h1>
        <p className="muted">{t("home.placeholder")}</p>
        <Link to="/atendimento" className="button button-primary" data-testid="home-workspace-link">
          {t("home.goToWorkspace")}
        </Link>
      </div>
    </div>
  )
}
