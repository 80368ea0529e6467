import { level, percent } from "../state/figures"

type UsageBarProps = { value: number; label: string; testId?: string }

/** A percentage as a bar and its figure, coloured by how full it is. */
export function UsageBar({ value, label, testId }: UsageBarProps) {
  const clamped = Math.min(100, Math.max(0, value))
  return (
    <div className="sysinfo-usage" data-testid={testId}>
      <div className="sysinfo-usage-head">
        <span>{label}</span>
        <strong>{percent(value)}</strong>
      </div>
      <div
        className={`sysinfo-bar sysinfo-bar-${level(value)}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(clamped)}
      >
        <span style={{ width: `${clamped}%` }} />
      </div>
    </div>
  )
}
