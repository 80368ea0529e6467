import type { Ticket } from "@atende/core/ticket/ticket"
import { useTranslation } from "react-i18next"
import { VirtualList } from "../../../components/ui/VirtualList"
import type { TicketTab } from "../state/ticketLists"
import { TicketListItem } from "./TicketListItem"

type TicketListProps = {
  tab: TicketTab
  activeTicketId: string | null
  filtered: boolean
  onLoadMore: () => void
  onRetry: () => void
}

/** Every row has this height (styles.css `.ticket-item`), so the list can be windowed. */
export const TICKET_ROW_HEIGHT = 88

const ticketKey = (ticket: Ticket) => String(ticket.id)

/** The tickets of one status: a windowed list that loads the next page near its end. */
export function TicketList({ tab, activeTicketId, filtered, onLoadMore, onRetry }: TicketListProps) {
  const { t } = useTranslation("tickets")

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

  if (tab.tickets.length === 0) {
    return <div className="ticket-list-state">{filtered ? t("tickets.emptyFiltered") : t("tickets.empty")}</div>
  }

  return (
    <VirtualList
      className="ticket-list"
      testId="ticket-list"
      label={t("tickets.listLabel")}
      items={tab.tickets}
      rowHeight={TICKET_ROW_HEIGHT}
      itemKey={ticketKey}
      renderRow={(ticket) => <TicketListItem ticket={ticket} active={String(ticket.id) === activeTicketId} />}
      onEndReached={tab.hasMore && !tab.loading ? onLoadMore : undefined}
      footer={tab.loading ? <div className="ticket-list-more">{t("tickets.loading")}</div> : null}
    />
  )
}
