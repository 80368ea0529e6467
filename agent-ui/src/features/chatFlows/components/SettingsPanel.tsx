import {
  AUTO_DISTRIBUTE,
  FLOW_MAX_ATTEMPTS_MAX,
  FLOW_WAIT_MINUTES_MAX,
  type FlowSettings
} from "@atende/core/contracts/chatFlows"
import { useTranslation } from "react-i18next"
import { ActionSelect } from "./ActionSelect"
import { KeywordsInput } from "./StepPanel"

/** What the flow is, besides its document. */
export type FlowMeta = { name: string; description: string; active: boolean; testNumber: string }

type SettingsPanelProps = {
  meta: FlowMeta
  settings: FlowSettings
  onMeta: (meta: FlowMeta) => void
  onSettings: (settings: FlowSettings) => void
}

const MESSAGES = ["welcomeMessage", "closingMessage", "absenceMessage", "invalidMessage"] as const
const KEYWORD_LISTS = ["keywords", "offKeywords", "restartKeywords"] as const

/** A whole number typed in a box, kept inside min..max (an empty box is min). */
const clamp = (text: string, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(Number(text) || 0)))

/** The side panel when no step is selected: the flow's description, messages, keywords and limits. */
export function SettingsPanel({ meta, settings, onMeta, onSettings }: SettingsPanelProps) {
  const { t } = useTranslation("chatFlows")
  const set = <K extends keyof FlowSettings>(key: K, value: FlowSettings[K]) =>
    onSettings({ ...settings, [key]: value })
  return (
    <div className="flow-panel-body" data-testid="flow-settings-panel">
      <label className="field">
        <span>{t("chatFlows.description")}</span>
        <textarea
          rows={2}
          value={meta.description}
          maxLength={500}
          data-testid="flow-description"
          onChange={(event) => onMeta({ ...meta, description: event.target.value })}
        />
      </label>
      <label className="field">
        <span>{t("chatFlows.testNumber")}</span>
        <input
          value={meta.testNumber}
          inputMode="tel"
          data-testid="flow-test-number"
          onChange={(event) => onMeta({ ...meta, testNumber: event.target.value })}
        />
        <small className="muted">{t("chatFlows.testNumberHint")}</small>
      </label>

      <h3 className="flow-panel-section">{t("chatFlows.settings.messages")}</h3>
      {MESSAGES.map((key) => (
        <label key={key} className="field">
          <span>{t(`chatFlows.settings.${key}`)}</span>
          <textarea
            rows={2}
            value={settings[key]}
            data-testid={`flow-setting-${key}`}
            onChange={(event) => set(key, event.target.value)}
          />
        </label>
      ))}

      <h3 className="flow-panel-section">{t("chatFlows.settings.keywordsTitle")}</h3>
      {KEYWORD_LISTS.map((key) => (
        <label key={key} className="field">
          <span>{t(`chatFlows.settings.${key}`)}</span>
          <KeywordsInput
            value={settings[key]}
            label={t(`chatFlows.settings.${key}`)}
            testId={`flow-setting-${key}`}
            onChange={(keywords) => set(key, keywords)}
          />
          <small className="muted">{t(`chatFlows.settings.${key}Hint`)}</small>
        </label>
      ))}

      <h3 className="flow-panel-section">{t("chatFlows.settings.limits")}</h3>
      <div className="form-row">
        <label className="field">
          <span>{t("chatFlows.settings.maxAttempts")}</span>
          <input
            type="number"
            min={1}
            max={FLOW_MAX_ATTEMPTS_MAX}
            value={settings.maxAttempts}
            data-testid="flow-setting-maxAttempts"
            onChange={(event) => set("maxAttempts", clamp(event.target.value, 1, FLOW_MAX_ATTEMPTS_MAX))}
          />
        </label>
        <label className="field">
          <span>{t("chatFlows.settings.waitMinutes")}</span>
          <input
            type="number"
            min={0}
            max={FLOW_WAIT_MINUTES_MAX}
            value={settings.waitMinutes}
            data-testid="flow-setting-waitMinutes"
            onChange={(event) => set("waitMinutes", clamp(event.target.value, 0, FLOW_WAIT_MINUTES_MAX))}
          />
        </label>
      </div>
      <label className="field">
        <span>{t("chatFlows.settings.limitAction")}</span>
        <ActionSelect
          value={settings.limitAction}
          label={t("chatFlows.settings.limitAction")}
          testId="flow-setting-limitAction"
          onChange={(action) => {
            if (action.type !== "step") set("limitAction", action)
          }}
        />
      </label>
      <label className="field">
        <span>{t("chatFlows.settings.autoDistribute")}</span>
        <select
          className="flow-select"
          value={settings.autoDistribute}
          data-testid="flow-setting-autoDistribute"
          onChange={(event) =>
            set("autoDistribute", AUTO_DISTRIBUTE.find((mode) => mode === event.target.value) ?? "none")
          }
        >
          {AUTO_DISTRIBUTE.map((mode) => (
            <option key={mode} value={mode}>
              {t(`chatFlows.settings.distribute.${mode}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={settings.closeTicketOnTimeout}
          data-testid="flow-setting-closeTicketOnTimeout"
          onChange={(event) => set("closeTicketOnTimeout", event.target.checked)}
        />
        <span>{t("chatFlows.settings.closeTicketOnTimeout")}</span>
      </label>
    </div>
  )
}
