import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { LanguageSwitch } from "../../../components/ui/LanguageSwitch"
import { Link } from "../../../components/ui/Link"

type AuthShellProps = { tab?: "login" | "register"; title: string; subtitle: string; children: ReactNode }

/** The public pages' frame: brand, login/register tabs, the language switch. */
export function AuthShell({ tab, title, subtitle, children }: AuthShellProps) {
  const { t } = useTranslation("auth")
  return (
    <div className="login-page">
      <div className="login-lang">
        <LanguageSwitch />
      </div>
      <div className={tab === "register" ? "card login-card login-card-wide" : "card login-card"}>
        <div className="login-brand">
          <span className="login-logo" aria-hidden="true">
            A
          </span>
          <span>{t("app.name")}</span>
        </div>
        {tab && (
          <nav className="auth-tabs" role="tablist">
            <Link
              to="/login"
              className="auth-tab"
              aria-current={tab === "login" ? "page" : undefined}
              data-testid="tab-login"
            >
              {t("login.tabLogin")}
            </Link>
            <Link
              to="/register"
              className="auth-tab"
              aria-current={tab === "register" ? "page" : undefined}
              data-testid="tab-register"
            >
              {t("login.tabRegister")}
            </Link>
          </nav>
        )}
        <div className="login-heading">
          <h1>{title}</h1>
          <p className="muted">{subtitle}</p>
        </div>
        {children}
      </div>
    </div>
  )
}
