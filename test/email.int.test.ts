/**
 * E-mail channels over the HTTP API, in both modes, with the node's imapflow reading a real IMAP
 * server (dovecot, test/support/dovecot.ts) and its nodemailer sending through a real SMTP server
 * (smtp-server, test/support/email/smtpStandin.ts):
 * - creating one: a wrong password is refused (ERR_CHANNEL_CREDENTIALS_REFUSED under the password),
 *   a missing field is ERR_VALIDATION naming it, a server inside the network is refused by the
 *   outbound guard, nothing stored either way; good settings are created with the account's
 *   address as its number, the password never answered and stored sealed;
 * - a customer's mail with an attachment arrives as a ticket message with the file; the agent's
 *   reply reaches the SMTP server once, answering the mail (In-Reply-To, References, "Re:"); the
 *   customer's answer to it (In-Reply-To our Message-ID) lands in the same ticket, quoting it;
 * - a mail the SMTP server refuses for good (5xx) fails the message with the server's words;
 * - across a restart of the node no mail is read twice and the mail that came meanwhile is read;
 *   a mailbox rebuilt meanwhile (another UIDVALIDITY) is read again, nothing stored twice;
 * - another tenant neither sees nor changes the channel.
 * Everything waits for conditions (with time limits), never for fixed delays.
 */
import { randomBytes } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { provisionTenant } from "../runtime/src/features/tenants/index"
import { startNode, type NodeHandle } from "../runtime/src/server/node"
import { http, login, type Login, until } from "./support/clients"
import { dovecotAvailable, startDovecot, type Dovecot } from "./support/dovecot"
import { localSettings, rawMail } from "./support/email/mail"
import { startSmtpStandin, type SmtpStandin } from "./support/email/smtpStandin"
import { makeEnv, productionAvailable, type Mode, type TestEnv } from "./support/modes"
import { rawStore, type RawStore } from "./support/rawStore"

const production = await productionAvailable()
const mail = dovecotAvailable()
const ADDRESS = "atendimento@loja.test"
const CUSTOMER = "carla@cliente.test"

