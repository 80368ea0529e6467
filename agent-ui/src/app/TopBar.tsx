import { canManageSettings, isAdminProfile } from "@atende/core/rules/permissions"
import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { useLocation, useNavigate } from "react-router"
import { Avatar } from "../components/ui/Avatar"
import { LanguageSwitch } from "../components/ui/LanguageSwitch"
import { Link } from "../components/ui/Link"
import { logout } from "../features/auth/api/authApi"
import { forgetPushSubscription } from "../features/push/hooks/usePushRegistration"
import { notifyError } from "../lib/errorText"
import { clearSession, type Session } from "../lib/session"
import { saveUserConfigs } from "../lib/userConfigs"
import { useLive } from "../live/liveContext"

type TopBarProps = { session: Session }

type MenuKey =
  | "attendancePanel"
  | "contacts"
  | "schedules"
  | "autoReply"
  | "notes"
  | "quickMessages"
  | "kanban"
  | "campaigns"
  | "smsCampaigns"
  | "wabaCampaigns"
  | "reports"
  | "internalChat"
  | "wavoip"

// The screens of spec §2 besides the three in the bar.
const MENU: { to: string; key: MenuKey }[] = [
  { to: "/painel-atendimentos", key: "attendancePanel" },
  { to: "/contatos", key: "contacts" },
  { to: "/agendamentos", key: "schedules" },
  { to: "/auto-resposta", key: "autoReply" },
  { to: "/notas", key: "notes" },
  { to: "/mensagens-rapidas", key: "quickMessages" },
  { to: "/kanban", key: "kanban" },
  { to: "/campanhas", key: "campaigns" },
  { to: "/campanhasms", key: "smsCampaigns" },
  { to: "/campanhaswaba", key: "wabaCampaigns" },
  { to: "/relatorios", key: "reports" },
  { to: "/chat-interno", key: "internalChat" },
  { to: "/wavoip", key: "wavoip" }
]

function MoreMenu() {
  const { t } = useTranslation()
  const path = useLocation().pathname
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => setOpen(false), [path])
  useEffect(() => {
    if (!open) return
    function handleDown(event: MouseEvent) {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener("mousedown", handleDown)
    return () => document.removeEventListener("mousedown", handleDown)
  }, [open])

  return (
    <div className="menu" ref={root}>
      <button
        type="button"
        className="topbar-link menu-button"
        aria-expanded={open}
        data-testid="nav-more"
        onClick={() => setOpen(!open)}
      >
        {t("nav.more")} ▾
      </button>
      {open && (
        <div className="menu-panel" role="menu">
          {MENU.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              className="menu-item"
              data-testid={`nav-${item.key}`}
              aria-current={path.startsWith(item.to) ? "page" : undefined}
            >
              {t(`nav.${item.key}`)}
            </Link>
          ))}
        </div>
      )}
    </div>
  )
}

export function TopBar({ session }: TopBarProps) {
  const { t } = useTranslation()
  const path = useLocation().pathname
  const navigate = useNavigate()
  const { status } = useLive()
  const [leaving, setLeaving] = useState(false)
  const showHome = isAdminProfile(session.profile)
  const isDark = Boolean(session.configs.isDark)

  async function handleLogout() {
    setLeaving(true)
    await forgetPushSubscription()
    try {
      await logout()
    } catch {
      // the session ends locally whatever the server answered
    }
    // Login is on screen before the session is cleared: the private page never sees no session.
    await navigate("/login", { replace: true, flushSync: true })
    clearSession()
  }

  function handleToggleTheme() {
    saveUserConfigs({ isDark: !isDark }).catch(notifyError)
  }

  return (
    <header className="topbar">
      <span className="topbar-brand">{t("app.name")}</span>
      <nav className="topbar-nav" aria-label={t("nav.menu")}>
        {showHome && (
          <Link
            to="/home"
            className="topbar-link"
            data-testid="nav-home"
            aria-current={path === "/home" ? "page" : undefined}
          >
            {t("nav.home")}
          </Link>
        )}
        <Link
          to="/atendimento"
          className="topbar-link"
          data-testid="nav-workspace"
          aria-current={path.startsWith("/atendimento") ? "page" : undefined}
        >
          {t("nav.workspace")}
        </Link>
        {canManageSettings(session.profile) && (
          <Link to="/configuracoes" className="topbar-link" data-testid="nav-settings">
            {t("nav.settings")}
          </Link>
        )}
        <MoreMenu />
      </nav>
      <div className="topbar-right">
        <span
          className={`live-dot live-${status}`}
          title={t(`topbar.live.${status}`)}
          data-testid="live-status"
          data-status={status}
        />
        <button
          type="button"
          className="icon-button"
          data-testid="theme-toggle"
          aria-pressed={isDark}
          title={isDark ? t("topbar.lightMode") : t("topbar.darkMode")}
          aria-label={isDark ? t("topbar.lightMode") : t("topbar.darkMode")}
          onClick={handleToggleTheme}
        >
          {isDark ? "☀" : "☾"}
        </button>
        <LanguageSwitch />
        <span className="topbar-user">
          <Avatar name={session.username || "?"} size="sm" />
          <span className="topbar-username" data-testid="user-name">
            {session.username}
          </span>
        </span>
        <button
          type="button"
          className="button button-ghost"
          data-testid="btn-logout"
          disabled={leaving}
          onClick={handleLogout}
        >
          {t("topbar.logout")}
        </button>
      </div>
    </header>
  )
}
