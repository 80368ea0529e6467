/**
 * The SMTP server an e-mail channel sends its replies through, for tests: smtp-server on a free
 * port of 127.0.0.1 (no TLS, plain AUTH with one user and password, as the channel's settings
 * give), keeping every mail it accepts, parsed (mailparser) with the headers a reply sets.
 * `refuse` makes it answer the next mails to an address with an SMTP error (e.g. 550).
 */
import { simpleParser } from "mailparser"
import { SMTPServer } from "smtp-server"

export type CapturedMail = {
  readonly to: ReadonlyArray<string>
  readonly from: string
  readonly subject: string
  readonly text: string
  readonly messageId: string
  readonly inReplyTo: string | undefined
  readonly references: ReadonlyArray<string>
  readonly attachments: ReadonlyArray<{ readonly filename: string | undefined; readonly size: number }>
}

export type SmtpStandin = {
  readonly host: string
  readonly port: number
  readonly mails: ReadonlyArray<CapturedMail>
  /** The mails to one address, in the order they came. */
  readonly to: (address: string) => ReadonlyArray<CapturedMail>
  /** Answers the next mails to `address` with this SMTP reply code (e.g. 550, 451). */
  readonly refuse: (address: string, code: number) => void
  readonly close: () => Promise<void>
}

export const startSmtpStandin = async (user: string, pass: string): Promise<SmtpStandin> => {
  const mails: Array<CapturedMail> = []
  const refusals = new Map<string, number>()
  const server = new SMTPServer({
    secure: false,
    hideSTARTTLS: true,
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onAuth: (auth, _session, cb) =>
      auth.username === user && auth.password === pass
        ? cb(null, { user })
        : cb(Object.assign(new Error("5.7.8 Authentication credentials invalid"), { responseCode: 535 })),
    onRcptTo: (address, _session, cb) => {
      const code = refusals.get(address.address.toLowerCase())
      if (code) return cb(Object.assign(new Error(`${code} mailbox unavailable (stand-in)`), { responseCode: code }))
      cb()
    },
    onData: (stream, session, cb) => {
      const chunks: Array<Buffer> = []
      stream.on("data", (c: Buffer) => chunks.push(c))
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
        simpleParser(Buffer.concat(chunks)).then(
          (m) => {
            const refs = m.references
            mails.push({
              to,
              from: m.from?.value[0]?.address ?? "",
              subject: m.subject ?? "",
              text: (m.text ?? "").trim(),
              messageId: m.messageId ?? "",
              inReplyTo: m.inReplyTo,
              references: typeof refs === "string" ? [refs] : [...(refs ?? [])],
              attachments: m.attachments.map((a) => ({ filename: a.filename, size: a.size }))
            })
            cb()
          },
          (e: Error) => cb(e)
        )
      })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  const port = (server.server.address() as { port: number }).port
  return {
    host: "127.0.0.1",
    port,
    mails,
    to: (address) => mails.filter((m) => m.to.includes(address.toLowerCase())),
    refuse: (address, code) => refusals.set(address.toLowerCase(), code),
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
