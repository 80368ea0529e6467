// The filters of the report screens: what the user is editing (a draft) and what the report runs
// with once "Run report" is pressed, checked first for what the server would refuse (so the user
// is told at once, under the filters).

export type Period = { from: string; to: string }

export type FilterProblem = "periodRequired" | "pickTag" | "pickState" | "searchShort"

/** Both days of a period are needed. */
export function periodProblem(p: Period): FilterProblem | null {
  return p.from && p.to ? null : "periodRequired"
}

/** An optional period: both days or neither. */
export function optionalPeriodProblem(p: Period): FilterProblem | null {
  return Boolean(p.from) === Boolean(p.to) ? null : "periodRequired"
}

/** Reports by tag or by state need at least one selection (spec part 2 §5). */
export function selectionProblem(selected: readonly unknown[], problem: "pickTag" | "pickState"): FilterProblem | null {
  return selected.length ? null : problem
}

/** A search is blank or has at least two characters (spec part 1 §5). */
export function searchProblem(search: string): FilterProblem | null {
  const text = search.trim()
  return text === "" || [...text].length >= 2 ? null : "searchShort"
}
