import { useTranslation } from "react-i18next"
import type { ImportForm } from "../state/channelForm"
import { ChannelCheck, ChannelTextField } from "./ChannelFields"

type ImportFieldsProps = {
  value: ImportForm
  onChange: (patch: Partial<ImportForm>) => void
  errorOf: (path: string) => string | null
}

/** What a WhatsApp session brings in from the phone's history when it connects (spec: import settings). */
export function ImportFields({ value, onChange, errorOf }: ImportFieldsProps) {
  const { t } = useTranslation("channels")
  return (
    <fieldset className="channel-section" data-testid="channel-import">
      <legend className="form-section">{t("channels.import.section")}</legend>
      <p className="muted channel-hint">{t("channels.import.hint")}</p>
      <ChannelCheck
        path="importSettings.messages"
        label={t("channels.import.messages")}
        checked={value.messages}
        onChange={(messages) => onChange({ messages })}
      />
      <ChannelCheck
        path="importSettings.groupMessages"
        label={t("channels.import.groupMessages")}
        checked={value.groupMessages}
        onChange={(groupMessages) => onChange({ groupMessages })}
      />
      <ChannelCheck
        path="importSettings.contacts"
        label={t("channels.import.contacts")}
        checked={value.contacts}
        onChange={(contacts) => onChange({ contacts })}
      />
      <div className="form-row">
        <ChannelTextField
          path="importSettings.startDate"
          type="date"
          label={t("channels.import.startDate")}
          value={value.startDate}
          error={errorOf("importSettings.startDate")}
          onChange={(startDate) => onChange({ startDate })}
        />
        <ChannelTextField
          path="importSettings.endDate"
          type="date"
          label={t("channels.import.endDate")}
          value={value.endDate}
          error={errorOf("importSettings.endDate")}
          onChange={(endDate) => onChange({ endDate })}
        />
      </div>
      <ChannelCheck
        path="importSettings.closeTickets"
        label={t("channels.import.closeTickets")}
        checked={value.closeTickets}
        onChange={(closeTickets) => onChange({ closeTickets })}
      />
    </fieldset>
  )
}
