/**
 * The WhatsApp connector (runtime/src/features/channels/whatsapp) with the real Baileys client
 * against the WhatsApp Web stand-in (test/support/whatsapp/standin.ts), in both modes: an
 * administrator creates and connects a WhatsApp channel; it shows a QR code (GET and live); the
 * phone scans it; the channel is connected with the account's number; a contact's text opens a
 * ticket; the agent's reply reaches the contact and its delivery state rises to delivered, then
 * read; a restarted node resumes from the stored login without a QR code; the stored login is
 * sealed (no Baileys field readable in the database); a restart required (515) reconnects by
 * itself and a login elsewhere (440) is a conflict that `connect` ends; the phone unlinking the
 * device (401) and a reset forget the login and ask for a new QR code; a key rotation re-seals the
 * stored login and the session resumes.
 *
 * Everything waits for conditions (with time limits), never for fixed delays.
 */
import { WA_CERT_DETAILS } from "@whiskeysockets/baileys"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { decodeKey, encodeKey, makeBox } from "../runtime/src/platform/secrets/box"
import type { NodeHandle } from "../runtime/src/server/node"
import { http, liveClient, login, waitFor, type LiveClient, type Login, until } from "./support/clients"
import { makeEnv, productionAvailable, startTestNode, testSecretKey, type Mode, type TestEnv } from "./support/modes"
import { rawStore, type RawStore } from "./support/rawStore"
import { startWhatsAppStandin, type WhatsAppStandin } from "./support/whatsapp/standin"

const production = await productionAvailable()
const PHONE = "5511987650001"

