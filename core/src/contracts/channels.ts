// Channels (connections) as administrators manage them: spec part 2 §3 (Channel), §4 (states and
// actions), §5 (rules); runtime/api/channels.md. The runtime's routes, the agent UI's channels
// screen (/configuracoes/canais) and the CLI (`atende channel …`) parse with these.
import { z } from "zod"
import { ChannelStatus, ChannelType } from "../channel/channel"
import { HexColor, Id, IsoDate } from "./common"

export const CHANNEL_NAME_MAX = 60
export const CHANNEL_TEXT_MAX = 1_000

/**
 * Words that confirm a deletion, besides the channel's own name (spec: EXCLUIR in Portuguese,
 * DELETE in English; the es and ru screens ask for theirs). Compared after trimming, any case.
 */
export const DELETE_WORDS = ["EXCLUIR", "DELETE", "ELIMINAR", "УДАЛИТЬ"] as const

/** Whether `typed` confirms deleting the channel called `name`. */
export const confirmsDeletion = (typed: string, name: string) => {
  const t = typed.trim()
  return t === name.trim() || (DELETE_WORDS as ReadonlyArray<string>).includes(t.toUpperCase())
}

const Text = z.string().trim().max(CHANNEL_TEXT_MAX)
/** An address a widget or a screen loads: http or https only, never another scheme. */
const WebUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/[^\s]+$/i, "must be an http(s) URL")

const webchatFields = {
  title: z.string().trim().max(60),
  footerText: z.string().trim().max(120),
  headerColor: HexColor,
  iconUrl: WebUrl.nullable(),
  autoOpen: z.boolean(),
  offerHelp: z.boolean(),
  helpMessage: z.string().trim().max(500),
  soundUrl: WebUrl.nullable()
}

/** The web-chat widget's look and behaviour (spec: web chat config); what is not given takes its default. */
export const WebchatConfig = z.object({
  title: webchatFields.title.default(""),
  footerText: webchatFields.footerText.default(""),
  headerColor: webchatFields.headerColor.default("#0b6e4f"),
  iconUrl: webchatFields.iconUrl.default(null),
  autoOpen: webchatFields.autoOpen.default(false),
  offerHelp: webchatFields.offerHelp.default(false),
  helpMessage: webchatFields.helpMessage.default(""),
  soundUrl: webchatFields.soundUrl.default(null)
})
/** A change to it: only the fields given change. */
export const WebchatConfigPatch = z.object(webchatFields).partial()
export type WebchatConfig = z.infer<typeof WebchatConfig>

/**
 * What is brought in from the phone's history when a WhatsApp session connects (spec: import
 * settings). The dates bound the messages imported; the start is not after the end.
 */
export const ImportSettings = z
  .object({
    messages: z.boolean().default(false),
    groupMessages: z.boolean().default(false),
    contacts: z.boolean().default(false),
    startDate: IsoDate.nullable().default(null),
    endDate: IsoDate.nullable().default(null),
    closeTickets: z.boolean().default(false)
  })
  .refine((s) => !s.startDate || !s.endDate || s.startDate <= s.endDate, {
    message: "the start date is after the end date",
    path: ["endDate"]
  })
export type ImportSettings = z.infer<typeof ImportSettings>

/**
 * A type's provider settings (channelSettings.ts): checked against the type's schema by the runtime,
 * which answers ERR_VALIDATION with `settings.<field>` paths.
 */
const SettingsInput = z.record(z.string().max(60), z.unknown())

/** Fields every type has. */
const common = {
  name: z.string().trim().min(1).max(CHANNEL_NAME_MAX),
  isDefault: z.boolean().optional(),
  greetingMessage: Text.optional(),
  farewellMessage: Text.optional(),
  /** The chat flow whose bot greets the channel's new tickets: an active flow of the tenant, or null for none. */
  chatFlowId: Id.nullable().optional(),
  /** The Typebot connection (contracts/typebot.ts) whose bot talks to the channel's new tickets; null: none. */
  typebotId: Id.nullable().optional()
}

/**
 * `POST /channels`: the type and its fields (only types with a connector are accepted:
 * ERR_CHANNEL_TYPE_UNSUPPORTED).
 */
export const ChannelCreate = z.object({
  ...common,
  type: ChannelType,
  webchat: WebchatConfig.optional(),
  importSettings: ImportSettings.optional(),
  settings: SettingsInput.optional()
})
export type ChannelCreate = z.infer<typeof ChannelCreate>

