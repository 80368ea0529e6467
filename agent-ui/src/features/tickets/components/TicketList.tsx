import { useTranslation } from "react-i18next"
import type { TicketTab } from "../state/ticketLists"
import { TicketListItem } from "./TicketListItem"

type TicketListProps = {
  tab: TicketTab
  activeTicketId: string | null
  onLoadMore: () => void
  onRetry: () => void
}

export function TicketList({ tab, activeTicketId, onLoadMore, onRetry }: TicketListProps) {
  const { t } = useTranslation()

  if (!tab.loaded) {
    return (
      <div className="ticket-list-state">
        {tab.loading ? (
          t("tickets.loading")
        ) : (
          <button type="button" className="button button-ghost" onClick={onRetry}>
            {t("chat.tryAgain")}
          </button>
        )}
      </div>
    )
  }

  if (tab.tickets.length === 0) return <div className="ticket-list-state">{t("tickets.empty")}</div>

  return (
    <div className="ticket-list" role="tabpanel">
      <ul>
        {tab.tickets.map((ticket) => (
          <TicketListItem key={String(ticket.id)} ticket={ticket} active={String(ticket.id) === activeTicketId} />
        ))}
      </ul>
      {tab.hasMore && (
        <button type="button" className="button button-ghost button-block" disabled={tab.loading} onClick={onLoadMore}>
          {tab.loading ? t("tickets.loading") : t("tickets.loadMore")}
        </button>
      )}
    </div>
  )
}
