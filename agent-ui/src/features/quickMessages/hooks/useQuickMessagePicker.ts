import type { QuickMessage } from "@atende/core/contracts/quickMessages"
import { useEffect, useMemo, useState, type KeyboardEvent } from "react"
import { matchByKey, slashQuery } from "../state/quickMessages"
import { useQuickMessages } from "./useQuickMessages"

const NONE: QuickMessage[] = []

export type QuickMessagePicker = {
  open: boolean
  query: string
  items: QuickMessage[]
  active: number
  loading: boolean
  error: unknown
  setActive: (index: number) => void
  pick: (item: QuickMessage) => void
  /** The composer's key handler asks first: true when the picker took the key. */
  handleKey: (event: KeyboardEvent<HTMLTextAreaElement>) => boolean
}

type PickerOptions = {
  /** The composer's text: the picker opens while it starts with `/`. */
  text: string
  enabled: boolean
  /** The chosen quick message's text, to put in the box. */
  onPick: (message: string) => void
}

/**
 * The composer's quick message picker: `/` at the start of the box searches the tenant's quick
 * messages by key; ↑ ↓ move, Enter or Tab (or a click) inserts, Escape closes it until the box no
 * longer starts with `/`.
 */
export function useQuickMessagePicker({ text, enabled, onPick }: PickerOptions): QuickMessagePicker {
  const query = enabled ? slashQuery(text) : null
  const [dismissed, setDismissed] = useState(false)
  const [active, setActive] = useState(0)
  const open = query !== null && !dismissed
  const { data = NONE, isPending, error } = useQuickMessages(open)
  const items = useMemo(() => (query === null ? NONE : matchByKey(data, query)), [data, query])

  useEffect(() => {
    if (query === null) setDismissed(false)
    setActive(0)
  }, [query])

  function pick(item: QuickMessage) {
    setDismissed(true)
    onPick(item.message)
  }

  function handleKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
    if (!open || event.nativeEvent.isComposing) return false
    const chosen = items[Math.min(active, items.length - 1)]
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        if (!items.length) return false
        event.preventDefault()
        setActive((active + (event.key === "ArrowDown" ? 1 : items.length - 1)) % items.length)
        return true
      case "Enter":
      case "Tab":
        if (event.shiftKey) return false
        // the list is on its way: Enter waits for it rather than sending the shortcut as text
        if (!chosen && isPending && event.key === "Enter") {
          event.preventDefault()
          return true
        }
        if (!chosen) return false
        event.preventDefault()
        pick(chosen)
        return true
      case "Escape":
        event.preventDefault()
        setDismissed(true)
        return true
      default:
        return false
    }
  }

  return { open, query: query ?? "", items, active, loading: open && isPending, error, setActive, pick, handleKey }
}
