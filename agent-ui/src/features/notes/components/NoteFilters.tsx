import { useTranslation } from "react-i18next"
import { NamedSelect } from "../../../components/ui/NamedSelect"
import { SearchInput } from "../../../components/ui/SearchInput"
import { useUsers } from "../../../lib/queries"
import { useSearchParam } from "../../../lib/searchParam"
import { emptyNoteFilter, isFiltered, periodInvalid, type NoteFilter } from "../state/noteFilter"
import { ContactFilter } from "./ContactFilter"

type NoteFiltersProps = { filter: NoteFilter; onChange: (filter: NoteFilter) => void }

/** The filters of the notes screen: text, author, contact and period (days of the company's calendar). */
export function NoteFilters({ filter, onChange }: NoteFiltersProps) {
  const { t } = useTranslation("notes")
  const users = useUsers()
  const [search, setSearch] = useSearchParam(filter, onChange)

  function handleClear() {
    setSearch("")
    onChange(emptyNoteFilter())
  }

  const invalid = periodInvalid(filter)
  const filtered = isFiltered(filter) || search.trim() !== ""

  return (
    <div className="notes-filters" role="group" aria-label={t("noteList.filters.label")}>
      <SearchInput
        label={t("noteList.filters.search")}
        value={search}
        onChange={setSearch}
        testId="notes-search"
        className="notes-search"
      />
      <div className="notes-filter-row">
        <NamedSelect
          label={t("noteList.filters.user")}
          value={filter.userId}
          items={users.data ?? []}
          empty={t("noteList.filters.allUsers")}
          testId="notes-user"
          onChange={(userId) => onChange({ ...filter, userId })}
        />
        <ContactFilter contact={filter.contact} onChange={(contact) => onChange({ ...filter, contact })} />
        <label className="field">
          <span>{t("noteList.filters.dateStart")}</span>
          <input
            type="date"
            data-testid="notes-date-start"
            value={filter.dateStart}
            max={filter.dateEnd || undefined}
            onChange={(event) => onChange({ ...filter, dateStart: event.target.value })}
          />
        </label>
        <label className="field">
          <span>{t("noteList.filters.dateEnd")}</span>
          <input
            type="date"
            data-testid="notes-date-end"
            value={filter.dateEnd}
            min={filter.dateStart || undefined}
            onChange={(event) => onChange({ ...filter, dateEnd: event.target.value })}
          />
        </label>
      </div>
      {(invalid || filtered) && (
        <div className="notes-filter-foot">
          {invalid ? (
            <p className="field-error" role="alert" data-testid="notes-period-invalid">
              {t("noteList.filters.periodInvalid")}
            </p>
          ) : (
            <span />
          )}
          {filtered && (
            <button type="button" className="button button-ghost" data-testid="notes-clear" onClick={handleClear}>
              {t("noteList.filters.clear")}
            </button>
          )}
        </div>
      )}
    </div>
  )
}
