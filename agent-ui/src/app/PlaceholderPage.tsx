import { useTranslation } from "react-i18next"
import { Link } from "../components/ui/Link"
import type { Screen } from "./routes"

type PlaceholderPageProps = { screen: Screen }

/** A route of spec §2 whose screen is not built yet: its name and a way back. */
export function PlaceholderPage({ screen }: PlaceholderPageProps) {
  const { t } = useTranslation()
  return (
    <div className="home-page">
      <div className="card home-card" data-testid="placeholder" data-screen={screen}>
        <h1>{t(`screens.${screen}`)}</h1>
        <p className="muted">{t("placeholder.text")}</p>
        <Link to="/atendimento" className="button button-primary">
          {t("placeholder.back")}
        </Link>
      </div>
    </div>
  )
}
