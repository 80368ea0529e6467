/**
 * The real Baileys client against the WhatsApp Web stand-in (test/support/whatsapp/standin.ts):
 * what a user of the WhatsApp connector would notice. A fresh client shows a QR; the phone scans
 * it; WhatsApp asks for a restart (515) and the re-created client opens with its account; saved
 * creds open again without a QR; each way a session ends reaches the client as the status code
 * the connector has to act on; texts go both ways, Signal-encrypted, with delivery and read
 * receipts.
 *
 * Everything waits for events (with time limits), never for fixed delays.
 */
import { rmSync } from "node:fs"
import { EventEmitter } from "node:events"
import pino from "pino"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  Curve,
  DisconnectReason,
  makeWASocket,
  proto,
  useMultiFileAuthState,
  WA_CERT_DETAILS,
  type ConnectionState,
  type UserFacingSocketConfig,
  type WAMessage,
  type WAMessageUpdate,
  type WASocket
} from "@whiskeysockets/baileys"
import { testDir } from "./support/debris"
import { verifies } from "./support/whatsapp/noise"
import { startWhatsAppStandin, type LinkedDevice, type WhatsAppStandin } from "./support/whatsapp/standin"

const logger = pino({ level: process.env.WA_STANDIN_LOG ?? "silent" })

type Update = Partial<ConnectionState>

type Client = {
  readonly sock: WASocket
  readonly updates: Array<Update>
  readonly upserts: Array<WAMessage>
  readonly statusUpdates: Array<WAMessageUpdate>
  /** History syncs the phone sent (messaging-history.set), and finished initial syncs (creds.accountSyncCounter). */
  readonly syncs: Array<"history" | "synced">
  readonly saveCreds: () => Promise<void>
  /** Resolves with the first update (already seen or to come) that `match` accepts. */
  readonly nextUpdate: (match: (u: Update) => boolean, timeoutMs?: number) => Promise<Update>
  readonly nextUpsert: (match: (m: WAMessage) => boolean, timeoutMs?: number) => Promise<WAMessage>
  /**
   * Resolves once the status of our message `id` has reached `atLeast`. Baileys reports it as
   * messages.update, or, when the receipt lands in the same event buffer as the message's own
   * upsert, merged into that upsert: a connector has to read both.
   */
  readonly statusReaches: (id: string, atLeast: number, timeoutMs?: number) => Promise<number>
  readonly nextSync: (what: "history" | "synced", timeoutMs?: number) => Promise<unknown>
  readonly end: () => Promise<void>
}

const statusCode = (u: Update) =>
  (u.lastDisconnect?.error as { output?: { statusCode?: number } } | undefined)?.output?.statusCode

const closed = (u: Update) => u.connection === "close"
const opened = (u: Update) => u.connection === "open"

