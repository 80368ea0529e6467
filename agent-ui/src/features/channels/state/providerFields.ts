import type { ChannelType } from "@atende/core/channel/channel"
import { settingsSpecOf } from "@atende/core/contracts/channelSettings"
import type { z } from "zod"
import type { ChannelView } from "@atende/core/contracts/channels"

// A type's provider settings in the channel dialog (core's channelSettings.ts): which boxes it
// shows, in order, and how their text becomes the body's values. Labels are the channels texts'
// `channels.settings.fields.<key>`, hints `channels.settings.hints.<key>` where one exists. A
// secret's box starts empty when editing (the server never sends it back): left empty, the stored
// one is kept.

export type ProviderField = {
  key: string
  /** "secret": a password box; "number": digits, sent as a number; "check": a yes/no box. */
  kind: "text" | "secret" | "number" | "check"
  /** Whether `channels.settings.hints.<key>` exists. */
  hint?: boolean
}

export const PROVIDER_FIELDS: Partial<Record<ChannelType, readonly ProviderField[]>> = {
  telegram: [{ key: "botToken", kind: "secret", hint: true }],
  waba: [
    { key: "phoneNumberId", kind: "text", hint: true },
    { key: "businessAccountId", kind: "text" },
    { key: "appId", kind: "text" },
    { key: "accessToken", kind: "secret", hint: true },
    { key: "appSecret", kind: "secret", hint: true },
    { key: "verifyToken", kind: "secret", hint: true },
    { key: "apiVersion", kind: "text", hint: true }
  ],
  waba360: [
    { key: "apiKey", kind: "secret", hint: true },
    { key: "webhookToken", kind: "secret", hint: true }
  ],
  email: [
    { key: "user", kind: "text", hint: true },
    { key: "password", kind: "secret" },
    { key: "imapHost", kind: "text", hint: true },
    { key: "imapPort", kind: "number" },
    { key: "imapSecure", kind: "check" },
    { key: "smtpHost", kind: "text", hint: true },
    { key: "smtpPort", kind: "number" },
    { key: "smtpSecure", kind: "check" },
    { key: "fromAddress", kind: "text", hint: true }
  ]
}

export const providerFieldsOf = (type: ChannelType): readonly ProviderField[] => PROVIDER_FIELDS[type] ?? []

export type SettingsForm = Record<string, string | boolean>

/** The boxes of a type, from a channel's shown settings (secrets empty). */
export function settingsFormOf(type: ChannelType, shown: ChannelView["settings"]): SettingsForm {
  const form: SettingsForm = {}
  const shape = settingsSpecOf(type)?.schema.shape ?? {}
  for (const field of providerFieldsOf(type)) {
    // a new channel's boxes start at the schema's defaults (TLS on, the usual ports)
    const fallback = shown ? undefined : (shape[field.key] as z.ZodType | undefined)?.safeParse(undefined)
    const value =
      field.kind === "secret" ? undefined : (shown?.[field.key] ?? (fallback?.success ? fallback.data : undefined))
    form[field.key] =
      field.kind === "check" ? value === true : value === undefined || value === null ? "" : String(value)
  }
  return form
}

/** The body's settings from the boxes: numbers as numbers, empty boxes left out (a kept secret, an unset option). */
export function settingsBody(type: ChannelType, form: SettingsForm): Record<string, unknown> | undefined {
  const fields = providerFieldsOf(type)
  if (!fields.length || !settingsSpecOf(type)) return undefined
  const body: Record<string, unknown> = {}
  for (const field of fields) {
    const value = form[field.key]
    if (field.kind === "check") body[field.key] = value === true
    else if (typeof value === "string" && value.trim() !== "")
      body[field.key] = field.kind === "number" && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value.trim()
  }
  return body
}

/**
 * The settings' problems by path (`settings.<key>`), checked with the type's schema; when editing,
 * a secret left empty is the stored one, so it is not missing.
 */
export function settingsProblems(
  type: ChannelType,
  form: SettingsForm,
  editing: { readonly secretsSet: readonly string[] } | null
): Array<{ path: string; code: string }> {
  const spec = settingsSpecOf(type)
  const body = settingsBody(type, form)
  if (!spec || !body) return []
  const parsed = spec.schema.safeParse(body)
  return (parsed.error?.issues ?? [])
    .map((issue) => ({
      path: `settings.${issue.path.map(String).join(".")}`,
      code: issue.code,
      key: String(issue.path[0])
    }))
    .filter(
      (p) =>
        !(editing && spec.secrets.includes(p.key) && editing.secretsSet.includes(p.key) && body[p.key] === undefined)
    )
    .map(({ path, code }) => ({ path, code }))
}
