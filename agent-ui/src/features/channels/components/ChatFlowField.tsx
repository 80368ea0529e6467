import { useTranslation } from "react-i18next"
import { useChatFlows } from "../../chatFlows/index"
import { NamedChoiceField } from "./NamedChoiceField"

type ChatFlowFieldProps = {
  value: number | null
  error: string | null
  onChange: (chatFlowId: number | null) => void
}

/**
 * The chatbot flow whose bot greets the channel's new tickets: none, or one of the tenant's active
 * flows (the one chosen stays listed even if it was turned off since).
 */
export function ChatFlowField({ value, error, onChange }: ChatFlowFieldProps) {
  const { t } = useTranslation("channels")
  const { data = [] } = useChatFlows()
  return (
    <NamedChoiceField
      path="chatFlowId"
      label={t("channels.form.chatFlow")}
      none={t("channels.form.chatFlowNone")}
      hint={t("channels.form.chatFlowHint")}
      options={data.filter((flow) => flow.active || flow.id === value)}
      value={value}
      error={error}
      onChange={onChange}
    />
  )
}
