import type { ContactView } from "@atende/core/contracts/contacts"
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react"
import { useTranslation } from "react-i18next"
import { Avatar } from "../../../components/ui/Avatar"
import { describeError } from "../../../lib/errorText"
import { useContactSearch } from "../hooks/useContactSearch"
import { displayName, displayNumber } from "../state/display"
import { nextActive } from "../state/listNav"
import "../contactPicker.css"

export type ContactPickerProps = {
  onPick: (contact: ContactView) => void
  /** The box's accessible name and placeholder (default: "search a contact by name, number or e-mail"). */
  label?: string
  /** The text, when the caller keeps it (else the picker keeps its own). */
  text?: string
  onTextChange?: (text: string) => void
  /** The results under the box, in the page's flow, rather than over what follows. */
  inline?: boolean
  /** The contact being acted on: its option shows it is busy. */
  busyId?: number | null
  autoFocus?: boolean
  testId?: string
}

/**
 * The contact picker (spec part 1 §2): a search from two letters offering contacts by name and
 * number; ↑ ↓ Home End move, Enter or a click picks, Escape clears the box.
 */
export function ContactPicker({
  onPick,
  label,
  text: controlled,
  onTextChange,
  inline = false,
  busyId = null,
  autoFocus,
  testId = "contact-picker"
}: ContactPickerProps) {
  const { t } = useTranslation("contacts")
  const listId = useId()
  const [own, setOwn] = useState("")
  const text = controlled ?? own
  const [active, setActive] = useState(0)
  const found = useContactSearch(text)
  const options = found.contacts
  const current = Math.min(active, Math.max(options.length - 1, 0))
  const list = useRef<HTMLUListElement>(null)
  const open = found.state.kind !== "all"
  const name = label ?? t("contacts.picker.label")

  function setText(value: string) {
    if (controlled === undefined) setOwn(value)
    onTextChange?.(value)
    setActive(0)
  }

  useEffect(() => {
    list.current?.querySelector(`[data-index="${current}"]`)?.scrollIntoView({ block: "nearest" })
  }, [current])

  function pick(contact: ContactView) {
    onPick(contact)
  }

  function handleKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return
    if (event.key === "Escape") {
      if (text !== "") event.preventDefault()
      setText("")
      return
    }
    if (event.key === "Enter") {
      const chosen = options[current]
      if (chosen) {
        event.preventDefault()
        pick(chosen)
      }
      return
    }
    const next = nextActive(current, options.length, event.key)
    if (next === null) return
    event.preventDefault()
    setActive(next)
  }

  const optionId = (index: number) => `${listId}-${index}`
  const failure = found.error ? describeError(found.error) : null

  return (
    <div className={inline ? "contact-picker contact-picker-inline" : "contact-picker"} data-testid={testId}>
      <input
        type="search"
        className="search-input contact-picker-input"
        role="combobox"
        aria-label={name}
        aria-autocomplete="list"
        aria-expanded={open && options.length > 0}
        aria-controls={listId}
        aria-activedescendant={open && options.length > 0 ? optionId(current) : undefined}
        placeholder={name}
        autoComplete="off"
        autoFocus={autoFocus}
        value={text}
        data-testid={`${testId}-input`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKey}
      />
      {open && (
        <div className="contact-picker-panel">
          {found.state.kind === "short" ? (
            <p className="muted contact-picker-note" data-testid={`${testId}-hint`}>
              {t("contacts.search.hint")}
            </p>
          ) : failure ? (
            <p className="field-error contact-picker-note" data-testid={`${testId}-error`}>
              {failure.title ? `${failure.title}: ${failure.text}` : failure.text}
            </p>
          ) : found.waiting ? (
            <p className="muted contact-picker-note">{t("contacts.loading")}</p>
          ) : options.length === 0 ? (
            <p className="muted contact-picker-note" data-testid={`${testId}-none`}>
              {t("contacts.picker.none")}
            </p>
          ) : (
            <ul ref={list} id={listId} role="listbox" aria-label={name} className="contact-picker-list">
              {options.map((contact, index) => {
                const shown = displayName(contact)
                return (
                  <li
                    key={contact.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === current}
                    aria-busy={busyId === contact.id || undefined}
                    data-index={index}
                    data-testid="contact-option"
                    data-contact-id={String(contact.id)}
                    className={index === current ? "contact-option contact-option-on" : "contact-option"}
                    // keeps the focus in the box; the click picks
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseEnter={() => setActive(index)}
                    onClick={() => pick(contact)}
                  >
                    <Avatar name={shown} src={contact.profilePicUrl} size="sm" />
                    <span className="contact-option-text">
                      <strong>{shown}</strong>
                      <span className="muted">
                        {contact.number ? displayNumber(contact.number) : (contact.email ?? "")}
                      </span>
                    </span>
                  </li>
                )
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  )
}
