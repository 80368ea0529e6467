import { useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { LanguageSwitch } from "../../../components/ui/LanguageSwitch"
import { notifyError } from "../../../lib/errorText"
import { navigate } from "../../../lib/hashRouter"
import { landingPath } from "../../../lib/landing"
import { saveSession } from "../../../lib/session"
import { login } from "../api/authApi"
import { checkLogin } from "../state/identifier"

type FieldErrors = { identifier?: string; password?: string }

export function LoginPage() {
  const { t } = useTranslation()
  const [identifier, setIdentifier] = useState("")
  const [password, setPassword] = useState("")
  const [errors, setErrors] = useState<FieldErrors>({})
  const [submitting, setSubmitting] = useState(false)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const check = checkLogin(identifier, password)
    if (!check.ok) {
      setErrors(check.field === "password" ? { password: t("login.passwordRequired") } : { identifier: t("login.invalidIdentifier") })
      return
    }
    setErrors({})
    setSubmitting(true)
    try {
      const result = await login(check.payload)
      saveSession(result)
      navigate(landingPath(result.profile), { replace: true })
    } catch (error) {
      notifyError(error)
      setSubmitting(false)
    }
  }

  return (
    <div className="login-page">
      <div className="login-lang">
        <LanguageSwitch />
      </div>
      <form className="card login-card" onSubmit={handleSubmit} noValidate>
        <div className="login-brand">
          <span className="login-logo" aria-hidden="true">A</span>
          <span>{t("app.name")}</span>
        </div>
        <div className="login-heading">
          <h1>{t("login.title")}</h1>
          <p className="muted">{t("login.subtitle")}</p>
        </div>
        <label className="field">
          <span>{t("login.identifier")}</span>
          <input
            data-testid="login-identifier"
            name="identifier"
            autoComplete="username"
            autoFocus
            placeholder={t("login.identifierPlaceholder")}
            value={identifier}
            aria-invalid={Boolean(errors.identifier)}
            onChange={(event) => setIdentifier(event.target.value)}
          />
          {errors.identifier && <small className="field-error">{errors.identifier}</small>}
        </label>
        <label className="field">
          <span>{t("login.password")}</span>
          <input
            data-testid="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={Boolean(errors.password)}
            onChange={(event) => setPassword(event.target.value)}
          />
          {errors.password && <small className="field-error">{errors.password}</small>}
        </label>
        <button type="submit" className="button button-primary button-block" data-testid="login-submit" disabled={submitting}>
          {submitting ? t("login.submitting") : t("login.submit")}
        </button>
      </form>
    </div>
  )
}
