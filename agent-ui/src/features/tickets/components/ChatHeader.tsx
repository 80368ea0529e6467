import type { Ticket } from "@atende/core/ticket/ticket"
import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router"
import { Avatar } from "../../../components/ui/Avatar"
import type { SidePanel } from "./ChatSidePanel"
import { TicketTags } from "./TicketTags"

export type HeaderAction =
  "attend" | "returnToQueue" | "transfer" | "resolve" | "reopen" | "toggleTranscription" | "watch"

type ChatHeaderProps = {
  ticket: Ticket
  busy: boolean
  /** The ticket is the viewer's own. */
  mine: boolean
  /** The tenant's default-spy setting: opening someone else's ticket watches it. */
  watchMode: boolean
  onAction: (action: HeaderAction) => void
  onPanel: (panel: SidePanel) => void
  onTicketChanged: (ticket: Ticket) => void
  onError: (error: unknown) => void
}

type ExtraTicket = Ticket & { queue?: { name?: string } | null; audioTranscription?: boolean }

function MoreActions({
  ticket,
  mine,
  onAction,
  onPanel
}: Pick<ChatHeaderProps, "onAction" | "onPanel" | "mine"> & { ticket: ExtraTicket }) {
  const { t } = useTranslation("tickets")
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    function handleDown(event: MouseEvent) {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener("mousedown", handleDown)
    return () => document.removeEventListener("mousedown", handleDown)
  }, [open])

  function pick(run: () => void) {
    setOpen(false)
    run()
  }

  return (
    <div className="menu" ref={root}>
      <button
        type="button"
        className="button button-ghost"
        aria-expanded={open}
        data-testid="chat-more"
        aria-label={t("chat.more")}
        onClick={() => setOpen(!open)}
      >
        ⋯
      </button>
      {open && (
        <div className="menu-panel menu-panel-right" role="menu">
          <button
            type="button"
            role="menuitem"
            className="menu-item"
            data-testid="open-logs"
            onClick={() => pick(() => onPanel("logs"))}
          >
            {t("chat.logs")}
          </button>
          <button
            type="button"
            role="menuitem"
            className="menu-item"
            data-testid="open-notes"
            onClick={() => pick(() => onPanel("notes"))}
          >
            {t("chat.notes")}
          </button>
          <button
            type="button"
            role="menuitem"
            className="menu-item"
            data-testid="open-scheduled"
            onClick={() => pick(() => onPanel("scheduled"))}
          >
            {t("chat.scheduled")}
          </button>
          {!mine && ticket.status !== "closed" && (
            <button
              type="button"
              role="menuitem"
              className="menu-item"
              data-testid="action-watch"
              onClick={() => pick(() => onAction("watch"))}
            >
              {t("chat.watch")}
            </button>
          )}
          <label className="menu-item check">
            <input
              type="checkbox"
              data-testid="toggle-transcription"
              checked={Boolean(ticket.audioTranscription)}
              onChange={() => pick(() => onAction("toggleTranscription"))}
            />
            {t("chat.audioTranscription")}
          </label>
        </div>
      )}
    </div>
  )
}

export function ChatHeader({
  ticket,
  busy,
  mine,
  watchMode,
  onAction,
  onPanel,
  onTicketChanged,
  onError
}: ChatHeaderProps) {
  const navigate = useNavigate()
  const { t } = useTranslation("tickets")
  const extra = ticket as ExtraTicket
  const name = ticket.contact?.name || ticket.contact?.number || t("tickets.unknownContact")
  const details = [
    ticket.protocol ? t("chat.protocol", { protocol: ticket.protocol }) : null,
    ticket.user?.name ? t("chat.assignedTo", { name: ticket.user.name }) : null,
    extra.queue?.name ? t("chat.queue", { name: extra.queue.name }) : null
  ].filter(Boolean)

  return (
    <header
      className="chat-header"
      data-testid="chat-header"
      data-ticket-id={String(ticket.id)}
      data-status={ticket.status}
      data-user-id={ticket.userId ?? ""}
    >
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
          {watchMode && !mine && ticket.userId != null && (
            <span className="chip" data-testid="chat-watching">
              {t("chat.watchingBadge")}
            </span>
          )}
          {details.map((detail) => (
            <span key={detail} className="muted" data-testid="chat-detail">
              {detail}
            </span>
          ))}
          <TicketTags ticket={ticket} onChanged={onTicketChanged} onError={onError} />
        </div>
      </div>
      <div className="chat-header-actions">
        {ticket.status === "pending" && (
          <button
            type="button"
            className="button button-primary"
            data-testid="btn-attend"
            disabled={busy}
            onClick={() => onAction("attend")}
          >
            {t("chat.attend")}
          </button>
        )}
        {ticket.status === "open" && (
          <button
            type="button"
            className="button button-ghost"
            data-testid="btn-return"
            disabled={busy}
            onClick={() => onAction("returnToQueue")}
          >
            {t("chat.returnToQueue")}
          </button>
        )}
        {ticket.status !== "closed" && (
          <button
            type="button"
            className="button button-ghost"
            data-testid="btn-transfer"
            disabled={busy}
            onClick={() => onAction("transfer")}
          >
            {t("chat.transfer")}
          </button>
        )}
        {ticket.status !== "closed" && (
          <button
            type="button"
            className="button button-outline"
            data-testid="btn-resolve"
            disabled={busy}
            onClick={() => onAction("resolve")}
          >
            {t("chat.resolve")}
          </button>
        )}
        {ticket.status === "closed" && (
          <button
            type="button"
            className="button button-primary"
            data-testid="btn-reopen"
            disabled={busy}
            onClick={() => onAction("reopen")}
          >
            {t("chat.reopen")}
          </button>
        )}
        <MoreActions ticket={extra} mine={mine} onAction={onAction} onPanel={onPanel} />
      </div>
    </header>
  )
}
