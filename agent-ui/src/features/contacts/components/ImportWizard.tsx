import type { ContactImportCheck, ContactImportUpload } from "@atende/core/contracts/contactImport"
import { useEffect, useRef, useState, type ChangeEvent } from "react"
import { useTranslation } from "react-i18next"
import { Modal } from "../../../components/ui/Modal"
import { ApiError } from "../../../lib/apiError"
import { describeError } from "../../../lib/errorText"
import { formatBytes } from "../../../lib/format"
import { checkImport, runImport, uploadImport } from "../api/importsApi"
import { refreshContactLists } from "../hooks/useContacts"
import { useImportProgress } from "../hooks/useImportProgress"
import { choicesOf, fileProblem, isRunning, mappingIssues, mappingOf, type Choice } from "../state/importWizard"
import { catalogueLine } from "./fieldText"
import { ImportMapping } from "./ImportMapping"
import { ImportProgress } from "./ImportProgress"
import { ImportRowErrors } from "./ImportRowErrors"
import "../contactDialogs.css"

type ImportWizardProps = { onClose: () => void }

/**
 * The import wizard (issue 11 item 9): a CSV or XLSX file is uploaded, its columns are mapped to
 * contact fields (the server's suggestion first, the sample rows beside), the mapping is checked
 * (counts and the rows it refuses), then run, with its progress until the final summary.
 */