/** Resolves with what `check` finds, re-checking whenever `signal` says something was seen. */
const waitUntil = <T>(signal: EventEmitter, check: () => T | undefined, timeoutMs: number, what: string) =>
  new Promise<T>((resolve, reject) => {
    const onSeen = () => {
      const found = check()
      if (found === undefined) return
      cleanup()
      resolve(found)
    }
    const timer = setTimeout(() => {
      cleanup()
      reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`))
    }, timeoutMs)
    const cleanup = () => {
      clearTimeout(timer)
      signal.off("seen", onSeen)
    }
    signal.on("seen", onSeen)
    onSeen()
  })

const waitIn = <T>(seen: Array<T>, signal: EventEmitter, match: (x: T) => boolean, timeoutMs: number, what: string) =>
  waitUntil(signal, () => seen.find(match), timeoutMs, what)

describe("WhatsApp through Baileys, against the WhatsApp Web stand-in", () => {
  let standin: WhatsAppStandin
  const originalRootKey = WA_CERT_DETAILS.PUBLIC_KEY
  const dirs: Array<string> = []
  const clients: Array<Client> = []

  const connect = async (dir: string, config: Partial<UserFacingSocketConfig> = {}): Promise<Client> => {
    const { state, saveCreds } = await useMultiFileAuthState(dir)
    const sock = makeWASocket({
      waWebSocketUrl: standin.url,
      auth: state,
      logger,
      connectTimeoutMs: 5_000,
      ...config
    })
    const signal = new EventEmitter()
    signal.setMaxListeners(0)
    const updates: Array<Update> = []
    const upserts: Array<WAMessage> = []
    const statusUpdates: Array<WAMessageUpdate> = []
    const syncs: Array<"history" | "synced"> = []
    sock.ev.on("creds.update", (u) => {
      void saveCreds()
      if (u.accountSyncCounter) {
        syncs.push("synced")
        signal.emit("seen")
      }
    })
    sock.ev.on("messaging-history.set", () => {
      syncs.push("history")
      signal.emit("seen")
    })
    sock.ev.on("connection.update", (u) => {
      updates.push(u)
      signal.emit("seen")
    })
    sock.ev.on("messages.upsert", ({ messages }) => {
      upserts.push(...messages)
      signal.emit("seen")
    })
    sock.ev.on("messages.update", (list) => {
      statusUpdates.push(...list)
      signal.emit("seen")
    })
    const client: Client = {
      sock,
      updates,
      upserts,
      statusUpdates,
      syncs,
      saveCreds,
      nextUpdate: (match, timeoutMs = 10_000) => waitIn(updates, signal, match, timeoutMs, "a connection update"),
      nextUpsert: (match, timeoutMs = 10_000) => waitIn(upserts, signal, match, timeoutMs, "a message upsert"),
      statusReaches: (id, atLeast, timeoutMs = 10_000) => {
        const best = () =>
          Math.max(
            -1,
            ...statusUpdates.filter((u) => u.key.id === id).map((u) => u.update.status ?? -1),
            ...upserts.filter((m) => m.key.id === id).map((m) => m.status ?? -1)
          )
        return waitUntil(
          signal,
          () => (best() >= atLeast ? best() : undefined),
          timeoutMs,
          `status ${atLeast} of ${id}`
        )
      },
      nextSync: (what, timeoutMs = 10_000) => waitIn(syncs, signal, (s) => s === what, timeoutMs, `sync: ${what}`),
      end: async () => {
        if (!updates.some(closed)) {
          sock.end(undefined)
          await waitIn(updates, signal, closed, 5_000, "the close")
        }
      }
    }
    clients.push(client)
    return client
  }

  /** Links a new client by QR; returns its creds folder and the device the phone linked. */
  const link = async () => {
    const dir = testDir("atende-wa-")
    dirs.push(dir)
    const first = await connect(dir)
    const { qr } = await first.nextUpdate((u) => !!u.qr)
    const device = await standin.phone.scan(qr!)
    const restart = await first.nextUpdate(closed)
    await first.saveCreds()
    return { dir, device, first, restart }
  }

  /** Opens a client on saved creds and waits until it is open. */
  const open = async (dir: string, config: Partial<UserFacingSocketConfig> = {}) => {
    const client = await connect(dir, config)
    await client.nextUpdate(opened, 15_000)
    return client
  }

  beforeAll(async () => {
    standin = await startWhatsAppStandin({ phoneNumber: "5511987650001" })
    // the client trusts the stand-in's certificate chain as it trusts WhatsApp's
    WA_CERT_DETAILS.PUBLIC_KEY = standin.rootPublicKey
  })

  afterAll(async () => {
    for (const c of clients) await c.end().catch(() => undefined)
    WA_CERT_DETAILS.PUBLIC_KEY = originalRootKey
    await standin?.close()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  describe("the server's certificate", () => {
    it("is a chain from the stand-in's root key, which WhatsApp's root key does not sign", () => {
      const { intermediate, leaf } = proto.CertChain.decode(standin.certChain)
      const Details = proto.CertChain.NoiseCertificate.Details
      const details = Details.decode(intermediate!.details!)
      expect(details.issuerSerial).toBe(0)
      expect(verifies(standin.rootPublicKey, intermediate!.details!, intermediate!.signature!)).toBe(true)
      expect(verifies(originalRootKey, intermediate!.details!, intermediate!.signature!)).toBe(false)
      expect(verifies(details.key!, leaf!.details!, leaf!.signature!)).toBe(true)
    })

    it("is refused by a client that expects another issuer serial (400)", async () => {
      const dir = testDir("atende-wa-")
      dirs.push(dir)
      WA_CERT_DETAILS.SERIAL = 1
      try {
        const client = await connect(dir)
        const close = await client.nextUpdate(closed)
        expect(statusCode(close)).toBe(400)
        expect(close.lastDisconnect?.error?.message).toMatch(/certification match failed/)
        expect(client.updates.some((u) => !!u.qr)).toBe(false)
      } finally {
        WA_CERT_DETAILS.SERIAL = 0
      }
    })

    it("is not checked for its signatures by Baileys 7.0.0-rc14 (Curve.verify accepts anything)", () => {
      // Known gap in the client, not in the stand-in: its Curve.verify only catches exceptions and
      // libsignal 6 returns false instead of throwing, so an untrusted root (and a forged ADV
      // account signature) gets through. When this fails, Baileys checks signatures again: add a
      // test that a client keeping WhatsApp's root key refuses the stand-in.
      const signer = Curve.generateKeyPair()
      const other = Curve.generateKeyPair()
      const signature = Curve.sign(signer.private, Buffer.from("details"))
      expect(verifies(other.public, Buffer.from("details"), signature)).toBe(false)
      expect(Curve.verify(other.public, Buffer.from("details"), signature)).toBe(true)
    })
  })

  describe("linking by QR", () => {
    let dir: string
    let device: LinkedDevice

    it("a fresh client shows a QR; the phone's scan links it and WhatsApp asks for a restart (515)", async () => {
      const linked = await link()
      dir = linked.dir
      device = linked.device
      expect(linked.first.updates.find((u) => !!u.qr)?.qr).toMatch(/^https:\/\/wa\.me\/settings\/linked_devices#2@/)
      expect(linked.first.updates.some((u) => u.isNewLogin)).toBe(true)
      expect(statusCode(linked.restart)).toBe(DisconnectReason.restartRequired)
      expect(device.jid).toMatch(/^5511987650001:\d+@s\.whatsapp\.net$/)
      expect(standin.phone.linkedDevices().map((d) => d.jid)).toContain(device.jid)
    })

    it("the client re-created after the restart opens with creds.me set, without a QR", async () => {
      const client = await open(dir)
      expect(client.sock.user?.id).toBe(device.jid)
      expect(client.sock.authState.creds.me?.lid).toBe(device.lid)
      expect(client.updates.some((u) => !!u.qr)).toBe(false)
      expect(standin.isOnline(device.jid)).toBe(true)
      // the phone's initial history sync, then the (empty) app state: the client is in sync
      await client.nextSync("history")
      await client.nextSync("synced")
      await client.end()
    })

    it("a reconnect with the saved creds goes straight to open, and the session stays up", async () => {
      const client = await open(dir)
      expect(client.updates.some((u) => !!u.qr)).toBe(false)
      // the queries a fresh login makes (pre-keys, passive, props, privacy, blocklist, digest) are answered
      await client.nextUpdate((u) => u.receivedPendingNotifications === true)
      expect(await client.sock.onWhatsApp(standin.phone.jid)).toEqual([{ jid: standin.phone.jid, exists: true }])
      expect(client.updates.some(closed)).toBe(false)
      await client.end()
      expect(standin.errors()).toEqual([])
    })
  })

  describe("how a session ends", () => {
    let dir: string
    let device: LinkedDevice

    beforeAll(async () => {
      ;({ dir, device } = await link())
    })

    it("restart required: 515", async () => {
      const client = await open(dir)
      standin.restartRequired(device.jid)
      expect(statusCode(await client.nextUpdate(closed))).toBe(DisconnectReason.restartRequired)
    })

    it("the same creds connecting elsewhere replace this session: 440", async () => {
      const first = await open(dir)
      const second = await open(dir)
      expect(statusCode(await first.nextUpdate(closed))).toBe(DisconnectReason.connectionReplaced)
      expect(second.updates.some(closed)).toBe(false)
      standin.replaced(device.jid)
      expect(statusCode(await second.nextUpdate(closed))).toBe(DisconnectReason.connectionReplaced)
    })

    it("a dropped socket: 428 (connection closed)", async () => {
      const client = await open(dir)
      standin.drop(device.jid)
      expect(statusCode(await client.nextUpdate(closed))).toBe(DisconnectReason.connectionClosed)
    })

    it("a server that stops answering: 408 (connection lost) once keep-alive gives up", async () => {
      const client = await open(dir, { keepAliveIntervalMs: 1_000 })
      standin.goSilent(device.jid)
      expect(statusCode(await client.nextUpdate(closed, 15_000))).toBe(DisconnectReason.connectionLost)
    }, 30_000)

    it("a handshake that never gets an answer: 408 (timed out)", async () => {
      standin.stallHandshakes(true)
      try {
        const client = await connect(dir, { connectTimeoutMs: 1_500 })
        expect(statusCode(await client.nextUpdate(closed))).toBe(DisconnectReason.timedOut)
        expect(client.updates.some(opened)).toBe(false)
      } finally {
        standin.stallHandshakes(false)
      }
    })

    it("the phone unlinks the device: 401 (logged out), and its creds no longer log in", async () => {
      const client = await open(dir)
      standin.phone.unlink(device.jid)
      expect(statusCode(await client.nextUpdate(closed))).toBe(DisconnectReason.loggedOut)
      const again = await connect(dir)
      expect(statusCode(await again.nextUpdate(closed))).toBe(DisconnectReason.loggedOut)
      expect(again.updates.some((u) => !!u.qr || u.connection === "open")).toBe(false)
    })
  })

  describe("texts", () => {
    let dir: string
    let device: LinkedDevice
    let client: Client

    beforeAll(async () => {
      ;({ dir, device } = await link())
      client = await open(dir)
      await client.nextSync("synced")
    })

    it("a contact's text arrives as messages.upsert, and the contact gets the delivery receipt", async () => {
      const contact = standin.contact("5521912340001", "Maria Cliente")
      const id = await contact.sendText("Olá, preciso de ajuda com meu pedido")
      const msg = await client.nextUpsert((m) => m.key.id === id)
      expect(msg.key.fromMe).toBe(false)
      expect(msg.key.remoteJid).toBe(contact.jid)
      expect(msg.pushName).toBe("Maria Cliente")
      expect(msg.message?.conversation).toBe("Olá, preciso de ajuda com meu pedido")
      expect(msg.messageStubType ?? null).toBe(null)
      const receipt = await contact.waitForReceipt(id)
      expect(receipt.from).toBe(device.jid)

      const second = await contact.sendText("Pedido 4711")
      expect((await client.nextUpsert((m) => m.key.id === second)).message?.conversation).toBe("Pedido 4711")
    })

    it("a text the client sends reaches the contact and the phone's copy; delivery and read come back", async () => {
      const contact = standin.contact("5521912340002", "João")
      const sent = await client.sock.sendMessage(contact.jid, { text: "Seu pedido foi enviado" })
      const id = sent!.key.id!
      const got = await contact.waitForText((t) => t.id === id)
      expect(got.text).toBe("Seu pedido foi enviado")
      expect(got.from).toBe(device.jid)
      expect(got.type).toBe("pkmsg")
      expect(got.deviceIdentityValid).toBe(true)
      expect(standin.phone.received().find((t) => t.id === id)).toMatchObject({
        text: "Seu pedido foi enviado",
        destination: contact.jid
      })
      const { DELIVERY_ACK, READ } = proto.WebMessageInfo.Status
      expect(await client.statusReaches(id, DELIVERY_ACK)).toBeGreaterThanOrEqual(DELIVERY_ACK)
      contact.markRead(id)
      expect(await client.statusReaches(id, READ)).toBe(READ)

      const next = await client.sock.sendMessage(contact.jid, { text: "Obrigado!" })
      const again = await contact.waitForText((t) => t.id === next!.key.id)
      expect(again.text).toBe("Obrigado!")
    })

    it("replies go both ways in a conversation the contact started", async () => {
      const contact = standin.contact("5521912340001")
      const sent = await client.sock.sendMessage(contact.jid, { text: "Claro, qual o número?" })
      expect((await contact.waitForText((t) => t.id === sent!.key.id)).text).toBe("Claro, qual o número?")
      const id = await contact.sendText("É o 4711")
      expect((await client.nextUpsert((m) => m.key.id === id)).message?.conversation).toBe("É o 4711")
      // once the contact has answered on it, the client's session is established: plain `msg` now
      const third = await client.sock.sendMessage(contact.jid, { text: "Obrigado, vou verificar" })
      const got = await contact.waitForText((t) => t.id === third!.key.id)
      expect(got).toMatchObject({ text: "Obrigado, vou verificar", type: "msg" })
    })

    it("a text sent while the client is offline arrives when it reconnects", async () => {
      await client.end()
      const contact = standin.contact("5521912340003", "Ana")
      const id = await contact.sendText("Vocês abrem amanhã?")
      client = await open(dir)
      const msg = await client.nextUpsert((m) => m.key.id === id)
      expect(msg.message?.conversation).toBe("Vocês abrem amanhã?")
      expect(standin.errors()).toEqual([])
    })
  })

  it("answered every iq the clients sent, and hit no protocol error", () => {
    expect(standin.unhandledIqs()).toEqual([])
    expect(standin.errors()).toEqual([])
  })
})
