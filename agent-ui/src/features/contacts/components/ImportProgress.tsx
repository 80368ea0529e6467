import type { ContactImportView } from "@atende/core/contracts/contactImport"
import { useTranslation } from "react-i18next"
import { isRunning, progressPercent } from "../state/importWizard"
import { ImportRowErrors } from "./ImportRowErrors"

type ImportProgressProps = {
  /** The run as last read; undefined until the first answer. */
  view: ContactImportView | undefined
  /** Why it could not be read (the catalogue's text). */
  failure: string | null
}

/** The run of an import: a real progress bar (0-100, what the server has processed), then the summary. */
export function ImportProgress({ view, failure }: ImportProgressProps) {
  const { t } = useTranslation("contacts")
  const percent = view ? progressPercent(view) : 0
  const done = view !== undefined && !isRunning(view)
  return (
    <div className="import-step" data-testid={done ? "import-step-done" : "import-step-running"}>
      <div
        className="import-progress"
        role="progressbar"
        aria-label={t("contacts.import.progressLabel")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-testid="import-progress"
      >
        <div className="import-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="muted" data-testid="import-progress-text">
        {view
          ? t("contacts.import.progress", { processed: view.processed, total: view.total, percent })
          : t("contacts.import.starting")}
      </p>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      {view && done && <Summary view={view} />}
    </div>
  )
}

type SummaryProps = { view: ContactImportView }

/** The run's outcome: contacts created, updated, unchanged and rows refused, with the refusals. */
function Summary({ view }: SummaryProps) {
  const { t } = useTranslation("contacts")
  return (
    <div className="import-summary" data-testid="import-summary" data-status={view.status}>
      <p className={view.status === "failed" ? "field-error" : "import-summary-title"}>
        {view.status === "failed" ? t("contacts.import.failed") : t("contacts.import.done")}
      </p>
      <dl className="import-counts">
        {(["created", "updated", "unchanged", "invalid"] as const).map((key) => (
          <div key={key} data-testid={`import-summary-${key}`} data-value={String(view[key])}>
            <dt>{t(`contacts.import.summaryCounts.${key}`)}</dt>
            <dd>{view[key]}</dd>
          </div>
        ))}
      </dl>
      <ImportRowErrors errors={view.errors} total={view.invalid} />
    </div>
  )
}
