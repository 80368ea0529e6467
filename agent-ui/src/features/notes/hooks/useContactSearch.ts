import { useEffect, useState } from "react"
import { notifyError } from "../../../lib/errorText"
import { findContacts } from "../api/notesApi"
import type { NoteContact } from "../state/noteFilter"

const SEARCH_DELAY_MS = 300

/** The search needs 2 letters (spec §5). */
export const CONTACT_SEARCH_MIN = 2

type Answer = { text: string; contacts: NoteContact[] }

/** Contacts matching `search` once the user stops typing; null until the answer for this text is in. */
export function useContactSearch(search: string): NoteContact[] | null {
  const text = search.trim()
  const [answer, setAnswer] = useState<Answer | null>(null)
  useEffect(() => {
    if (text.length < CONTACT_SEARCH_MIN) return
    let alive = true
    const timer = setTimeout(() => {
      findContacts(text).then(
        (contacts) => alive && setAnswer({ text, contacts }),
        (error) => {
          if (!alive) return
          setAnswer({ text, contacts: [] })
          notifyError(error)
        }
      )
    }, SEARCH_DELAY_MS)
    return () => {
      alive = false
      clearTimeout(timer)
    }
  }, [text])
  return answer?.text === text ? answer.contacts : null
}
