import { useTranslation } from "react-i18next"
import { passwordChecks, type PasswordCheck } from "../state/registration"

type PasswordFieldsProps = {
  password: string
  confirm: string
  onPassword: (value: string) => void
  onConfirm: (value: string) => void
  labels: { password: string; confirm: string }
  errors: { password?: string; confirm?: string }
  testIdPrefix: string
}

const RULES: (keyof PasswordCheck)[] = ["length", "upper", "lower", "digit", "charset"]

/** New password + confirmation, with the rule's checklist ticking as the user types (spec §5). */
export function PasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  labels,
  errors,
  testIdPrefix
}: PasswordFieldsProps) {
  const { t } = useTranslation("auth")
  const checks = passwordChecks(password)
  return (
    <>
      <label className="field">
        <span>{labels.password}</span>
        <input
          type="password"
          autoComplete="new-password"
          data-testid={`${testIdPrefix}-password`}
          value={password}
          aria-invalid={Boolean(errors.password)}
          onChange={(event) => onPassword(event.target.value)}
        />
        {errors.password && <small className="field-error">{errors.password}</small>}
      </label>
      <ul className="password-rules" aria-live="polite">
        {RULES.map((rule) => (
          <li
            key={rule}
            className={checks[rule] ? "rule-ok" : "rule-missing"}
            data-testid={`rule-${rule}`}
            data-ok={String(checks[rule])}
          >
            {checks[rule] ? "✓" : "•"} {t(`passwordRules.${rule}`)}
          </li>
        ))}
      </ul>
      <label className="field">
        <span>{labels.confirm}</span>
        <input
          type="password"
          autoComplete="new-password"
          data-testid={`${testIdPrefix}-confirm`}
          value={confirm}
          aria-invalid={Boolean(errors.confirm)}
          onChange={(event) => onConfirm(event.target.value)}
        />
        {errors.confirm && <small className="field-error">{errors.confirm}</small>}
      </label>
    </>
  )
}
