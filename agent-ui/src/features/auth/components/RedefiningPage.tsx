import { useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { useLocation, useNavigate } from "react-router"
import { Link } from "../../../components/ui/Link"
import { notifyError } from "../../../lib/errorText"
import { toast } from "../../../lib/toast"
import { resetPassword } from "../api/authApi"
import { checkNewPassword, type RegistrationField } from "../state/registration"
import { AuthShell } from "./AuthShell"
import { PasswordFields } from "./PasswordFields"

/** #/redefining?token=…: the reset link's page; new password and its confirmation (spec §2, §5). */
export function RedefiningPage() {
  const navigate = useNavigate()
  const { t } = useTranslation("auth")
  const token = new URLSearchParams(useLocation().search).get("token") ?? ""
  const [password, setPassword] = useState("")
  const [confirm, setConfirm] = useState("")
  const [problem, setProblem] = useState<RegistrationField | null>(null)
  const [submitting, setSubmitting] = useState(false)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = checkNewPassword(password, confirm)
    setProblem(found)
    if (found || !token) return
    setSubmitting(true)
    try {
      await resetPassword(token, password, confirm)
      toast.success(t("redefining.success"))
      navigate("/login", { replace: true })
    } catch (error) {
      notifyError(error)
      setSubmitting(false)
    }
  }

  return (
    <AuthShell title={t("redefining.title")} subtitle={t("redefining.subtitle")}>
      {!token ? (
        <p className="field-error" data-testid="redefining-no-token">
          {t("redefining.missingToken")}
        </p>
      ) : (
        <form className="form-stack" onSubmit={handleSubmit} noValidate>
          <PasswordFields
            testIdPrefix="redefining"
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
            labels={{ password: t("redefining.password"), confirm: t("redefining.confirm") }}
            errors={{
              password: problem === "password" ? t("register.errors.password") : undefined,
              confirm:
                problem === "confirmRequired" || problem === "mismatch" ? t(`register.errors.${problem}`) : undefined
            }}
          />
          <button
            type="submit"
            className="button button-primary button-block"
            data-testid="redefining-submit"
            disabled={submitting}
          >
            {t("redefining.submit")}
          </button>
        </form>
      )}
      <Link to="/login" className="link-button">
        {t("redefining.backToLogin")}
      </Link>
    </AuthShell>
  )
}
