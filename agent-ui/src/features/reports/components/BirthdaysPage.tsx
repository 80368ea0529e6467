import { useTranslation } from "react-i18next"
import { useFilters } from "../hooks/useFilters"
import { useContactReport } from "../hooks/useReports"
import { currentMonthNumber, formatBirthday, turns } from "../state/format"
import { ContactRows } from "./ContactRows"
import { FilterBar } from "./Filters"
import { ReportFrame } from "./ReportFrame"

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const

/** /relatorios/aniversariantes-do-mes: the contacts born in the month, by day. */
export function BirthdaysPage() {
  const { t } = useTranslation("reports")
  const f = useFilters({ month: currentMonthNumber() }, () => null, true)
  const report = useContactReport("/reports/birthdays", f.applied)
  const year = new Date().getFullYear()
  return (
    <ReportFrame
      report="birthdays"
      applied={f.applied}
      filters={
        <FilterBar error={null} onApply={f.apply}>
          <label className="field report-field">
            <span>{t("reports.filters.month")}</span>
            <select
              value={f.draft.month}
              data-testid="report-month"
              onChange={(e) => f.setDraft({ month: Number(e.target.value) })}
            >
              {MONTHS.map((m) => (
                <option key={m} value={m}>
                  {t(`reports.months.m${m}`)}
                </option>
              ))}
            </select>
          </label>
        </FilterBar>
      }
    >
      <ContactRows
        report={report}
        applied={f.applied !== null}
        columns={["day", "name", "birthday", "turns", "number", "email"]}
        custom={{
          birthday: (r) => formatBirthday(r.birthday),
          turns: (r) => turns(r.birthday, year) ?? "—"
        }}
      />
    </ReportFrame>
  )
}
