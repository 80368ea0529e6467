/** A labelled picker of named records (users, queues) by id, with an empty choice first. */
export function NamedSelect({
  label,
  value,
  items,
  empty,
  onChange,
  testId
}: {
  label: string
  value: string
  items: ReadonlyArray<{ id: number; name: string }>
  /** The text of the empty choice (value ""). */
  empty: string
  onChange: (value: string) => void
  testId: string
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <select value={value} data-testid={testId} onChange={(event) => onChange(event.target.value)}>
        <option value="">{empty}</option>
        {items.map((item) => (
          <option key={item.id} value={String(item.id)}>
            {item.name}
          </option>
        ))}
      </select>
    </label>
  )
}
