/**
 * An e-mail channel's account from its settings (core's EmailSettings, the password opened), and
 * how its two servers are reached: imapflow's and nodemailer's options for a checked address
 * (guard.ts), with the timeouts a session lives with.
 */
import { EmailSettings, emailAddressOf } from "@atende/core/contracts/channelSettings"
import type { ImapFlowOptions } from "imapflow"
import type { SMTPTransportOptions } from "nodemailer"
import type { MailTarget } from "./guard"

export type MailAccount = EmailSettings & {
  /** The address customers see and write to (lower case). */
  readonly address: string
}

/** The account of a channel's settings, or undefined when they are not a valid e-mail account. */
export const accountOf = (settings: Record<string, unknown>): MailAccount | undefined => {
  const parsed = EmailSettings.safeParse(settings)
  return parsed.success ? { ...parsed.data, address: emailAddressOf(parsed.data) } : undefined
}

/** The domain of an address (Message-IDs are made under it). */
export const domainOf = (address: string) => address.split("@")[1] || "atende.local"

const CONNECT_TIMEOUT = 20_000

export const imapOptions = (a: EmailSettings, target: MailTarget): ImapFlowOptions => ({
  host: target.address,
  port: a.imapPort,
  secure: a.imapSecure,
  ...(target.servername ? { servername: target.servername } : {}),
  tls: target.servername ? { servername: target.servername } : {},
  auth: { user: a.user, pass: a.password },
  logger: false,
  connectionTimeout: CONNECT_TIMEOUT,
  greetingTimeout: CONNECT_TIMEOUT,
  // IDLE is renewed every few minutes (servers drop silent connections)
  maxIdleTime: 4 * 60_000,
  disableCompression: true
})

export const smtpOptions = (a: EmailSettings, target: MailTarget): SMTPTransportOptions => ({
  host: target.address,
  port: a.smtpPort,
  secure: a.smtpSecure,
  tls: target.servername ? { servername: target.servername } : {},
  auth: { user: a.user, pass: a.password },
  connectionTimeout: CONNECT_TIMEOUT,
  greetingTimeout: CONNECT_TIMEOUT,
  socketTimeout: 60_000
})
