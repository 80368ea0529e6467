import { isAdminProfile } from "@atende/core/rules/permissions"
import { useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { ApiError } from "../../../lib/apiError"
import { describeError, notifyError } from "../../../lib/errorText"
import { formatDateTime } from "../../../lib/format"
import { useSession } from "../../../lib/session"
import { addNote, removeNote, useContactNotes } from "../hooks/useContactNotes"
import { catalogueLine } from "./fieldText"

const TITLE_MAX = 120
const DESCRIPTION_MAX = 4000

type NoteProblems = { title?: "required" | "tooLong"; description?: "required" | "tooLong" }

function checkNote(title: string, description: string): NoteProblems {
  const problems: NoteProblems = {}
  if (title.trim() === "") problems.title = "required"
  else if (title.trim().length > TITLE_MAX) problems.title = "tooLong"
  if (description.trim() === "") problems.description = "required"
  else if (description.trim().length > DESCRIPTION_MAX) problems.description = "tooLong"
  return problems
}

type ContactNotesProps = { contactId: number; testId?: string }

/**
 * A contact's notes (spec part 1 §3: title and description), newest first: who wrote each and when;
 * a new one with its title and description; deleting one (its author or the admin flag) asks first.
 */
export function ContactNotes({ contactId, testId = "contact-notes" }: ContactNotesProps) {
  const { t, i18n } = useTranslation("contacts")
  const session = useSession()
  const admin = session ? isAdminProfile(session.profile) : false
  const notes = useContactNotes(contactId)
  const items = notes.data ?? []
  const [title, setTitle] = useState("")
  const [description, setDescription] = useState("")
  const [problems, setProblems] = useState<NoteProblems>({})
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState<number | null>(null)

  async function handleAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = checkNote(title, description)
    setProblems(found)
    if (found.title || found.description || busy) return
    setBusy(true)
    try {
      await addNote(contactId, { title: title.trim(), description: description.trim() })
      setTitle("")
      setDescription("")
      setProblems({})
    } catch (error) {
      notifyError(error)
    } finally {
      setBusy(false)
    }
  }

  async function handleDelete(noteId: number) {
    setConfirming(null)
    try {
      await removeNote(contactId, noteId)
    } catch (error) {
      notifyError(error)
    }
  }

  const problemText = (problem: NoteProblems["title"], max: number) =>
    problem ? t(`contacts.form.problems.${problem}`, { max }) : null
  const titleError = problemText(problems.title, TITLE_MAX)
  const descriptionError = problemText(problems.description, DESCRIPTION_MAX)
  const failure = notes.error
    ? notes.error instanceof ApiError && notes.error.code
      ? (catalogueLine(notes.error.code) ?? describeError(notes.error).text)
      : describeError(notes.error).text
    : null

  return (
    <section className="contact-notes" data-testid={testId} aria-label={t("contacts.notes.title")}>
      <form className="contact-note-form" onSubmit={(event) => void handleAdd(event)} noValidate>
        <label className="field">
          <span>{t("contacts.notes.noteTitle")}</span>
          <input
            value={title}
            maxLength={TITLE_MAX + 20}
            data-testid="contact-note-title"
            aria-invalid={titleError ? true : undefined}
            onChange={(event) => {
              setTitle(event.target.value)
              setProblems({ ...problems, title: undefined })
            }}
          />
          {titleError && <span className="field-error">{titleError}</span>}
        </label>
        <label className="field">
          <span>{t("contacts.notes.description")}</span>
          <textarea
            rows={3}
            value={description}
            maxLength={DESCRIPTION_MAX + 20}
            data-testid="contact-note-description"
            aria-invalid={descriptionError ? true : undefined}
            onChange={(event) => {
              setDescription(event.target.value)
              setProblems({ ...problems, description: undefined })
            }}
          />
          {descriptionError && <span className="field-error">{descriptionError}</span>}
        </label>
        <div className="contact-note-actions">
          <button type="submit" className="button button-outline" data-testid="contact-note-add" disabled={busy}>
            {t("contacts.notes.add")}
          </button>
        </div>
      </form>
      {failure ? (
        <p className="field-error" data-testid="contact-notes-error">
          {t("contacts.notes.loadFailed")} {failure}
        </p>
      ) : notes.isPending ? (
        <p className="muted">{t("contacts.loading")}</p>
      ) : items.length === 0 ? (
        <p className="muted" data-testid="contact-notes-empty">
          {t("contacts.notes.empty")}
        </p>
      ) : (
        <ul className="contact-note-list">
          {items.map((note) => {
            const mine = session !== null && note.userId === session.userId
            return (
              <li key={note.id} className="contact-note" data-testid="contact-note" data-note-id={String(note.id)}>
                <div className="contact-note-head">
                  <strong>{note.title}</strong>
                  <span className="muted">
                    {t("contacts.notes.by", { name: note.userName || t("contacts.notes.unknownUser") })} ·{" "}
                    <time dateTime={note.createdAt}>{formatDateTime(note.createdAt, i18n.language)}</time>
                  </span>
                </div>
                <p className="contact-note-text">{note.description}</p>
                {(mine || admin) &&
                  (confirming === note.id ? (
                    <div className="contact-note-confirm">
                      <span>{t("contacts.notes.confirmDelete")}</span>
                      <button
                        type="button"
                        className="button button-danger"
                        data-testid="contact-note-delete-confirm"
                        onClick={() => void handleDelete(note.id)}
                      >
                        {t("contacts.notes.delete")}
                      </button>
                      <button type="button" className="button button-ghost" onClick={() => setConfirming(null)}>
                        {t("common.cancel")}
                      </button>
                    </div>
                  ) : (
                    <button
                      type="button"
                      className="link-button contact-danger-link"
                      data-testid="contact-note-delete"
                      onClick={() => setConfirming(note.id)}
                    >
                      {t("contacts.notes.delete")}
                    </button>
                  ))}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
