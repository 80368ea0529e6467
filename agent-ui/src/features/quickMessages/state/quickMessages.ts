import {
  foldKey,
  QUICK_KEY_MAX,
  QUICK_MESSAGE_MAX,
  QuickMessageCreate,
  type QuickMessage
} from "@atende/core/contracts/quickMessages"

// Pure rules of the screen and the composer's picker; keys compare as the server compares them
// (core's foldKey), and the form checks with the server's own contract.

/**
 * What the agent searches in the composer: the text after a `/` that starts the box (a line break
 * ends the shortcut); null when the box does not start with `/`.
 */
export function slashQuery(text: string): string | null {
  if (!text.startsWith("/") || /[\r\n]/.test(text)) return null
  return text.slice(1)
}

const byKey = (a: QuickMessage, b: QuickMessage) =>
  foldKey(a.key) < foldKey(b.key) ? -1 : foldKey(a.key) > foldKey(b.key) ? 1 : a.id - b.id

/** Quick messages whose key contains the query, any case: keys that start with it first, then by key. */
export function matchByKey(list: readonly QuickMessage[], query: string): QuickMessage[] {
  const q = foldKey(query.trim())
  const hits = list.filter((item) => foldKey(item.key).includes(q))
  const starts = (item: QuickMessage) => (foldKey(item.key).startsWith(q) ? 0 : 1)
  return hits.sort((a, b) => starts(a) - starts(b) || byKey(a, b))
}

/** The screen's search: the key or the message contains the text, any case; by key. */
export function matchKeyOrMessage(list: readonly QuickMessage[], search: string): QuickMessage[] {
  const q = foldKey(search.trim())
  return list.filter((item) => foldKey(item.key).includes(q) || foldKey(item.message).includes(q)).sort(byKey)
}

export type FormField = "key" | "message"
export type FieldProblem = "required" | "tooLong" | "invalid"
export type FormProblems = Partial<Record<FormField, FieldProblem>>

export const LIMITS: Record<FormField, number> = { key: QUICK_KEY_MAX, message: QUICK_MESSAGE_MAX }

/** The form's problems by field, from the contract the server parses with (empty: it may be sent). */
export function checkForm(form: { key: string; message: string }): FormProblems {
  const parsed = QuickMessageCreate.safeParse(form)
  const problems: FormProblems = {}
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0]
    if (field !== "key" && field !== "message") continue
    problems[field] ??= issue.code === "too_big" ? "tooLong" : issue.code === "too_small" ? "required" : "invalid"
  }
  return problems
}

/** The fields an ERR_VALIDATION answer names (`issues[].field`), as form problems. */
export function serverProblems(extra: Record<string, unknown>): FormProblems {
  const problems: FormProblems = {}
  const issues = Array.isArray(extra.issues) ? (extra.issues as { field?: unknown }[]) : []
  for (const issue of issues) if (issue.field === "key" || issue.field === "message") problems[issue.field] = "invalid"
  return problems
}
