import { BRAZIL_STATES, type BrazilState } from "@atende/core/rules/brazilStates"
import { useTranslation } from "react-i18next"
import { useFilters } from "../hooks/useFilters"
import { useContactReport } from "../hooks/useReports"
import { selectionProblem } from "../state/filters"
import { ContactRows } from "./ContactRows"
import { ChoiceList, FilterBar } from "./Filters"
import { ReportFrame } from "./ReportFrame"

type Filters = { states: BrazilState[] }

/** /relatorios/contatos-por-estado: the contacts whose number's area code is of the chosen states (at least one). */
export function ContactsByStatePage() {
  const { t } = useTranslation("reports")
  const f = useFilters<Filters>({ states: [] }, (x) => selectionProblem(x.states, "pickState"), false)
  const report = useContactReport("/reports/contacts-by-state", f.applied)
  const counts = report.data?.pages[0]?.states
  return (
    <ReportFrame
      report="contactsByState"
      applied={f.applied}
      filters={
        <FilterBar error={f.problem && t(`reports.filters.${f.problem}`)} onApply={f.apply}>
          <ChoiceList
            label={t("reports.filters.states")}
            group="state"
            options={BRAZIL_STATES.map((uf) => ({ value: uf, label: uf }))}
            selected={f.draft.states}
            onChange={(states) => f.setDraft({ states })}
          />
        </FilterBar>
      }
    >
      {counts && (
        <div className="report-summary" data-testid="report-summary">
          {counts.map((c) => (
            <span key={c.state} data-testid={`report-count-state-${c.state}`}>
              {c.state}: <strong>{c.contacts}</strong>
            </span>
          ))}
        </div>
      )}
      <ContactRows
        report={report}
        applied={f.applied !== null}
        columns={["name", "number", "email", "state", "createdAt"]}
      />
    </ReportFrame>
  )
}
