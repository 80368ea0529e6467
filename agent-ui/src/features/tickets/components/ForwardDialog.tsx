import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { Modal } from "../../../components/ui/Modal"
import { ApiError } from "../../../lib/apiError"
import { notifyError } from "../../../lib/errorText"
import { randomId } from "../../../lib/randomId"
import type { AnyId } from "../../../lib/ids"
import { toast } from "../../../lib/toast"
import { searchContacts, type ContactOption } from "../../../lib/catalogApi"
import { forwardMessages } from "../api/messagesApi"
import { listTickets } from "../api/ticketsApi"
import { defaultFilter } from "../state/filters"
import { FORWARD_LIMIT } from "../state/messageRules"

type ForwardDialogProps = { messageIds: AnyId[]; onDone: () => void; onClose: () => void }

const SEARCH_DELAY_MS = 300

/** Contacts matching the search; where the server has no contact search, those of the tickets. */
async function findContacts(search: string): Promise<ContactOption[]> {
  try {
    return await searchContacts(search)
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404 || error.code !== "ERR_NOT_FOUND") throw error
  }
  const seen = new Map<string, ContactOption>()
  for (const status of ["open", "pending", "closed"] as const) {
    const page = await listTickets(status, 1, { ...defaultFilter(), searchParam: search, showAll: true })
    for (const ticket of page.tickets)
      seen.set(String(ticket.contactId), {
        id: ticket.contactId,
        name: ticket.contact.name,
        number: ticket.contact.number
      })
  }
  return [...seen.values()]
}

/** Forward up to 10 selected messages to one contact (spec §4); the search needs 2 letters. */
export function ForwardDialog({ messageIds, onDone, onClose }: ForwardDialogProps) {
  const { t } = useTranslation("tickets")
  const [search, setSearch] = useState("")
  const [contacts, setContacts] = useState<ContactOption[]>([])
  const [contactId, setContactId] = useState<string>("")
  const [sending, setSending] = useState(false)
  // One id per dialog: a retry after a lost answer forwards once.
  const [clientId] = useState(randomId)
  const tooMany = messageIds.length > FORWARD_LIMIT

  useEffect(() => {
    const query = search.trim()
    if (query.length < 2) return setContacts([])
    let alive = true
    const timer = setTimeout(() => {
      findContacts(query).then(
        (found) => alive && setContacts(found),
        (error) => alive && notifyError(error)
      )
    }, SEARCH_DELAY_MS)
    return () => {
      alive = false
      clearTimeout(timer)
    }
  }, [search])

  async function handleForward() {
    if (!contactId || tooMany) return
    setSending(true)
    try {
      await forwardMessages(messageIds, contactId, clientId)
      toast.success(t("forward.success"))
      onDone()
    } catch (error) {
      notifyError(error)
      setSending(false)
    }
  }

  return (
    <Modal
      title={t("forward.title", { count: messageIds.length })}
      onClose={onClose}
      testId="forward-dialog"
      footer={
        <>
          <button type="button" className="button button-ghost" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button
            type="button"
            className="button button-primary"
            data-testid="forward-submit"
            disabled={!contactId || sending || tooMany}
            onClick={() => void handleForward()}
          >
            {t("forward.submit")}
          </button>
        </>
      }
    >
      {tooMany && <p className="field-error">{t("forward.limit")}</p>}
      <label className="field">
        <span>{t("forward.contact")}</span>
        <input
          type="search"
          data-testid="forward-search"
          placeholder={t("forward.searchHint")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </label>
      <div className="pick-list" role="radiogroup" aria-label={t("forward.contact")}>
        {search.trim().length >= 2 && contacts.length === 0 && <p className="muted">{t("forward.noContacts")}</p>}
        {contacts.map((contact) => (
          <label
            key={String(contact.id)}
            className={contactId === String(contact.id) ? "pick pick-on" : "pick"}
            data-testid="forward-contact"
          >
            <input
              type="radio"
              name="contact"
              value={String(contact.id)}
              checked={contactId === String(contact.id)}
              onChange={() => setContactId(String(contact.id))}
            />
            <span>{contact.name}</span>
            {contact.number && <span className="muted">{contact.number}</span>}
          </label>
        ))}
      </div>
    </Modal>
  )
}