describe.each<Mode>(["embedded", "production"])("E-mail channels over the API (%s)", (mode) => {
  const run = mail.ok && (mode === "embedded" || production.ok)
  let dovecot: Dovecot
  let smtp: SmtpStandin
  let env: TestEnv
  let node: NodeHandle
  let store: RawStore
  let admin: Login
  let adminB: Login
  let channelId: number
  let ticketId: number
  const name = `E-mail ${mode}`
  const config = { ATENDE_OUTBOUND_ALLOW: "127.0.0.1" }

  const api = (method: string, path: string, body?: unknown, as: Login = admin) =>
    http(node.url, method, path, { auth: as, body })
  const channel = async () => (await api("GET", `/channels/${channelId}`)).json
  const channelRows = () => store.query("SELECT id, name, config, secrets FROM channels ORDER BY id")
  const ticketOf = async (address: string) => {
    const [row] = await until(
      () =>
        store.query(
          `SELECT t.id FROM tickets t JOIN contacts c ON c.id = t.contact_id
            WHERE c.channel_id = $1 AND c.external_id = $2 ORDER BY t.id DESC`,
          channelId,
          address
        ),
      (r) => r.length > 0,
      `the ticket of ${address}`
    )
    return Number(row.id)
  }
  const messagesOf = async (id: number): Promise<Array<any>> => (await api("GET", `/messages/${id}`)).json.messages
  const messageIn = (id: number, match: (m: any) => boolean, what: string) =>
    until(
      async () => (await messagesOf(id)).find(match),
      (m) => m !== undefined,
      what
    )
  const customerMail = async (m: Parameters<typeof rawMail>[0]) => dovecot.append(ADDRESS, await rawMail(m))
  const inboundCount = async () =>
    Number(
      (
        await store.query(
          `SELECT COUNT(*) AS n FROM messages m JOIN contacts c ON c.id = m.contact_id
            WHERE c.channel_id = $1 AND m.from_me = 0`,
          channelId
        )
      )[0].n
    )

  beforeAll(async () => {
    if (!run) return
    dovecot = await startDovecot()
    smtp = await startSmtpStandin(ADDRESS, dovecot.password)
    env = await makeEnv(mode)
    store = rawStore(env)
    node = await startNode(env.config(config), { demo: true })
    admin = await login(node.url, "admin@atende.local", "Admin12345")
    await node.run(
      provisionTenant({
        name: "Outra E-mail",
        plan: "enterprise",
        adminName: "Admin Outra",
        adminEmail: "admin@other-email.test",
        adminPassword: "Other12345"
      })
    )
    adminB = await login(node.url, "admin@other-email.test", "Other12345")
  }, 120_000)

  afterAll(async () => {
    await node?.close()
    await store?.close()
    await env?.cleanup()
    await smtp?.close()
    await dovecot?.stop()
  })

  it.skipIf(!run)(
    "refuses a wrong password, a missing field and an inward server, and stores good settings sealed",
    async () => {
      const before = await channelRows()
      const settings = localSettings(dovecot, smtp, ADDRESS)
      const wrong = await api("POST", "/channels", {
        name: "E-mail recusado",
        type: "email",
        settings: { ...settings, password: "senha-errada" }
      })
      expect(wrong.status, wrong.text).toBe(400)
      expect(wrong.json).toMatchObject({ error: "ERR_CHANNEL_CREDENTIALS_REFUSED", field: "settings.password" })
      const { imapHost: _left, ...withoutHost } = settings
      const missing = await api("POST", "/channels", {
        name: "E-mail incompleto",
        type: "email",
        settings: withoutHost
      })
      expect(missing.status, missing.text).toBe(400)
      expect(missing.json.error).toBe("ERR_VALIDATION")
      expect(missing.json.issues.map((i: any) => i.field)).toContain("settings.imapHost")
      const badPort = await api("POST", "/channels", {
        name: "E-mail porta",
        type: "email",
        settings: { ...settings, smtpPort: 70000 }
      })
      expect([badPort.status, badPort.json.error]).toEqual([400, "ERR_VALIDATION"])
      expect(badPort.json.issues.map((i: any) => i.field)).toContain("settings.smtpPort")
      const inward = await api("POST", "/channels", {
        name: "E-mail interno",
        type: "email",
        settings: { ...settings, imapHost: "10.20.30.40" }
      })
      expect(inward.status, inward.text).toBe(400)
      expect(inward.json.error).toBe("ERR_URL_NOT_ALLOWED")
      expect(await channelRows()).toEqual(before)

      const created = await api("POST", "/channels", { name, type: "email", settings })
      expect(created.status, created.text).toBe(201)
      channelId = created.json.id
      expect(created.json).toMatchObject({ type: "email", number: ADDRESS, secretsSet: ["password"] })
      expect(JSON.stringify(created.json)).not.toContain(dovecot.password)
      const [row] = await store.query("SELECT config, secrets FROM channels WHERE id = $1", channelId)
      expect(String(row.secrets)).not.toContain(dovecot.password)
      expect(String(row.config)).not.toContain(dovecot.password)
      expect(String(row.config)).toContain(String(dovecot.port))
      const shown = await until(channel, (c) => c.status === "connected", "connected")
      expect(JSON.stringify(shown)).not.toContain(dovecot.password)
    },
    60_000
  )

  it.skipIf(!run)(
    "takes in a mail with its attachment; the agent's reply answers it once; the customer's answer stays in the ticket",
    async () => {
      const pdf = randomBytes(6_000)
      await customerMail({
        from: CUSTOMER,
        name: "Carla Cliente",
        to: ADDRESS,
        subject: "Nota fiscal errada",
        text: "Olá, a nota veio com o valor errado.",
        messageId: "<pedido-1@cliente.test>",
        attachments: [{ filename: "nota.pdf", contentType: "application/pdf", content: pdf }]
      })
      ticketId = await ticketOf(CUSTOMER)
      const first = await messageIn(ticketId, (m) => m.fromMe === false, "the customer's mail")
      expect(first).toMatchObject({ body: "Olá, a nota veio com o valor errado.", mediaType: "application/pdf" })
      const file = await fetch(node.url + first.mediaUrl)
      expect(file.status).toBe(200)
      expect(Buffer.from(await file.arrayBuffer())).toEqual(pdf)
      const [contact] = await store.query(
        "SELECT name FROM contacts WHERE channel_id = $1 AND external_id = $2",
        channelId,
        CUSTOMER
      )
      expect(contact.name).toBe("Carla Cliente")

      // the agent answers: one mail, answering the customer's
      expect((await api("PUT", `/tickets/${ticketId}`, { status: "open" })).status).toBe(200)
      const answer = await api("POST", `/messages/${ticketId}`, { body: "Vamos corrigir a nota hoje." })
      expect(answer.status, answer.text).toBe(200)
      await until(
        async () => (await messagesOf(ticketId)).find((m) => m.id === answer.json.id)?.status,
        (s) => s === "sent",
        "sent"
      )
      const [sent] = await until(
        async () => smtp.to(CUSTOMER),
        (l) => l.length > 0,
        "the reply at the SMTP server"
      )
      expect(sent!.text).toContain("Vamos corrigir a nota hoje.")
      expect(sent!.from).toBe(ADDRESS)
      expect(sent!.subject).toBe("Re: Nota fiscal errada")
      expect(sent!.inReplyTo).toBe("<pedido-1@cliente.test>")
      expect(sent!.references).toEqual(["<pedido-1@cliente.test>"])
      const [recorded] = await store.query(
        "SELECT provider_id FROM channel_sent WHERE channel_id = $1 AND message_id = $2",
        channelId,
        answer.json.id
      )
      expect(recorded.provider_id).toBe(sent!.messageId)

      // the customer answers our mail: the same ticket, quoting it
      await customerMail({
        from: CUSTOMER,
        name: "Carla Cliente",
        to: ADDRESS,
        subject: "Re: Nota fiscal errada",
        text: "Obrigada!",
        messageId: "<pedido-2@cliente.test>",
        inReplyTo: sent!.messageId,
        references: ["<pedido-1@cliente.test>", sent!.messageId]
      })
      const thanks = await messageIn(ticketId, (m) => m.body === "Obrigada!", "the customer's answer")
      expect(thanks.quotedMsg).toMatchObject({ id: answer.json.id, fromMe: true })
      expect(await ticketOf(CUSTOMER)).toBe(ticketId)

      // a second reply continues the thread
      const again = await api("POST", `/messages/${ticketId}`, { body: "Disponha." })
      expect(again.status, again.text).toBe(200)
      const both = await until(
        async () => smtp.to(CUSTOMER),
        (l) => l.length >= 2,
        "the second reply"
      )
      expect(both[1]!.inReplyTo).toBe("<pedido-2@cliente.test>")
      expect(both[1]!.references).toEqual(["<pedido-1@cliente.test>", sent!.messageId, "<pedido-2@cliente.test>"])
      await until(
        async () => (await store.query("SELECT id FROM deliveries WHERE channel_id = $1", channelId)).length,
        (n) => n === 0,
        "the outbox emptied"
      )
      expect(smtp.to(CUSTOMER).map((m) => m.text)).toEqual(["Vamos corrigir a nota hoje.", "Disponha."])
    },
    120_000
  )

  it.skipIf(!run)(
    "a mail the SMTP server refuses for good fails with the server's words",
    async () => {
      const bounced = "sumiu@cliente.test"
      smtp.refuse(bounced, 550)
      await customerMail({ from: bounced, to: ADDRESS, text: "Oi", messageId: "<sumiu-1@cliente.test>" })
      const id = await ticketOf(bounced)
      expect((await api("PUT", `/tickets/${id}`, { status: "open" })).status).toBe(200)
      const answer = await api("POST", `/messages/${id}`, { body: "Olá!" })
      expect(answer.status, answer.text).toBe(200)
      const failed = await until(
        async () => (await messagesOf(id)).find((m) => m.id === answer.json.id),
        (m) => m?.status === "failed",
        "failed"
      )
      expect(JSON.stringify(failed.deliveryError)).toContain("550")
      expect(smtp.to(bounced)).toEqual([])
    },
    60_000
  )

  it.skipIf(!run)(
    "reads no mail twice across a restart of its node, and reads what came while it was down",
    async () => {
      const before = await inboundCount()
      await node.close()
      await customerMail({
        from: CUSTOMER,
        to: ADDRESS,
        subject: "Re: Nota fiscal errada",
        text: "Chegou enquanto o servidor dormia",
        messageId: "<pedido-3@cliente.test>"
      })
      node = await startNode(env.config(config))
      admin = await login(node.url, "admin@atende.local", "Admin12345")
      await messageIn(ticketId, (m) => m.body === "Chegou enquanto o servidor dormia", "the mail of the downtime")
      await customerMail({ from: CUSTOMER, to: ADDRESS, text: "E mais uma", messageId: "<pedido-4@cliente.test>" })
      await messageIn(ticketId, (m) => m.body === "E mais uma", "the mail after the restart")
      await until(channel, (c) => c.status === "connected", "connected")
      expect(await inboundCount()).toBe(before + 2)
      const bodies = (await messagesOf(ticketId)).filter((m) => !m.fromMe).map((m) => m.body)
      expect(bodies).toEqual([
        "Olá, a nota veio com o valor errado.",
        "Obrigada!",
        "Chegou enquanto o servidor dormia",
        "E mais uma"
      ])
    },
    90_000
  )

  it.skipIf(!run)(
    "reads a rebuilt mailbox (another UIDVALIDITY) again without storing anything twice",
    async () => {
      const before = await inboundCount()
      await node.close()
      await dovecot.resetMailbox(ADDRESS)
      // the new mailbox holds a mail read before (delivered again) and a new one
      await customerMail({ from: CUSTOMER, to: ADDRESS, text: "E mais uma", messageId: "<pedido-4@cliente.test>" })
      await customerMail({ from: CUSTOMER, to: ADDRESS, text: "Caixa nova", messageId: "<pedido-5@cliente.test>" })
      node = await startNode(env.config(config))
      admin = await login(node.url, "admin@atende.local", "Admin12345")
      await messageIn(ticketId, (m) => m.body === "Caixa nova", "the new mailbox's mail")
      await customerMail({ from: CUSTOMER, to: ADDRESS, text: "Depois da troca", messageId: "<pedido-6@cliente.test>" })
      await messageIn(ticketId, (m) => m.body === "Depois da troca", "the mail after the rebuild")
      expect(await inboundCount()).toBe(before + 2)
    },
    90_000
  )

  it.skipIf(!run)("another tenant neither sees nor changes the channel", async () => {
    const before = await channelRows()
    expect((await api("GET", `/channels/${channelId}`, undefined, adminB)).status).toBe(404)
    const theirs = (await api("GET", "/channels", undefined, adminB)).json as Array<any>
    expect(theirs.map((c) => c.id)).not.toContain(channelId)
    const put = await api("PUT", `/channels/${channelId}`, { settings: { password: "outra" } }, adminB)
    expect(put.status).toBe(404)
    const del = await api("DELETE", `/channels/${channelId}?confirm=${encodeURIComponent(name)}`, undefined, adminB)
    expect(del.status).toBe(404)
    expect(await channelRows()).toEqual(before)
  })
})
