import type { NoteListItem } from "@atende/core/contracts/notes"
import { useTranslation } from "react-i18next"
import { Link } from "../../../components/ui/Link"
import { chatPath } from "../../../lib/chatPath"
import { formatDateTime } from "../../../lib/format"

type NoteRowProps = { note: NoteListItem }

/** One note: when, who wrote it, whose ticket, the protocol and the text; it opens the ticket. */
export function NoteRow({ note }: NoteRowProps) {
  const { t, i18n } = useTranslation("notes")
  const protocol = note.ticket.protocol
  return (
    <li className="notes-item">
      <Link
        to={chatPath(note.ticketId)}
        className="notes-row"
        data-testid="note-row"
        data-note-id={String(note.id)}
        data-ticket-id={String(note.ticketId)}
      >
        <span className="notes-row-meta">
          <time dateTime={note.createdAt}>{formatDateTime(note.createdAt, i18n.language)}</time>
          <span>{t("noteList.by", { name: note.user.name || t("noteList.unknownUser") })}</span>
        </span>
        <span className="notes-row-ticket">
          <strong className="notes-row-contact">{note.contact.name || t("noteList.unknownContact")}</strong>
          <span className="chip" title={t("noteList.open", { protocol })}>
            {t("noteList.protocol", { protocol })}
          </span>
        </span>
        <span className="notes-row-body">{note.body}</span>
      </Link>
    </li>
  )
}
