import { ticketLogTypes, type TicketLogType } from "@atende/core/ticket/machine"
import type { Ticket, TicketLog } from "@atende/core/ticket/ticket"
import { useCallback, useEffect, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { notifyError } from "../../../lib/errorText"
import { formatDateTime } from "../../../lib/format"
import { toast } from "../../../lib/toast"
import { ApiError } from "../../../lib/apiError"
import { useSession } from "../../../lib/session"
import { cancelScheduled, type ScheduledMessage } from "../api/messagesApi"
import { addNote, deleteNote, listNotes, listTicketLogs, type TicketNote } from "../api/ticketsApi"

export type SidePanel = "logs" | "notes" | "scheduled"

type ChatSidePanelProps = {
  ticket: Ticket
  panel: SidePanel
  refreshKey: number
  scheduled: ScheduledMessage[]
  onScheduledChange: (item: ScheduledMessage) => void
  onSelect: (panel: SidePanel) => void
  onClose: () => void
}

const PANELS: SidePanel[] = ["logs", "notes", "scheduled"]

type LogEntry = Omit<TicketLog, "type"> & { user?: { name: string } | null; type: string }

const isKnownLogType = (type: string): type is TicketLogType => (ticketLogTypes as readonly string[]).includes(type)

/** A list loaded on open and again when `refreshKey` changes (the ticket changed live). */
function useLoaded<T>(load: () => Promise<T[]>, refreshKey: number) {
  const [items, setItems] = useState<T[] | null>(null)
  const [unavailable, setUnavailable] = useState(false)
  const reload = useCallback(() => {
    load().then(setItems, (error) => {
      setItems([])
      // A server without this call (404 on the route itself) is not an error to toast.
      if (error instanceof ApiError && error.status === 404 && error.code === "ERR_NOT_FOUND") setUnavailable(true)
      else notifyError(error)
    })
  }, [load])
  useEffect(() => reload(), [reload, refreshKey])
  return { items, reload, unavailable }
}

function LogsPanel({ ticketId, refreshKey }: { ticketId: string; refreshKey: number }) {
  const { t, i18n } = useTranslation("tickets")
  const load = useCallback(() => listTicketLogs(ticketId) as Promise<LogEntry[]>, [ticketId])
  const { items } = useLoaded(load, refreshKey)
  if (!items) return <p className="muted">{t("common.loading")}</p>
  if (items.length === 0) return <p className="muted">{t("logs.empty")}</p>
  return (
    <ol className="log-list" data-testid="log-list">
      {items.map((log) => {
        return (
          <li key={String(log.id)} className="log-item" data-testid="log-item" data-type={log.type}>
            <strong>
              {isKnownLogType(log.type) ? t(`logs.types.${log.type}`) : t("logs.types.other", { type: log.type })}
            </strong>
            <span className="muted">
              {formatDateTime(log.createdAt, i18n.language)}
              {log.user?.name ? ` · ${t("logs.by", { name: log.user.name })}` : ""}
            </span>
          </li>
        )
      })}
    </ol>
  )
}

function NotesPanel({ ticketId, refreshKey }: { ticketId: string; refreshKey: number }) {
  const { t, i18n } = useTranslation("tickets")
  const load = useCallback(() => listNotes(ticketId), [ticketId])
  const { items, reload } = useLoaded<TicketNote>(load, refreshKey)
  const session = useSession()
  const [text, setText] = useState("")
  const [saving, setSaving] = useState(false)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!text.trim()) return
    setSaving(true)
    try {
      await addNote(ticketId, text.trim())
      setText("")
      toast.success(t("notes.added"))
      reload()
    } catch (error) {
      notifyError(error)
    } finally {
      setSaving(false)
    }
  }

  async function handleDelete(note: TicketNote) {
    try {
      await deleteNote(ticketId, note.id)
      toast.success(t("notes.deleted"))
      reload()
    } catch (error) {
      notifyError(error)
    }
  }

  const mayDelete = (note: TicketNote) =>
    !!session && (session.profile === "admin" || Number(note.user?.id ?? note.userId) === session.userId)

  return (
    <div data-testid="notes-panel">
      <form className="form-stack" onSubmit={handleSubmit}>
        <textarea
          rows={3}
          data-testid="note-input"
          placeholder={t("notes.placeholder")}
          aria-label={t("notes.placeholder")}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button
          type="submit"
          className="button button-primary"
          data-testid="note-add"
          disabled={saving || !text.trim()}
        >
          {t("notes.add")}
        </button>
      </form>
      {!items ? (
        <p className="muted">{t("common.loading")}</p>
      ) : items.length === 0 ? (
        <p className="muted">{t("notes.empty")}</p>
      ) : (
        <ul className="log-list" data-testid="note-list">
          {items.map((note) => (
            <li key={String(note.id)} className="log-item" data-testid="note-item">
              <span>{note.body}</span>
              <span className="muted">
                {formatDateTime(note.createdAt, i18n.language)}
                {note.user?.name ? ` · ${note.user.name}` : ""}
              </span>
              {mayDelete(note) && (
                <button
                  type="button"
                  className="link-button"
                  data-testid="note-delete"
                  onClick={() => void handleDelete(note)}
                >
                  {t("notes.delete")}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function ScheduledPanel({
  items,
  onChange
}: {
  items: ScheduledMessage[]
  onChange: (item: ScheduledMessage) => void
}) {
  const { t, i18n } = useTranslation("tickets")

  async function handleCancel(item: ScheduledMessage) {
    try {
      const canceled = await cancelScheduled(item.id)
      onChange(
        canceled && typeof canceled === "object" && "id" in canceled ? canceled : { ...item, status: "canceled" }
      )
      toast.success(t("schedule.canceled"))
    } catch (error) {
      notifyError(error)
    }
  }

  if (items.length === 0) return <p className="muted">{t("schedule.empty")}</p>
  return (
    <ul className="log-list" data-testid="scheduled-list">
      {items.map((item) => (
        <li key={String(item.id)} className="log-item" data-testid="scheduled-item">
          <span>{item.body}</span>
          <span className="muted">
            {t("chat.scheduledFor", { date: formatDateTime(item.scheduleDate, i18n.language) })}
          </span>
          <button
            type="button"
            className="link-button"
            data-testid="scheduled-cancel"
            onClick={() => void handleCancel(item)}
          >
            {t("schedule.cancel")}
          </button>
        </li>
      ))}
    </ul>
  )
}

/** The chat's side panel: ticket history (logs), internal notes and scheduled messages. */
export function ChatSidePanel({
  ticket,
  panel,
  refreshKey,
  scheduled,
  onScheduledChange,
  onSelect,
  onClose
}: ChatSidePanelProps) {
  const { t } = useTranslation("tickets")
  const ticketId = String(ticket.id)
  const titles: Record<SidePanel, string> = {
    logs: t("chat.logs"),
    notes: t("chat.notes"),
    scheduled: scheduled.length ? `${t("chat.scheduled")} (${scheduled.length})` : t("chat.scheduled")
  }

  return (
    <aside className="side-panel" data-testid="side-panel" data-panel={panel}>
      <header className="side-panel-header">
        <div className="subtabs" role="tablist">
          {PANELS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              className="subtab"
              aria-selected={name === panel}
              data-testid={`panel-${name}`}
              onClick={() => onSelect(name)}
            >
              {titles[name]}
            </button>
          ))}
        </div>
        <button type="button" className="icon-button" aria-label={t("common.close")} onClick={onClose}>
          ×
        </button>
      </header>
      <div className="side-panel-body">
        {panel === "logs" && <LogsPanel ticketId={ticketId} refreshKey={refreshKey} />}
        {panel === "notes" && <NotesPanel ticketId={ticketId} refreshKey={refreshKey} />}
        {panel === "scheduled" && <ScheduledPanel items={scheduled} onChange={onScheduledChange} />}
      </div>
    </aside>
  )
}
