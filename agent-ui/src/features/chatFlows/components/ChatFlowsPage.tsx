import { emptyFlowDocument, type ChatFlowSummary } from "@atende/core/contracts/chatFlows"
import { useRef, useState, type ChangeEvent, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router"
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog"
import { Modal } from "../../../components/ui/Modal"
import { currentLanguage } from "../../../i18n/i18n"
import { describeError, notifyError } from "../../../lib/errorText"
import { formatDateTime } from "../../../lib/format"
import { toast } from "../../../lib/toast"
import { useDialogAction } from "../../../lib/useDialogAction"
import {
  copyChatFlow,
  downloadChatFlow,
  importChatFlowFile,
  removeChatFlow,
  saveChatFlow,
  useChatFlows
} from "../hooks/useChatFlows"
import { readFlowFile } from "../state/flowFile"
import { builderPath } from "../state/paths"
import { cycleText } from "./cycleText"
import "../chatFlows.css"

const NONE: ChatFlowSummary[] = []

function NewFlowDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("chatFlows")
  const navigate = useNavigate()
  const [name, setName] = useState("")
  const [active, setActive] = useState(true)
  const [missing, setMissing] = useState(false)
  const { busy, failure, run, clear } = useDialogAction()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!name.trim()) {
      setMissing(true)
      return
    }
    void run(async () => {
      const flow = await saveChatFlow(null, { name: name.trim(), active, document: emptyFlowDocument() })
      toast.success(t("chatFlows.created"))
      onClose()
      void navigate(builderPath(flow.id))
    })
  }

  return (
    <Modal title={t("chatFlows.newTitle")} onClose={onClose} size="sm" testId="flow-new-dialog">
      <form className="form-stack" onSubmit={handleSubmit} noValidate>
        <label className="field">
          <span>{t("chatFlows.name")}</span>
          <input
            value={name}
            maxLength={100}
            data-testid="flow-new-name"
            aria-invalid={missing}
            onChange={(event) => {
              setName(event.target.value)
              setMissing(false)
              clear()
            }}
          />
          {missing && <small className="field-error">{t("chatFlows.required")}</small>}
        </label>
        <label className="check">
          <input type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} />
          <span>{t("chatFlows.active")}</span>
        </label>
        {failure && (
          <p className="field-error" data-testid="flow-new-error">
            {failure}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="button button-ghost" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button type="submit" className="button button-primary" data-testid="flow-new-save" disabled={busy}>
            {t("chatFlows.create")}
          </button>
        </div>
      </form>
    </Modal>
  )
}

function DeleteFlowDialog({ flow, onClose }: { flow: ChatFlowSummary; onClose: () => void }) {
  const { t } = useTranslation("chatFlows")
  const { busy, failure, run } = useDialogAction()
  return (
    <ConfirmDialog
      title={t("chatFlows.remove.title")}
      text={t("chatFlows.remove.text", { name: flow.name })}
      confirmLabel={t("chatFlows.remove.confirm")}
      tone="danger"
      busy={busy}
      testId="flow-delete-dialog"
      confirmTestId="flow-delete-confirm"
      failure={failure}
      failureTestId="flow-delete-error"
      onConfirm={() =>
        void run(async () => {
          await removeChatFlow(flow.id)
          toast.success(t("chatFlows.deleted"))
          onClose()
        })
      }
      onClose={onClose}
    />
  )
}

/**
 * The /configuracoes/chat-flow screen: the tenant's chatbot flows (name, active, last change), each
 * opened in the builder, duplicated, downloaded as JSON or deleted; a new flow, or one imported from
 * a JSON file (a loop in it is refused, naming it).
 */
