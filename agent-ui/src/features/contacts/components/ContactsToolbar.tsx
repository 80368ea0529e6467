import { useTranslation } from "react-i18next"
import { ExportMenu } from "./ExportMenu"

type ContactsToolbarProps = {
  admin: boolean
  searchParam: string
  onCreate: () => void
  onImport: () => void
  onDuplicates: () => void
}

/**
 * The actions of /contatos (spec part 1 §2: import, export, sync, delete duplicates). Import,
 * export and delete duplicates need the admin flag (the server refuses the others), so only it
 * sees them. Sync reads the contacts of a WhatsApp connection, which the tenant cannot have yet:
 * the button says so.
 */
export function ContactsToolbar({ admin, searchParam, onCreate, onImport, onDuplicates }: ContactsToolbarProps) {
  const { t } = useTranslation("contacts")
  return (
    <div className="contacts-toolbar" role="toolbar" aria-label={t("contacts.toolbar.label")}>
      <button type="button" className="button button-primary" data-testid="contacts-new" onClick={onCreate}>
        {t("contacts.toolbar.new")}
      </button>
      {admin && (
        <>
          <button type="button" className="button button-ghost" data-testid="contacts-import" onClick={onImport}>
            {t("contacts.toolbar.import")}
          </button>
          <ExportMenu searchParam={searchParam} />
        </>
      )}
      <span className="contacts-sync">
        <button
          type="button"
          className="button button-ghost"
          data-testid="contacts-sync"
          disabled
          title={t("contacts.toolbar.syncUnavailable")}
          aria-describedby="contacts-sync-why"
        >
          {t("contacts.toolbar.sync")}
        </button>
        <span id="contacts-sync-why" className="muted contacts-sync-why" data-testid="contacts-sync-why">
          {t("contacts.toolbar.syncUnavailable")}
        </span>
      </span>
      {admin && (
        <button type="button" className="button button-ghost" data-testid="contacts-duplicates" onClick={onDuplicates}>
          {t("contacts.toolbar.duplicates")}
        </button>
      )}
    </div>
  )
}
