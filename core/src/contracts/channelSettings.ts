// A channel type's provider settings (spec part 2 §3 Channel, §5 rules): what the channel dialog
// asks for besides the common fields — a Telegram bot token, an official API's ids and keys, an
// e-mail account's servers. Each type with settings has one schema here (its fields and their
// rules) and names its secret fields: the runtime stores those sealed (platform/secrets), never
// answers them (a view lists which are set), and a change that leaves one out keeps it. The
// runtime's routes, the channels screen and the CLI parse with these.
import { z } from "zod"
import type { ChannelType } from "../channel/channel"

/** A secret as typed: trimmed, not empty, bounded. */
const secret = (max = 500) => z.string().trim().min(1).max(max)

/**
 * Telegram (spec: "Telegram needs a token"): the bot's token from @BotFather, `<bot id>:<secret>`.
 * The runtime asks the Bot API whether it is valid before it saves it.
 */
export const TelegramSettings = z.object({
  botToken: secret(200).regex(/^\d{3,20}:[A-Za-z0-9_-]{20,100}$/, "must look like 123456789:AA… (from @BotFather)")
})
export type TelegramSettings = z.infer<typeof TelegramSettings>

/** A numeric id Meta gives (a phone number's, a business account's, an app's). */
const metaId = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{5,30}$/, `must be the ${what} (digits) from Meta's developer dashboard`)

/**
 * The official WhatsApp Cloud API (spec: "official WABA needs all its fields"): the number's and
 * the business account's ids, the app's id and secret (the secret signs every webhook POST:
 * `X-Hub-Signature-256`), a system user's access token, the verify token Meta's webhook challenge
 * repeats, and the Graph API version.
 */
export const WabaSettings = z.object({
  phoneNumberId: metaId("phone number ID"),
  businessAccountId: metaId("WhatsApp business account ID"),
  appId: metaId("app ID"),
  accessToken: secret(1000),
  appSecret: secret(200),
  verifyToken: secret(200),
  apiVersion: z
    .string()
    .trim()
    .regex(/^v\d{1,3}\.\d{1,2}$/, "must look like v21.0")
    .default("v21.0")
})
export type WabaSettings = z.infer<typeof WabaSettings>

/**
 * WhatsApp through 360dialog: the Cloud API at 360dialog's address, authenticated with the
 * channel's API key (`D360-API-KEY`). 360dialog does not sign the webhooks it forwards: the
 * webhook is registered with a header of ours (`X-Atende-Webhook-Token`) carrying `webhookToken`.
 */
export const Waba360Settings = z.object({
  apiKey: secret(500),
  webhookToken: secret(200).min(16, "at least 16 characters")
})
export type Waba360Settings = z.infer<typeof Waba360Settings>

/** A mail server's name or address (no scheme, no port). */
const mailHost = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .regex(/^[A-Za-z0-9._:[\]-]+$/, "must be a server name like imap.example.com")
const mailPort = z.number().int().min(1).max(65535)
const mailAddress = z.string().trim().toLowerCase().max(254).pipe(z.email("must be an e-mail address"))

/**
 * An e-mail account (spec: "e-mail needs all fields"): the login (`user`, `password`) both servers
 * take, the IMAP server mail is read from and the SMTP server replies go out through (`…Secure`:
 * TLS from the start, else STARTTLS when offered), and the address customers see replies from
 * (`fromAddress`; left out, the login when it is an address). The runtime logs in to both before
 * it saves them.
 */
export const EmailSettings = z
  .object({
    user: z.string().trim().min(1).max(254),
    password: secret(500),
    imapHost: mailHost,
    imapPort: mailPort.default(993),
    imapSecure: z.boolean().default(true),
    smtpHost: mailHost,
    smtpPort: mailPort.default(465),
    smtpSecure: z.boolean().default(true),
    fromAddress: mailAddress.optional()
  })
  .superRefine((s, ctx) => {
    if (!s.fromAddress && !z.email().safeParse(s.user).success)
      ctx.addIssue({ code: "custom", path: ["fromAddress"], message: "required when the user is not an address" })
  })
export type EmailSettings = z.infer<typeof EmailSettings>

/** The address an e-mail channel's mail comes from: its `fromAddress`, else its login. */
export const emailAddressOf = (s: Pick<EmailSettings, "user" | "fromAddress">) =>
  (s.fromAddress || s.user).trim().toLowerCase()

/** One type's settings: the schema of the whole set and the names of its secret fields. */
export type ProviderSettingsSpec = {
  readonly schema: z.ZodObject<z.ZodRawShape>
  readonly secrets: ReadonlyArray<string>
}

/** The types that have settings; a type not here has none (web chat, WhatsApp by QR code). */
export const providerSettings: Partial<Record<ChannelType, ProviderSettingsSpec>> = {
  telegram: { schema: TelegramSettings, secrets: ["botToken"] },
  email: { schema: EmailSettings, secrets: ["password"] },
  waba: { schema: WabaSettings, secrets: ["accessToken", "appSecret", "verifyToken"] },
  waba360: { schema: Waba360Settings, secrets: ["apiKey", "webhookToken"] }
}

/** The settings a type's dialog asks for, or undefined when it has none. */
export const settingsSpecOf = (type: string): ProviderSettingsSpec | undefined => providerSettings[type as ChannelType]

/**
 * A change to stored settings: the fields given replace the stored ones; a secret left out, null
 * or "" keeps the stored secret (the dialog never sees it, so it cannot send it back).
 */
export const mergeSettings = (
  spec: ProviderSettingsSpec,
  stored: Record<string, unknown>,
  change: Record<string, unknown>
): Record<string, unknown> => {
  const out: Record<string, unknown> = { ...stored }
  for (const [key, value] of Object.entries(change)) {
    if (spec.secrets.includes(key) && (value === undefined || value === null || value === "")) continue
    out[key] = value
  }
  return out
}

/** Settings split into what is shown (`shown`) and what is sealed (`sealed`). */
export const splitSettings = (spec: ProviderSettingsSpec, settings: Record<string, unknown>) => {
  const shown: Record<string, unknown> = {}
  const sealed: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(settings)) (spec.secrets.includes(key) ? sealed : shown)[key] = value
  return { shown, sealed }
}
