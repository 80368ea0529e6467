import { useTranslation } from "react-i18next"
import { useTypebots } from "../../typebot/index"
import { NamedChoiceField } from "./NamedChoiceField"

type TypebotFieldProps = {
  value: number | null
  error: string | null
  onChange: (typebotId: number | null) => void
}

/** The Typebot connection the channel's new tickets talk to: none, or one of the tenant's connections. */
export function TypebotField({ value, error, onChange }: TypebotFieldProps) {
  const { t } = useTranslation("channels")
  const { data = [] } = useTypebots()
  return (
    <NamedChoiceField
      path="typebotId"
      label={t("channels.form.typebot")}
      none={t("channels.form.typebotNone")}
      hint={t("channels.form.typebotHint")}
      options={data}
      value={value}
      error={error}
      onChange={onChange}
    />
  )
}
