import type { ImportRowError } from "@atende/core/contracts/contactImport"
import { useTranslation } from "react-i18next"
import { catalogueLine } from "./fieldText"

type ImportRowErrorsProps = { errors: readonly ImportRowError[]; total: number }

/** The rows that are not imported: row and column of the file, and why in the user's language. */
export function ImportRowErrors({ errors, total }: ImportRowErrorsProps) {
  const { t } = useTranslation("contacts")
  if (errors.length === 0) return null
  return (
    <div className="import-errors">
      <h4>{t("contacts.import.errorsTitle")}</h4>
      <ul data-testid="import-errors">
        {errors.map((error, index) => (
          <li
            key={`${error.row}:${error.column ?? ""}:${index}`}
            className="import-error"
            data-testid="import-error"
            data-row={String(error.row)}
          >
            <strong>
              {error.column
                ? t("contacts.import.rowColumn", { row: error.row, column: error.column })
                : t("contacts.import.row", { row: error.row })}
            </strong>{" "}
            {catalogueLine(error.error) ?? error.error}
          </li>
        ))}
      </ul>
      {total > errors.length && (
        <p className="muted">{t("contacts.import.moreErrors", { count: total - errors.length })}</p>
      )}
    </div>
  )
}
