import type { QuickMessage } from "@atende/core/contracts/quickMessages"
import { useMemo, useState } from "react"
import { useTranslation } from "react-i18next"
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog"
import { SearchInput } from "../../../components/ui/SearchInput"
import { describeError, notifyError } from "../../../lib/errorText"
import { toast } from "../../../lib/toast"
import { removeQuickMessage, useQuickMessages } from "../hooks/useQuickMessages"
import { matchKeyOrMessage } from "../state/quickMessages"
import { QuickMessageDialog } from "./QuickMessageDialog"
import "../quickMessages.css"

const NONE: QuickMessage[] = []

type DeleteDialogProps = { item: QuickMessage; onClose: () => void }

function DeleteQuickMessageDialog({ item, onClose }: DeleteDialogProps) {
  const { t } = useTranslation("quickMessages")
  const [busy, setBusy] = useState(false)

  async function handleConfirm() {
    setBusy(true)
    try {
      await removeQuickMessage(item.id)
      toast.success(t("quickMessages.deleted"))
    } catch (error) {
      notifyError(error)
    } finally {
      setBusy(false)
      onClose()
    }
  }

  return (
    <ConfirmDialog
      title={t("quickMessages.remove.title")}
      text={t("quickMessages.remove.text", { key: item.key })}
      confirmLabel={t("quickMessages.remove.confirm")}
      tone="danger"
      busy={busy}
      testId="quick-delete-dialog"
      confirmTestId="quick-delete-confirm"
      onConfirm={() => void handleConfirm()}
      onClose={onClose}
    />
  )
}

/** The /mensagens-rapidas screen: the tenant's quick messages, searched, created, edited, deleted. */
export function QuickMessagesPage() {
  const { t } = useTranslation("quickMessages")
  const { data = NONE, isPending, error, refetch } = useQuickMessages()
  const [search, setSearch] = useState("")
  const [editing, setEditing] = useState<QuickMessage | "new" | null>(null)
  const [deleting, setDeleting] = useState<QuickMessage | null>(null)
  const shown = useMemo(() => matchKeyOrMessage(data, search), [data, search])
  const failure = error ? describeError(error) : null

  return (
    <div className="quick-page" data-testid="quick-messages-page">
      <section className="card quick-card">
        <header className="quick-header">
          <div>
            <h1>{t("quickMessages.title")}</h1>
            <p className="muted">{t("quickMessages.intro")}</p>
          </div>
          <button
            type="button"
            className="button button-primary"
            data-testid="quick-add"
            onClick={() => setEditing("new")}
          >
            {t("quickMessages.add")}
          </button>
        </header>
        <SearchInput
          label={t("quickMessages.search")}
          value={search}
          onChange={setSearch}
          testId="quick-search"
          className="quick-search"
        />
        {failure ? (
          <div className="quick-state" data-testid="quick-load-error">
            <p className="field-error">
              {t("quickMessages.loadFailed")} {failure.title ? `${failure.title}: ${failure.text}` : failure.text}
            </p>
            <button type="button" className="button button-outline" onClick={() => void refetch()}>
              {t("common.tryAgain")}
            </button>
          </div>
        ) : isPending ? (
          <p className="quick-state muted">{t("quickMessages.loading")}</p>
        ) : shown.length === 0 ? (
          <p className="quick-state muted" data-testid="quick-empty">
            {data.length ? t("quickMessages.emptySearch") : t("quickMessages.empty")}
          </p>
        ) : (
          <>
            <p className="muted quick-count" data-testid="quick-count">
              {t("quickMessages.count", { count: shown.length })}
            </p>
            <ul className="quick-list">
              {shown.map((item) => (
                <li key={item.id} className="quick-row" data-testid="quick-row" data-key={item.key}>
                  <div className="quick-row-text">
                    <strong className="quick-option-key">/{item.key}</strong>
                    <span className="quick-row-message">{item.message}</span>
                  </div>
                  <div className="quick-row-actions">
                    <button
                      type="button"
                      className="button button-ghost"
                      data-testid="quick-edit"
                      onClick={() => setEditing(item)}
                    >
                      {t("quickMessages.edit")}
                    </button>
                    <button
                      type="button"
                      className="button button-ghost quick-delete"
                      data-testid="quick-delete"
                      onClick={() => setDeleting(item)}
                    >
                      {t("quickMessages.delete")}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      {editing && <QuickMessageDialog initial={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteQuickMessageDialog item={deleting} onClose={() => setDeleting(null)} />}
    </div>
  )
}
