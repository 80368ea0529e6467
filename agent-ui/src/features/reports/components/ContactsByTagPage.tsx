import { useTranslation } from "react-i18next"
import { useFilters } from "../hooks/useFilters"
import { useContactReport, useReportTags } from "../hooks/useReports"
import { selectionProblem } from "../state/filters"
import { ContactRows } from "./ContactRows"
import { ChoiceList, FilterBar } from "./Filters"
import { ReportFrame } from "./ReportFrame"

type Filters = { tagIds: number[] }

/** /relatorios/contatos-por-etiquetas: the contacts with any of the chosen tags (at least one). */
export function ContactsByTagPage() {
  const { t } = useTranslation("reports")
  const f = useFilters<Filters>({ tagIds: [] }, (x) => selectionProblem(x.tagIds, "pickTag"), false)
  const { data: tags = [] } = useReportTags()
  const report = useContactReport("/reports/contacts-by-tag", f.applied)
  const counts = report.data?.pages[0]?.tags
  return (
    <ReportFrame
      report="contactsByTag"
      applied={f.applied}
      filters={
        <FilterBar error={f.problem && t(`reports.filters.${f.problem}`)} onApply={f.apply}>
          <ChoiceList
            label={t("reports.filters.tags")}
            group="tag"
            options={tags.map((tag) => ({ value: tag.id, label: tag.name, color: tag.color }))}
            selected={f.draft.tagIds}
            onChange={(tagIds) => f.setDraft({ tagIds })}
            empty={t("reports.filters.noTags")}
          />
        </FilterBar>
      }
    >
      {counts && (
        <div className="report-summary" data-testid="report-summary">
          {counts.map((c) => (
            <span key={c.id} data-testid={`report-count-tag-${c.id}`}>
              {c.name}: <strong>{c.contacts}</strong>
            </span>
          ))}
        </div>
      )}
      <ContactRows
        report={report}
        applied={f.applied !== null}
        columns={["name", "number", "email", "tags", "createdAt"]}
      />
    </ReportFrame>
  )
}
