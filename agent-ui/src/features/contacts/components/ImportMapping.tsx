import type { ContactImportUpload } from "@atende/core/contracts/contactImport"
import { useTranslation } from "react-i18next"
import { IMPORT_FIELDS, setChoice, type Choice } from "../state/importWizard"

type ImportMappingProps = {
  upload: ContactImportUpload
  choices: readonly Choice[]
  onChange: (choices: Choice[]) => void
}

const SAMPLE_SHOWN = 3

/** One row per column of the file: its header, the field it fills (or left out) and its first values. */
export function ImportMapping({ upload, choices, onChange }: ImportMappingProps) {
  const { t } = useTranslation("contacts")
  return (
    <div className="import-mapping-wrap">
      <table className="import-mapping" data-testid="import-mapping">
        <thead>
          <tr>
            <th scope="col">{t("contacts.import.column")}</th>
            <th scope="col">{t("contacts.import.field")}</th>
            <th scope="col">{t("contacts.import.sample")}</th>
          </tr>
        </thead>
        <tbody>
          {upload.columns.map((column, index) => (
            <tr key={`${index}:${column}`} data-testid="import-column" data-column={column}>
              <th scope="row">{column || t("contacts.import.unnamed", { index: index + 1 })}</th>
              <td>
                <select
                  value={choices[index] ?? ""}
                  aria-label={t("contacts.import.fieldOf", { column })}
                  data-testid="import-map"
                  onChange={(event) =>
                    onChange(
                      setChoice(choices, index, IMPORT_FIELDS.find((field) => field === event.target.value) ?? "")
                    )
                  }
                >
                  <option value="">{t("contacts.import.ignore")}</option>
                  {IMPORT_FIELDS.map((field) => (
                    <option key={field} value={field}>
                      {t(`contacts.fields.${field}`)}
                    </option>
                  ))}
                </select>
              </td>
              <td className="import-sample">
                {upload.sample
                  .slice(0, SAMPLE_SHOWN)
                  .map((row) => row[index] ?? "")
                  .filter((value) => value !== "")
                  .join(" · ") || <span className="muted">—</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {upload.sample.length > 0 && (
        <div className="import-sample-wrap">
          <table className="import-sample-table" data-testid="import-sample">
            <caption>{t("contacts.import.sampleRows", { count: upload.sample.length })}</caption>
            <thead>
              <tr>
                {upload.columns.map((column, index) => (
                  <th key={`${index}:${column}`} scope="col">
                    {column || t("contacts.import.unnamed", { index: index + 1 })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {upload.sample.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {upload.columns.map((column, index) => (
                    <td key={`${index}:${column}`}>{row[index] ?? ""}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
