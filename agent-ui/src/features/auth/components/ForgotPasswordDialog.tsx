import { Email } from "@atende/core/contracts/common"
import { useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Modal } from "../../../components/ui/Modal"
import { notifyError } from "../../../lib/errorText"
import { toast } from "../../../lib/toast"
import { requestPasswordReset } from "../api/authApi"
import { isCaptchaRefusal, type CaptchaAnswer } from "../state/captcha"
import { CaptchaSlider } from "./CaptchaSlider"

type ForgotPasswordDialogProps = { initialIdentifier: string; onClose: () => void }

/** Forgot password: the account's e-mail gets a reset link valid for 5 minutes (captcha as for login). */
export function ForgotPasswordDialog({ initialIdentifier, onClose }: ForgotPasswordDialogProps) {
  const { t } = useTranslation("auth")
  const [email, setEmail] = useState(initialIdentifier.includes("@") ? initialIdentifier.trim() : "")
  const [invalid, setInvalid] = useState(false)
  const [sending, setSending] = useState(false)
  const [captcha, setCaptcha] = useState<CaptchaAnswer | null>(null)
  const [captchaRound, setCaptchaRound] = useState(0)
  const [captchaAvailable, setCaptchaAvailable] = useState(true)
  const [captchaMissing, setCaptchaMissing] = useState(false)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const parsed = Email.safeParse(email)
    setInvalid(!parsed.success)
    setCaptchaMissing(captchaAvailable && !captcha)
    if (!parsed.success || (captchaAvailable && !captcha)) return
    setSending(true)
    try {
      await requestPasswordReset(parsed.data, captcha)
      toast.success(t("forgot.sent"))
      onClose()
    } catch (error) {
      if (isCaptchaRefusal(error)) toast.error(t("captcha.rejected"))
      else notifyError(error)
      setCaptchaRound((round) => round + 1)
      setSending(false)
    }
  }

  return (
    <Modal title={t("forgot.title")} onClose={onClose} size="sm" testId="forgot-dialog">
      <form className="form-stack" onSubmit={handleSubmit} noValidate>
        <p className="muted">{t("forgot.text")}</p>
        <label className="field">
          <span>{t("register.email")}</span>
          <input
            type="email"
            data-testid="forgot-email"
            value={email}
            aria-invalid={invalid}
            onChange={(event) => setEmail(event.target.value)}
          />
          {invalid && <small className="field-error">{t("register.errors.email")}</small>}
        </label>
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
        <div className="modal-actions">
          <button type="button" className="button button-ghost" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button type="submit" className="button button-primary" data-testid="forgot-submit" disabled={sending}>
            {t("forgot.submit")}
          </button>
        </div>
      </form>
    </Modal>
  )
}
