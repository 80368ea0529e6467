import { useCallback, useState } from "react"
import { useTranslation } from "react-i18next"
import { Icon } from "../../../components/ui/Icon"
import { navigate } from "../../../lib/hashRouter"
import { useTicketListEvents } from "../../../live/useTicketListEvents"
import type { Ticket, TicketStatus } from "@atende/core/ticket/ticket"
import { sameId } from "../../../lib/ids"
import { useTicketLists } from "../hooks/useTicketLists"
import { ChatPanel } from "./ChatPanel"
import { TicketList } from "./TicketList"
import { TicketTabs } from "./TicketTabs"

type TicketWorkspaceProps = { ticketId: string | null }

/** #/atendimento and #/atendimento/:ticketId: the ticket lists on the left, the open chat on the right. */
export function TicketWorkspace({ ticketId }: TicketWorkspaceProps) {
  const { t } = useTranslation()
  const { lists, loadMore, reload, applyTicket } = useTicketLists()
  const [tab, setTab] = useState<TicketStatus>("open")

  useTicketListEvents((event) => {
    if (event.type === "ticket:delete" && ticketId && sameId(event.ticketId, ticketId)) {
      navigate("/atendimento", { replace: true })
    }
  })

  // The tab follows the open chat when it is opened and when the agent changes its status.
  const handleTicketShown = useCallback(
    (ticket: Ticket) => {
      applyTicket(ticket)
      setTab(ticket.status)
    },
    [applyTicket]
  )

  return (
    <div className={ticketId ? "workspace workspace-with-chat" : "workspace"}>
      <aside className="ticket-column" aria-label={t("tickets.listLabel")}>
        <TicketTabs lists={lists} active={tab} onSelect={setTab} />
        <TicketList
          tab={lists[tab]}
          activeTicketId={ticketId}
          onLoadMore={() => loadMore(tab)}
          onRetry={() => reload(tab)}
        />
      </aside>
      <section className="chat-column">
        {ticketId ? (
          <ChatPanel key={ticketId} ticketId={ticketId} onTicketShown={handleTicketShown} />
        ) : (
          <div className="chat-placeholder">
            <Icon name="chat" size={56} className="chat-placeholder-icon" />
            <p>{t("chat.selectTicket")}</p>
          </div>
        )}
      </section>
    </div>
  )
}
