import { useTranslation } from "react-i18next"
import { Avatar } from "../../../components/ui/Avatar"
import { navigate } from "../../../lib/hashRouter"
import type { Ticket, TicketStatus } from "@atende/core/ticket/ticket"

type ChatHeaderProps = { ticket: Ticket; busy: boolean; onChangeStatus: (status: TicketStatus) => void }

export function ChatHeader({ ticket, busy, onChangeStatus }: ChatHeaderProps) {
  const { t } = useTranslation()
  const name = ticket.contact?.name || ticket.contact?.number || t("tickets.unknownContact")
  const details = [
    ticket.protocol ? t("chat.protocol", { protocol: ticket.protocol }) : null,
    ticket.user?.name ? t("chat.assignedTo", { name: ticket.user.name }) : null
  ].filter(Boolean)

  return (
    <header className="chat-header" data-testid="chat-header" data-ticket-id={String(ticket.id)} data-status={ticket.status}>
      <button type="button" className="chat-back" aria-label={t("chat.back")} onClick={() => navigate("/atendimento")}>
        ←
      </button>
      <Avatar name={name} src={ticket.contact?.profilePicUrl} />
      <div className="chat-header-info">
        <div className="chat-header-name">{name}</div>
        <div className="chat-header-details">
          <span className={`status-pill status-${ticket.status}`} data-testid="chat-status">
            {t(`tickets.status.${ticket.status}`)}
          </span>
          {details.map((detail) => (
            <span key={detail} className="muted">
              {detail}
            </span>
          ))}
        </div>
      </div>
      <div className="chat-header-actions">
        {ticket.status === "pending" && (
          <button type="button" className="button button-primary" data-testid="btn-attend" disabled={busy} onClick={() => onChangeStatus("open")}>
            {t("chat.attend")}
          </button>
        )}
        {ticket.status !== "closed" && (
          <button type="button" className="button button-outline" data-testid="btn-resolve" disabled={busy} onClick={() => onChangeStatus("closed")}>
            {t("chat.resolve")}
          </button>
        )}
        {ticket.status === "closed" && (
          <button type="button" className="button button-primary" data-testid="btn-reopen" disabled={busy} onClick={() => onChangeStatus("open")}>
            {t("chat.reopen")}
          </button>
        )}
      </div>
    </header>
  )
}
