import { canMassAct } from "@atende/core/rules/permissions"
import { useTranslation } from "react-i18next"
import { Link } from "../../../components/ui/Link"
import { useSession } from "../../../lib/session"
import { MassActions } from "./MassActions"

/** The home dashboard: indicators are not built yet; administrators get the mass actions. */
export function HomePage() {
  const { t } = useTranslation()
  const session = useSession()
  return (
    <div className="home-page">
      <div className="card home-card">
        <h1>{t("home.title")}</h1>
        <p className="muted">{t("home.placeholder")}</p>
        <Link to="/atendimento" className="button button-primary" data-testid="home-workspace-link">
          {t("home.goToWorkspace")}
        </Link>
      </div>
      {session && canMassAct(session.profile) && <MassActions />}
    </div>
  )
}
