import {
  TYPEBOT_KEYWORD_MAX,
  TYPEBOT_MESSAGE_MAX,
  TYPEBOT_NAME_MAX,
  TYPEBOT_PUBLIC_ID_MAX,
  TYPEBOT_TOKEN_MAX,
  TYPEBOT_URL_MAX,
  TypebotInput,
  type TypebotView
} from "@atende/core/contracts/typebot"

// The connection form's pure rules: checked with the server's own contract before it is sent, and
// an ERR_VALIDATION answer's fields shown under their boxes.

export type TypebotForm = {
  name: string
  enabled: boolean
  baseUrl: string
  publicId: string
  restartKeyword: string
  invalidMessage: string
  token: string
}

export type FormField = "name" | "baseUrl" | "publicId" | "restartKeyword" | "invalidMessage" | "token"
export type FieldProblem = "required" | "tooLong" | "invalid" | "notAllowed"
export type FormProblems = Partial<Record<FormField, FieldProblem>>

export const FIELDS: readonly FormField[] = ["name", "baseUrl", "publicId", "restartKeyword", "invalidMessage", "token"]

export const LIMITS: Record<FormField, number> = {
  name: TYPEBOT_NAME_MAX,
  baseUrl: TYPEBOT_URL_MAX,
  publicId: TYPEBOT_PUBLIC_ID_MAX,
  restartKeyword: TYPEBOT_KEYWORD_MAX,
  invalidMessage: TYPEBOT_MESSAGE_MAX,
  token: TYPEBOT_TOKEN_MAX
}

export function formOf(t: TypebotView | null): TypebotForm {
  return {
    name: t?.name ?? "",
    enabled: t?.enabled ?? true,
    baseUrl: t?.baseUrl ?? "https://",
    publicId: t?.publicId ?? "",
    restartKeyword: t?.restartKeyword ?? "#reiniciar",
    invalidMessage: t?.invalidMessage ?? "",
    token: ""
  }
}

const isField = (x: unknown): x is FormField => typeof x === "string" && (FIELDS as readonly string[]).includes(x)

/** The form's problems by field (empty: it may be sent). */
export function checkForm(form: TypebotForm): FormProblems {
  const parsed = TypebotInput.safeParse(form)
  const problems: FormProblems = {}
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0]
    if (!isField(field)) continue
    const empty = typeof form[field] === "string" && String(form[field]).trim() === ""
    problems[field] ??= issue.code === "too_big" ? "tooLong" : empty ? "required" : "invalid"
  }
  return problems
}

/** The fields an ERR_VALIDATION or ERR_URL_NOT_ALLOWED answer names (`issues[].field`). */
export function serverProblems(code: string, extra: Record<string, unknown>): FormProblems {
  const problems: FormProblems = {}
  const issues = Array.isArray(extra.issues) ? (extra.issues as { field?: unknown }[]) : []
  for (const issue of issues)
    if (isField(issue.field)) problems[issue.field] = code === "ERR_URL_NOT_ALLOWED" ? "notAllowed" : "invalid"
  return problems
}

/** What is sent: the token only when one was typed. */
export function bodyOf(form: TypebotForm): TypebotInput {
  const { token, ...rest } = form
  return { ...rest, ...(token.trim() ? { token: token.trim() } : {}) }
}
