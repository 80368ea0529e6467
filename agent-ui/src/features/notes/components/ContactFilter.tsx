import { useState } from "react"
import { useTranslation } from "react-i18next"
import { CONTACT_SEARCH_MIN, useContactSearch } from "../hooks/useContactSearch"
import type { NoteContact } from "../state/noteFilter"

type ContactFilterProps = { contact: NoteContact | null; onChange: (contact: NoteContact | null) => void }

/** The contact of the notes: a search (2 letters at least) offering contacts, then the chosen one with a way out. */
export function ContactFilter({ contact, onChange }: ContactFilterProps) {
  const { t } = useTranslation("notes")
  const [search, setSearch] = useState("")
  const found = useContactSearch(contact ? "" : search)
  const searching = search.trim().length >= CONTACT_SEARCH_MIN

  function handlePick(picked: NoteContact) {
    setSearch("")
    onChange(picked)
  }

  if (contact)
    return (
      <div className="field">
        <span>{t("noteList.filters.contact")}</span>
        <span className="notes-contact-chosen" data-testid="notes-contact-chosen">
          <span className="notes-contact-name">{contact.name || t("noteList.unknownContact")}</span>
          <button
            type="button"
            className="icon-button"
            data-testid="notes-contact-clear"
            aria-label={t("noteList.filters.clearContact")}
            title={t("noteList.filters.clearContact")}
            onClick={() => onChange(null)}
          >
            ×
          </button>
        </span>
      </div>
    )

  return (
    <div className="field notes-contact">
      <label htmlFor="notes-contact-search">{t("noteList.filters.contact")}</label>
      <input
        id="notes-contact-search"
        type="search"
        autoComplete="off"
        data-testid="notes-contact-search"
        placeholder={t("noteList.filters.contactSearch")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {search.trim() !== "" && (
        <div className="notes-contact-options" role="listbox" aria-label={t("noteList.filters.contact")}>
          {!searching ? (
            <p className="muted">{t("noteList.filters.contactHint")}</p>
          ) : found === null ? (
            <p className="muted">{t("noteList.loading")}</p>
          ) : found.length === 0 ? (
            <p className="muted" data-testid="notes-contact-none">
              {t("noteList.filters.noContacts")}
            </p>
          ) : (
            found.map((option) => (
              <button
                key={option.id}
                type="button"
                role="option"
                aria-selected={false}
                className="notes-contact-option"
                data-testid="notes-contact-option"
                data-contact-id={String(option.id)}
                onClick={() => handlePick(option)}
              >
                {option.name || t("noteList.unknownContact")}
              </button>
            ))
          )}
        </div>
      )}
    </div>
  )
}
