import { useTranslation } from "react-i18next"
import { Link } from "../components/ui/Link"

export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <div className="center-page">
      <div className="card not-found">
        <div className="not-found-code">404</div>
        <h1>{t("notFound.title")}</h1>
        <p className="muted">{t("notFound.text")}</p>
        <Link to="/" className="button button-primary">
          {t("notFound.back")}
        </Link>
      </div>
    </div>
  )
}