/** `PUT /channels/{id}`: any of the fields; the type does not change. */
export const ChannelPatch = z
  .object({
    name: common.name.optional(),
    isDefault: common.isDefault,
    greetingMessage: common.greetingMessage,
    farewellMessage: common.farewellMessage,
    chatFlowId: common.chatFlowId,
    typebotId: common.typebotId,
    webchat: WebchatConfigPatch.optional(),
    importSettings: ImportSettings.optional(),
    /** The fields given replace the stored ones; a secret left out or "" is kept. */
    settings: SettingsInput.optional()
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), { message: "Give at least one field" })
export type ChannelPatch = z.infer<typeof ChannelPatch>

/** `DELETE /channels/{id}` body: the word EXCLUIR / DELETE (or es/ru) or the channel's name. */
export const ChannelDelete = z.object({ confirm: z.string().max(200) })

/** `POST /channels/{id}/transfer`: move the channel's open conversations to another channel of the tenant. */
export const ChannelTransfer = z.object({ toChannelId: Id })

/** A channel as the API answers it (secrets never; the web-chat token only to administrators). */
export const ChannelView = z.object({
  id: Id,
  name: z.string(),
  type: ChannelType,
  status: ChannelStatus,
  isDefault: z.boolean(),
  /** The QR code to scan while the status is `qrcode` (WhatsApp), else null. */
  qrcode: z.string().nullable(),
  /** The phone number or account the session is logged in as, once known. */
  number: z.string().nullable(),
  greetingMessage: z.string(),
  farewellMessage: z.string(),
  webchat: WebchatConfig.nullable(),
  /** The widget's security token (web chat), for the embed snippet. */
  token: z.string().nullable(),
  importSettings: ImportSettings.nullable(),
  /**
   * The provider settings that are shown (administrators only; null for everyone else and for types
   * without settings): never a secret.
   */
  settings: z.record(z.string(), z.unknown()).nullable(),
  /** Which secret settings are stored (their values never leave the runtime). */
  secretsSet: z.array(z.string()),
  /** The chat flow the channel's new tickets start (core/src/contracts/chatFlows.ts), or null. */
  chatFlowId: Id.nullable(),
  /** The Typebot connection the channel's new tickets talk to (core/src/contracts/typebot.ts), or null. */
  typebotId: Id.nullable().optional(),
  createdAt: z.string()
})
export type ChannelView = z.infer<typeof ChannelView>

/** `DELETE /channels/{id}?confirm=`: the confirmation may come in the query (the UIs) or a JSON body. */
export const ChannelDeleteQuery = z.object({ confirm: z.string().max(200).optional() })

/**
 * `POST /channels/{id}/transfer` answer: how many open or pending conversations moved, and those
 * that stayed with why (the destination already has the customer's open conversation, or knows
 * the customer as another contact).
 */
export const ChannelTransferResult = z.object({
  moved: z.number().int().nonnegative(),
  ticketIds: z.array(Id),
  skipped: z.array(z.object({ ticketId: Id, error: z.string() }))
})
export type ChannelTransferResult = z.infer<typeof ChannelTransferResult>

/** The session actions of `POST /channels/{id}/{action}` (spec part 2 §4). */
export const ChannelAction = z.enum(["connect", "disconnect", "qrcode", "reset"])
export type ChannelAction = z.infer<typeof ChannelAction>

/**
 * Live stream `<tenantId>:channels` (core/src/contracts/live.ts): a channel was created or changed
 * (fields, default, session status, QR code) — the channel as `GET /channels/{id}` answers it to
 * the socket's user (the web-chat token only to administrators, else null).
 */
export const ChannelUpdate = z.object({ type: z.literal("channel:update"), channel: ChannelView })

/** A channel was deleted. */
export const ChannelDeleteEvent = z.object({ type: z.literal("channel:delete"), channelId: Id })

export const ChannelsEvent = z.discriminatedUnion("type", [ChannelUpdate, ChannelDeleteEvent])
export type ChannelsEvent = z.infer<typeof ChannelsEvent>

/** The web-chat fields of a stored channel config, each field's default where it is missing or invalid. */
export const webchatConfigOf = (stored: Record<string, unknown>): WebchatConfig => {
  const defaults = WebchatConfig.parse({})
  const out: Record<string, unknown> = { ...defaults }
  for (const [key, schema] of Object.entries(webchatFields)) {
    const r = (schema as z.ZodType).safeParse(stored[key])
    if (r.success) out[key] = r.data
  }
  return out as WebchatConfig
}

/** A channel name as names are compared (unique across the platform): trimmed, composed (NFC), lower case. */
export const foldChannelName = (name: string): string => name.trim().normalize("NFC").toLowerCase()
