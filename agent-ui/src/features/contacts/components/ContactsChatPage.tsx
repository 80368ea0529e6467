import type { ContactView } from "@atende/core/contracts/contacts"
import { useMemo, useState } from "react"
import { useTranslation } from "react-i18next"
import { Avatar } from "../../../components/ui/Avatar"
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog"
import { Icon } from "../../../components/ui/Icon"
import { Link } from "../../../components/ui/Link"
import { useContactList } from "../hooks/useContacts"
import { useOpenTicket } from "../hooks/useOpenTicket"
import { displayName, displayNumber } from "../state/display"
import { ContactPicker } from "./ContactPicker"
import { ListFooter, ListState } from "./ListFooter"
import "../contactPicker.css"

const BROWSE = { searchParam: "", orderBy: "name" } as const

/**
 * /atendimento/contatos (spec part 1 §2: the contact list in chat mode): the workspace's column lists
 * the contacts by name, with the contact picker to search them; a contact opens its ticket (a new
 * one, or, when it has one active, that one after asking).
 */
export function ContactsChatPage() {
  const { t } = useTranslation("contacts")
  const [text, setText] = useState("")
  const opener = useOpenTicket()
  const list = useContactList(BROWSE, text.trim() === "")
  const contacts = useMemo(() => list.data?.pages.flatMap((page) => page.contacts) ?? [], [list.data])

  function handleOpen(contact: ContactView) {
    void opener.open({ id: contact.id, name: displayName(contact) })
  }

  return (
    <div className="workspace contacts-chat" data-testid="contacts-chat">
      <aside className="ticket-column contacts-chat-column" aria-label={t("contacts.chat.label")}>
        <header className="contacts-chat-head">
          <Link to="/atendimento" className="link-button" data-testid="contacts-chat-back">
            {t("contacts.chat.back")}
          </Link>
          <h2>{t("contacts.chat.title")}</h2>
        </header>
        <div className="contacts-chat-search">
          <ContactPicker
            inline
            text={text}
            onTextChange={setText}
            onPick={handleOpen}
            busyId={opener.busyId}
            testId="contacts-chat-picker"
          />
        </div>
        {text.trim() === "" && (
          <div className="contacts-chat-list">
            <ListState list={list} searching={false} testId="contacts-chat" />
            <ul aria-label={t("contacts.chat.label")}>
              {contacts.map((contact) => {
                const name = displayName(contact)
                return (
                  <li key={contact.id}>
                    <button
                      type="button"
                      className="contacts-chat-item"
                      data-testid="contacts-chat-item"
                      data-contact-id={String(contact.id)}
                      aria-busy={opener.busyId === contact.id || undefined}
                      disabled={opener.busyId !== null}
                      title={t("contacts.chat.open", { name })}
                      onClick={() => handleOpen(contact)}
                    >
                      <Avatar name={name} src={contact.profilePicUrl} />
                      <span className="contacts-chat-item-text">
                        <strong>{name}</strong>
                        <span className="muted">
                          {contact.number ? displayNumber(contact.number) : (contact.email ?? "")}
                        </span>
                      </span>
                    </button>
                  </li>
                )
              })}
            </ul>
            {contacts.length > 0 && <ListFooter list={list} testId="contacts-chat" />}
          </div>
        )}
      </aside>
      <section className="chat-column">
        <div className="chat-placeholder">
          <Icon name="chat" size={56} className="chat-placeholder-icon" />
          <p>{t("contacts.chat.choose")}</p>
        </div>
      </section>
      {opener.existing && (
        <ConfirmDialog
          title={t("contacts.chat.existingTitle")}
          text={t("contacts.chat.existingText", { name: opener.existing.name })}
          confirmLabel={t("contacts.chat.openExisting")}
          testId="contacts-existing-ticket"
          confirmTestId="contacts-open-existing"
          onConfirm={opener.openExisting}
          onClose={opener.dismiss}
        />
      )}
    </div>
  )
}
