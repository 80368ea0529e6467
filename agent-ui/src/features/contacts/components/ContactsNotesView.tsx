import type { ContactView } from "@atende/core/contracts/contacts"
import { useTranslation } from "react-i18next"
import { Avatar } from "../../../components/ui/Avatar"
import { displayName, displayNumber } from "../state/display"
import { ContactNotes } from "./ContactNotes"

type ContactsNotesViewProps = {
  contacts: readonly ContactView[]
  selectedId: number | null
  onSelect: (contactId: number) => void
  onOpen: (contact: ContactView) => void
}

/**
 * The notes view of /contatos: the contacts on one side, the chosen one's notes on the other (read
 * for that contact only, not for every row), where notes are added and deleted.
 */
export function ContactsNotesView({ contacts, selectedId, onSelect, onOpen }: ContactsNotesViewProps) {
  const { t } = useTranslation("contacts")
  const selected = contacts.find((contact) => contact.id === selectedId) ?? contacts[0]
  return (
    <div className="contacts-notes-view" data-testid="contacts-notes-view">
      <ul className="contacts-notes-list" aria-label={t("contacts.title")}>
        {contacts.map((contact) => {
          const name = displayName(contact)
          const on = contact.id === selected?.id
          return (
            <li key={contact.id}>
              <button
                type="button"
                className={on ? "contacts-notes-item contacts-notes-item-on" : "contacts-notes-item"}
                aria-pressed={on}
                data-testid="contacts-notes-item"
                data-contact-id={String(contact.id)}
                onClick={() => onSelect(contact.id)}
              >
                <Avatar name={name} src={contact.profilePicUrl} size="sm" />
                <span className="contacts-notes-item-text">
                  <strong>{name}</strong>
                  <span className="muted">{contact.number ? displayNumber(contact.number) : contact.email}</span>
                </span>
              </button>
            </li>
          )
        })}
      </ul>
      {selected && (
        <section className="contacts-notes-pane" data-contact-id={String(selected.id)}>
          <header className="contacts-notes-pane-head">
            <h2>{displayName(selected)}</h2>
            <button
              type="button"
              className="button button-ghost"
              data-testid="contacts-notes-open"
              onClick={() => onOpen(selected)}
            >
              {t("contacts.notes.openContact")}
            </button>
          </header>
          <ContactNotes key={selected.id} contactId={selected.id} testId="contacts-notes-pane" />
        </section>
      )}
    </div>
  )
}
