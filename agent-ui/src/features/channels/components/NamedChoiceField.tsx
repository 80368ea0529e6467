import { fieldTestId } from "./ChannelFields"

type NamedChoiceFieldProps = {
  /** The contract's field ("chatFlowId"): the select's id and test id. */
  path: string
  label: string
  /** The first option's text: choosing nothing. */
  none: string
  hint: string
  options: ReadonlyArray<{ readonly id: number; readonly name: string }>
  value: number | null
  error: string | null
  onChange: (id: number | null) => void
}

/**
 * A select of one of the tenant's records by name, or none; a chosen record that is no longer offered
 * still shows (as #id), so saving the form never changes it unseen.
 */
export function NamedChoiceField({ path, label, none, hint, options, value, error, onChange }: NamedChoiceFieldProps) {
  const id = fieldTestId(path)
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        data-testid={id}
        value={value === null ? "" : String(value)}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{none}</option>
        {value !== null && !options.some((o) => o.id === value) && <option value={String(value)}>#{value}</option>}
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </select>
      {error ? (
        <span className="field-error" role="alert" data-testid={`${id}-error`}>
          {error}
        </span>
      ) : (
        <span className="muted channel-hint">{hint}</span>
      )}
    </div>
  )
}
