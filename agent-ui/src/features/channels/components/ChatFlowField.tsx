import { useTranslation } from "react-i18next"
import { useChatFlows } from "../../chatFlows/index"
import { fieldTestId } from "./ChannelFields"

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
  const id = fieldTestId("chatFlowId")
  const shown = data.filter((flow) => flow.active || flow.id === value)
  return (
    <div className="field">
      <label htmlFor={id}>{t("channels.form.chatFlow")}</label>
      <select
        id={id}
        data-testid={id}
        value={value === null ? "" : String(value)}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{t("channels.form.chatFlowNone")}</option>
        {value !== null && !shown.some((flow) => flow.id === value) && <option value={String(value)}>#{value}</option>}
        {shown.map((flow) => (
          <option key={flow.id} value={String(flow.id)}>
            {flow.name}
          </option>
        ))}
      </select>
      {error ? (
        <span className="field-error" role="alert" data-testid={`${id}-error`}>
          {error}
        </span>
      ) : (
        <span className="muted channel-hint">{t("channels.form.chatFlowHint")}</span>
      )}
    </div>
  )
}
