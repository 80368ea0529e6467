import { useTranslation } from "react-i18next"

type Sla = "green" | "yellow" | "red"

/** A ticket's SLA class (spec part 1 §4): on time, attention, overdue, in green, yellow, red. */
export function SlaBadge({ sla }: { sla: Sla }) {
  const { t } = useTranslation("reports")
  return (
    <span className={`report-sla report-sla-${sla}`} data-sla={sla}>
      {t(`reports.sla.${sla}`)}
    </span>
  )
}
