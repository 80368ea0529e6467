import { canMassAct, isAdminProfile } from "@atende/core/rules/permissions"
import { useTranslation } from "react-i18next"
import { Link } from "../../../components/ui/Link"
import { useSession } from "../../../lib/session"
import { Dashboard } from "./Dashboard"
import { MassActions } from "./MassActions"
import "../home.css"

/**
 * The home dashboard (spec part 1 §2 /home): administrators and supervisors get the figures
 * (they land here), administrators the mass actions too; anyone else, who lands on the
 * workspace, is shown the way there.
 */
export function HomePage() {
  const { t } = useTranslation("home")
  const session = useSession()
  if (!session || !isAdminProfile(session.profile))
    return (
      <div className="home-page">
        <div className="card home-card" data-testid="home-agent">
          <h1>{t("home.title")}</h1>
          <p className="muted">{t("home.agentIntro")}</p>
          <Link to="/atendimento" className="button button-primary" data-testid="home-workspace-link">
            {t("home.goToWorkspace")}
          </Link>
        </div>
      </div>
    )
  return (
    <div className="home-page">
      <Dashboard />
      {canMassAct(session.profile) && <MassActions />}
    </div>
  )
}
