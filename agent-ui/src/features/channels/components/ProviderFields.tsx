import type { ChannelType } from "@atende/core/channel/channel"
import { useTranslation } from "react-i18next"
import { providerFieldsOf, type SettingsForm } from "../state/providerFields"
import { ChannelCheck, ChannelTextField } from "./ChannelFields"

type ProviderFieldsProps = {
  type: ChannelType
  value: SettingsForm
  /** The secrets the channel has stored (editing), whose boxes may stay empty. */
  secretsSet: readonly string[]
  onChange: (patch: SettingsForm) => void
  errorOf: (path: string) => string | null
}

/** The provider's settings of a type (a bot token, an account's servers): see state/providerFields.ts. */
export function ProviderFields({ type, value, secretsSet, onChange, errorOf }: ProviderFieldsProps) {
  const { t } = useTranslation("channels")
  const fields = providerFieldsOf(type)
  if (!fields.length) return null
  return (
    <fieldset className="channel-section" data-testid="channel-settings">
      <legend className="form-section">{t("channels.settings.section")}</legend>
      {fields.map((field) => {
        const path = `settings.${field.key}`
        const label = t(`channels.settings.fields.${field.key}` as never)
        if (field.kind === "check")
          return (
            <ChannelCheck
              key={field.key}
              path={path}
              label={label}
              checked={value[field.key] === true}
              onChange={(checked) => onChange({ [field.key]: checked })}
            />
          )
        const kept = field.kind === "secret" && secretsSet.includes(field.key)
        const hint = field.hint ? t(`channels.settings.hints.${field.key}` as never) : undefined
        return (
          <ChannelTextField
            key={field.key}
            path={path}
            type={field.kind === "secret" ? "password" : "text"}
            label={label}
            value={String(value[field.key] ?? "")}
            placeholder={kept ? t("channels.settings.secretKept") : undefined}
            hint={kept ? [hint, t("channels.settings.secretKept")].filter(Boolean).join(" ") : hint}
            error={errorOf(path)}
            onChange={(text) => onChange({ [field.key]: text })}
          />
        )
      })}
    </fieldset>
  )
}
