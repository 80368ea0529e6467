import { useState } from "react"
import type { FilterProblem } from "../state/filters"

/**
 * A report's filters: the draft being edited and the ones applied (null until the report runs);
 * `apply` checks the draft and, if nothing is wrong, applies a copy.
 */
export function useFilters<F>(initial: F, check: (f: F) => FilterProblem | null, runAtOnce: boolean) {
  const [draft, setDraft] = useState<F>(initial)
  const [applied, setApplied] = useState<F | null>(runAtOnce && check(initial) === null ? initial : null)
  const [problem, setProblem] = useState<FilterProblem | null>(null)
  function apply() {
    const found = check(draft)
    setProblem(found)
    if (found === null) setApplied(structuredClone(draft))
  }
  return { draft, setDraft, applied, problem, apply }
}
