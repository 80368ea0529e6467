/**
 * The only place that reads the environment. Parsed once with zod; a bad value stops the
 * process with a message that names the variable and what it should be.
 */
import { Context, Layer } from "effect"
import { randomUUID } from "node:crypto"
import { resolve } from "node:path"
import { z } from "zod"
import { decodeKey } from "../secrets/box"
import { parseOutboundAllow, type OutboundPolicy } from "../net/addresses"

const port = z.coerce.number().int().min(0).max(65535)
const secretKey = z
  .string()
  .refine(
    (v) => decodeKey(v) !== undefined,
    "must be 32 bytes as base64 or 64 hex digits (make one with `openssl rand -base64 32`)"
  )

const TIERS_RE = /^(off|[1-9]\d{0,6}\/[1-9]\d{0,6}\/[1-9]\d{0,6})$/

const EnvSchema = z.object({
  PORT: port.default(8080),
  HOST: z.string().min(1).default("0.0.0.0"),
  ATENDE_DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  NATS_URL: z
    .string()
    .regex(/^(nats|tls|ws|wss):\/\//, "must look like nats://host:4222")
    .optional(),
  ATENDE_ADMIN_PASSWORD: z.string().min(8, "must have at least 8 characters").optional(),
  ATENDE_NODE_ID: z
    .string()
    .regex(/^[a-z0-9_-]+$/i, "letters, digits, - and _ only")
    .optional(),
  ATENDE_PUBLIC_URL: z.string().url().optional(),
  ATENDE_PARTITIONS: z.coerce.number().int().min(1).max(1024).default(16),
  ATENDE_ACTOR_IDLE_MS: z.coerce.number().int().min(100).default(60_000),
  ATENDE_QUIET: z.enum(["0", "1"]).default("0"),
  ATENDE_LEASE_TTL_MS: z.coerce.number().int().min(1000).max(600_000).default(4_000),
  ATENDE_MAX_DELIVERIES: z.coerce.number().int().min(1).max(100).default(5),
  ATENDE_SEND_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  ATENDE_SEND_BACKOFF_MS: z.coerce.number().int().min(10).max(600_000).default(1_000),
  ATENDE_NATS_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9_-]*$/, "lower-case letters, digits, - and _ only")
    .default(""),
  ATENDE_CAPTCHA: z.enum(["browser", "on", "off"]).default("browser"),
  ATENDE_REGISTRATION: z.enum(["on", "off"]).default("on"),
  ATENDE_TRIAL_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  ATENDE_WEBCHAT_MESSAGE_LIMITS: z
    .string()
    .regex(TIERS_RE, "must be off or visitor/address/channel messages per 10 seconds, e.g. 20/60/600")
    .default("20/60/600"),
  ATENDE_WEBCHAT_UPLOAD_LIMITS: z
    .string()
    .regex(TIERS_RE, "must be off or visitor/address/channel uploads per minute, e.g. 10/30/100")
    .default("10/30/100"),
  ATENDE_SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, "must look like smtp://user:pass@host:587 or smtps://…")
    .optional(),
  ATENDE_SMTP_HOST: z.string().min(1).optional(),
  ATENDE_SMTP_PORT: port.default(587),
  ATENDE_SMTP_SECURE: z.enum(["0", "1"]).default("0"),
  ATENDE_SMTP_USER: z.string().min(1).optional(),
  ATENDE_SMTP_PASS: z.string().min(1).optional(),
  ATENDE_MAIL_FROM: z.string().min(3).default("Atende <no-reply@atende.local>"),
  ATENDE_SECRET_KEY: secretKey.optional(),
  ATENDE_SECRET_KEY_PREVIOUS: secretKey.optional(),
  ATENDE_VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, "must be mailto:address or an https:// URL")
    .default("mailto:no-reply@atende.local"),
  ATENDE_PUSH_ALLOW_HTTP: z.enum(["0", "1"]).default("0"),
  ATENDE_LOGIN_ADDRESS_CAPTCHA_AFTER: z.coerce.number().int().min(1).max(1_000_000).default(20),
  ATENDE_LOGIN_ADDRESS_SLOW_AFTER: z.coerce.number().int().min(1).max(1_000_000).default(50),
  ATENDE_OUTBOUND_ALLOW: z
    .string()
    .regex(
      /^(any|[0-9a-fA-F:.]+(\/\d{1,3})?)(\s*,\s*(any|[0-9a-fA-F:.]+(\/\d{1,3})?))*$/,
      "IP addresses or CIDRs, comma-separated, or any"
    )
    .default(""),
  ATENDE_WHATSAPP_WS_URL: z
    .string()
    .regex(/^wss?:\/\/[^/\s]+/, "must be a ws:// or wss:// URL")
    .default("wss://web.whatsapp.com/ws/chat"),
  ATENDE_GRAPH_API_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+(\/[^\s]*[^/\s])?$/, "must be an http:// or https:// URL without a trailing /")
    .default("https://graph.facebook.com"),
  ATENDE_360_API_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+(\/[^\s]*[^/\s])?$/, "must be an http:// or https:// URL without a trailing /")
    .default("https://waba-v2.360dialog.io"),
  ATENDE_TELEGRAM_API_ROOT: z
    .string()
    .regex(/^https?:\/\/[^/\s]+(\/[^\s]*[^/\s])?$/, "must be an http:// or https:// URL without a trailing /")
    .default("https://api.telegram.org")
})

