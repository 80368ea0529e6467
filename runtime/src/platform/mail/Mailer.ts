/**
 * Outgoing mail over SMTP (nodemailer), configured from the environment (ATENDE_SMTP_URL, or
 * ATENDE_SMTP_HOST/PORT/SECURE/USER/PASS; ATENDE_MAIL_FROM). One transport per configuration,
 * reused. Failures carry nodemailer's reason, never the message body (which may hold a link).
 */
import { Data, Effect } from "effect"
import nodemailer from "nodemailer"
import { Config, type SmtpConfig } from "../config/Config"

export class MailError extends Data.TaggedError("MailError")<{ readonly reason: string }> {}

export type Mail = { readonly to: string; readonly subject: string; readonly text: string; readonly html: string }

const transports = new WeakMap<SmtpConfig, ReturnType<typeof nodemailer.createTransport>>()

const transportFor = (smtp: SmtpConfig) => {
  let t = transports.get(smtp)
  if (!t) {
    t =
      "url" in smtp
        ? nodemailer.createTransport(smtp.url)
        : nodemailer.createTransport({
            host: smtp.host,
            port: smtp.port,
            secure: smtp.secure,
            ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? "" } } : {})
          })
    transports.set(smtp, t)
  }
  return t
}

/** Whether mail can be sent at all (SMTP configured). */
export const mailConfigured = Effect.map(Config, (c) => c.smtp !== undefined)

export const sendMail = (mail: Mail) =>
  Effect.gen(function* () {
    const config = yield* Config
    if (!config.smtp)
      return yield* new MailError({ reason: "SMTP is not configured (ATENDE_SMTP_URL or ATENDE_SMTP_HOST)" })
    const transport = transportFor(config.smtp)
    yield* Effect.tryPromise({
      try: () =>
        transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html
        }),
      catch: (e) => new MailError({ reason: e instanceof Error ? e.message : String(e) })
    })
  })
