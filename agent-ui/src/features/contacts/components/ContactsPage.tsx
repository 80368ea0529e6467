import type { ContactView } from "@atende/core/contracts/contacts"
import { isAdminProfile } from "@atende/core/rules/permissions"
import { useMemo, useState } from "react"
import { useTranslation } from "react-i18next"
import { SearchInput } from "../../../components/ui/SearchInput"
import { useSearchParam } from "../../../lib/searchParam"
import { useSession } from "../../../lib/session"
import type { ContactOrder } from "../api/contactsApi"
import { useContactList } from "../hooks/useContacts"
import { searchParamOf, searchState } from "../state/search"
import { ContactModal } from "./ContactModal"
import { ContactsNotesView } from "./ContactsNotesView"
import { ContactsTable } from "./ContactsTable"
import { ContactsToolbar } from "./ContactsToolbar"
import { DeleteContactDialog } from "./DeleteContactDialog"
import { DuplicatesDialog } from "./DuplicatesDialog"
import { ImportWizard } from "./ImportWizard"
import { ListFooter, ListState } from "./ListFooter"
import "../contacts.css"

type View = "table" | "notes"
const VIEWS: readonly View[] = ["table", "notes"]
const ORDERS: readonly ContactOrder[] = ["newest", "name"]

/**
 * The /contatos screen (spec part 1 §2): the tenant's contacts as a table or with their notes,
 * searched from two letters, page after page; new, import, export, sync and delete duplicates.
 */
export function ContactsPage() {
  const { t } = useTranslation("contacts")
  const session = useSession()
  const admin = session ? isAdminProfile(session.profile) : false
  const [view, setView] = useState<View>("table")
  const [filter, setFilter] = useState({ searchParam: "" })
  const [search, setSearch] = useSearchParam(filter, setFilter)
  const [orderBy, setOrderBy] = useState<ContactOrder>("newest")
  const [editing, setEditing] = useState<ContactView | "new" | null>(null)
  const [deleting, setDeleting] = useState<ContactView | null>(null)
  const [importing, setImporting] = useState(false)
  const [duplicates, setDuplicates] = useState(false)
  const [notesOf, setNotesOf] = useState<number | null>(null)

  const searchParam = searchParamOf(filter.searchParam)
  const query = useMemo(() => ({ searchParam, orderBy }), [searchParam, orderBy])
  const list = useContactList(query)
  const contacts = useMemo(() => list.data?.pages.flatMap((page) => page.contacts) ?? [], [list.data])
  const short = searchState(search).kind === "short"

  function handleDelete(contact: ContactView) {
    setEditing(null)
    setDeleting(contact)
  }

  return (
    <div className="contacts-page" data-testid="contacts-page">
      <section className="card contacts-card">
        <header className="contacts-header">
          <div>
            <h1>{t("contacts.title")}</h1>
            <p className="muted">{t("contacts.intro")}</p>
          </div>
          <div className="segmented contacts-views" role="group" aria-label={t("contacts.views.label")}>
            {VIEWS.map((name) => (
              <button
                key={name}
                type="button"
                className={view === name ? "segment segment-on" : "segment"}
                aria-pressed={view === name}
                data-testid={`contacts-view-${name}`}
                onClick={() => setView(name)}
              >
                {t(`contacts.views.${name}`)}
              </button>
            ))}
          </div>
        </header>
        <ContactsToolbar
          admin={admin}
          searchParam={searchParam}
          onCreate={() => setEditing("new")}
          onImport={() => setImporting(true)}
          onDuplicates={() => setDuplicates(true)}
        />
        <div className="contacts-search-row">
          <div className="contacts-search">
            <SearchInput
              label={t("contacts.search.label")}
              value={search}
              onChange={setSearch}
              testId="contacts-search"
            />
            {short && (
              <p className="muted contacts-search-hint" role="status" data-testid="contacts-search-hint">
                {t("contacts.search.hint")}
              </p>
            )}
          </div>
          <label className="field contacts-order">
            <span>{t("contacts.order.label")}</span>
            <select
              value={orderBy}
              data-testid="contacts-order"
              onChange={(event) => setOrderBy(ORDERS.find((order) => order === event.target.value) ?? "newest")}
            >
              {ORDERS.map((order) => (
                <option key={order} value={order}>
                  {t(`contacts.order.${order}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <ListState list={list} searching={searchParam !== ""} testId="contacts" />
        {contacts.length > 0 &&
          (view === "table" ? (
            <ContactsTable contacts={contacts} admin={admin} onOpen={setEditing} onDelete={setDeleting} />
          ) : (
            <ContactsNotesView contacts={contacts} selectedId={notesOf} onSelect={setNotesOf} onOpen={setEditing} />
          ))}
        {contacts.length > 0 && <ListFooter list={list} testId="contacts" />}
      </section>
      {editing && (
        <ContactModal
          contact={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onDelete={handleDelete}
        />
      )}
      {deleting && <DeleteContactDialog contact={deleting} onClose={() => setDeleting(null)} />}
      {importing && <ImportWizard onClose={() => setImporting(false)} />}
      {duplicates && <DuplicatesDialog onClose={() => setDuplicates(false)} />}
    </div>
  )
}
