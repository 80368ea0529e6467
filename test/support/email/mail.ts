/**
 * Customers' mail for the e-mail tests: a raw RFC 5322 message (nodemailer's MailComposer) to put
 * into the channel's INBOX with dovecot's APPEND (test/support/dovecot.ts), and the settings of a
 * channel on the local dovecot and SMTP stand-in.
 */
import MailComposer from "nodemailer/lib/mail-composer"
import type { Dovecot } from "../dovecot"
import type { SmtpStandin } from "./smtpStandin"

export type CustomerMail = {
  readonly from: string
  readonly name?: string
  readonly to: string
  readonly subject?: string
  readonly text?: string
  readonly html?: string
  readonly messageId: string
  readonly inReplyTo?: string
  readonly references?: ReadonlyArray<string>
  readonly attachments?: ReadonlyArray<{ filename: string; contentType: string; content: Buffer }>
}

export const rawMail = (m: CustomerMail): Promise<Buffer> =>
  new MailComposer({
    from: m.name ? { name: m.name, address: m.from } : m.from,
    to: m.to,
    subject: m.subject ?? "Atendimento",
    ...(m.text !== undefined ? { text: m.text } : {}),
    ...(m.html !== undefined ? { html: m.html } : {}),
    messageId: m.messageId,
    ...(m.inReplyTo ? { inReplyTo: m.inReplyTo } : {}),
    ...(m.references ? { references: [...m.references] } : {}),
    ...(m.attachments ? { attachments: m.attachments.map((a) => ({ ...a })) } : {})
  })
    .compile()
    .build()

/** The settings of a channel reading `address`'s INBOX on the local dovecot and sending through the stand-in. */
export const localSettings = (dovecot: Dovecot, smtp: SmtpStandin, address: string, password = dovecot.password) => ({
  user: address,
  password,
  imapHost: dovecot.host,
  imapPort: dovecot.port,
  imapSecure: false,
  smtpHost: smtp.host,
  smtpPort: smtp.port,
  smtpSecure: false
})
