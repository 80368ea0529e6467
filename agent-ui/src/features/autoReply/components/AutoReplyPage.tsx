import type { AutoReply } from "@atende/core/contracts/autoReply"
import { canManageSettings } from "@atende/core/rules/permissions"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog"
import { describeError } from "../../../lib/errorText"
import { useSession } from "../../../lib/session"
import { toast } from "../../../lib/toast"
import { deleteAutoReply } from "../api/autoReplyApi"
import { removeFromList, useAutoReplies } from "../hooks/useAutoReplies"
import { AutoReplyDialog } from "./AutoReplyDialog"
import "../autoReply.css"

const NONE: AutoReply[] = []

function DeleteAutoReplyDialog({ item, onClose }: { item: AutoReply; onClose: () => void }) {
  const { t } = useTranslation("autoReply")
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  async function handleConfirm() {
    setBusy(true)
    try {
      await removeFromList(() => deleteAutoReply(item.id))
      toast.success(t("autoReply.deleted"))
      onClose()
    } catch (error) {
      const text = describeError(error)
      setFailure(text.title ? `${text.title}: ${text.text}` : text.text)
    } finally {
      setBusy(false)
    }
  }

  return (
    <ConfirmDialog
      title={t("autoReply.remove.title")}
      text={t("autoReply.remove.text", { name: item.description })}
      confirmLabel={t("autoReply.remove.confirm")}
      tone="danger"
      busy={busy}
      testId="auto-reply-delete-dialog"
      confirmTestId="auto-reply-delete-confirm"
      failure={failure}
      failureTestId="auto-reply-delete-error"
      onConfirm={() => void handleConfirm()}
      onClose={onClose}
    />
  )
}

/** The /auto-resposta screen: the tenant's auto-replies; administrators create, edit and delete them. */
export function AutoReplyPage() {
  const { t } = useTranslation("autoReply")
  const session = useSession()
  const canEdit = session ? canManageSettings(session.profile) : false
  const { data = NONE, isPending, error, refetch } = useAutoReplies()
  const [editing, setEditing] = useState<number | "new" | null>(null)
  const [deleting, setDeleting] = useState<AutoReply | null>(null)
  const failure = error ? describeError(error) : null

  return (
    <div className="auto-reply-page" data-testid="auto-reply-page">
      <section className="card auto-reply-card">
        <header className="auto-reply-header">
          <div>
            <h1>{t("autoReply.title")}</h1>
            <p className="muted">{t("autoReply.intro")}</p>
          </div>
          {canEdit && (
            <button
              type="button"
              className="button button-primary"
              data-testid="auto-reply-add"
              onClick={() => setEditing("new")}
            >
              {t("autoReply.add")}
            </button>
          )}
        </header>
        {!canEdit && <p className="muted">{t("autoReply.readOnly")}</p>}
        {failure ? (
          <div className="auto-reply-state" data-testid="auto-reply-load-error">
            <p className="field-error">
              {t("autoReply.loadFailed")} {failure.title ? `${failure.title}: ${failure.text}` : failure.text}
            </p>
            <button type="button" className="button button-outline" onClick={() => void refetch()}>
              {t("common.tryAgain")}
            </button>
          </div>
        ) : isPending ? (
          <p className="auto-reply-state muted">{t("autoReply.loading")}</p>
        ) : data.length === 0 ? (
          <p className="auto-reply-state muted" data-testid="auto-reply-empty">
            {t("autoReply.empty")}
          </p>
        ) : (
          <ul className="auto-reply-list">
            {data.map((item) => (
              <li key={item.id} className="auto-reply-row" data-testid="auto-reply-row" data-name={item.description}>
                <div className="auto-reply-row-text">
                  <strong>{item.description}</strong>
                  <span className="muted">
                    <span className={item.active ? "chip auto-reply-on" : "chip"} data-testid="auto-reply-status">
                      {item.active ? t("autoReply.active") : t("autoReply.inactive")}
                    </span>{" "}
                    {t("autoReply.stepCount", { count: item.steps.length })}
                    {item.testNumber ? ` · ${t("autoReply.testNumber", { number: item.testNumber })}` : ""}
                  </span>
                </div>
                {canEdit && (
                  <div className="auto-reply-row-actions">
                    <button
                      type="button"
                      className="button button-ghost"
                      data-testid="auto-reply-edit"
                      onClick={() => setEditing(item.id)}
                    >
                      {t("autoReply.edit")}
                    </button>
                    <button
                      type="button"
                      className="button button-ghost auto-reply-danger"
                      data-testid="auto-reply-delete"
                      onClick={() => setDeleting(item)}
                    >
                      {t("autoReply.delete")}
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {editing !== null && (
        <AutoReplyDialog
          id={editing === "new" ? null : editing}
          onCreated={(created) => setEditing(created.id)}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && <DeleteAutoReplyDialog item={deleting} onClose={() => setDeleting(null)} />}
    </div>
  )
}