export function ImportWizard({ onClose }: ImportWizardProps) {
  const { t } = useTranslation("contacts")
  const [file, setFile] = useState<File | null>(null)
  const [upload, setUpload] = useState<ContactImportUpload | null>(null)
  const [choices, setChoices] = useState<Choice[]>([])
  const [check, setCheck] = useState<ContactImportCheck | null>(null)
  const [started, setStarted] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const progress = useImportProgress(started && upload ? upload.id : null)
  const view = progress.data
  const finished = view !== undefined && !isRunning(view)
  const refreshed = useRef(false)

  useEffect(() => {
    if (!finished || refreshed.current) return
    refreshed.current = true
    void refreshContactLists()
  }, [finished])

  /** Closed while the run goes on: the lists are read again now, with what it has done so far. */
  function handleClose() {
    if (started && !refreshed.current) void refreshContactLists()
    onClose()
  }

  /** A refusal as one line: the catalogue's text, with the row and column of the file when given. */
  function refusal(error: unknown): string {
    const failure = describeError(error)
    const text = failure.title ? `${failure.title}: ${failure.text}` : failure.text
    if (!(error instanceof ApiError)) return text
    const { row, column } = error.extra
    if (typeof row === "number" && column !== undefined && column !== null)
      return `${t("contacts.import.rowColumn", { row, column: String(column) })} ${text}`
    if (typeof row === "number") return `${t("contacts.import.row", { row })} ${text}`
    return text
  }

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null
    setFile(chosen)
    setFailure(null)
    if (!chosen) return
    const problem = fileProblem(chosen)
    if (problem === "tooLarge") setFailure(catalogueLine("ERR_FILE_TOO_LARGE") ?? t("contacts.import.tooLarge"))
    else if (problem) setFailure(t(`contacts.import.${problem}`))
  }

  async function handleUpload() {
    if (!file || busy || fileProblem(file)) return
    setBusy(true)
    setFailure(null)
    try {
      const answer = await uploadImport(file)
      setUpload(answer)
      setChoices(choicesOf(answer))
      setCheck(null)
    } catch (error) {
      setFailure(refusal(error))
    } finally {
      setBusy(false)
    }
  }

  function handleChoices(next: Choice[]) {
    setChoices(next)
    setCheck(null)
    setFailure(null)
  }

  async function handleCheck() {
    if (!upload || busy) return
    setBusy(true)
    setFailure(null)
    try {
      setCheck(await checkImport(upload.id, mappingOf(upload.columns, choices)))
    } catch (error) {
      setFailure(refusal(error))
    } finally {
      setBusy(false)
    }
  }

  async function handleRun() {
    if (!upload || busy) return
    setBusy(true)
    setFailure(null)
    try {
      await runImport(upload.id, mappingOf(upload.columns, choices))
      setStarted(true)
    } catch (error) {
      // started already (a second click, another tab): follow it
      if (error instanceof ApiError && error.code === "ERR_IMPORT_RUNNING") setStarted(true)
      else setFailure(refusal(error))
    } finally {
      setBusy(false)
    }
  }

  const issues = mappingIssues(choices)
  const step = !upload ? "file" : !started ? "mapping" : finished ? "done" : "running"

  function renderFile() {
    return (
      <div className="import-step" data-testid="import-step-file">
        <p className="muted">{t("contacts.import.fileIntro")}</p>
        <label className="field">
          <span>{t("contacts.import.file")}</span>
          <input
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            data-testid="import-file"
            onChange={handleFile}
          />
        </label>
        {file && (
          <p className="muted" data-testid="import-file-chosen">
            {file.name} · {formatBytes(file.size)}
          </p>
        )}
      </div>
    )
  }

  function renderMapping(current: ContactImportUpload) {
    return (
      <div className="import-step" data-testid="import-step-mapping">
        <p className="muted">{t("contacts.import.mappingIntro", { name: current.fileName, count: current.rows })}</p>
        <ImportMapping upload={current} choices={choices} onChange={handleChoices} />
        {issues.length > 0 && (
          <ul className="import-issues" data-testid="import-mapping-issues">
            {issues.map((issue) => (
              <li key={issue} className="field-error">
                {t(`contacts.import.issues.${issue}`)}
              </li>
            ))}
          </ul>
        )}
        {check && (
          <div className="import-check" data-testid="import-check-result">
            <dl className="import-counts">
              {(["rows", "valid", "invalid", "creates", "updates", "unchanged"] as const).map((key) => (
                <div key={key} data-testid={`import-check-${key}`} data-value={String(check[key])}>
                  <dt>{t(`contacts.import.checkCounts.${key}`)}</dt>
                  <dd>{check[key]}</dd>
                </div>
              ))}
            </dl>
            <ImportRowErrors errors={check.errors} total={check.invalid} />
          </div>
        )}
      </div>
    )
  }

  return (
    <Modal title={t("contacts.import.title")} onClose={handleClose} testId="import-wizard" footer={renderFooter()}>
      <ol className="import-steps" aria-label={t("contacts.import.stepsLabel")}>
        {(["file", "mapping", "running"] as const).map((name) => (
          <li
            key={name}
            className={step === name || (name === "running" && step === "done") ? "import-step-on" : "import-step-name"}
          >
            {t(`contacts.import.steps.${name}`)}
          </li>
        ))}
      </ol>
      {failure && (
        <p className="field-error" role="alert" data-testid="import-error-message">
          {failure}
        </p>
      )}
      {step === "file" ? (
        renderFile()
      ) : step === "mapping" && upload ? (
        renderMapping(upload)
      ) : (
        <ImportProgress view={view} failure={progress.isError ? refusal(progress.error) : null} />
      )}
    </Modal>
  )

  function renderFooter() {
    if (step === "file")
      return (
        <>
          <button type="button" className="button button-ghost" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button
            type="button"
            className="button button-primary"
            data-testid="import-upload"
            disabled={!file || busy || fileProblem(file) !== null}
            onClick={() => void handleUpload()}
          >
            {busy ? t("contacts.import.uploading") : t("contacts.import.upload")}
          </button>
        </>
      )
    if (step === "mapping")
      return (
        <>
          <button type="button" className="button button-ghost" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button
            type="button"
            className="button button-outline"
            data-testid="import-check"
            disabled={busy || issues.length > 0}
            onClick={() => void handleCheck()}
          >
            {t("contacts.import.check")}
          </button>
          <button
            type="button"
            className="button button-primary"
            data-testid="import-run"
            disabled={busy || issues.length > 0 || !check || check.valid === 0}
            title={check ? undefined : t("contacts.import.checkFirst")}
            onClick={() => void handleRun()}
          >
            {t("contacts.import.run")}
          </button>
        </>
      )
    return (
      <button type="button" className="button button-primary" data-testid="import-close" onClick={handleClose}>
        {step === "done" ? t("contacts.import.close") : t("contacts.import.hide")}
      </button>
    )
  }
}
