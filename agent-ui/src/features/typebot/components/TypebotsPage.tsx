import type { TypebotView } from "@atende/core/contracts/typebot"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog"
import { describeError, notifyError } from "../../../lib/errorText"
import { toast } from "../../../lib/toast"
import { removeTypebot, useTypebots } from "../hooks/useTypebots"
import { TypebotDialog } from "./TypebotDialog"
import "../typebot.css"

const NONE: TypebotView[] = []

function DeleteTypebotDialog({ item, onClose }: { item: TypebotView; onClose: () => void }) {
  const { t } = useTranslation("typebot")
  const [busy, setBusy] = useState(false)

  async function handleConfirm() {
    setBusy(true)
    try {
      await removeTypebot(item.id)
      toast.success(t("typebot.deleted"))
    } catch (error) {
      notifyError(error)
    } finally {
      setBusy(false)
      onClose()
    }
  }

  return (
    <ConfirmDialog
      title={t("typebot.remove.title")}
      text={t("typebot.remove.text", { name: item.name })}
      confirmLabel={t("typebot.remove.confirm")}
      tone="danger"
      busy={busy}
      testId="typebot-delete-dialog"
      confirmTestId="typebot-delete-confirm"
      onConfirm={() => void handleConfirm()}
      onClose={onClose}
    />
  )
}

/**
 * The /configuracoes/typebotapi screen: the tenant's Typebot connections (a channel names one in its
 * dialog, and its new tickets talk to that bot until the bot's conversation ends).
 */
export function TypebotsPage() {
  const { t } = useTranslation("typebot")
  const { data = NONE, isPending, error, refetch } = useTypebots()
  const [editing, setEditing] = useState<TypebotView | "new" | null>(null)
  const [deleting, setDeleting] = useState<TypebotView | null>(null)
  const failure = error ? describeError(error) : null

  return (
    <div className="typebot-page" data-testid="typebot-page">
      <section className="card typebot-card">
        <header className="typebot-header">
          <div>
            <h1>{t("typebot.title")}</h1>
            <p className="muted">{t("typebot.intro")}</p>
          </div>
          <button
            type="button"
            className="button button-primary"
            data-testid="typebot-add"
            onClick={() => setEditing("new")}
          >
            {t("typebot.add")}
          </button>
        </header>
        {failure ? (
          <div data-testid="typebot-load-error">
            <p className="field-error">
              {t("typebot.loadFailed")} {failure.title ? `${failure.title}: ${failure.text}` : failure.text}
            </p>
            <button type="button" className="button button-outline" onClick={() => void refetch()}>
              {t("common.tryAgain")}
            </button>
          </div>
        ) : isPending ? (
          <p className="muted">{t("typebot.loading")}</p>
        ) : data.length === 0 ? (
          <p className="muted" data-testid="typebot-empty">
            {t("typebot.empty")}
          </p>
        ) : (
          <ul className="typebot-list">
            {data.map((item) => (
              <li key={item.id} className="typebot-row" data-testid="typebot-row" data-name={item.name}>
                <div className="typebot-row-text">
                  <strong>{item.name}</strong>
                  <span className="muted">
                    {item.baseUrl} · {item.publicId}
                  </span>
                  <span className="muted" data-testid="typebot-status">
                    {item.enabled ? t("typebot.enabled") : t("typebot.disabled")}
                    {item.restartKeyword ? ` · ${t("typebot.restartShown", { keyword: item.restartKeyword })}` : ""}
                  </span>
                </div>
                <div className="typebot-row-actions">
                  <button
                    type="button"
                    className="button button-ghost"
                    data-testid="typebot-edit"
                    onClick={() => setEditing(item)}
                  >
                    {t("typebot.edit")}
                  </button>
                  <button
                    type="button"
                    className="button button-ghost"
                    data-testid="typebot-delete"
                    onClick={() => setDeleting(item)}
                  >
                    {t("typebot.delete")}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {editing && <TypebotDialog initial={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteTypebotDialog item={deleting} onClose={() => setDeleting(null)} />}
    </div>
  )
}
