import {
  CHANNEL_NAME_MAX,
  CHANNEL_TEXT_MAX,
  ChannelCreate,
  WebchatConfig,
  type ChannelPatch,
  type ChannelView,
  type ImportSettings
} from "@atende/core/contracts/channels"
import type { ChannelType } from "@atende/core/channel/channel"
import { settingsBody, settingsFormOf, settingsProblems, type SettingsForm } from "./providerFields"

// The channel dialog's form: what the boxes hold (text, "" for "none"), the bodies the server's
// contract takes (ChannelCreate, ChannelPatch: checked with it before sending) and the field
// problems, keyed by the contract's paths ("name", "webchat.iconUrl", "importSettings.endDate").

export type WebchatForm = {
  title: string
  footerText: string
  headerColor: string
  iconUrl: string
  autoOpen: boolean
  offerHelp: boolean
  helpMessage: string
  soundUrl: string
}

export type ImportForm = {
  messages: boolean
  groupMessages: boolean
  contacts: boolean
  startDate: string
  endDate: string
  closeTickets: boolean
}

export type ChannelForm = {
  name: string
  type: ChannelType
  greetingMessage: string
  farewellMessage: string
  /** The chatbot flow of the channel's new tickets (null: none). */
  chatFlowId: number | null
  /** The Typebot connection the channel's new tickets talk to, or null. */
  typebotId: number | null
  webchat: WebchatForm
  importSettings: ImportForm
  /** The provider's settings of the type (state/providerFields.ts). */
  settings: SettingsForm
}

/** The limits the contract sets, by field path, for the "at most N characters" texts. */
export const LIMITS: Record<string, number> = {
  name: CHANNEL_NAME_MAX,
  greetingMessage: CHANNEL_TEXT_MAX,
  farewellMessage: CHANNEL_TEXT_MAX,
  "webchat.title": 60,
  "webchat.footerText": 120,
  "webchat.helpMessage": 500,
  "webchat.iconUrl": 500,
  "webchat.soundUrl": 500
}

/** Whether a type has the web chat's look (its config block) and its import settings (WhatsApp). */
export const hasWebchatConfig = (type: ChannelType) => type === "webchat"
export const hasImportSettings = (type: ChannelType) => type === "whatsapp"

const DEFAULT_WEBCHAT: WebchatConfig = WebchatConfig.parse({})

function webchatFormOf(config: WebchatConfig | null): WebchatForm {
  const c = config ?? DEFAULT_WEBCHAT
  return { ...c, iconUrl: c.iconUrl ?? "", soundUrl: c.soundUrl ?? "" }
}

function importFormOf(settings: ImportSettings | null): ImportForm {
  return {
    messages: settings?.messages ?? false,
    groupMessages: settings?.groupMessages ?? false,
    contacts: settings?.contacts ?? false,
    startDate: settings?.startDate ?? "",
    endDate: settings?.endDate ?? "",
    closeTickets: settings?.closeTickets ?? false
  }
}

export function emptyForm(type: ChannelType): ChannelForm {
  return {
    name: "",
    type,
    greetingMessage: "",
    farewellMessage: "",
    chatFlowId: null,
    typebotId: null,
    webchat: webchatFormOf(null),
    importSettings: importFormOf(null),
    settings: settingsFormOf(type, null)
  }
}

/** The form of a channel as the API answered it. */
export function formOf(channel: ChannelView): ChannelForm {
  return {
    name: channel.name,
    type: channel.type,
    greetingMessage: channel.greetingMessage,
    farewellMessage: channel.farewellMessage,
    chatFlowId: channel.chatFlowId ?? null,
    typebotId: channel.typebotId ?? null,
    webchat: webchatFormOf(channel.webchat),
    importSettings: importFormOf(channel.importSettings),
    settings: settingsFormOf(channel.type, channel.settings)
  }
}

const orNull = (text: string) => (text.trim() === "" ? null : text.trim())

function webchatBody(form: WebchatForm): WebchatConfig {
  return {
    title: form.title.trim(),
    footerText: form.footerText.trim(),
    headerColor: form.headerColor.trim(),
    iconUrl: orNull(form.iconUrl),
    autoOpen: form.autoOpen,
    offerHelp: form.offerHelp,
    helpMessage: form.helpMessage.trim(),
    soundUrl: orNull(form.soundUrl)
  }
}

function importBody(form: ImportForm): ImportSettings {
  return { ...form, startDate: orNull(form.startDate), endDate: orNull(form.endDate) }
}

/** `POST /channels`: the common fields, and the blocks of the type. */
export function createBody(form: ChannelForm): ChannelCreate {
  return {
    name: form.name.trim(),
    type: form.type,
    greetingMessage: form.greetingMessage.trim(),
    farewellMessage: form.farewellMessage.trim(),
    ...(form.chatFlowId !== null ? { chatFlowId: form.chatFlowId } : {}),
    ...(form.typebotId !== null ? { typebotId: form.typebotId } : {}),
    ...(hasWebchatConfig(form.type) ? { webchat: webchatBody(form.webchat) } : {}),
    ...(hasImportSettings(form.type) ? { importSettings: importBody(form.importSettings) } : {}),
    ...(settingsBody(form.type, form.settings) ? { settings: settingsBody(form.type, form.settings) } : {})
  }
}

