import { useTranslation } from "react-i18next"
import type { ContactListFilters } from "../api/reportsApi"
import { useFilters } from "../hooks/useFilters"
import { useContactReport } from "../hooks/useReports"
import { optionalPeriodProblem, searchProblem } from "../state/filters"
import { ContactRows } from "./ContactRows"
import { FilterBar, PeriodFields } from "./Filters"
import { ReportFrame } from "./ReportFrame"

const check = (f: ContactListFilters) => searchProblem(f.searchParam) ?? optionalPeriodProblem(f)

/** /relatorios/lista-contatos: every contact, or those created in a period or matching a search. */
export function ContactListPage() {
  const { t } = useTranslation("reports")
  const f = useFilters<ContactListFilters>({ searchParam: "", from: "", to: "" }, check, true)
  const report = useContactReport("/reports/contacts", f.applied)
  return (
    <ReportFrame
      report="contactList"
      applied={f.applied}
      filters={
        <FilterBar error={f.problem && t(`reports.filters.${f.problem}`)} onApply={f.apply}>
          <label className="field report-field report-search">
            <span>{t("reports.filters.search")}</span>
            <input
              type="search"
              value={f.draft.searchParam}
              data-testid="report-search"
              onChange={(e) => f.setDraft({ ...f.draft, searchParam: e.target.value })}
            />
          </label>
          <PeriodFields from={f.draft.from} to={f.draft.to} onChange={(p) => f.setDraft({ ...f.draft, ...p })} />
        </FilterBar>
      }
    >
      <ContactRows
        report={report}
        applied={f.applied !== null}
        columns={["name", "number", "email", "tags", "state", "createdAt"]}
      />
    </ReportFrame>
  )
}
