import { useTranslation } from "react-i18next"
import { Avatar } from "../../../components/ui/Avatar"
import { Link } from "../../../components/ui/Link"
import { formatListTime } from "../../../lib/format"
import type { Ticket } from "@atende/core/ticket/ticket"

type TicketListItemProps = { ticket: Ticket; active: boolean }

export function TicketListItem({ ticket, active }: TicketListItemProps) {
  const { t, i18n } = useTranslation()
  const name = ticket.contact?.name || ticket.contact?.number || t("tickets.unknownContact")
  // The open chat is being read, so its badge is hidden even before the server catches up.
  const unread = active ? 0 : ticket.unreadMessages

  return (
    <li>
      <Link
        to={`/atendimento/${encodeURIComponent(String(ticket.id))}`}
        className={active ? "ticket-item ticket-item-active" : "ticket-item"}
        aria-current={active ? "page" : undefined}
        data-testid="ticket-item"
        data-ticket-id={String(ticket.id)}
        data-status={ticket.status}
      >
        <Avatar name={name} src={ticket.contact?.profilePicUrl} />
        <span className="ticket-item-main">
          <span className="ticket-item-top">
            <span className="ticket-item-name">{name}</span>
            <span className={unread > 0 ? "ticket-item-time ticket-item-time-unread" : "ticket-item-time"}>
              {formatListTime(ticket.lastMessageAt ?? ticket.updatedAt, i18n.language)}
            </span>
          </span>
          <span className="ticket-item-bottom">
            <span className="ticket-item-last">{ticket.lastMessage || t("tickets.noMessage")}</span>
            {unread > 0 && (
              <span className="badge" data-testid="ticket-unread" aria-label={t("tickets.unread", { count: unread })}>
                {unread}
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  )
}
