import type { ReactNode } from "react"
import { LIMITS } from "../state/channelForm"

/** The test id of a form field by its contract path: `webchat.title` → `channel-webchat-title`. */
export const fieldTestId = (path: string) => `channel-${path.replace(/\./g, "-")}`

type TextFieldProps = {
  /** The contract's path of the field ("name", "webchat.title"). */
  path: string
  label: string
  value: string
  error: string | null
  onChange: (value: string) => void
  hint?: string
  placeholder?: string
  rows?: number
  type?: "text" | "url" | "date" | "password"
  children?: ReactNode
}

/** One field of the channel dialog: its label, the box (a text area when `rows`), a hint, and the error under it. */
export function ChannelTextField({
  path,
  label,
  value,
  error,
  onChange,
  hint,
  placeholder,
  rows,
  type = "text",
  children
}: TextFieldProps) {
  const id = fieldTestId(path)
  const common = {
    id,
    value,
    placeholder,
    "data-testid": id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined
  }
  const max = LIMITS[path] === undefined ? undefined : LIMITS[path] + 20
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="channel-field-box">
        {rows ? (
          <textarea {...common} rows={rows} maxLength={max} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input
            {...common}
            type={type}
            maxLength={max}
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
          />
        )}
        {children}
      </div>
      {error ? (
        <span id={`${id}-error`} className="field-error" role="alert" data-testid={`${id}-error`}>
          {error}
        </span>
      ) : (
        hint && (
          <span id={`${id}-hint`} className="muted channel-hint">
            {hint}
          </span>
        )
      )}
    </div>
  )
}

type CheckFieldProps = { path: string; label: string; checked: boolean; onChange: (checked: boolean) => void }

/** A yes/no setting of the channel. */
export function ChannelCheck({ path, label, checked, onChange }: CheckFieldProps) {
  return (
    <label className="check">
      <input
        type="checkbox"
        checked={checked}
        data-testid={fieldTestId(path)}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  )
}