export function ChatFlowsPage() {
  const { t } = useTranslation("chatFlows")
  const navigate = useNavigate()
  const { data = NONE, isPending, error, refetch } = useChatFlows()
  const [creating, setCreating] = useState(false)
  const [deleting, setDeleting] = useState<ChatFlowSummary | null>(null)
  const [importProblem, setImportProblem] = useState<string | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const failure = error ? describeError(error) : null
  const lang = currentLanguage()

  async function handleImport(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ""
    if (!file) return
    setImportProblem(null)
    const read = readFlowFile(await file.text())
    if (!read.ok) {
      setImportProblem(t(`chatFlows.import.${read.problem}`))
      return
    }
    try {
      const flow = await importChatFlowFile(read.value)
      toast.success(t("chatFlows.import.done", { name: flow.name }))
    } catch (problem) {
      const cycle = cycleText(problem)
      if (cycle) setImportProblem(cycle)
      else {
        const text = describeError(problem)
        setImportProblem(text.title ? `${text.title}: ${text.text}` : text.text)
      }
    }
  }

  async function handleCopy(flow: ChatFlowSummary) {
    try {
      const copy = await copyChatFlow(flow.id)
      toast.success(t("chatFlows.duplicated", { name: copy.name }))
    } catch (problem) {
      notifyError(problem)
    }
  }

  async function handleDownload(flow: ChatFlowSummary) {
    try {
      await downloadChatFlow(flow.id)
    } catch (problem) {
      notifyError(problem)
    }
  }

  return (
    <div className="flows-page" data-testid="chat-flows-page">
      <section className="card flows-card">
        <header className="flows-header">
          <div>
            <h1>{t("chatFlows.title")}</h1>
            <p className="muted">{t("chatFlows.intro")}</p>
          </div>
          <div className="flows-header-actions">
            <button
              type="button"
              className="button button-outline"
              data-testid="flow-import"
              onClick={() => fileInput.current?.click()}
            >
              {t("chatFlows.import.button")}
            </button>
            <input
              ref={fileInput}
              type="file"
              accept="application/json,.json"
              hidden
              data-testid="flow-import-file"
              onChange={(event) => void handleImport(event)}
            />
            <button
              type="button"
              className="button button-primary"
              data-testid="flow-add"
              onClick={() => setCreating(true)}
            >
              {t("chatFlows.add")}
            </button>
          </div>
        </header>
        {importProblem && (
          <p className="field-error flows-import-error" role="alert" data-testid="flow-import-error">
            {importProblem}
          </p>
        )}
        {failure ? (
          <div className="flows-state" data-testid="flows-load-error">
            <p className="field-error">
              {t("chatFlows.loadFailed")} {failure.title ? `${failure.title}: ${failure.text}` : failure.text}
            </p>
            <button type="button" className="button button-outline" onClick={() => void refetch()}>
              {t("common.tryAgain")}
            </button>
          </div>
        ) : isPending ? (
          <p className="flows-state muted">{t("chatFlows.loading")}</p>
        ) : data.length === 0 ? (
          <p className="flows-state muted" data-testid="flows-empty">
            {t("chatFlows.empty")}
          </p>
        ) : (
          <table className="flows-table">
            <thead>
              <tr>
                <th>{t("chatFlows.name")}</th>
                <th>{t("chatFlows.status")}</th>
                <th>{t("chatFlows.updated")}</th>
                <th aria-label={t("chatFlows.actions")} />
              </tr>
            </thead>
            <tbody>
              {data.map((flow) => (
                <tr key={flow.id} data-testid="flow-row" data-name={flow.name}>
                  <td>
                    <strong>{flow.name}</strong>
                    {flow.description && <div className="muted flows-description">{flow.description}</div>}
                  </td>
                  <td>
                    <span
                      className={`status-pill ${flow.active ? "status-open" : "status-closed"}`}
                      data-testid="flow-active"
                      data-active={flow.active}
                    >
                      {flow.active ? t("chatFlows.activeYes") : t("chatFlows.activeNo")}
                    </span>
                  </td>
                  <td className="muted">{formatDateTime(flow.updatedAt, lang)}</td>
                  <td className="flows-row-actions">
                    <button
                      type="button"
                      className="button button-ghost"
                      data-testid="flow-open"
                      onClick={() => void navigate(builderPath(flow.id))}
                    >
                      {t("chatFlows.open")}
                    </button>
                    <button
                      type="button"
                      className="button button-ghost"
                      data-testid="flow-duplicate"
                      onClick={() => void handleCopy(flow)}
                    >
                      {t("chatFlows.duplicate")}
                    </button>
                    <button
                      type="button"
                      className="button button-ghost"
                      data-testid="flow-download"
                      onClick={() => void handleDownload(flow)}
                    >
                      {t("chatFlows.download")}
                    </button>
                    <button
                      type="button"
                      className="button button-ghost flows-delete"
                      data-testid="flow-delete"
                      onClick={() => setDeleting(flow)}
                    >
                      {t("chatFlows.delete")}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {creating && <NewFlowDialog onClose={() => setCreating(false)} />}
      {deleting && <DeleteFlowDialog flow={deleting} onClose={() => setDeleting(null)} />}
    </div>
  )
}
