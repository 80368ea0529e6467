import type { ContactView } from "@atende/core/contracts/contacts"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { useUsers } from "../../../lib/queries"
import { useTags } from "../hooks/useContacts"
import { TEXT_LIMITS, type TextField } from "../state/contactForm"

type FieldProps = {
  field: TextField
  label: string
  value: string
  error: string | null
  onChange: (value: string) => void
  hint?: string
  placeholder?: string
  type?: "text" | "email" | "tel" | "url"
  inputMode?: "numeric" | "tel" | "email" | "url" | "text"
}

/** One text field of the contact: its label, the box, a hint, and the error under it. */
export function ContactTextField({
  field,
  label,
  value,
  error,
  onChange,
  hint,
  placeholder,
  type,
  inputMode
}: FieldProps) {
  const id = `contact-field-${field}`
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type ?? "text"}
        inputMode={inputMode}
        value={value}
        placeholder={placeholder}
        maxLength={TEXT_LIMITS[field] + 20}
        autoComplete="off"
        data-testid={`contact-${field}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <span id={`${id}-error`} className="field-error" role="alert" data-testid={`contact-${field}-error`}>
          {error}
        </span>
      ) : (
        hint && (
          <span id={`${id}-hint`} className="muted contact-hint">
            {hint}
          </span>
        )
      )}
    </div>
  )
}

type ChoiceProps<T extends string> = {
  field: "gender" | "maritalStatus"
  label: string
  value: T | ""
  options: readonly T[]
  optionLabel: (option: T) => string
  error: string | null
  onChange: (value: T | "") => void
}

/** A closed list of values (gender, marital status), with "not informed" first. */
export function ContactChoice<T extends string>({
  field,
  label,
  value,
  options,
  optionLabel,
  error,
  onChange
}: ChoiceProps<T>) {
  const { t } = useTranslation("contacts")
  return (
    <label className="field">
      <span>{label}</span>
      <select
        value={value}
        data-testid={`contact-${field}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(options.find((option) => option === event.target.value) ?? "")}
      >
        <option value="">{t("contacts.form.notInformed")}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
      {error && (
        <span className="field-error" role="alert" data-testid={`contact-${field}-error`}>
          {error}
        </span>
      )}
    </label>
  )
}

type CheckChipsProps = {
  label: string
  items: ReadonlyArray<{ id: number; name: string; color?: string }>
  chosen: readonly number[]
  onChange: (ids: number[]) => void
  testId: string
  empty: string
  error: string | null
  extra?: ReactNode
}

/** A multi-select of named records as chips that toggle (tags, the wallet's users). */
function CheckChips({ label, items, chosen, onChange, testId, empty, error, extra }: CheckChipsProps) {
  function toggle(id: number, on: boolean) {
    onChange(on ? [...chosen.filter((other) => other !== id), id] : chosen.filter((other) => other !== id))
  }
  return (
    <fieldset className="contact-chips-field" data-testid={testId}>
      <legend>{label}</legend>
      {items.length === 0 ? (
        <p className="muted contact-hint">{empty}</p>
      ) : (
        <div className="contact-chips">
          {items.map((item) => {
            const on = chosen.includes(item.id)
            return (
              <label
                key={item.id}
                className={on ? "contact-chip contact-chip-on" : "contact-chip"}
                data-testid={`${testId}-option`}
                data-id={String(item.id)}
              >
                <input type="checkbox" checked={on} onChange={(event) => toggle(item.id, event.target.checked)} />
                {item.color && <span className="contact-tag-dot" style={{ background: item.color }} aria-hidden />}
                <span>{item.name}</span>
              </label>
            )
          })}
        </div>
      )}
      {extra}
      {error && (
        <span className="field-error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </span>
      )}
    </fieldset>
  )
}

type TagChoiceProps = {
  contact: ContactView | null
  chosen: readonly number[]
  error: string | null
  onChange: (ids: number[]) => void
}

/** The contact's tags: the tenant's active tags (GET /tags), and any inactive one it already has. */
export function TagChoice({ contact, chosen, error, onChange }: TagChoiceProps) {
  const { t } = useTranslation("contacts")
  const tags = useTags()
  const active = tags.data ?? []
  const kept = (contact?.tags ?? []).filter((tag) => !active.some((other) => other.id === tag.id))
  return (
    <CheckChips
      label={t("contacts.fields.tags")}
      items={[...active, ...kept]}
      chosen={chosen}
      onChange={onChange}
      testId="contact-tags"
      empty={tags.isPending ? t("contacts.loading") : t("contacts.form.noTags")}
      error={error}
    />
  )
}

type WalletChoiceProps = {
  contact: ContactView | null
  admin: boolean
  chosen: readonly number[]
  error: string | null
  onChange: (ids: number[]) => void
}

/** The wallet (carteira): the admin flag chooses its users; others read who is in it. */
export function WalletChoice({ contact, admin, chosen, error, onChange }: WalletChoiceProps) {
  const { t } = useTranslation("contacts")
  const users = useUsers(admin)
  if (!admin)
    return (
      <div className="field" data-testid="contact-wallet-readonly">
        <span>{t("contacts.fields.wallet")}</span>
        <span className="contact-readonly">
          {contact?.wallets.length ? contact.wallets.map((user) => user.name).join(", ") : t("contacts.form.noWallet")}
        </span>
      </div>
    )
  const listed = users.data ?? []
  const kept = (contact?.wallets ?? []).filter((user) => !listed.some((other) => other.id === user.id))
  return (
    <CheckChips
      label={t("contacts.fields.wallet")}
      items={[...listed.map((user) => ({ id: user.id, name: user.name })), ...kept]}
      chosen={chosen}
      onChange={onChange}
      testId="contact-wallet"
      empty={users.isPending ? t("contacts.loading") : t("contacts.form.noUsers")}
      error={error}
    />
  )
}
