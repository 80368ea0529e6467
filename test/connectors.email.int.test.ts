/**
 * E-mail on the connector contract passes the conformance suite (test/support/connectorConformance.ts)
 * in both modes: the node's imapflow reads a real IMAP server (dovecot, test/support/dovecot.ts) and
 * its nodemailer sends through a real SMTP server (smtp-server, test/support/email/smtpStandin.ts).
 * The channel is created by the administrator over the API with the account's settings (checked
 * against both servers) before the suite starts. A customer's message is a mail from their address
 * APPENDed to the channel's INBOX, its Message-ID made from the suite's provider id (a repeated event
 * is the same mail delivered again: another UID, the same Message-ID); what the customer received is
 * what smtp-server accepted for their address. Mail has no receipts on the wire: those go to the
 * running connector's context ("context").
 */
import { createHash } from "node:crypto"
import { listChannels } from "../runtime/src/features/channels/index"
import { emailConnector } from "../runtime/src/features/channels/email/emailConnector"
import { http, login, eventually } from "./support/clients"
import { connectorConformance, type Provider } from "./support/connectorConformance"
import { dovecotAvailable, startDovecot, type Dovecot } from "./support/dovecot"
import { localSettings, rawMail } from "./support/email/mail"
import { startSmtpStandin, type SmtpStandin } from "./support/email/smtpStandin"

const CHANNEL_ADDRESS = "suporte@atende.test"

/** The Message-ID standing for the suite's provider id. */
const messageIdOf = (providerId: string) =>
  `<${createHash("sha256").update(providerId).digest("hex").slice(0, 24)}@cliente.test>`

/** The servers of the mode under way (each mode's provider starts its own). */
let servers: { dovecot: Dovecot; smtp: SmtpStandin } | undefined

const mailProvider = async (): Promise<Provider> => {
  dovecotAvailable()
  const dovecot = await startDovecot()
  const smtp = await startSmtpStandin(CHANNEL_ADDRESS, dovecot.password)
  const current = { dovecot, smtp }
  servers = current
  return {
    config: { ATENDE_OUTBOUND_ALLOW: "127.0.0.1" },
    address: (n) => `cliente${n}@cliente.test`,
    inject: async (_node, _channel, event) => {
      if (event.kind !== "message") return "context"
      const raw = await rawMail({
        from: event.externalId,
        ...(event.contactName ? { name: event.contactName } : {}),
        to: CHANNEL_ADDRESS,
        subject: "Pedido",
        text: event.body,
        messageId: messageIdOf(event.providerId)
      })
      await dovecot.append(CHANNEL_ADDRESS, raw)
      return "sent"
    },
    received: (_channel, externalId) => smtp.to(externalId).map((m) => ({ body: m.text })),
    close: async () => {
      await smtp.close()
      await dovecot.stop()
      if (servers === current) servers = undefined
    }
  }
}

connectorConformance({
  type: "email",
  connector: emailConnector,
  channel: async (node, tenantId) => {
    const { dovecot, smtp } = servers!
    const admin = await login(node.url, "admin@atende.local", "Admin12345")
    const created = await http(node.url, "POST", "/channels", {
      auth: admin,
      body: {
        name: `E-mail conformidade ${Date.now().toString(36)}`,
        type: "email",
        settings: localSettings(dovecot, smtp, CHANNEL_ADDRESS)
      }
    })
    if (created.status !== 201) throw new Error(`create: ${created.status} ${created.text}`)
    const id: number = created.json.id
    await eventually(async () => {
      const c = (await http(node.url, "GET", `/channels/${id}`, { auth: admin })).json
      return c.status === "connected" ? true : undefined
    }, "connected")
    return (await node.run(listChannels(tenantId))).find((c) => c.id === id)!
  },
  provider: mailProvider
})