/** Values never echoed in a configuration error. */
const SECRET_VARS = new Set(["ATENDE_SMTP_URL", "ATENDE_SMTP_PASS", "ATENDE_SECRET_KEY", "ATENDE_SECRET_KEY_PREVIOUS"])

/** Web-chat limits (features/webchat/limits.ts): per visitor, client address and channel; "off" = none. */
export type WebchatTiers = { readonly visitor: number; readonly address: number; readonly channel: number }
const tiersOf = (v: string): WebchatTiers | undefined => {
  if (v === "off") return undefined
  const [visitor, address, channel] = v.split("/").map(Number) as [number, number, number]
  return { visitor, address, channel }
}

/** SMTP for outgoing mail (password reset): a URL, or host/port/user/pass. */
export type SmtpConfig =
  | { readonly url: string }
  | {
      readonly host: string
      readonly port: number
      readonly secure: boolean
      readonly user: string | undefined
      readonly pass: string | undefined
    }

export type AppConfig = {
  readonly port: number
  readonly host: string
  readonly dataDir: string
  readonly databaseUrl: string | undefined
  readonly natsUrl: string | undefined
  readonly adminPassword: string | undefined
  readonly nodeId: string
  readonly publicUrl: string | undefined
  readonly partitions: number
  readonly actorIdleMs: number
  readonly quiet: boolean
  /** How long a lease (e.g. a channel connector's owner) lives without renewal. */
  readonly leaseTtlMs: number
  /**
   * How many times a command or a timer that fails for any reason but the store or the bus being
   * away is tried before it goes to the dead letters (platform/actors/Kernel.ts, platform/jobs/Timers.ts).
   */
  readonly maxDeliveries: number
  /**
   * Outbound messages: how many times the channel's session tries to hand one to the provider while
   * the provider does not answer or answers "later", and the wait before the second try (doubling,
   * at most 5 minutes). Then the message fails (ERR_DELIVERY_GAVE_UP) and an agent may resend it.
   */
  readonly sendAttempts: number
  readonly sendBackoffMs: number
  /** Isolates several deployments (or test runs) on one NATS server: prefixes subjects and stream. */
  readonly natsNamespace: string
  readonly mode: "embedded" | "production"
  /**
   * Login captcha: "browser" = required when the request says `X-Atende-Client: agent-ui`;
   * "on" = always; "off" = never.
   */
  readonly captcha: "browser" | "on" | "off"
  /** Whether `POST /auth/register/` is open. */
  readonly registration: boolean
  readonly trialDays: number
  /**
   * Anonymous web-chat messages per 10 s (burst and sustained) per visitor / address / channel,
   * per node; undefined: no limit.
   */
  readonly webchatMessageLimits: WebchatTiers | undefined
  /** Anonymous web-chat uploads per minute, likewise. */
  readonly webchatUploadLimits: WebchatTiers | undefined
  /** undefined: no SMTP configured (reset mails are not sent; a warning is logged). */
  readonly smtp: SmtpConfig | undefined
  readonly mailFrom: string
  readonly vapidSubject: string
  /**
   * Seals secrets at rest (runtime/src/platform/secrets); embedded mode without it uses
   * <dataDir>/secret.key. Required in production.
   */
  readonly secretKey: Uint8Array | undefined
  /** The key before the last rotation: opens values still sealed with it (they are re-sealed at start). */
  readonly previousSecretKey: Uint8Array | undefined
  /** Tests only: accept http:// push endpoints (a local stand-in push service). */
  readonly pushAllowHttp: boolean
  /**
   * Inward addresses that tenant-configured URLs may reach anyway (ATENDE_OUTBOUND_ALLOW;
   * platform/net/outbound.ts).
   */
  readonly outboundPolicy: OutboundPolicy
  /**
   * Failed logins from one address after which every login from it needs the captcha, then waits
   * (features/auth/loginLimiter.ts).
   */
  readonly loginAddressLimits: { readonly captchaAfter: number; readonly slowAfter: number }
  /**
   * The WebSocket URL WhatsApp channels' sessions connect to (ATENDE_WHATSAPP_WS_URL): WhatsApp
   * Web's own unless a test points it at a stand-in (features/channels/whatsapp).
   */
  readonly whatsappWsUrl: string
  /**
   * Meta's Graph API (ATENDE_GRAPH_API_URL) and 360dialog's Cloud API (ATENDE_360_API_URL), which
   * WhatsApp Cloud API channels call (features/channels/waba): the real ones unless a test points
   * them at a stand-in.
   */
  readonly graphApiUrl: string
  readonly d360ApiUrl: string
  /**
   * The Bot API root Telegram channels call (ATENDE_TELEGRAM_API_ROOT, no trailing /): Telegram's
   * own unless a test points it at a stand-in (features/channels/telegram).
   */
  readonly telegramApiRoot: string
}

