import { useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router"
import { Link } from "../../../components/ui/Link"
import { notifyError } from "../../../lib/errorText"
import { toast } from "../../../lib/toast"
import { register } from "../api/authApi"
import { isCaptchaRefusal, type CaptchaAnswer } from "../state/captcha"
import { checkRegistration, type Plan, type RegistrationField, type RegistrationForm } from "../state/registration"
import { AuthShell } from "./AuthShell"
import { CaptchaSlider } from "./CaptchaSlider"
import { PasswordFields } from "./PasswordFields"

const EMPTY: RegistrationForm = {
  company: "",
  document: "",
  name: "",
  email: "",
  phoneNumber: "",
  password: "",
  confirmPassword: "",
  plan: "free",
  acceptTerms: false
}

const PLANS: Plan[] = ["free", "enterprise"]

/** #/register: a company signs up with its administrator, a plan and the terms (spec §2, §5). */
export function RegisterPage() {
  const navigate = useNavigate()
  const { t } = useTranslation("auth")
  const [form, setForm] = useState<RegistrationForm>(EMPTY)
  // After the first attempt the messages follow the form as it is corrected.
  const [submitted, setSubmitted] = useState(false)
  const problems: RegistrationField[] = submitted ? checkRegistration(form) : []
  const [submitting, setSubmitting] = useState(false)
  const [captcha, setCaptcha] = useState<CaptchaAnswer | null>(null)
  const [captchaRound, setCaptchaRound] = useState(0)
  const [captchaAvailable, setCaptchaAvailable] = useState(true)
  const [captchaMissing, setCaptchaMissing] = useState(false)

  function set<K extends keyof RegistrationForm>(key: K, value: RegistrationForm[K]) {
    setForm((current) => ({ ...current, [key]: value }))
  }

  const error = (field: RegistrationField) => (problems.includes(field) ? t(`register.errors.${field}`) : undefined)
  const confirmError = error("confirmRequired") ?? error("mismatch")

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = checkRegistration(form)
    setSubmitted(true)
    setCaptchaMissing(captchaAvailable && !captcha)
    if (found.length || (captchaAvailable && !captcha)) return
    setSubmitting(true)
    try {
      await register(form, captcha)
      toast.success(t("register.success"))
      navigate("/login", { replace: true })
    } catch (failure) {
      if (isCaptchaRefusal(failure)) toast.error(t("captcha.rejected"))
      else notifyError(failure)
      setCaptchaRound((round) => round + 1)
      setSubmitting(false)
    }
  }

  function textField(
    key: "company" | "document" | "name" | "email" | "phoneNumber",
    field: RegistrationField,
    label: string,
    type = "text"
  ) {
    const message = error(field)
    return (
      <label className="field">
        <span>{label}</span>
        <input
          type={type}
          data-testid={`register-${key}`}
          value={form[key]}
          aria-invalid={Boolean(message)}
          onChange={(event) => set(key, event.target.value)}
        />
        {message && <small className="field-error">{message}</small>}
      </label>
    )
  }

  return (
    <AuthShell tab="register" title={t("register.title")} subtitle={t("register.subtitle")}>
      <form className="form-stack" onSubmit={handleSubmit} noValidate data-testid="register-form">
        <div className="form-row">
          {textField("company", "company", t("register.company"))}
          {textField("document", "document", t("register.document"))}
        </div>
        <h2 className="form-section">{t("register.adminSection")}</h2>
        <div className="form-row">
          {textField("name", "name", t("register.name"))}
          {textField("email", "email", t("register.email"), "email")}
        </div>
        {textField("phoneNumber", "phone", t("register.phone"), "tel")}
        <PasswordFields
          testIdPrefix="register"
          password={form.password}
          confirm={form.confirmPassword}
          onPassword={(value) => set("password", value)}
          onConfirm={(value) => set("confirmPassword", value)}
          labels={{ password: t("register.password"), confirm: t("register.confirmPassword") }}
          errors={{ password: error("password"), confirm: confirmError }}
        />
        <fieldset className="plan-choice">
          <legend>{t("register.plan")}</legend>
          {PLANS.map((plan) => (
            <label key={plan} className={form.plan === plan ? "plan plan-on" : "plan"}>
              <input
                type="radio"
                name="plan"
                value={plan}
                data-testid={`register-plan-${plan}`}
                checked={form.plan === plan}
                onChange={() => set("plan", plan)}
              />
              <strong>{t(`register.plans.${plan}`)}</strong>
              <span className="muted">{t(`register.plans.${plan}Text`)}</span>
            </label>
          ))}
        </fieldset>
        <label className="check">
          <input
            type="checkbox"
            data-testid="register-terms"
            checked={form.acceptTerms}
            onChange={(event) => set("acceptTerms", event.target.checked)}
          />
          {t("register.terms")}
        </label>
        {error("terms") && <small className="field-error">{error("terms")}</small>}
        {captchaAvailable && (
          <>
            <CaptchaSlider
              resetKey={captchaRound}
              invalid={captchaMissing && !captcha}
              onChange={setCaptcha}
              onUnavailable={() => setCaptchaAvailable(false)}
            />
            {captchaMissing && !captcha && <small className="field-error">{t("captcha.required")}</small>}
          </>
        )}
        <button
          type="submit"
          className="button button-primary button-block"
          data-testid="register-submit"
          disabled={submitting}
        >
          {submitting ? t("register.submitting") : t("register.submit")}
        </button>
        <Link to="/login" className="link-button">
          {t("register.haveAccount")}
        </Link>
      </form>
    </AuthShell>
  )
}
