/**
 * One WhatsApp conversation written both ways at once, in both modes, with the real Baileys client
 * against the WhatsApp Web stand-in: the customer sends a numbered series of texts while the agent
 * answers with a numbered series of replies. Every text is stored once, in the order written, and
 * every reply reaches the customer's phone once, in order, on the Signal session the phone started.
 * (Baileys ran a reply's encryption and a text's decryption on the same session side by side, and the
 * one that finished last undid the other's ratchet step: the customer's next texts failed with "Bad
 * MAC" and were lost. It also replaced the session at the first reply, which texts on their way could
 * spoil: runtime/src/features/channels/whatsapp/keyTransactions.ts, signalRepository.ts.)
 */
import { WA_CERT_DETAILS } from "@whiskeysockets/baileys"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { NodeHandle } from "../runtime/src/server/node"
import { http, login, type Login, eventually } from "./support/clients"
import { makeEnv, productionAvailable, startTestNode, type Mode, type TestEnv } from "./support/modes"
import { rawStore, type RawStore } from "./support/rawStore"
import { startWhatsAppStandin, type WhatsAppStandin } from "./support/whatsapp/standin"

const production = await productionAvailable()
const PHONE = "5511987650050"
const CUSTOMER = "5521987650051"
const TEXTS = 30
const REPLIES = 15
/** The customer's pace; the agent writes every other beat. */
const BEAT_MS = 60

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** This file's waits: a minute by default (a busy conversation both ways). */
const until = <R>(probe: () => Promise<R | undefined> | R | undefined, what: string, timeoutMs = 60_000) =>
  eventually(probe, what, timeoutMs)

describe.each<Mode>(["embedded", "production"])("a WhatsApp conversation written both ways at once (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  let standin: WhatsAppStandin
  let env: TestEnv
  let node: NodeHandle
  let store: RawStore
  let admin: Login
  const originalRootKey = WA_CERT_DETAILS.PUBLIC_KEY

  beforeAll(async () => {
    if (!run) return
    standin = await startWhatsAppStandin({ phoneNumber: PHONE })
    WA_CERT_DETAILS.PUBLIC_KEY = standin.rootPublicKey
    env = await makeEnv(mode)
    store = rawStore(env)
    node = await startTestNode(env, { ATENDE_WHATSAPP_WS_URL: standin.url })
    admin = await login(node.url, "admin@atende.local", "Admin12345")
  }, 120_000)
  afterAll(async () => {
    await node?.close()
    await store?.close()
    await env?.cleanup()
    await standin?.close()
    WA_CERT_DETAILS.PUBLIC_KEY = originalRootKey
  })

  it.skipIf(!run)(
    "stores every text once and in order, and the phone gets every reply once and in order",
    async () => {
      const created = await http(node.url, "POST", "/channels", {
        auth: admin,
        body: { name: `WhatsApp mão dupla ${mode}`, type: "whatsapp" }
      })
      expect(created.status, created.text).toBe(201)
      const channelId: number = created.json.id
      const channel = async () => (await http(node.url, "GET", `/channels/${channelId}`, { auth: admin })).json
      const shown = await until(async () => {
        const c = await channel()
        return c.status === "qrcode" && c.qrcode ? c : undefined
      }, "the QR code")
      await standin.phone.scan(shown.qrcode)
      await until(async () => ((await channel()).status === "connected" ? true : undefined), "connected")

      const customer = standin.contact(CUSTOMER, "Cliente Apressado")
      await customer.sendText("texto-0")
      const texts = () =>
        store.query(
          `SELECT m.body, m.ticket_id FROM messages m JOIN contacts c ON c.id = m.contact_id
            WHERE c.channel_id = $1 AND c.external_id = $2 AND m.from_me = 0 ORDER BY m.id`,
          channelId,
          CUSTOMER
        )
      const [first] = await until(async () => {
        const rows = await texts()
        return rows.length ? rows : undefined
      }, "the ticket")
      const ticketId = Number(first.ticket_id)
      const taken = await http(node.url, "PUT", `/tickets/${ticketId}`, { auth: admin, body: { status: "open" } })
      expect(taken.status, taken.text).toBe(200)

      const customerWrites = (async () => {
        for (let i = 1; i < TEXTS; i++) {
          await customer.sendText(`texto-${i}`)
          await pause(BEAT_MS)
        }
      })()
      const agentReplies = (async () => {
        for (let j = 0; j < REPLIES; j++) {
          const r = await http(node.url, "POST", `/messages/${ticketId}`, {
            auth: admin,
            body: { body: `resposta-${j}`, clientId: `resposta-${j}` }
          })
          expect(r.status, r.text).toBe(200)
          await pause(2 * BEAT_MS)
        }
      })()
      await Promise.all([customerWrites, agentReplies])

      const replies = () => customer.received().filter((t) => t.text?.startsWith("resposta-"))
      const stored = await until(async () => {
        const rows = await texts()
        return rows.length >= TEXTS && new Set(replies().map((t) => t.text)).size >= REPLIES ? rows : undefined
      }, "every text stored and every reply on the phone").catch(async (e) => {
        const rows = await texts()
        throw new Error(`${e}: ${rows.length} of ${TEXTS} texts stored, ${replies().length} replies on the phone`)
      })
      expect(stored.map((r) => r.body)).toEqual(Array.from({ length: TEXTS }, (_, i) => `texto-${i}`))
      expect(replies().map((t) => t.text)).toEqual(Array.from({ length: REPLIES }, (_, j) => `resposta-${j}`))
      // all on the session the customer's phone started (Baileys used to replace it at the first reply,
      // and the customer's texts on their way could spoil the new one: signalRepository.ts)
      expect(replies().filter((t) => t.type !== "msg")).toEqual([])
      expect(standin.errors()).toEqual([])
    },
    120_000
  )
})