export class ConfigError extends Error {
  constructor(readonly issues: ReadonlyArray<string>) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join("\n")}`)
  }
}

/** Parses an environment; throws ConfigError naming each bad variable. */
export const parseConfig = (env: Record<string, string | undefined>): AppConfig => {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""))
  const result = EnvSchema.safeParse(cleaned)
  const keyMissing =
    cleaned.DATABASE_URL && !cleaned.ATENDE_SECRET_KEY
      ? [
          "ATENDE_SECRET_KEY is required when DATABASE_URL is set: 32 bytes as base64 or 64 hex digits, " +
            "the same on every node (`openssl rand -base64 32`)"
        ]
      : []
  if (!result.success || keyMissing.length) {
    throw new ConfigError([
      ...(result.success ? [] : result.error.issues).map((i) => {
        const name = String(i.path[0])
        const shown = SECRET_VARS.has(name) ? '"***"' : JSON.stringify(cleaned[name] ?? "")
        return `${i.path.join(".")}=${shown}: ${i.message}`
      }),
      ...keyMissing
    ])
  }
  const e = result.data
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.ATENDE_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    natsUrl: e.NATS_URL,
    adminPassword: e.ATENDE_ADMIN_PASSWORD,
    nodeId: e.ATENDE_NODE_ID ?? `node-${randomUUID().slice(0, 8)}`,
    publicUrl: e.ATENDE_PUBLIC_URL,
    partitions: e.ATENDE_PARTITIONS,
    actorIdleMs: e.ATENDE_ACTOR_IDLE_MS,
    quiet: e.ATENDE_QUIET === "1",
    leaseTtlMs: e.ATENDE_LEASE_TTL_MS,
    maxDeliveries: e.ATENDE_MAX_DELIVERIES,
    sendAttempts: e.ATENDE_SEND_ATTEMPTS,
    sendBackoffMs: e.ATENDE_SEND_BACKOFF_MS,
    natsNamespace: e.ATENDE_NATS_NAMESPACE,
    mode: e.DATABASE_URL ? "production" : "embedded",
    captcha: e.ATENDE_CAPTCHA,
    registration: e.ATENDE_REGISTRATION === "on",
    trialDays: e.ATENDE_TRIAL_DAYS,
    webchatMessageLimits: tiersOf(e.ATENDE_WEBCHAT_MESSAGE_LIMITS),
    webchatUploadLimits: tiersOf(e.ATENDE_WEBCHAT_UPLOAD_LIMITS),
    smtp: e.ATENDE_SMTP_URL
      ? { url: e.ATENDE_SMTP_URL }
      : e.ATENDE_SMTP_HOST
        ? {
            host: e.ATENDE_SMTP_HOST,
            port: e.ATENDE_SMTP_PORT,
            secure: e.ATENDE_SMTP_SECURE === "1",
            user: e.ATENDE_SMTP_USER,
            pass: e.ATENDE_SMTP_PASS
          }
        : undefined,
    mailFrom: e.ATENDE_MAIL_FROM,
    vapidSubject: e.ATENDE_VAPID_SUBJECT,
    secretKey: e.ATENDE_SECRET_KEY === undefined ? undefined : decodeKey(e.ATENDE_SECRET_KEY),
    previousSecretKey: e.ATENDE_SECRET_KEY_PREVIOUS === undefined ? undefined : decodeKey(e.ATENDE_SECRET_KEY_PREVIOUS),
    pushAllowHttp: e.ATENDE_PUSH_ALLOW_HTTP === "1",
    outboundPolicy: parseOutboundAllow(e.ATENDE_OUTBOUND_ALLOW),
    loginAddressLimits: {
      captchaAfter: e.ATENDE_LOGIN_ADDRESS_CAPTCHA_AFTER,
      slowAfter: e.ATENDE_LOGIN_ADDRESS_SLOW_AFTER
    },
    whatsappWsUrl: e.ATENDE_WHATSAPP_WS_URL,
    graphApiUrl: e.ATENDE_GRAPH_API_URL,
    d360ApiUrl: e.ATENDE_360_API_URL,
    telegramApiRoot: e.ATENDE_TELEGRAM_API_ROOT
  }
}

export class Config extends Context.Tag("atende/Config")<Config, AppConfig>() {}

export const ConfigLive = (config: AppConfig) => Layer.succeed(Config, config)

/**
 * The address users open in a browser (links in mails and CLI output): ATENDE_PUBLIC_URL, else
 * this node on localhost; never a request's Host header.
 */
export const publicBaseUrl = (config: AppConfig): string =>
  (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, "")
