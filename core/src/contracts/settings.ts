// Tenant settings of the ticket workspace (spec part 1 §4, §6, §9; part 2 "Settings"):
// visibility, signature, automatic behaviours, SLA thresholds, list limit, transcription.
// `GET /settings` answers every key (secrets masked); `PUT /settings/{key}` { value } sets one.
import { z } from "zod"

/** Auto-close after inactivity, in minutes: 1, 10, 30 min; 1, 2, 4, 8, 12 h; 1, 5, 10 days; 0 = disabled. */
export const AUTO_CLOSE_OPTIONS = [0, 1, 10, 30, 60, 120, 240, 480, 720, 1440, 7200, 14400] as const

const minutes = z.number().int().min(0).max(525_600)

export const SignatureMode = z.enum(["defaultOff", "defaultOn", "forcedOn", "forcedOff"])
export type SignatureMode = z.infer<typeof SignatureMode>

export const settingSchemas = {
  /** Tickets assigned to others are visible only to their owner and administrators. */
  hideOthersTickets: z.boolean(),
  /** Chatbot tickets and tickets with neither user nor queue are visible only to administrators. */
  hideBotUnassigned: z.boolean(),
  /** Tickets of a contact with a wallet go only to (are visible only to) its wallet owners. */
  forceWallet: z.boolean(),
  /** Phone and e-mail masked for non-admins. */
  hideContactData: z.boolean(),
  /** Supervisors may see every ticket (showAll). */
  supervisorViewAll: z.boolean(),
  /** Opening someone else's ticket watches it (log "access") instead of taking it. */
  spyTicketDefault: z.boolean(),
  /**
   * forcedOn / forcedOff: always / never; defaultOn / defaultOff: the sender chooses (`sign`), this
   * when they do not say.
   */
  signature: SignatureMode,
  autoCloseMinutes: z
    .number()
    .int()
    .refine((m) => (AUTO_CLOSE_OPTIONS as ReadonlyArray<number>).includes(m), {
      message: `One of ${AUTO_CLOSE_OPTIONS.join(", ")}`
    }),
  autoCloseMessage: z.string().max(1000),
  /** Resolve an open ticket when the customer has not answered the agent for this long; 0 = off. */
  autoResolveMinutes: minutes,
  /** Return an open ticket to its origin queue when the agent has not answered for this long; 0 = off. */
  returnToQueueMinutes: minutes,
  /** Do-not-reopen interval: an inbound message this soon after closing reopens the ticket; 0 = off. */
  reopenMinutes: minutes,
  /** SLA: from these minutes of customer waiting a ticket is green / yellow / red. */
  slaGreen: minutes,
  slaYellow: minutes,
  slaRed: minutes,
  /** Tickets per page of `GET /tickets`. */
  ticketListLimit: z.number().int().min(10).max(100),
  transcriptionEnabled: z.boolean(),
  transcriptionApiKey: z.string().max(500),
  /** An OpenAI-compatible server: `<base>/v1/audio/transcriptions`. */
  transcriptionBaseUrl: z.string().url().max(500),
  transcriptionModel: z.string().min(1).max(100),
  /**
   * The tenant's own cap on connections (channels), under the plan's and the reseller's limits:
   * `POST /channels` past it is ERR_CONNECTION_LIMIT_REACHED (runtime/api/channels.md).
   */
  maxConnections: z.number().int().min(1).max(1000),
  /** Satisfaction survey: when an agent resolves a ticket the customer is asked for a score of 1 to 5. */
  surveyEnabled: z.boolean(),
  /** The question (message variables allowed); the answer is a number 1-5, optionally with a comment. */
  surveyMessage: z.string().trim().min(1).max(1000),
  /** Sent once the customer scored; blank: nothing. */
  surveyThanks: z.string().max(1000)
} as const

export type SettingKey = keyof typeof settingSchemas
export type TenantSettings = { -readonly [K in SettingKey]: z.infer<(typeof settingSchemas)[K]> }

export const settingKeys = Object.keys(settingSchemas) as ReadonlyArray<SettingKey>

export const isSettingKey = (k: string): k is SettingKey => Object.hasOwn(settingSchemas, k)

export const defaultSettings: TenantSettings = {
  hideOthersTickets: false,
  hideBotUnassigned: false,
  forceWallet: false,
  hideContactData: false,
  supervisorViewAll: true,
  spyTicketDefault: false,
  signature: "defaultOff",
  autoCloseMinutes: 0,
  autoCloseMessage: "",
  autoResolveMinutes: 0,
  returnToQueueMinutes: 0,
  reopenMinutes: 0,
  slaGreen: 0,
  slaYellow: 15,
  slaRed: 30,
  ticketListLimit: 40,
  transcriptionEnabled: false,
  transcriptionApiKey: "",
  transcriptionBaseUrl: "https://api.openai.com",
  transcriptionModel: "whisper-1",
  maxConnections: 20,
  surveyEnabled: false,
  surveyMessage:
    "Como você avalia o nosso atendimento? Responda com uma nota de 1 (ruim) a 5 (ótimo); " +
    "se quiser, deixe um comentário depois da nota.",
  surveyThanks: "Obrigado pela sua avaliação!"
}

/** Keys whose value never leaves the server (answered as "********" when set). */
export const secretSettings: ReadonlyArray<SettingKey> = ["transcriptionApiKey"]

/** `PUT /settings/{key}` body. */
export const SettingUpdate = z.object({ value: z.unknown() })

/** Stored values over the defaults; a stored value that no longer parses falls back to the default. */
export const settingsFrom = (stored: Record<string, unknown>): TenantSettings => {
  const out: Record<string, unknown> = { ...defaultSettings }
  for (const key of settingKeys) {
    if (!(key in stored)) continue
    const r = settingSchemas[key].safeParse(stored[key])
    if (r.success) out[key] = r.data
  }
  return out as TenantSettings
}

/** Cross-key rule: the SLA thresholds rise green ≤ yellow ≤ red. */
export const settingsConsistent = (s: TenantSettings): boolean => s.slaGreen <= s.slaYellow && s.slaYellow <= s.slaRed

export const publicSettings = (s: TenantSettings): TenantSettings => {
  const out = { ...s }
  for (const k of secretSettings) if (out[k]) (out as Record<string, unknown>)[k] = "********"
  return out
}
