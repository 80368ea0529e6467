import { useMemo, useState } from "react"
import { useTranslation } from "react-i18next"
import { describeError } from "../../../lib/errorText"
import { useNotesList } from "../hooks/useNotesList"
import { emptyNoteFilter, isFiltered, noteQuery, periodInvalid, type NoteFilter } from "../state/noteFilter"
import { NoteFilters } from "./NoteFilters"
import { NoteRow } from "./NoteRow"
import "../notes.css"

function failureText(error: unknown): string {
  const failure = describeError(error)
  return failure.title ? `${failure.title}: ${failure.text}` : failure.text
}

/**
 * The /notas screen (spec part 1 §2 "Notes of attendance"): every note of the tickets the user may
 * see, newest first, by text, author, contact and period; a note opens its ticket.
 */
export function NotesPage() {
  const { t } = useTranslation("notes")
  const [filter, setFilter] = useState<NoteFilter>(emptyNoteFilter)
  const query = useMemo(() => noteQuery(filter), [filter])
  const invalid = periodInvalid(filter)
  const list = useNotesList(query, !invalid)
  const notes = useMemo(() => list.data?.pages.flatMap((page) => page.notes) ?? [], [list.data])

  function renderList() {
    if (invalid) return null
    if (list.isError && !list.isFetchNextPageError)
      return (
        <div className="notes-state" data-testid="notes-load-error">
          <p className="field-error">
            {t("noteList.loadFailed")} {failureText(list.error)}
          </p>
          <button type="button" className="button button-outline" onClick={() => void list.refetch()}>
            {t("common.tryAgain")}
          </button>
        </div>
      )
    if (list.isPending) return <p className="notes-state muted">{t("noteList.loading")}</p>
    if (notes.length === 0)
      return (
        <p className="notes-state muted" data-testid="notes-empty">
          {isFiltered(filter) ? t("noteList.emptyFiltered") : t("noteList.empty")}
        </p>
      )
    return (
      <>
        <ul className="notes-list" data-testid="notes-list" aria-label={t("noteList.listLabel")}>
          {notes.map((note) => (
            <NoteRow key={note.id} note={note} />
          ))}
        </ul>
        {list.isFetchNextPageError && (
          <p className="field-error" data-testid="notes-more-error">
            {t("noteList.moreFailed")} {failureText(list.error)}
          </p>
        )}
        {list.hasNextPage && (
          <button
            type="button"
            className="button button-outline notes-more"
            data-testid="notes-more"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? t("noteList.loadingMore") : t("noteList.loadMore")}
          </button>
        )}
      </>
    )
  }

  return (
    <div className="notes-page" data-testid="notes-page">
      <section className="card notes-card">
        <header className="notes-header">
          <h1>{t("noteList.title")}</h1>
          <p className="muted">{t("noteList.intro")}</p>
        </header>
        <NoteFilters filter={filter} onChange={setFilter} />
        {renderList()}
      </section>
    </div>
  )
}
