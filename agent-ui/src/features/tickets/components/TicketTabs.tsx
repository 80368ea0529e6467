import { useTranslation } from "react-i18next"
import { ticketStatuses, type TicketStatus } from "@atende/core/ticket/machine"
import type { TicketLists } from "../state/ticketLists"

type TicketTabsProps = { lists: TicketLists; active: TicketStatus; onSelect: (status: TicketStatus) => void }

export function TicketTabs({ lists, active, onSelect }: TicketTabsProps) {
  const { t } = useTranslation()
  return (
    <div className="tabs" role="tablist">
      {ticketStatuses.map((status) => (
        <button
          key={status}
          type="button"
          role="tab"
          className="tab"
          aria-selected={status === active}
          data-testid={`tab-${status}`}
          onClick={() => onSelect(status)}
        >
          {t(`tickets.tabs.${status}`)}
          {lists[status].loaded && <span className="tab-count">{lists[status].count}</span>}
        </button>
      ))}
    </div>
  )
}