describe.each<Mode>(["embedded", "production"])("WhatsApp connector against the stand-in (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  let standin: WhatsAppStandin
  let env: TestEnv
  let node: NodeHandle | undefined
  let store: RawStore
  let admin: Login
  let live: LiveClient | undefined
  let channelId: number
  const originalRootKey = WA_CERT_DETAILS.PUBLIC_KEY

  const start = async (extra: Record<string, string> = {}) => {
    node = await startTestNode(env, { ATENDE_WHATSAPP_WS_URL: standin.url, ...extra })
    admin = await login(node.url, "admin@atende.local", "Admin12345")
    return node
  }
  const channel = async () => (await http(node!.url, "GET", `/channels/${channelId}`, { auth: admin })).json
  const channelIs = (check: (c: any) => boolean, what: string) => until(channel, check, what)

  beforeAll(async () => {
    if (!run) return
    standin = await startWhatsAppStandin({ phoneNumber: PHONE })
    // the client trusts the stand-in's certificate chain as it trusts WhatsApp's
    WA_CERT_DETAILS.PUBLIC_KEY = standin.rootPublicKey
    env = await makeEnv(mode)
    store = rawStore(env)
    await start()
  }, 120_000)

  afterAll(async () => {
    live?.close()
    await node?.close()
    await store?.close()
    await env?.cleanup()
    await standin?.close()
    WA_CERT_DETAILS.PUBLIC_KEY = originalRootKey
  })

  it.skipIf(!run)(
    "links by QR, takes a contact's text into a ticket, delivers the agent's reply with its receipts",
    async () => {
      live = await liveClient(node!.url, admin)
      const created = await http(node!.url, "POST", "/channels", {
        auth: admin,
        body: { name: `WhatsApp ${mode} ${Date.now().toString(36)}`, type: "whatsapp" }
      })
      expect(created.status, created.text).toBe(201)
      expect(created.json).toMatchObject({ type: "whatsapp", number: null })
      channelId = created.json.id
      const connected = await http(node!.url, "POST", `/channels/${channelId}/connect`, { auth: admin })
      expect(connected.status, connected.text).toBe(200)

      // the QR code, read and live
      const shown = await channelIs((c) => c.status === "qrcode" && !!c.qrcode, "the QR code")
      expect(shown.qrcode).toMatch(/^https:\/\/wa\.me\/settings\/linked_devices#2@/)
      await waitFor(
        () =>
          live!
            .events()
            .find(
              (f) =>
                f.data?.type === "channel:update" &&
                f.data.channel.id === channelId &&
                f.data.channel.status === "qrcode" &&
                !!f.data.channel.qrcode
            ),
        10_000,
        "the QR code live"
      )

      // the phone scans it: WhatsApp restarts the session (515), which opens with the account
      const device = await standin.phone.scan(shown.qrcode)
      const up = await channelIs((c) => c.status === "connected", "connected")
      expect(up).toMatchObject({ number: PHONE, qrcode: null })
      expect(device.jid).toMatch(new RegExp(`^${PHONE}:\\d+@s\\.whatsapp\\.net$`))
      await waitFor(() => standin.isOnline(device.jid), 10_000, "the device online")

      // the stored login is sealed: no Baileys field is readable
      const rows = await store.query("SELECT key, value FROM whatsapp_auth WHERE channel_id = $1", channelId)
      expect(rows.map((r) => r.key)).toContain("creds")
      expect(rows.some((r) => String(r.key).startsWith("pre-key:"))).toBe(true)
      for (const r of rows) {
        expect(String(r.value)).toMatch(/^v1:/)
        expect(String(r.value)).not.toMatch(/noiseKey|signedIdentityKey|Buffer|private/)
      }

      // a contact's text opens a ticket
      const contact = standin.contact("5521912340001", "Maria Cliente")
      const providerId = await contact.sendText("Olá, preciso de ajuda com meu pedido")
      const [msg] = await until(
        () =>
          store.query(
            `SELECT m.ticket_id, m.body, c.name, c.external_id FROM messages m JOIN contacts c ON c.id = m.contact_id
              WHERE c.channel_id = $1 AND m.body = $2`,
            channelId,
            "Olá, preciso de ajuda com meu pedido"
          ),
        (r) => r.length > 0,
        "the contact's ticket"
      )
      expect(msg).toMatchObject({ name: "Maria Cliente", external_id: "5521912340001" })
      const ticketId = Number(msg.ticket_id)
      expect((await http(node!.url, "GET", `/tickets/${ticketId}`, { auth: admin })).json.whatsappId).toBe(channelId)
      await contact.waitForReceipt(providerId)

      // the agent's reply reaches the contact; delivered, then read
      const accepted = await http(node!.url, "PUT", `/tickets/${ticketId}`, { auth: admin, body: { status: "open" } })
      expect(accepted.status, accepted.text).toBe(200)
      const reply = await http(node!.url, "POST", `/messages/${ticketId}`, {
        auth: admin,
        body: { body: "Claro! Qual o número do pedido?" }
      })
      expect(reply.status, reply.text).toBe(200)
      const got = await contact.waitForText((t) => t.text === "Claro! Qual o número do pedido?", 20_000)
      expect(got.from).toBe(device.jid)
      const statusOf = async () =>
        (await store.query("SELECT status FROM messages WHERE id = $1", reply.json.id))[0]?.status
      await until(statusOf, (s) => s === "delivered" || s === "read", "delivered")
      contact.markRead(got.id)
      await until(statusOf, (s) => s === "read", "read")
      expect(standin.errors()).toEqual([])
    },
    120_000
  )

  it.skipIf(!run)(
    "a restarted node resumes from the stored login without a QR code",
    async () => {
      live?.close()
      live = undefined
      await node!.close()
      node = undefined
      await start()
      live = await liveClient(node!.url, admin)
      const contact = standin.contact("5521912340002", "João")
      const providerId = await contact.sendText("Ainda estão aí?")
      await until(
        () =>
          store.query(
            `SELECT m.id FROM messages m JOIN contacts c ON c.id = m.contact_id
              WHERE c.channel_id = $1 AND m.body = $2`,
            channelId,
            "Ainda estão aí?"
          ),
        (r) => r.length > 0,
        "the text after the restart"
      )
      await contact.waitForReceipt(providerId)
      expect(await channelIs((c) => c.status === "connected", "connected")).toMatchObject({
        number: PHONE,
        qrcode: null
      })
      expect(
        live
          .events()
          .some((f) => f.data?.type === "channel:update" && f.data.channel.id === channelId && f.data.channel.qrcode)
      ).toBe(false)
    },
    90_000
  )

  it.skipIf(!run)(
    "a restart required (515) reconnects at once; a login elsewhere (440) is a conflict",
    async () => {
      const [device] = standin.phone.linkedDevices().slice(-1)
      standin.restartRequired(device!.jid)
      // the session comes back by itself: a text reaches a ticket. A text that reaches the closing
      // socket is decrypted and acknowledged by Baileys but never emitted (its event buffer is
      // destroyed with the socket), so the contact writes again until one lands (a known gap).
      const contact = standin.contact("5521912340003", "Ana")
      const landed = async () =>
        (
          await store.query(
            `SELECT m.id FROM messages m JOIN contacts c ON c.id = m.contact_id WHERE c.channel_id = $1`,
            channelId
          )
        ).length
      const before = await landed()
      for (let i = 0; ; i++) {
        await contact.sendText(`Depois do reinício ${i}`)
        const arrived = await until(landed, (n) => n > before, "the text after the 515", 3_000).catch(() => undefined)
        if (arrived !== undefined) break
        if (i >= 5) throw new Error("no text reached a ticket after the 515")
      }
      expect((await channel()).status).toBe("connected")
      standin.replaced(device!.jid)
      await channelIs((c) => c.status === "conflict", "conflict")
      // the administrator connects again: the session resumes with the stored login
      expect((await http(node!.url, "POST", `/channels/${channelId}/connect`, { auth: admin })).status).toBe(200)
      await channelIs((c) => c.status === "connected", "connected after the conflict")
    },
    60_000
  )

  it.skipIf(!run)(
    "the phone unlinking the device (401) forgets the login and asks for a new QR code",
    async () => {
      const [device] = standin.phone.linkedDevices().slice(-1)
      standin.phone.unlink(device!.jid)
      const shown = await channelIs((c) => c.status === "qrcode" && !!c.qrcode, "a new QR code")
      expect(shown.number).toBe(null)
      await standin.phone.scan(shown.qrcode)
      expect(await channelIs((c) => c.status === "connected", "linked again")).toMatchObject({ number: PHONE })
    },
    60_000
  )

  it.skipIf(!run)(
    "a reset forgets the login and asks for a new QR code",
    async () => {
      const reset = await http(node!.url, "POST", `/channels/${channelId}/reset`, { auth: admin })
      expect(reset.status, reset.text).toBe(200)
      const shown = await channelIs((c) => c.status === "qrcode" && !!c.qrcode, "a new QR code")
      expect(shown.number).toBe(null)
      const rows = await store.query(
        "SELECT key FROM whatsapp_auth WHERE channel_id = $1 AND key = $2",
        channelId,
        "creds"
      )
      // the new session's fresh creds may be saved already, but not the old login's: it has no account
      expect(rows.length).toBeLessThanOrEqual(1)
      await standin.phone.scan(shown.qrcode)
      expect(await channelIs((c) => c.status === "connected", "connected again")).toMatchObject({ number: PHONE })
    },
    90_000
  )

  it.skipIf(!run)(
    "a key rotation re-seals the stored login at start, and the session resumes",
    async () => {
      const current = env.config().secretKey
      const old = current ? encodeKey(current) : readFileSync(join(env.dataDir, "secret.key"), "utf8").trim()
      const fresh = testSecretKey()
      await node!.close()
      node = undefined
      await start({ ATENDE_SECRET_KEY: fresh, ATENDE_SECRET_KEY_PREVIOUS: old })
      const keyId = makeBox(decodeKey(fresh)!, []).keyId
      const rows = await store.query("SELECT value FROM whatsapp_auth WHERE channel_id = $1", channelId)
      expect(rows.length).toBeGreaterThan(1)
      expect(rows.filter((r) => !String(r.value).startsWith(`v1:${keyId}:`))).toEqual([])
      const contact = standin.contact("5521912340004", "Beatriz")
      await contact.sendText("Depois da troca de chave")
      await until(
        () =>
          store.query(
            `SELECT m.id FROM messages m JOIN contacts c ON c.id = m.contact_id
            WHERE c.channel_id = $1 AND m.body = $2`,
            channelId,
            "Depois da troca de chave"
          ),
        (r) => r.length > 0,
        "the text after the rotation"
      )
    },
    90_000
  )
})
