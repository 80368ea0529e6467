import { useTranslation } from "react-i18next"
import { useTypebots } from "../../typebot/index"
import { fieldTestId } from "./ChannelFields"

type TypebotFieldProps = {
  value: number | null
  error: string | null
  onChange: (typebotId: number | null) => void
}

/** The Typebot connection the channel's new tickets talk to: none, or one of the tenant's connections. */
export function TypebotField({ value, error, onChange }: TypebotFieldProps) {
  const { t } = useTranslation("channels")
  const { data = [] } = useTypebots()
  const id = fieldTestId("typebotId")
  return (
    <div className="field">
      <label htmlFor={id}>{t("channels.form.typebot")}</label>
      <select
        id={id}
        data-testid={id}
        value={value === null ? "" : String(value)}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{t("channels.form.typebotNone")}</option>
        {value !== null && !data.some((bot) => bot.id === value) && <option value={String(value)}>#{value}</option>}
        {data.map((bot) => (
          <option key={bot.id} value={String(bot.id)}>
            {bot.name}
          </option>
        ))}
      </select>
      {error ? (
        <span className="field-error" role="alert" data-testid={`${id}-error`}>
          {error}
        </span>
      ) : (
        <span className="muted channel-hint">{t("channels.form.typebotHint")}</span>
      )}
    </div>
  )
}
