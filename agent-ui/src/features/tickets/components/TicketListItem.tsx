import type { Ticket } from "@atende/core/ticket/ticket"
import { useTranslation } from "react-i18next"
import { Avatar } from "../../../components/ui/Avatar"
import { Link } from "../../../components/ui/Link"
import { formatListTime } from "../../../lib/format"

type TicketListItemProps = { ticket: Ticket; active: boolean }

export type SlaLevel = "green" | "yellow" | "red"

/** `ticket.sla` from the server (spec §4: on time, attention, overdue); absent when not computed. */
export function slaOf(ticket: Ticket): SlaLevel | null {
  const value = (ticket as Ticket & { sla?: unknown }).sla
  const level =
    value && typeof value === "object"
      ? ((value as { level?: unknown; status?: unknown }).level ?? (value as { status?: unknown }).status)
      : value
  return level === "green" || level === "yellow" || level === "red" ? level : null
}

export function TicketListItem({ ticket, active }: TicketListItemProps) {
  const { t, i18n } = useTranslation("tickets")
  const name = ticket.contact?.name || ticket.contact?.number || t("tickets.unknownContact")
  // The open chat is being read, so its badge is hidden even before the server catches up.
  const unread = active ? 0 : ticket.unreadMessages
  const sla = slaOf(ticket)
  const classes = ["ticket-item", active ? "ticket-item-active" : "", sla ? `sla-${sla}` : ""].filter(Boolean).join(" ")

  return (
    <Link
      to={`/atendimento/${encodeURIComponent(String(ticket.id))}`}
      className={classes}
      aria-current={active ? "page" : undefined}
      data-testid="ticket-item"
      data-ticket-id={String(ticket.id)}
      data-status={ticket.status}
      data-sla={sla ?? undefined}
    >
      <Avatar name={name} src={ticket.contact?.profilePicUrl} />
      <span className="ticket-item-main">
        <span className="ticket-item-top">
          <span className="ticket-item-name">{name}</span>
          {sla && (
            <span
              className={`sla-dot sla-dot-${sla}`}
              title={t(`tickets.sla.${sla}`)}
              aria-label={t(`tickets.sla.${sla}`)}
              data-testid="ticket-sla"
            />
          )}
          <span className={unread > 0 ? "ticket-item-time ticket-item-time-unread" : "ticket-item-time"}>
            {formatListTime(ticket.lastMessageAt ?? ticket.updatedAt, i18n.language)}
          </span>
        </span>
        <span className="ticket-item-bottom">
          <span className="ticket-item-last">{ticket.lastMessage || t("tickets.noMessage")}</span>
          {ticket.isGroup && <span className="chip">{t("tickets.group")}</span>}
          {unread > 0 && (
            <span className="badge" data-testid="ticket-unread" aria-label={t("tickets.unread", { count: unread })}>
              {unread}
            </span>
          )}
        </span>
        <span className="ticket-item-meta">
          {ticket.user?.name ?? t("tickets.unassigned")} · #{ticket.protocol}
        </span>
      </span>
    </Link>
  )
}
