import { useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router"
import { notifyError } from "../../../lib/errorText"
import { toast } from "../../../lib/toast"
import { landingPath } from "../../../lib/landing"
import { saveSession } from "../../../lib/session"
import { login } from "../api/authApi"
import { isCaptchaRefusal, type CaptchaAnswer } from "../state/captcha"
import { checkLogin } from "../state/identifier"
import { AuthShell } from "./AuthShell"
import { CaptchaSlider } from "./CaptchaSlider"
import { ForgotPasswordDialog } from "./ForgotPasswordDialog"

type FieldErrors = { identifier?: string; password?: string; captcha?: string }

export function LoginPage() {
  const navigate = useNavigate()
  const { t } = useTranslation("auth")
  const [identifier, setIdentifier] = useState("")
  const [password, setPassword] = useState("")
  const [errors, setErrors] = useState<FieldErrors>({})
  const [submitting, setSubmitting] = useState(false)
  const [captcha, setCaptcha] = useState<CaptchaAnswer | null>(null)
  const [captchaRound, setCaptchaRound] = useState(0)
  const [captchaAvailable, setCaptchaAvailable] = useState(true)
  const [forgotOpen, setForgotOpen] = useState(false)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const check = checkLogin(identifier, password)
    const next: FieldErrors = {}
    if (!check.ok)
      next[check.field] = check.field === "password" ? t("login.passwordRequired") : t("login.invalidIdentifier")
    if (captchaAvailable && !captcha) next.captcha = t("captcha.required")
    setErrors(next)
    if (!check.ok || next.captcha) return
    setSubmitting(true)
    try {
      const result = await login(check.payload, captcha)
      saveSession(result)
      navigate(landingPath(result.profile), { replace: true })
    } catch (error) {
      if (isCaptchaRefusal(error)) toast.error(t("captcha.rejected"))
      else notifyError(error)
      // A challenge answers one attempt (right or wrong): a new one for the next try.
      setCaptchaRound((round) => round + 1)
      setSubmitting(false)
    }
  }

  return (
    <AuthShell tab="login" title={t("login.title")} subtitle={t("login.subtitle")}>
      <form className="form-stack" onSubmit={handleSubmit} noValidate>
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
        {captchaAvailable && (
          <>
            <CaptchaSlider
              resetKey={captchaRound}
              invalid={Boolean(errors.captcha && !captcha)}
              onChange={setCaptcha}
              onUnavailable={() => setCaptchaAvailable(false)}
            />
            {errors.captcha && !captcha && (
              <small className="field-error" data-testid="captcha-error">
                {errors.captcha}
              </small>
            )}
          </>
        )}
        <button
          type="submit"
          className="button button-primary button-block"
          data-testid="login-submit"
          disabled={submitting}
        >
          {submitting ? t("login.submitting") : t("login.submit")}
        </button>
        <button type="button" className="link-button" data-testid="forgot-open" onClick={() => setForgotOpen(true)}>
          {t("login.forgot")}
        </button>
      </form>
      {forgotOpen && <ForgotPasswordDialog initialIdentifier={identifier} onClose={() => setForgotOpen(false)} />}
    </AuthShell>
  )
}
