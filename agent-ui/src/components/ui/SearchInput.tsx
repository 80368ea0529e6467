type SearchInputProps = {
  /** The placeholder, and the box's accessible name. */
  label: string
  value: string
  onChange: (value: string) => void
  testId: string
  /** Classes besides `search-input`. */
  className?: string
}

/** A list's free-text search box. */
export function SearchInput({ label, value, onChange, testId, className }: SearchInputProps) {
  return (
    <input
      type="search"
      className={className ? `search-input ${className}` : "search-input"}
      data-testid={testId}
      placeholder={label}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