/**
 * `PUT /channels/{id}`: only what the user changed from `initial` (the web chat's changed fields,
 * the import settings whole); empty when nothing changed.
 */
export function patchBody(initial: ChannelForm, form: ChannelForm): ChannelPatch {
  const before = createBody(initial)
  const after = createBody(form)
  const patch: ChannelPatch = {}
  if (after.name !== before.name) patch.name = after.name
  if (after.greetingMessage !== before.greetingMessage) patch.greetingMessage = after.greetingMessage
  if (after.farewellMessage !== before.farewellMessage) patch.farewellMessage = after.farewellMessage
  if (form.chatFlowId !== initial.chatFlowId) patch.chatFlowId = form.chatFlowId
  if (form.typebotId !== initial.typebotId) patch.typebotId = form.typebotId
  if (after.webchat && before.webchat) {
    const changed = Object.fromEntries(
      Object.entries(after.webchat).filter(([key, value]) => before.webchat?.[key as keyof WebchatConfig] !== value)
    )
    if (Object.keys(changed).length) patch.webchat = changed as ChannelPatch["webchat"]
  }
  if (after.importSettings && JSON.stringify(after.importSettings) !== JSON.stringify(before.importSettings))
    patch.importSettings = after.importSettings
  if (after.settings && before.settings) {
    const changed = Object.fromEntries(
      Object.entries(after.settings).filter(
        ([key, value]) => JSON.stringify(before.settings?.[key]) !== JSON.stringify(value)
      )
    )
    if (Object.keys(changed).length) patch.settings = changed
  }
  return patch
}

/** The colour picker's value (`#rrggbb`) for a colour the contract takes (`#rgb` too); black for one it does not. */
export function colorInputValue(color: string): string {
  const c = color.trim()
  if (/^#[0-9a-f]{6}$/i.test(c)) return c.toLowerCase()
  if (/^#[0-9a-f]{3}$/i.test(c)) return `#${[...c.slice(1)].map((d) => d + d).join("")}`.toLowerCase()
  return "#000000"
}

/** White or near-black, whichever reads better on the header's colour (WCAG relative luminance). */
export function textColorOn(color: string): "#ffffff" | "#111827" {
  const hex = colorInputValue(color).slice(1)
  const [r, g, b] = [0, 2, 4].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  })
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
  // contrast with white (1.05 / (L + 0.05)) against contrast with black ((L + 0.05) / 0.05)
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? "#ffffff" : "#111827"
}

export type FieldProblem = "required" | "tooLong" | "invalid" | "url" | "color" | "dateOrder"
export type FormProblems = Record<string, FieldProblem>

function problemOf(issue: { code: string; path: PropertyKey[] }, path: string): FieldProblem {
  if (issue.code === "too_big") return "tooLong"
  if (issue.code === "too_small") return "required"
  if (path === "importSettings.endDate" && issue.code === "custom") return "dateOrder"
  if (path === "webchat.iconUrl" || path === "webchat.soundUrl") return "url"
  if (path === "webchat.headerColor") return "color"
  return "invalid"
}

/**
 * The form's problems by field path, from the contract the server parses with (empty: it may be
 * sent). `editing`: the channel's stored secrets, whose boxes may stay empty.
 */
export function checkForm(
  form: ChannelForm,
  editing: { readonly secretsSet: readonly string[] } | null = null
): FormProblems {
  // an edit sends part of the same body: the whole is checked the same way
  const parsed = ChannelCreate.safeParse(createBody(form))
  const problems: FormProblems = {}
  for (const issue of parsed.error?.issues ?? []) {
    const path = issue.path.map(String).join(".")
    if (!path || path === "type") continue
    if (path === "settings") continue
    problems[path] ??= problemOf(issue, path)
  }
  for (const issue of settingsProblems(form.type, form.settings, editing))
    problems[issue.path] ??= problemOf({ code: issue.code, path: [] }, issue.path)
  return problems
}

/**
 * The fields a refusal names (`issues[].field` of ERR_VALIDATION, or `field`), each with the
 * refusal's code, for the text under the field; the type's refusal (ERR_CHANNEL_TYPE_UNSUPPORTED)
 * goes under the type.
 */
export function serverFieldErrors(code: string | undefined, extra: Record<string, unknown>): Record<string, string> {
  if (!code) return {}
  if (code === "ERR_CHANNEL_TYPE_UNSUPPORTED") return { type: code }
  if (code === "ERR_CONNECTION_NAME_EXISTS") return { name: code }
  const errors: Record<string, string> = {}
  const issues = Array.isArray(extra.issues) ? (extra.issues as Array<{ field?: unknown }>) : []
  for (const issue of issues) if (typeof issue?.field === "string" && issue.field) errors[issue.field] = code
  if (typeof extra.field === "string" && extra.field) errors[extra.field] = code
  return errors
}
