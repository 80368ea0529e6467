import type { ContactView } from "@atende/core/contracts/contacts"
import type { KeyboardEvent } from "react"
import { useTranslation } from "react-i18next"
import { Avatar } from "../../../components/ui/Avatar"
import { displayName, displayNumber } from "../state/display"

type ContactsTableProps = {
  contacts: readonly ContactView[]
  admin: boolean
  onOpen: (contact: ContactView) => void
  onDelete: (contact: ContactView) => void
}

/** The table view of /contatos: name, number, e-mail, tags and wallet; a row opens the contact modal. */
export function ContactsTable({ contacts, admin, onOpen, onDelete }: ContactsTableProps) {
  const { t } = useTranslation("contacts")

  function handleKey(event: KeyboardEvent<HTMLTableRowElement>, contact: ContactView) {
    if (event.target !== event.currentTarget || (event.key !== "Enter" && event.key !== " ")) return
    event.preventDefault()
    onOpen(contact)
  }

  return (
    <div className="contacts-table-wrap">
      <table className="contacts-table" data-testid="contacts-table">
        <thead>
          <tr>
            <th scope="col">{t("contacts.fields.name")}</th>
            <th scope="col">{t("contacts.fields.number")}</th>
            <th scope="col">{t("contacts.fields.email")}</th>
            <th scope="col">{t("contacts.fields.tags")}</th>
            <th scope="col">{t("contacts.fields.wallet")}</th>
            {admin && (
              <th scope="col" className="contacts-actions-head">
                <span className="contacts-sr-only">{t("contacts.list.actions")}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {contacts.map((contact) => {
            const name = displayName(contact)
            return (
              <tr
                key={contact.id}
                tabIndex={0}
                className="contacts-row"
                data-testid="contact-row"
                data-contact-id={String(contact.id)}
                aria-label={t("contacts.list.open", { name })}
                onClick={() => onOpen(contact)}
                onKeyDown={(event) => handleKey(event, contact)}
              >
                <td>
                  <span className="contacts-name">
                    <Avatar name={name} src={contact.profilePicUrl} size="sm" />
                    <span data-testid="contact-row-name">{name}</span>
                  </span>
                </td>
                <td className="contacts-number" data-testid="contact-row-number">
                  {contact.number ? displayNumber(contact.number) : "—"}
                </td>
                <td className="contacts-email" data-testid="contact-row-email">
                  {contact.email || "—"}
                </td>
                <td>
                  <span className="contacts-tags">
                    {contact.tags.map((tag) => (
                      <span key={tag.id} className="contact-tag" data-testid="contact-row-tag">
                        <span className="contact-tag-dot" style={{ background: tag.color }} aria-hidden />
                        {tag.name}
                      </span>
                    ))}
                  </span>
                </td>
                <td className="contacts-wallet">{contact.wallets.map((user) => user.name).join(", ")}</td>
                {admin && (
                  <td className="contacts-actions">
                    <button
                      type="button"
                      className="button button-ghost contact-danger"
                      data-testid="contact-row-delete"
                      aria-label={t("contacts.delete.of", { name })}
                      onClick={(event) => {
                        event.stopPropagation()
                        onDelete(contact)
                      }}
                    >
                      {t("contacts.delete.action")}
                    </button>
                  </td>
                )}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
