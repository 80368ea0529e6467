/**
 * The ticket's tags in the chat header: a chip per tag, and a chooser (the tenant's active tags,
 * plus any inactive one the ticket has) that saves the whole list at once (PUT /tickets/{id}/tags).
 */
import type { Ticket } from "@atende/core/ticket/ticket"
import { useQuery } from "@tanstack/react-query"
import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { listTags, setTicketTags } from "../api/ticketsApi"

type Props = {
  ticket: Ticket
  onChanged: (ticket: Ticket) => void
  onError: (error: unknown) => void
}

export function TicketTags({ ticket, onChanged, onError }: Props) {
  const { t } = useTranslation("tickets")
  const tags = useQuery({ queryKey: ["tags"], queryFn: listTags, staleTime: 60_000 })
  const [open, setOpen] = useState(false)
  const [saving, setSaving] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const chosen = new Set((ticket.tagIds ?? []).map(Number))
  const all = tags.data ?? []
  const shown = all.filter((tag) => chosen.has(tag.id))
  const offered = all.filter((tag) => tag.active !== false || chosen.has(tag.id))

  useEffect(() => {
    if (!open) return
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener("mousedown", close)
    return () => document.removeEventListener("mousedown", close)
  }, [open])

  async function toggle(id: number) {
    const next = chosen.has(id) ? [...chosen].filter((x) => x !== id) : [...chosen, id]
    setSaving(true)
    try {
      onChanged(await setTicketTags(ticket.id, next))
    } catch (error) {
      onError(error)
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="menu ticket-tags" ref={root} data-testid="ticket-tags">
      {shown.map((tag) => (
        <span
          key={tag.id}
          className="chip"
          data-testid="ticket-tag"
          style={{ borderColor: tag.color, color: tag.color }}
        >
          {tag.name}
        </span>
      ))}
      <button
        type="button"
        className="button button-ghost button-small"
        data-testid="ticket-tags-edit"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {shown.length ? t("chat.tagsEdit") : t("chat.tagsAdd")}
      </button>
      {open && (
        <div className="menu-panel" role="menu" aria-label={t("chat.tags")}>
          {tags.isPending && <div className="menu-item muted">{t("chat.tagsLoading")}</div>}
          {!tags.isPending && !offered.length && <div className="menu-item muted">{t("chat.tagsNone")}</div>}
          {offered.map((tag) => (
            <label key={tag.id} className="menu-item check">
              <input
                type="checkbox"
                data-testid={`ticket-tag-option-${tag.id}`}
                checked={chosen.has(tag.id)}
                disabled={saving}
                onChange={() => void toggle(tag.id)}
              />
              <span style={{ color: tag.color }}>●</span> {tag.name}
            </label>
          ))}
        </div>
      )}
    </div>
  )
}
