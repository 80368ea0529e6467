import { useState } from "react"
import { describeError } from "./errorText"

/**
 * A dialog's one action: `busy` while it runs, and its refusal as one line of the catalogue's
 * text (`failure`) that stays in the dialog until the user changes something (`clear`).
 */
export function useDialogAction() {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  async function run(action: () => Promise<void>): Promise<void> {
    if (busy) return
    setBusy(true)
    setFailure(null)
    try {
      await action()
    } catch (error) {
      const text = describeError(error)
      setFailure(text.title ? `${text.title}: ${text.text}` : text.text)
    } finally {
      setBusy(false)
    }
  }

  return { busy, failure, run, clear: () => setFailure(null) }
}
