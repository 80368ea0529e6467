import { useTranslation } from "react-i18next"
import { useSlowLoading } from "../../lib/loading"

/** A thin bar at the top while a request is slow (spec §7). */
export function LoadingBar() {
  const { t } = useTranslation()
  const visible = useSlowLoading()
  if (!visible) return null
  return <div className="loading-bar" role="progressbar" aria-label={t("common.loading")} data-testid="loading-bar" />
}
