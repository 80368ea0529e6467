import type { Ticket, TicketStatus } from "@atende/core/ticket/ticket"
import { useCallback, useState } from "react"
import { useTranslation } from "react-i18next"
import { useLocation, useNavigate } from "react-router"
import { Icon } from "../../../components/ui/Icon"
import { sameId } from "../../../lib/ids"
import { useTicketListEvents } from "../../../live/useTicketListEvents"
import { useTicketFilter } from "../hooks/useTicketFilter"
import { useTicketLists } from "../hooks/useTicketLists"
import { useWorkspaceSettings } from "../hooks/useWorkspaceSettings"
import { activeFilterCount } from "../state/filters"
import { ChatPanel } from "./ChatPanel"
import { TicketFilters } from "./TicketFilters"
import { TicketList } from "./TicketList"
import { TicketTabs } from "./TicketTabs"

type TicketWorkspaceProps = { ticketId: string | null; panel: "contacts" | null }

/** The chat route's query: `pageNumber` (how deep to load at first) and the timestamp `t`. */
function chatQuery(query: string): { pageNumber: number; stamp: string } {
  const params = new URLSearchParams(query)
  const pageNumber = Number(params.get("pageNumber"))
  return {
    pageNumber: Number.isInteger(pageNumber) && pageNumber > 1 ? Math.min(pageNumber, 20) : 1,
    stamp: params.get("t") ?? ""
  }
}

/** #/atendimento and #/atendimento/:ticketId: the ticket lists on the left, the open chat on the right. */
export function TicketWorkspace({ ticketId, panel }: TicketWorkspaceProps) {
  const navigate = useNavigate()
  const { t } = useTranslation("tickets")
  const { filter, changeFilter } = useTicketFilter()
  const { settings } = useWorkspaceSettings()
  const { lists, loadMore, reload, applyTicket } = useTicketLists(filter, ticketId, settings)
  const [tab, setTab] = useState<TicketStatus>("open")
  const { pageNumber, stamp } = chatQuery(useLocation().search)

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

  const filtered = activeFilterCount(filter) > 0 || Boolean(filter.searchParam)

  return (
    <div className={ticketId || panel ? "workspace workspace-with-chat" : "workspace"}>
      <aside className="ticket-column" aria-label={t("tickets.listLabel")}>
        <TicketFilters filter={filter} onChange={changeFilter} />
        <TicketTabs lists={lists} active={tab} onSelect={setTab} />
        <TicketList
          tab={lists[tab]}
          activeTicketId={ticketId}
          filtered={filtered}
          onLoadMore={() => loadMore(tab)}
          onRetry={() => reload(tab)}
        />
      </aside>
      <section className="chat-column">
        {ticketId ? (
          <ChatPanel
            key={`${ticketId}:${stamp}`}
            ticketId={ticketId}
            initialPages={pageNumber}
            settings={settings}
            onTicketShown={handleTicketShown}
          />
        ) : (
          <div
            className="chat-placeholder"
            data-testid={panel === "contacts" ? "placeholder" : undefined}
            data-screen={panel ?? undefined}
          >
            <Icon name="chat" size={56} className="chat-placeholder-icon" />
            {panel === "contacts" ? (
              <>
                <h2>{t("chat.contactsPanel")}</h2>
                <p>{t("placeholder.text")}</p>
              </>
            ) : (
              <p>{t("chat.selectTicket")}</p>
            )}
          </div>
        )}
      </section>
    </div>
  )
}
