import { canManageSettings, isAdminProfile } from "@atende/core/rules/permissions"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Avatar } from "../components/ui/Avatar"
import { LanguageSwitch } from "../components/ui/LanguageSwitch"
import { Link } from "../components/ui/Link"
import { logout } from "../features/auth/api/authApi"
import { navigate, useHashPath } from "../lib/hashRouter"
import { clearSession, type Session } from "../lib/session"
import { useLive } from "../live/liveContext"

type TopBarProps = { session: Session }

export function TopBar({ session }: TopBarProps) {
  const { t } = useTranslation()
  const path = useHashPath()
  const { status } = useLive()
  const [leaving, setLeaving] = useState(false)
  const showHome = isAdminProfile(session.profile)

  async function handleLogout() {
    setLeaving(true)
    try {
      await logout()
    } catch {
      // the session ends locally whatever the server answered
    }
    navigate("/login", { replace: true })
    clearSession()
  }

  return (
    <header className="topbar">
      <span className="topbar-brand">{t("app.name")}</span>
      <nav className="topbar-nav">
        {showHome && (
          <Link to="/home" className="topbar-link" aria-current={path === "/home" ? "page" : undefined}>
            {t("nav.home")}
          </Link>
        )}
        <Link to="/atendimento" className="topbar-link" aria-current={path.startsWith("/atendimento") ? "page" : undefined}>
          {t("nav.workspace")}
        </Link>
        {canManageSettings(session.profile) && (
          <Link to="/configuracoes" className="topbar-link">
            {t("nav.settings")}
          </Link>
        )}
      </nav>
      <div className="topbar-right">
        <span className={`live-dot live-${status}`} title={t(`topbar.live.${status}`)} data-testid="live-status" data-status={status} />
        <LanguageSwitch />
        <span className="topbar-user">
          <Avatar name={session.username || "?"} size="sm" />
          <span className="topbar-username" data-testid="user-name">{session.username}</span>
        </span>
        <button type="button" className="button button-ghost" data-testid="btn-logout" disabled={leaving} onClick={handleLogout}>
          {t("topbar.logout")}
        </button>
      </div>
    </header>
  )
}
