import {
  TEMPLATE_STATUSES,
  TemplateInput,
  variablesOf,
  type TemplateButton,
  type TemplateCategory,
  type TemplateHeader
} from "@atende/core/contracts/templates"

// Pure rules of the template form (/configuracoes/templates): what the admin types, the body the
// server takes, and the problems under each field, the form's own (core's TemplateInput) and the
// server's (ERR_VALIDATION issues, ERR_TEMPLATE_VARIABLES_MISMATCH under its examples).

export type HeaderFormat = "NONE" | TemplateHeader["format"]
export type ButtonType = TemplateButton["type"]

export const HEADER_FORMATS: ReadonlyArray<HeaderFormat> = ["NONE", "TEXT", "IMAGE", "VIDEO", "DOCUMENT"]
export const BUTTON_TYPES: ReadonlyArray<ButtonType> = ["QUICK_REPLY", "URL", "PHONE_NUMBER"]
/** Meta takes at most 10 buttons. */
export const MAX_BUTTONS = 10
/** Language codes offered first; any other `xx` or `xx_YY` code may be typed. */
export const LANGUAGES = ["pt_BR", "en_US", "en", "es", "es_MX", "es_AR"] as const

/** A button being typed: `value` is its address (URL) or number (PHONE_NUMBER). */
export type ButtonForm = { type: ButtonType; text: string; value: string }

export type TemplateForm = {
  name: string
  category: TemplateCategory | ""
  language: string
  headerFormat: HeaderFormat
  headerText: string
  headerExamples: string[]
  bodyText: string
  bodyExamples: string[]
  footer: string
  buttons: ButtonForm[]
}

export const emptyTemplateForm: TemplateForm = {
  name: "",
  category: "",
  language: "pt_BR",
  headerFormat: "NONE",
  headerText: "",
  headerExamples: [],
  bodyText: "",
  bodyExamples: [],
  footer: "",
  buttons: []
}

/** How many example boxes a text shows: one per `{{n}}` in it. */
export function exampleSlots(text: string): number {
  return variablesOf(text).length
}

/** The examples typed for a text's variables, the empty ones left out (the server then names the mismatch). */
function examplesOf(text: string, typed: ReadonlyArray<string>): string[] {
  return typed
    .slice(0, exampleSlots(text))
    .map((example) => example.trim())
    .filter(Boolean)
}

function buttonOf(button: ButtonForm): TemplateButton {
  const text = button.text.trim()
  const value = button.value.trim()
  if (button.type === "URL") return { type: "URL", text, url: value }
  if (button.type === "PHONE_NUMBER") return { type: "PHONE_NUMBER", text, phoneNumber: value.replace(/[\s()-]/g, "") }
  return { type: "QUICK_REPLY", text }
}

/** The body of POST /channels/{id}/templates. */
export function templateBody(form: TemplateForm) {
  const text = form.headerFormat === "TEXT" ? form.headerText.trim() : ""
  return {
    name: form.name.trim(),
    language: form.language.trim(),
    category: form.category,
    header:
      form.headerFormat === "NONE"
        ? null
        : { format: form.headerFormat, text, examples: examplesOf(text, form.headerExamples) },
    body: { text: form.bodyText.trim(), examples: examplesOf(form.bodyText, form.bodyExamples) },
    footer: form.footer.trim(),
    buttons: form.buttons.map(buttonOf)
  }
}

export type ProblemKind =
  "required" | "tooLong" | "invalid" | "name" | "language" | "url" | "phone" | "mismatch" | "refused"
/** `max` for tooLong; `detail`: the server's (or Meta's) words for refused. */
export type Problem = { kind: ProblemKind; max?: number; detail?: string }
/**
 * By field: name, category, language, header.text, header.examples, body.text, body.examples,
 * footer, buttons.<i>.text and buttons.<i>.value.
 */
export type Problems = Partial<Record<string, Problem>>

/** The form's field of a contract path: an example's index goes, a button's url or number is its value. */
export function fieldOf(path: ReadonlyArray<PropertyKey>): string {
  const parts = path.map(String)
  if (parts[1] === "examples") return parts.slice(0, 2).join(".")
  if (parts[0] === "buttons" && (parts[2] === "url" || parts[2] === "phoneNumber")) return `buttons.${parts[1]}.value`
  return parts.join(".")
}

const FORMATS: Partial<Record<string, ProblemKind>> = { name: "name", language: "language" }

function formatProblem(field: string, buttons: ReadonlyArray<TemplateButton>): ProblemKind {
  const button = /^buttons\.(\d+)\.value$/.exec(field)
  if (button) return buttons[Number(button[1])]?.type === "PHONE_NUMBER" ? "phone" : "url"
  return FORMATS[field] ?? "invalid"
}

/**
 * The form checked with the server's own contract: the body to send, or the problems under the
 * fields (whether the examples agree with the variables is the server's to say).
 */
export function checkTemplate(form: TemplateForm): { input?: TemplateInput; problems: Problems } {
  const body = templateBody(form)
  const parsed = TemplateInput.safeParse(body)
  // the contract lets a header's text be empty (media headers have none); a text header needs one
  const noHeaderText = form.headerFormat === "TEXT" && !body.header?.text
  if (parsed.success && !noHeaderText) return { input: parsed.data, problems: {} }
  const problems: Problems = noHeaderText ? { "header.text": { kind: "required" } } : {}
  for (const issue of parsed.error?.issues ?? []) {
    const field = fieldOf(issue.path)
    if (problems[field]) continue
    if (issue.code === "too_big" && typeof issue.maximum === "number")
      problems[field] = { kind: "tooLong", max: Number(issue.maximum) }
    else if (issue.code === "too_small" || (issue.code === "invalid_value" && !form.category))
      problems[field] = { kind: "required" }
    else if (issue.code === "invalid_format") problems[field] = { kind: formatProblem(field, body.buttons) }
    else problems[field] = { kind: "invalid" }
  }
  return { problems }
}

/**
 * The fields a refusal names: ERR_TEMPLATE_VARIABLES_MISMATCH its `field`, ERR_VALIDATION each
 * issue's field with its words (Meta refusing the template comes under `name`).
 */
export function serverProblems(code: string | undefined, extra: Record<string, unknown>): Problems {
  const problems: Problems = {}
  if (code === "ERR_TEMPLATE_VARIABLES_MISMATCH" && typeof extra.field === "string")
    problems[extra.field] = { kind: "mismatch" }
  if (code === "ERR_VALIDATION" && Array.isArray(extra.issues))
    for (const issue of extra.issues as { field?: unknown; message?: unknown }[]) {
      if (typeof issue.field !== "string") continue
      const field = fieldOf(issue.field.split("."))
      problems[field] ??= { kind: "refused", detail: typeof issue.message === "string" ? issue.message : "" }
    }
  return problems
}

export type KnownStatus = (typeof TEMPLATE_STATUSES)[number]

/** Meta's review states the screen names (TEMPLATE_STATUSES); any other is shown as Meta wrote it. */
export function isKnownStatus(status: string): status is KnownStatus {
  return (TEMPLATE_STATUSES as ReadonlyArray<string>).includes(status)
}
