import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { toggle } from "../state/format"

type PeriodFieldsProps = {
  from: string
  to: string
  onChange: (period: { from: string; to: string }) => void
}

/** The period's two days (the tenant's calendar), both included. */
export function PeriodFields({ from, to, onChange }: PeriodFieldsProps) {
  const { t } = useTranslation("reports")
  return (
    <>
      <label className="field report-field">
        <span>{t("reports.filters.from")}</span>
        <input
          type="date"
          value={from}
          data-testid="report-from"
          onChange={(e) => onChange({ from: e.target.value, to })}
        />
      </label>
      <label className="field report-field">
        <span>{t("reports.filters.to")}</span>
        <input
          type="date"
          value={to}
          data-testid="report-to"
          onChange={(e) => onChange({ from, to: e.target.value })}
        />
      </label>
    </>
  )
}

type ChoiceListProps<T extends string | number> = {
  label: string
  /** Names the group in test ids: `report-choice-<group>-<value>`. */
  group: string
  options: ReadonlyArray<{ value: T; label: string; color?: string }>
  selected: readonly T[]
  onChange: (selected: T[]) => void
  empty?: string
}

/** A set of toggles; none selected reads as "all" where the report allows it. */
export function ChoiceList<T extends string | number>({
  label,
  group,
  options,
  selected,
  onChange,
  empty
}: ChoiceListProps<T>) {
  return (
    <fieldset className="report-choices" data-testid={`report-choices-${group}`}>
      <legend>{label}</legend>
      {options.length === 0 && empty ? <span className="muted">{empty}</span> : null}
      {options.map((option) => {
        const on = selected.includes(option.value)
        return (
          <button
            key={String(option.value)}
            type="button"
            className={`report-chip${on ? " report-chip-on" : ""}`}
            aria-pressed={on}
            data-testid={`report-choice-${group}-${option.value}`}
            style={option.color ? { borderColor: option.color } : undefined}
            onClick={() => onChange(toggle(selected, option.value))}
          >
            {option.label}
          </button>
        )
      })}
    </fieldset>
  )
}

type FilterBarProps = { children: ReactNode; error: string | null; onApply: () => void }

/** The filters, the button that runs the report with them, and what is wrong with them. */
export function FilterBar({ children, error, onApply }: FilterBarProps) {
  const { t } = useTranslation("reports")
  return (
    <form
      className="report-filters report-no-print"
      data-testid="report-filters"
      onSubmit={(event) => {
        event.preventDefault()
        onApply()
      }}
    >
      <div className="report-filter-fields">{children}</div>
      <div className="report-filter-apply">
        <button type="submit" className="button button-primary" data-testid="report-apply">
          {t("reports.filters.apply")}
        </button>
        {error && (
          <p className="field-error" data-testid="report-filter-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </form>
  )
}
