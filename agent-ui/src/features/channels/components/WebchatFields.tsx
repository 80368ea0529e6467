import { useTranslation } from "react-i18next"
import { colorInputValue, type WebchatForm } from "../state/channelForm"
import { ChannelCheck, ChannelTextField } from "./ChannelFields"
import { WidgetPreview } from "./WidgetPreview"

type WebchatFieldsProps = {
  value: WebchatForm
  onChange: (patch: Partial<WebchatForm>) => void
  /** The text under a field, by its contract path ("webchat.title"), or null. */
  errorOf: (path: string) => string | null
}

/** The web chat's look and behaviour, beside a live preview of the widget's header. */
export function WebchatFields({ value, onChange, errorOf }: WebchatFieldsProps) {
  const { t } = useTranslation("channels")
  return (
    <fieldset className="channel-section" data-testid="channel-webchat">
      <legend className="form-section">{t("channels.webchat.section")}</legend>
      <div className="channel-webchat">
        <div className="form-stack">
          <ChannelTextField
            path="webchat.title"
            label={t("channels.webchat.title")}
            value={value.title}
            placeholder={t("channels.webchat.titlePlaceholder")}
            error={errorOf("webchat.title")}
            onChange={(title) => onChange({ title })}
          />
          <ChannelTextField
            path="webchat.headerColor"
            label={t("channels.webchat.headerColor")}
            value={value.headerColor}
            error={errorOf("webchat.headerColor")}
            onChange={(headerColor) => onChange({ headerColor })}
          >
            <input
              type="color"
              className="channel-color"
              value={colorInputValue(value.headerColor)}
              aria-label={t("channels.webchat.headerColor")}
              data-testid="channel-webchat-headerColor-picker"
              onChange={(event) => onChange({ headerColor: event.target.value })}
            />
          </ChannelTextField>
          <ChannelTextField
            path="webchat.footerText"
            label={t("channels.webchat.footerText")}
            value={value.footerText}
            error={errorOf("webchat.footerText")}
            onChange={(footerText) => onChange({ footerText })}
          />
          <ChannelTextField
            path="webchat.iconUrl"
            type="url"
            label={t("channels.webchat.iconUrl")}
            value={value.iconUrl}
            hint={t("channels.webchat.urlHint")}
            placeholder="https://"
            error={errorOf("webchat.iconUrl")}
            onChange={(iconUrl) => onChange({ iconUrl })}
          />
        </div>
        <WidgetPreview config={value} />
      </div>
      <ChannelCheck
        path="webchat.autoOpen"
        label={t("channels.webchat.autoOpen")}
        checked={value.autoOpen}
        onChange={(autoOpen) => onChange({ autoOpen })}
      />
      <ChannelCheck
        path="webchat.offerHelp"
        label={t("channels.webchat.offerHelp")}
        checked={value.offerHelp}
        onChange={(offerHelp) => onChange({ offerHelp })}
      />
      {value.offerHelp && (
        <ChannelTextField
          path="webchat.helpMessage"
          rows={2}
          label={t("channels.webchat.helpMessage")}
          value={value.helpMessage}
          placeholder={t("channels.webchat.helpPlaceholder")}
          error={errorOf("webchat.helpMessage")}
          onChange={(helpMessage) => onChange({ helpMessage })}
        />
      )}
      <ChannelTextField
        path="webchat.soundUrl"
        type="url"
        label={t("channels.webchat.soundUrl")}
        value={value.soundUrl}
        hint={t("channels.webchat.urlHint")}
        placeholder="https://"
        error={errorOf("webchat.soundUrl")}
        onChange={(soundUrl) => onChange({ soundUrl })}
      />
    </fieldset>
  )
}
