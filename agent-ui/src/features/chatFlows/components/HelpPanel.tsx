import { useTranslation } from "react-i18next"

const TOPICS = ["steps", "connect", "conditions", "loops", "layouts", "keys", "save"] as const

/** The builder's help (F1 or the Help button; F1 or Escape closes it). */
export function HelpPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("chatFlows")
  return (
    <section className="flow-help" role="dialog" aria-label={t("chatFlows.help.title")} data-testid="flow-help-panel">
      <header className="flow-panel-header">
        <h2>{t("chatFlows.help.title")}</h2>
        <button type="button" className="icon-button" aria-label={t("chatFlows.dismiss")} onClick={onClose}>
          ×
        </button>
      </header>
      <dl className="flow-help-list">
        {TOPICS.map((topic) => (
          <div key={topic}>
            <dt>{t(`chatFlows.help.${topic}.title`)}</dt>
            <dd>{t(`chatFlows.help.${topic}.text`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
