import { useEffect, useRef, useState } from "react"

const SEARCH_DELAY_MS = 400

/**
 * The text of a list's search box: shown as typed, handed on as the filter's `searchParam` once
 * typing pauses (SEARCH_DELAY_MS), not at every key.
 */
export function useSearchParam<F extends { searchParam: string }>(filter: F, onChange: (filter: F) => void) {
  const [search, setSearch] = useState(filter.searchParam)
  const latest = useRef({ filter, onChange })
  useEffect(() => {
    latest.current = { filter, onChange }
  })

  useEffect(() => {
    if (search === latest.current.filter.searchParam) return
    const timer = setTimeout(
      () => latest.current.onChange({ ...latest.current.filter, searchParam: search }),
      SEARCH_DELAY_MS
    )
    return () => clearTimeout(timer)
  }, [search])

  return [search, setSearch] as const
}
