import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { describeError } from "../../../lib/errorText"
import type { QuickMessagePicker as Picker } from "../hooks/useQuickMessagePicker"
import "../quickMessages.css"

type QuickMessagePickerProps = { picker: Picker; id: string }

/** The list over the composer while the box starts with `/`: the quick messages whose key matches. */
export function QuickMessagePicker({ picker, id }: QuickMessagePickerProps) {
  const { t } = useTranslation("quickMessages")
  const list = useRef<HTMLUListElement>(null)
  const { items, active, query } = picker

  useEffect(() => {
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" })
  }, [active])

  if (!picker.open) return null
  const failure = picker.error ? describeError(picker.error) : null
  return (
    <div className="quick-picker" data-testid="quick-picker">
      <div className="quick-picker-head">
        <strong>{t("quickMessages.picker.label")}</strong>
        <span className="muted">{t("quickMessages.picker.hint")}</span>
      </div>
      {failure ? (
        <p className="quick-picker-note field-error" data-testid="quick-picker-error">
          {failure.title ? `${failure.title}: ${failure.text}` : failure.text}
        </p>
      ) : picker.loading ? (
        <p className="quick-picker-note muted">{t("quickMessages.loading")}</p>
      ) : items.length === 0 ? (
        <p className="quick-picker-note muted" data-testid="quick-picker-empty">
          {t("quickMessages.picker.empty", { query })}
        </p>
      ) : (
        <ul
          ref={list}
          id={id}
          role="listbox"
          className="quick-picker-list"
          aria-label={t("quickMessages.picker.label")}
        >
          {items.map((item, index) => (
            <li
              key={item.id}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === active}
              data-index={index}
              data-testid="quick-option"
              data-key={item.key}
              className={index === active ? "quick-option quick-option-on" : "quick-option"}
              // keeps the focus in the box; the click inserts
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => picker.setActive(index)}
              onClick={() => picker.pick(item)}
            >
              <span className="quick-option-key">/{item.key}</span>
              <span className="quick-option-text">{item.message}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
