import type { PanelCard } from "@atende/core/contracts/dashboard"
import type { SlaThresholds } from "@atende/core/rules/sla"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { formatDuration } from "../../home/index"
import { cardAt, type Reading } from "../state/cards"

type PanelCardViewProps = {
  card: PanelCard
  title: string
  badge?: ReactNode
  reading: Reading
  now: number
  thresholds: SlaThresholds
  testId: string
  id: string
  extra?: Record<`data-${string}`, string>
}

/** One card of the panel: its open and waiting tickets, the longest wait and its SLA colour now. */
export function PanelCardView({ card, title, badge, reading, now, thresholds, testId, id, extra }: PanelCardViewProps) {
  const { t, i18n } = useTranslation("panel")
  const { waitMs, sla } = cardAt(card, reading, now, thresholds)
  return (
    <article
      className={`panel-card panel-sla-${sla}`}
      data-testid={testId}
      data-id={id}
      data-open={String(card.open)}
      data-waiting={String(card.waiting)}
      data-sla={sla}
      {...extra}
    >
      <header className="panel-card-header">
        <h3>{title}</h3>
        {badge}
      </header>
      <dl className="panel-card-figures">
        <div>
          <dt>{t("panel.open")}</dt>
          <dd data-testid={`${testId}-open`}>{card.open}</dd>
        </div>
        <div>
          <dt>{t("panel.waiting")}</dt>
          <dd data-testid={`${testId}-waiting`}>{card.waiting}</dd>
        </div>
      </dl>
      <p className="panel-card-wait">
        <span className={`sla-dot sla-${sla}`} aria-hidden="true" />
        {waitMs === null ? (
          <span className="muted">{t("panel.noWait")}</span>
        ) : (
          <span>
            {t("panel.longestWait")}: <strong>{formatDuration(waitMs, i18n.language)}</strong> · {t(`panel.sla.${sla}`)}
          </span>
        )}
      </p>
    </article>
  )
}
