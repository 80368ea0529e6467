/**
 * # WhatsApp Web stand-in
 *
 * A local server that the real Baileys client (`makeWASocket({ waWebSocketUrl })`) connects to
 * and cannot tell from WhatsApp's for the parts below. WhatsApp itself can't be reached from
 * here, so this speaks its wire protocol instead (see ../../../../shared/PROVIDERS.md, "WhatsApp
 * through Baileys"). One account (the "phone") whose companions link by QR, plus any number of
 * contacts, each a real Signal device (libsignal).
 *
 * What it speaks, as Baileys 7.0.0-rc14 expects it:
 * - transport: WebSocket on `/ws/chat`, the `WA` intro header, 3-byte length-prefixed frames,
 *   the Noise XX handshake with a certificate chain (noise.ts); the client trusts the chain once the
 *   test sets `WA_CERT_DETAILS.PUBLIC_KEY = standin.rootPublicKey` (SERIAL stays 0);
 * - binary nodes (Baileys' own encodeBinaryNode / decodeBinaryNode) in AES-GCM transport frames;
 * - registration: a ClientPayload with devicePairingData gets `<iq xmlns="md"><pair-device>` with
 *   six refs (Baileys turns them into QR codes); `scan(qr)` is the phone reading one: it checks the
 *   QR's noise and identity keys against the connection, sends `pair-success` with an ADV signed
 *   device identity (account signature by the phone's identity key, HMAC with the QR's adv secret),
 *   checks the device signature in the client's `pair-device-sign` answer, then ends the stream
 *   with 515 (restart required), as WhatsApp does;
 * - login: a ClientPayload with username/device from a linked companion whose Noise static key
 *   matches gets `<success>` (with the device's LID); an unknown or unlinked one gets
 *   `<failure reason="401">`; a second login of the same device ends the first with
 *   `<stream:error><conflict type="replaced"/>` (Baileys: 440);
 * - the iq's a logged-in client sends: pre-key count / upload / digest / rotate and key bundles
 *   (xmlns encrypt), usync (devices, lid, contact), passive, abt props, privacy, blocklist, ping,
 *   app-state sync (an account without app state: every collection at its version, no patches);
 *   anything else gets an empty result and is listed in `unhandledIqs`;
 * - after a new companion's first login, the phone's initial history sync (INITIAL_BOOTSTRAP,
 *   inline, no chats) as a Signal message from the phone, as WhatsApp does; Baileys then syncs app
 *   state and goes online (without it, Baileys holds its events back for 20 s waiting for history);
 * - messages: contacts send Signal-encrypted text (`pkmsg` first, then `msg`) to every linked
 *   companion (queued while it is offline, delivered after it says `passive active`, then
 *   `<ib><offline count>`); messages the client sends are acked (`<ack class="message">`),
 *   decrypted as each recipient device (the contact, and the phone's own copy, a
 *   deviceSentMessage) and answered with a delivery receipt (or held until the test says the
 *   contact's phone got it), then a read receipt on request; a contact may send a text again under
 *   its id (a redelivery);
 * - close paths: stream errors 515 / 401 (device removed) / conflict (440), a dropped TCP socket
 *   (also while a QR code shows), connections cut as they come (WhatsApp unreachable), a server that
 *   goes silent (the client's keep-alive gives up: 408) and a handshake that never gets an answer
 *   (the client's connect timeout: 408).
 *
 * Known gap in the client, not here: Baileys 7.0.0-rc14's `Curve.verify` accepts any signature
 * (see `verifies` in noise.ts), so the client's certificate-signature and ADV account-signature
 * checks pass whatever is sent; only the issuer serial and the ADV HMAC are really checked by it.
 * The stand-in signs correctly anyway and checks the client's signatures with a working verifier.
 *
 * - any message from a contact (`send`, built with Baileys' proto: messages.ts has builders for
 *   files, locations, contacts, replies, reactions, edits, deletions), addressed by phone (with
 *   `sender_lid`), by LID with `sender_pn`, or by LID alone; media through media.ts: `media_conn`
 *   names an HTTPS upload host (self-signed, the test trusts it), contacts' files are encrypted
 *   and served over HTTP, and what the client uploaded is decrypted with the key its message
 *   carries (`download`); the contact lookup (usync `contact`) finds a Brazilian mobile with or
 *   without its ninth digit, as WhatsApp does.
 *
 * What it does not speak: pairing by code (`requestPairingCode`), groups and sender keys, media
 * re-upload requests (an expired file), thumbnails, app-state contents and key shares, history with
 * chats in it, contacts' push names beyond `notify`, newsletters, calls, presence fan-out, retry
 * receipts (a message the client can't decrypt is not sent again), edge routing, real prop values,
 * reporting tokens (ignored), privacy tokens (accepted, none issued), LID mapping notifications,
 * contacts with more than one device, several companions of the account receiving each other's
 * copies, multiple accounts. Nothing is persisted: a new stand-in knows no devices.
 */
import { randomBytes, randomInt } from "node:crypto"
import { EventEmitter } from "node:events"
import type { AddressInfo } from "node:net"
import { deflateSync } from "node:zlib"
import { WebSocketServer, WebSocket } from "ws"
import {
  Curve,
  decodeBinaryNode,
  encodeBinaryNode,
  encodeWAMessage,
  hmacSign,
  jidDecode,
  proto,
  S_WHATSAPP_NET,
  unpadRandomMax16,
  WA_ADV_ACCOUNT_SIG_PREFIX,
  WA_ADV_DEVICE_SIG_PREFIX,
  type BinaryNode,
  type MediaType
} from "@whiskeysockets/baileys"
import { decryptMedia, encryptMedia, startMediaServers, type MediaServers } from "./media"
import { frame, FrameReader, makeServerIdentity, ServerHandshake, verifies, type Transport } from "./noise"
import { bundleNodes, parseKeyUpload, SignalDevice, takeBundle, type UploadedKeys } from "./signalDevice"

export type StandinOptions = {
  /** The account's phone number (digits). */
  readonly phoneNumber?: string
}

/** A companion (a Baileys client) linked to the account. */
export type LinkedDevice = {
  readonly deviceId: number
  /** `<phone>:<device>@s.whatsapp.net`, what the client stores as creds.me.id. */
  readonly jid: string
  /** `<lid>:<device>@lid`. */
  readonly lid: string
}

/** A text a stand-in device decrypted from a message the client sent. */
export type ReceivedText = {
  readonly id: string
  /** The `to` of the stanza. */
  readonly chat: string
  readonly text: string | undefined
  readonly type: "pkmsg" | "msg"
  /** The device that sent it, as a LinkedDevice jid. */
  readonly from: string
  /** For the phone's copy: the chat the client sent to (deviceSentMessage.destinationJid). */
  readonly destination?: string
  /** The stanza carried a device identity whose signatures check out (sent with every pkmsg). */
  readonly deviceIdentityValid: boolean | undefined
  /** What the client sent, decrypted (for the phone's copy: the message inside deviceSentMessage). */
  readonly message: proto.IMessage
}

/**
 * How WhatsApp addresses a contact's message: "pn" by phone number with the contact's LID beside it
 * (`sender_lid`, the default), "lid" by LID with the phone beside it (`sender_pn`), "lid-only" by
 * LID alone (the client must know the mapping from before).
 */
export type Addressing = "pn" | "lid" | "lid-only"

export type SendOptions = {
  /** A message sent again under the id it had (as WhatsApp redelivers one), encrypted anew. */
  readonly id?: string
  readonly via?: Addressing
}

/** A file as WhatsApp's media servers keep it: what a media message carries to fetch and open it. */
export type UploadedMedia = {
  readonly url: string
  readonly mediaKey: Uint8Array
  readonly fileSha256: Uint8Array
  readonly fileEncSha256: Uint8Array
  readonly fileLength: number
}

export type ReceiptSeen = { readonly id: string; readonly type: string | undefined; readonly from: string }

export type MockContact = {
  /** `<number>@s.whatsapp.net` */
  readonly jid: string
  /** `<lid>@lid` */
  readonly lid: string
  readonly name: string
  /**
   * Sends a text to the account (every linked companion); resolves with the message id. With `id`,
   * a message sent again under the id it had (as WhatsApp redelivers one), encrypted anew.
   */
  readonly sendText: (text: string, options?: SendOptions) => Promise<string>
  /**
   * Sends any message (built with Baileys' `proto`: media, locations, contacts, replies, reactions,
   * edits, deletions) to the account's companions; resolves with its id. messages.ts builds them.
   */
  readonly send: (message: proto.IMessage, options?: SendOptions) => Promise<string>
  /** Encrypts a file and puts it on the stand-in's media server, as a phone uploads before sending it. */
  readonly upload: (bytes: Uint8Array, type: MediaType) => Promise<UploadedMedia>
  /** Texts the client sent to this contact, decrypted. */
  readonly received: () => ReadonlyArray<ReceivedText>
  readonly waitForText: (match?: (t: ReceivedText) => boolean, timeoutMs?: number) => Promise<ReceivedText>
  /** Receipts the client sent for this contact's messages. */
  readonly receipts: () => ReadonlyArray<ReceiptSeen>
  readonly waitForReceipt: (id: string, timeoutMs?: number) => Promise<ReceiptSeen>
  /** The contact reads a message the client sent it: a `read` receipt. */
  readonly markRead: (id: string) => void
  /**
   * A receipt from the contact's phone for message `id`: delivered (the phone got it; sent by itself
   * unless the contact was made with `deliveryReceipts: "manual"`), read or played (a voice note
   * heard). It goes to the device that sent the message, or to every linked device when the
   * contact never got that id.
   */
  readonly receipt: (id: string, type: "delivery" | "read" | "played") => void
}

/** The file of a media message the client sent (any of `ReceivedText.message`'s media), decrypted. */
export type MediaDownload = (message: proto.IMessage) => Promise<Buffer>

export type ContactOptions = {
  /** "manual": the phone does not answer a text with a delivery receipt until `receipt(id, "delivery")`. */
  readonly deliveryReceipts?: "auto" | "manual"
}

export type MockPhone = {
  readonly jid: string
  readonly lid: string
  /** Reads a QR code the client emitted and links the device (resolves after pair-success). */
  readonly scan: (qr: string) => Promise<LinkedDevice>
  /** Unlinks a device ("log out" on the phone): stream error 401, its creds stop working. */
  readonly unlink: (deviceJid: string) => void
  readonly linkedDevices: () => ReadonlyArray<LinkedDevice>
  /** Copies of the client's own messages (deviceSentMessage) the phone decrypted. */
  readonly received: () => ReadonlyArray<ReceivedText>
}

export type WhatsAppStandin = {
  /** `ws://127.0.0.1:<port>/ws/chat` */
  readonly url: string
  /** Set `WA_CERT_DETAILS.PUBLIC_KEY` to this so the client accepts the stand-in's certificate. */
  readonly rootPublicKey: Buffer<ArrayBuffer>
  /** The `CertChain` the stand-in presents in its ServerHello (intermediate signed by the root). */
  readonly certChain: Buffer
  readonly phone: MockPhone
  readonly contact: (phoneNumber: string, name?: string, options?: ContactOptions) => MockContact
  /** Stream error 515 to the device's open connection. */
  readonly restartRequired: (deviceJid: string) => void
  /** `<stream:error><conflict type="replaced"/>` to the device's open connection. */
  readonly replaced: (deviceJid: string) => void
  /** Drops the device's TCP connection without a word. */
  readonly drop: (deviceJid: string) => void
  /** Stops answering the device's connection (it stays open): no pongs, no iq results. */
  readonly goSilent: (deviceJid: string) => void
  /** While on, new connections get no ServerHello. */
  readonly stallHandshakes: (on: boolean) => void
  /** While on, new connections are cut at once (WhatsApp unreachable: the client sees a network error). */
  readonly refuseConnections: (on: boolean) => void
  /** Drops the connections waiting for a QR code's scan (a network blip while the QR code shows). */
  readonly dropQrConnections: () => void
  /** When each connection came (epoch ms), refused ones included. */
  readonly connectionTimes: () => ReadonlyArray<number>
  /** Connections open now (logged in, registering or in the handshake). */
  readonly openConnections: () => number
  /** Connections that asked to register a new companion (each shows QR codes). */
  readonly registrations: () => number
  /** The logins of linked companions, in order (epoch ms). */
  readonly logins: () => ReadonlyArray<{ readonly jid: string; readonly at: number }>
  /** Whether the device has a logged-in connection now. */
  readonly isOnline: (deviceJid: string) => boolean
  /**
   * The media servers (media.ts): `media_conn` names their upload host, whose self-signed
   * certificate (`media.certificate.cert`) the client must trust (`trustMediaCertificate`).
   */
  readonly media: MediaServers
  /** Decrypts the file of a media message the client sent, from what it uploaded. */
  readonly download: MediaDownload
  /** iq's answered with an empty result for want of anything better (`xmlns/first-child`). */
  readonly unhandledIqs: () => ReadonlyArray<string>
  /** Protocol errors the stand-in hit (bad frames, failed checks): a test can assert none. */
  readonly errors: () => ReadonlyArray<string>
  readonly close: () => Promise<void>
}

type Companion = LinkedDevice & {
  readonly keyIndex: number
  readonly noiseKey: Buffer
  readonly identityKey: Buffer
  keys: UploadedKeys
  /** Stanzas waiting for the device to come online. */
  readonly inbox: Array<BinaryNode>
  /** The phone has sent it the initial history sync. */
  historySent: boolean
}

type Registration = {
  readonly refs: Array<string>
  readonly keys: UploadedKeys
}

type Contact = {
  readonly user: string
  readonly lidUser: string
  readonly name: string
  readonly device: SignalDevice
  readonly received: Array<ReceivedText>
  readonly receipts: Array<ReceiptSeen>
  autoDeliver: boolean
}

const children = (node: BinaryNode | undefined): Array<BinaryNode> =>
  node && Array.isArray(node.content) ? node.content : []
const child = (node: BinaryNode | undefined, tag: string) => children(node).find((c) => c.tag === tag)
const bytes = (node: BinaryNode | undefined) =>
  node?.content instanceof Uint8Array ? Buffer.from(node.content) : undefined
const text = (node: BinaryNode | undefined) =>
  typeof node?.content === "string"
    ? node.content
    : node?.content instanceof Uint8Array
      ? Buffer.from(node.content).toString()
      : undefined
/** A copy on its own ArrayBuffer (the type WA_CERT_DETAILS.PUBLIC_KEY has). */
const copyBytes = (data: Uint8Array) => {
  const out = Buffer.alloc(data.length)
  out.set(data)
  return out
}
const now = () => String(Math.floor(Date.now() / 1000))
const messageId = () => `3EB0${randomBytes(9).toString("hex").toUpperCase()}`
const textOf = (m: proto.IMessage | null | undefined) => m?.conversation ?? m?.extendedTextMessage?.text ?? undefined

/** A media message's file fields and the media type its keys are derived for. */
type MediaFields = { url?: string | null; directPath?: string | null; mediaKey?: Uint8Array | null }
const mediaOf = (m: proto.IMessage): { readonly file: MediaFields; readonly type: MediaType } | undefined => {
  if (m.imageMessage) return { file: m.imageMessage, type: "image" }
  if (m.videoMessage) return { file: m.videoMessage, type: "video" }
  if (m.audioMessage) return { file: m.audioMessage, type: "audio" }
  if (m.documentMessage) return { file: m.documentMessage, type: "document" }
  if (m.stickerMessage) return { file: m.stickerMessage, type: "sticker" }
  const wrapped = m.documentWithCaptionMessage?.message
  return wrapped ? mediaOf(wrapped) : undefined
}

/** The stanza's `type` (and `mediatype`) for a message, as WhatsApp sets them. */
const stanzaKind = (m: proto.IMessage): Record<string, string> => {
  if (m.reactionMessage) return { type: "reaction" }
  const file = mediaOf(m)
  return file ? { type: "media", mediatype: file.type } : { type: "text" }
}

class ConnectionGone extends Error {}

/** Waits for `find` to return something, re-checking on each `event` of `emitter`. */
const waitFor = <T>(emitter: EventEmitter, event: string, find: () => T | undefined, timeoutMs: number, what: string) =>
  new Promise<T>((resolve, reject) => {
    const check = () => {
      const found = find()
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
      emitter.off(event, check)
    }
    emitter.on(event, check)
    check()
  })

export const startWhatsAppStandin = async (options: StandinOptions = {}): Promise<WhatsAppStandin> => {
  const identity = makeServerIdentity()
  const events = new EventEmitter()
  events.setMaxListeners(0)
  const errors: Array<string> = []
  const unhandled: Array<string> = []
  const account = {
    user: options.phoneNumber ?? "5511900000001",
    lidUser: String(100_000_000_000_000 + randomInt(1_000_000_000)),
    phone: new SignalDevice(),
    companions: new Map<number, Companion>(),
    nextDeviceId: 2,
    nextKeyIndex: 1
  }
  const phoneReceived: Array<ReceivedText> = []
  const contacts = new Map<string, Contact>()
  const connections = new Set<Connection>()
  let stalled = false
  let refusing = false
  let registrations = 0
  const connectionTimes: Array<number> = []
  const logins: Array<{ jid: string; at: number }> = []

  const accountJid = `${account.user}@s.whatsapp.net`
  const accountLid = `${account.lidUser}@lid`

  /** Who a jid names: the account's device `device`, or a contact's phone. */
  const lookup = (jid: string) => {
    const decoded = jidDecode(jid)
    if (!decoded) return undefined
    const device = decoded.device ?? 0
    const isLid = decoded.server === "lid"
    if (decoded.server !== "s.whatsapp.net" && !isLid) return undefined
    if ((isLid ? account.lidUser : account.user) === decoded.user) return { kind: "account" as const, device }
    for (const c of contacts.values())
      if ((isLid ? c.lidUser : c.user) === decoded.user) return { kind: "contact" as const, contact: c, device }
    return undefined
  }

  /**
   * The jid WhatsApp's contact lookup (usync `contact`) answers for a phone number: a Brazilian
   * mobile is found with or without its ninth digit, under the number its account has.
   */
  const phoneJid = (phone: string) => {
    const digits = phone.replace(/\D/g, "")
    const forms = [digits]
    const nine = /^(55[1-9]{2})9(\d{8})$/.exec(digits)
    if (nine) forms.push(`${nine[1]}${nine[2]}`)
    const eight = /^(55[1-9]{2})([6-9]\d{7})$/.exec(digits)
    if (eight) forms.push(`${eight[1]}9${eight[2]}`)
    return `${forms.find((d) => contacts.has(d)) ?? digits}@s.whatsapp.net`
  }

  const media = await startMediaServers()
  const mediaAuth = randomBytes(24).toString("base64url")

  class Connection {
    private readonly reader = new FrameReader()
    private readonly handshake = new ServerHandshake(identity)
    private stage: "hello" | "finish" | "ready" = "hello"
    private transport: Transport | undefined
    private queue: Promise<void> = Promise.resolve()
    /** Our iq's waiting for the client's answer: settle(answer), or settle(undefined) on close. */
    private readonly pending = new Map<string, (node: BinaryNode | undefined) => void>()
    private idCounter = 0
    staticKey: Buffer | undefined
    registration: Registration | undefined
    companion: Companion | undefined
    silent = false
    /** The client said `passive active`: it takes messages now (its offline ones first). */
    active = false

    constructor(readonly ws: WebSocket) {
      ws.on("message", (data: Buffer) => this.onData(data))
      ws.on("close", () => {
        connections.delete(this)
        for (const settle of [...this.pending.values()]) settle(undefined)
      })
      // resets from clients that drop their end are no protocol errors (and need a listener)
      ws.on("error", () => undefined)
    }

    get loggedIn() {
      return this.stage === "ready" && !!this.companion && this.ws.readyState === WebSocket.OPEN
    }

    private onData(data: Buffer) {
      if (this.silent) return
      let frames: Array<Buffer>
      try {
        frames = this.reader.push(data)
      } catch (e) {
        errors.push(String(e))
        this.ws.terminate()
        return
      }
      for (const f of frames)
        this.queue = this.queue
          .then(() => this.onFrame(f))
          .catch((e: unknown) => {
            errors.push(`frame: ${e instanceof Error ? e.stack : String(e)}`)
            this.ws.terminate()
          })
    }

    private async onFrame(f: Buffer) {
      if (this.silent) return
      if (this.stage === "hello") {
        if (stalled) return
        this.ws.send(frame(this.handshake.hello(f)))
        this.stage = "finish"
      } else if (this.stage === "finish") {
        const result = this.handshake.finish(f)
        this.transport = result.transport
        this.staticKey = result.clientStaticKey
        this.stage = "ready"
        await this.onPayload(result.payload)
      } else if (this.transport) {
        const node = await decodeBinaryNode(this.transport.decrypt(f))
        await this.onNode(node)
      }
    }

    send(node: BinaryNode) {
      if (!this.transport || this.silent || this.ws.readyState !== WebSocket.OPEN) return false
      this.ws.send(frame(this.transport.encrypt(encodeBinaryNode(node))))
      return true
    }

    newId() {
      return `${Date.now() % 100_000}.${this.idCounter++}-${randomInt(1000)}`
    }

    /** Sends an iq and resolves with the client's answer (same id). */
    request(node: BinaryNode, timeoutMs = 10_000) {
      const id = node.attrs.id
      return new Promise<BinaryNode>((resolve, reject) => {
        const timer = setTimeout(() => {
          this.pending.delete(id)
          reject(new Error(`client did not answer iq ${id}`))
        }, timeoutMs)
        timer.unref()
        this.pending.set(id, (answer) => {
          clearTimeout(timer)
          this.pending.delete(id)
          if (answer) resolve(answer)
          else reject(new ConnectionGone(`connection closed before the answer to iq ${id}`))
        })
        if (!this.send(node)) {
          clearTimeout(timer)
          this.pending.delete(id)
          reject(new Error("connection is not open"))
        }
      })
    }

    /** Ends the stream with an error node; the client closes, or the socket is cut after 2 s. */
    streamError(attrs: Record<string, string>, content?: Array<BinaryNode>) {
      this.send({ tag: "stream:error", attrs, content })
      const timer = setTimeout(() => this.ws.terminate(), 2000)
      timer.unref()
      this.ws.once("close", () => clearTimeout(timer))
    }

    private async onPayload(payload: proto.ClientPayload) {
      const pairing = payload.devicePairingData
      if (pairing) {
        registrations++
        const { eRegid, eIdent, eSkeyId, eSkeyVal, eSkeySig } = pairing
        if (!eRegid || !eIdent || !eSkeyId || !eSkeyVal || !eSkeySig) throw new Error("incomplete devicePairingData")
        const be = (b: Uint8Array) => b.reduce((n, x) => n * 256 + x, 0)
        this.registration = {
          refs: Array.from({ length: 6 }, () => `2@${randomBytes(36).toString("base64")}`),
          keys: {
            registrationId: be(eRegid),
            identityKey: Buffer.from(eIdent),
            signedPreKey: { keyId: be(eSkeyId), publicKey: Buffer.from(eSkeyVal), signature: Buffer.from(eSkeySig) },
            preKeys: new Map()
          }
        }
        const id = this.newId()
        void this.request({
          tag: "iq",
          attrs: { from: S_WHATSAPP_NET, type: "set", id, xmlns: "md" },
          content: [
            {
              tag: "pair-device",
              attrs: {},
              content: this.registration.refs.map((ref) => ({ tag: "ref", attrs: {}, content: Buffer.from(ref) }))
            }
          ]
        }).catch((e: unknown) => {
          // a client that leaves before answering (or shows no QR) is no protocol error
          if (!(e instanceof ConnectionGone)) errors.push(`pair-device: ${String(e)}`)
        })
        return
      }
      const user = payload.username != null ? String(payload.username) : undefined
      const device = payload.device ?? 0
      const companion = user === account.user ? account.companions.get(device) : undefined
      if (!companion || !this.staticKey || !companion.noiseKey.equals(this.staticKey)) {
        this.send({ tag: "failure", attrs: { reason: "401", location: "standin" } })
        const timer = setTimeout(() => this.ws.terminate(), 2000)
        timer.unref()
        return
      }
      for (const other of connections)
        if (other !== this && other.companion === companion && other.loggedIn)
          other.streamError({}, [{ tag: "conflict", attrs: { type: "replaced" } }])
      this.companion = companion
      logins.push({ jid: companion.jid, at: Date.now() })
      this.send({
        tag: "success",
        attrs: {
          t: now(),
          props: "1",
          abprops: "1",
          location: "standin",
          creation: now(),
          lid: companion.lid
        }
      })
    }

    private async onNode(node: BinaryNode) {
      switch (node.tag) {
        case "iq": {
          const settle = this.pending.get(node.attrs.id)
          if (settle && (node.attrs.type === "result" || node.attrs.type === "error")) {
            settle(node)
            return
          }
          await this.onIq(node)
          return
        }
        case "message":
          await this.onMessage(node)
          return
        case "receipt":
          this.onReceipt(node)
          return
        default:
          // ack, presence, chatstate, ib (unified_session, offline_batch): nothing to answer
          return
      }
    }

    private reply(iq: BinaryNode, content?: Array<BinaryNode>) {
      this.send({ tag: "iq", attrs: { from: S_WHATSAPP_NET, type: "result", id: iq.attrs.id }, content })
    }

    private async onIq(iq: BinaryNode) {
      const first = children(iq)[0]
      const companion = this.companion
      switch (iq.attrs.xmlns) {
        case "encrypt":
          if (!companion) break
          if (first?.tag === "count")
            return this.reply(iq, [{ tag: "count", attrs: { value: String(companion.keys.preKeys.size) } }])
          if (first?.tag === "digest") return this.reply(iq, [this.digest(companion)])
          if (first?.tag === "key") return this.reply(iq, [this.keyBundles(first)])
          if (first?.tag === "rotate") {
            const skey = child(first, "skey")
            const id = bytes(child(skey, "id"))
            const value = bytes(child(skey, "value"))
            const signature = bytes(child(skey, "signature"))
            if (id && value && signature)
              companion.keys.signedPreKey = { keyId: id.readUIntBE(0, id.length), publicKey: value, signature }
            return this.reply(iq)
          }
          if (iq.attrs.type === "set") {
            const upload = parseKeyUpload(iq)
            if (!upload) break
            if (!upload.identityKey.equals(companion.identityKey))
              errors.push(`pre-key upload with another identity key from ${companion.jid}`)
            for (const [id, key] of upload.preKeys) companion.keys.preKeys.set(id, key)
            companion.keys.signedPreKey = upload.signedPreKey
            companion.keys.registrationId = upload.registrationId
            return this.reply(iq)
          }
          break
        case "usync":
          return this.reply(iq, [this.usync(child(iq, "usync"))])
        case "passive":
          this.reply(iq)
          if (first?.tag === "active" && companion) {
            this.active = true
            this.flushInbox(companion)
            if (!companion.historySent) {
              companion.historySent = true
              await sendInitialHistory(companion)
            }
          }
          return
        case "w:sync:app:state":
          // an account without app state: every collection answers at its version, no patches
          return this.reply(iq, [
            {
              tag: "sync",
              attrs: {},
              content: children(first).map((c) => ({
                tag: "collection",
                attrs: { name: c.attrs.name, version: c.attrs.version ?? "0" }
              }))
            }
          ])
        case "abt":
          return this.reply(iq, [{ tag: "props", attrs: { protocol: "1", hash: "standin-0" } }])
        case "privacy":
          if (iq.attrs.type === "get" && first?.tag === "privacy")
            return this.reply(iq, [
              {
                tag: "privacy",
                attrs: {},
                content: ["last", "online", "profile", "status", "groupadd", "calladd", "messages"]
                  .map((name) => ({ tag: "category", attrs: { name, value: name === "online" ? "all" : "contacts" } }))
                  .concat([{ tag: "category", attrs: { name: "readreceipts", value: "all" } }])
              }
            ])
          return this.reply(iq)
        case "blocklist":
          return this.reply(iq, [{ tag: "list", attrs: {} }])
        case "w:m":
          // where clients upload media: the stand-in's HTTPS host (media.ts)
          if (first?.tag === "media_conn")
            return this.reply(iq, [
              {
                tag: "media_conn",
                attrs: { auth: mediaAuth, ttl: "3600" },
                content: [{ tag: "host", attrs: { hostname: media.uploadHost, maxContentLengthBytes: "104857600" } }]
              }
            ])
          break
        case "w:p":
        case "md":
        case "w:stats":
          return this.reply(iq)
      }
      unhandled.push(`${iq.attrs.xmlns}/${first?.tag ?? ""}`)
      this.reply(iq)
    }

    private digest(companion: Companion): BinaryNode {
      const { keys } = companion
      const be = (n: number, len: number) => {
        const b = Buffer.alloc(len)
        b.writeUIntBE(n, 0, len)
        return b
      }
      return {
        tag: "digest",
        attrs: {},
        content: [
          { tag: "registration", attrs: {}, content: be(keys.registrationId, 4) },
          { tag: "type", attrs: {}, content: Buffer.from([5]) },
          { tag: "identity", attrs: {}, content: keys.identityKey },
          {
            tag: "skey",
            attrs: {},
            content: [
              { tag: "id", attrs: {}, content: be(keys.signedPreKey.keyId, 3) },
              { tag: "value", attrs: {}, content: keys.signedPreKey.publicKey },
              { tag: "signature", attrs: {}, content: keys.signedPreKey.signature }
            ]
          },
          {
            tag: "list",
            attrs: {},
            content: [...keys.preKeys.keys()].map((id) => ({ tag: "id", attrs: {}, content: be(id, 3) }))
          }
        ]
      }
    }

    private keyBundles(keyNode: BinaryNode): BinaryNode {
      const users = children(keyNode).map((user): BinaryNode => {
        const jid = user.attrs.jid
        const who = lookup(jid)
        let keys: UploadedKeys | undefined
        if (who?.kind === "contact" && who.device === 0) keys = who.contact.device.published
        else if (who?.kind === "account")
          keys = who.device === 0 ? account.phone.published : account.companions.get(who.device)?.keys
        if (!keys)
          return {
            tag: "user",
            attrs: { jid },
            content: [{ tag: "error", attrs: { code: "404", text: "item-not-found" } }]
          }
        return { tag: "user", attrs: { jid }, content: bundleNodes(keys) }
      })
      return { tag: "list", attrs: {}, content: users }
    }

    private usync(usync: BinaryNode | undefined): BinaryNode {
      const protocols = children(child(usync, "query")).map((p) => p.tag)
      const users = children(child(usync, "list")).map((user): BinaryNode => {
        const phone = text(child(user, "contact"))
        const jid = user.attrs.jid ?? (phone ? phoneJid(phone) : "")
        const who = lookup(jid)
        const isLid = jid.endsWith("@lid")
        const content: Array<BinaryNode> = []
        for (const p of protocols) {
          if (p === "devices") {
            const ids =
              who?.kind === "account"
                ? [0, ...[...account.companions.values()].map((c) => c.deviceId)]
                : who?.kind === "contact"
                  ? [0]
                  : []
            content.push({
              tag: "devices",
              attrs: {},
              content: [
                {
                  tag: "device-list",
                  attrs: {},
                  content: ids.map((id): BinaryNode => {
                    const keyIndex = account.companions.get(id)?.keyIndex
                    const attrs: Record<string, string> = { id: String(id) }
                    if (id !== 0 && keyIndex !== undefined) attrs["key-index"] = String(keyIndex)
                    return { tag: "device", attrs }
                  })
                },
                { tag: "key-index-list", attrs: { ts: now() } }
              ]
            })
          } else if (p === "lid") {
            if (who && !isLid)
              content.push({
                tag: "lid",
                attrs: { val: who.kind === "account" ? accountLid : `${who.contact.lidUser}@lid` }
              })
          } else if (p === "contact") {
            content.push({ tag: "contact", attrs: { type: who ? "in" : "out" } })
          }
        }
        return { tag: "user", attrs: { jid }, content }
      })
      return {
        tag: "usync",
        attrs: { ...(usync?.attrs ?? {}), last: "true", index: "0" },
        content: [
          { tag: "result", attrs: {}, content: protocols.map((p) => ({ tag: p, attrs: {} })) },
          { tag: "list", attrs: {}, content: users }
        ]
      }
    }

    flushInbox(companion: Companion) {
      const waiting = companion.inbox.splice(0)
      for (const stanza of waiting) this.send({ ...stanza, attrs: { ...stanza.attrs, offline: "1" } })
      this.send({
        tag: "ib",
        attrs: { from: S_WHATSAPP_NET },
        content: [{ tag: "offline", attrs: { count: String(waiting.length) } }]
      })
    }

    private onReceipt(node: BinaryNode) {
      this.send({ tag: "ack", attrs: { class: "receipt", id: node.attrs.id, from: node.attrs.to ?? S_WHATSAPP_NET } })
      const who = node.attrs.to ? lookup(node.attrs.to) : undefined
      const ids = [node.attrs.id, ...children(child(node, "list")).map((i) => i.attrs.id)]
      if (who?.kind === "contact") {
        for (const id of ids) who.contact.receipts.push({ id, type: node.attrs.type, from: this.companion?.jid ?? "" })
        events.emit("receipt")
      }
    }

    /** A message the client sends: ack it, decrypt every copy as its recipient device, answer receipts. */
    private async onMessage(node: BinaryNode) {
      const companion = this.companion
      if (!companion) return
      const { id, to } = node.attrs
      this.send({ tag: "ack", attrs: { class: "message", id, from: to, t: now() } })
      const deviceIdentityValid = this.checkDeviceIdentity(node, companion)
      const delivered = new Set<Contact>()
      for (const participant of children(child(node, "participants"))) {
        const enc = child(participant, "enc")
        const ciphertext = bytes(enc)
        const who = lookup(participant.attrs.jid)
        const type = enc?.attrs.type
        if (!who || !ciphertext || (type !== "pkmsg" && type !== "msg")) {
          errors.push(`message ${id}: no device for ${participant.attrs.jid} or no enc`)
          continue
        }
        const device =
          who.kind === "contact" && who.device === 0
            ? who.contact.device
            : who.kind === "account" && who.device === 0
              ? account.phone
              : undefined
        if (!device) continue // another companion of the account: not simulated
        try {
          const plain = await device.decrypt(account.lidUser, companion.deviceId, type, ciphertext)
          const message = proto.Message.decode(unpadRandomMax16(plain))
          const dsm = message.deviceSentMessage
          const received: ReceivedText = {
            id,
            chat: to,
            text: textOf(dsm?.message ?? message),
            message: dsm?.message ?? message,
            type,
            from: companion.jid,
            destination: dsm?.destinationJid ?? undefined,
            deviceIdentityValid
          }
          if (who.kind === "contact") {
            who.contact.received.push(received)
            delivered.add(who.contact)
          } else phoneReceived.push(received)
        } catch (e) {
          errors.push(`message ${id}: ${participant.attrs.jid} could not decrypt (${type}): ${String(e)}`)
        }
      }
      events.emit("text")
      for (const contact of delivered)
        if (contact.autoDeliver)
          this.send({ tag: "receipt", attrs: { from: `${contact.user}@s.whatsapp.net`, id, t: now() } })
    }

    /** The ADV identity a client attaches to pkmsg stanzas: account and device signatures. */
    private checkDeviceIdentity(node: BinaryNode, companion: Companion) {
      const raw = bytes(child(node, "device-identity"))
      if (!raw) return undefined
      const signed = proto.ADVSignedDeviceIdentity.decode(raw)
      if (!signed.details || !signed.accountSignature || !signed.deviceSignature || !signed.accountSignatureKey)
        return false
      const accountKey = account.phone.identityPublic
      const accountOk =
        Buffer.from(signed.accountSignatureKey).equals(accountKey) &&
        verifies(
          accountKey,
          Buffer.concat([WA_ADV_ACCOUNT_SIG_PREFIX, signed.details, companion.identityKey]),
          signed.accountSignature
        )
      const deviceOk = verifies(
        companion.identityKey,
        Buffer.concat([WA_ADV_DEVICE_SIG_PREFIX, signed.details, companion.identityKey, accountKey]),
        signed.deviceSignature
      )
      return accountOk && deviceOk
    }
  }

  const server = new WebSocketServer({ host: "127.0.0.1", port: 0, path: "/ws/chat" })
  server.on("connection", (ws) => {
    connectionTimes.push(Date.now())
    if (refusing) {
      ws.terminate()
      return
    }
    const c = new Connection(ws)
    connections.add(c)
  })
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve)
    server.once("error", reject)
  })
  const { port } = server.address() as AddressInfo

  const online = (deviceJid: string) => [...connections].find((c) => c.loggedIn && c.companion?.jid === deviceJid)
  const mustBeOnline = (deviceJid: string) => {
    const c = online(deviceJid)
    if (!c) throw new Error(`${deviceJid} has no open connection`)
    return c
  }

  /** To the companion's connection once it takes messages, else into its inbox (WhatsApp holds them till then). */
  const deliver = (companion: Companion, stanza: BinaryNode) => {
    const c = [...connections].find((x) => x.loggedIn && x.active && x.companion === companion && !x.silent)
    if (!c || !c.send(stanza)) companion.inbox.push(stanza)
  }

  /** A message from the account's phone to one of its companions (encrypted by the phone). */
  const fromPhone = async (companion: Companion, message: proto.IMessage, attrs: Record<string, string> = {}) => {
    if (!account.phone.hasSession(account.lidUser, companion.deviceId))
      await account.phone.startSession(account.lidUser, companion.deviceId, takeBundle(companion.keys))
    const { type, ciphertext } = await account.phone.encrypt(
      account.lidUser,
      companion.deviceId,
      encodeWAMessage(message)
    )
    deliver(companion, {
      tag: "message",
      attrs: { from: accountJid, id: messageId(), t: now(), type: "text", ...attrs },
      content: [{ tag: "enc", attrs: { v: "2", type }, content: ciphertext }]
    })
  }

  /**
   * What the phone sends a newly linked companion once it is online: the initial history
   * (INITIAL_BOOTSTRAP, inline as the client asks for in its registration; this account has no
   * chats). Baileys then syncs app state and goes online; without it, it buffers its events for
   * 20 s waiting for the history.
   */
  const sendInitialHistory = async (companion: Companion) => {
    const history = proto.HistorySync.encode({
      syncType: proto.HistorySync.HistorySyncType.INITIAL_BOOTSTRAP,
      conversations: [],
      pushnames: [],
      progress: 100,
      chunkOrder: 0
    }).finish()
    await fromPhone(
      companion,
      {
        protocolMessage: {
          type: proto.Message.ProtocolMessage.Type.HISTORY_SYNC_NOTIFICATION,
          historySyncNotification: {
            syncType: proto.HistorySync.HistorySyncType.INITIAL_BOOTSTRAP,
            initialHistBootstrapInlinePayload: deflateSync(history),
            progress: 100,
            chunkOrder: 0
          }
        }
      },
      { category: "peer" }
    )
  }

  const scan = async (qr: string): Promise<LinkedDevice> => {
    const fields = qr.slice(qr.indexOf("#") + 1).split(",")
    const [ref, noiseB64, identityB64, advB64] = fields
    if (fields.length < 4 || !ref || !noiseB64 || !identityB64 || !advB64)
      throw new Error(`not a WhatsApp link QR: ${qr}`)
    const conn = [...connections].find((c) => c.registration?.refs.includes(ref))
    if (!conn?.registration || !conn.staticKey)
      throw new Error("QR ref not issued by this stand-in, or its connection is gone")
    const registration = conn.registration
    const identityKey = Buffer.from(identityB64, "base64")
    if (!Buffer.from(noiseB64, "base64").equals(conn.staticKey)) throw new Error("QR noise key is not the connection's")
    if (!identityKey.equals(registration.keys.identityKey)) throw new Error("QR identity key is not the registration's")

    const deviceId = account.nextDeviceId++
    const keyIndex = account.nextKeyIndex++
    const jid = `${account.user}:${deviceId}@s.whatsapp.net`
    const lid = `${account.lidUser}:${deviceId}@lid`
    const details = Buffer.from(
      proto.ADVDeviceIdentity.encode({
        rawId: randomInt(2 ** 31),
        timestamp: Math.floor(Date.now() / 1000),
        keyIndex,
        accountType: proto.ADVEncryptionType.E2EE,
        deviceType: proto.ADVEncryptionType.E2EE
      }).finish()
    )
    const accountKey = account.phone.identityPublic
    const accountSignature = Curve.sign(
      account.phone.identity.privKey,
      Buffer.concat([WA_ADV_ACCOUNT_SIG_PREFIX, details, identityKey])
    )
    const signedIdentity = Buffer.from(
      proto.ADVSignedDeviceIdentity.encode({ details, accountSignatureKey: accountKey, accountSignature }).finish()
    )
    const hmac = hmacSign(signedIdentity, Buffer.from(advB64, "base64"))
    const container = proto.ADVSignedDeviceIdentityHMAC.encode({ details: signedIdentity, hmac }).finish()
    const answer = await conn.request({
      tag: "iq",
      attrs: { from: S_WHATSAPP_NET, type: "set", id: conn.newId(), xmlns: "md", t: now() },
      content: [
        {
          tag: "pair-success",
          attrs: {},
          content: [
            { tag: "device-identity", attrs: { "key-index": String(keyIndex) }, content: container },
            { tag: "platform", attrs: { name: "android" } },
            { tag: "device", attrs: { jid, lid } }
          ]
        }
      ]
    })
    const signedBack = bytes(child(child(answer, "pair-device-sign"), "device-identity"))
    if (answer.attrs.type !== "result" || !signedBack) throw new Error("client refused pair-success")
    const back = proto.ADVSignedDeviceIdentity.decode(signedBack)
    if (!back.details || !Buffer.from(back.details).equals(details) || !back.deviceSignature)
      throw new Error("pair-device-sign carries other details or no device signature")
    const deviceMsg = Buffer.concat([WA_ADV_DEVICE_SIG_PREFIX, details, identityKey, accountKey])
    if (!verifies(identityKey, deviceMsg, back.deviceSignature)) throw new Error("device signature does not verify")

    account.companions.set(deviceId, {
      deviceId,
      jid,
      lid,
      keyIndex,
      noiseKey: conn.staticKey,
      identityKey,
      keys: registration.keys,
      inbox: [],
      historySent: false
    })
    conn.registration = undefined
    conn.streamError({ code: "515" })
    return { deviceId, jid, lid }
  }

  const phone: MockPhone = {
    jid: accountJid,
    lid: accountLid,
    scan,
    unlink: (deviceJid) => {
      const entry = [...account.companions.values()].find((c) => c.jid === deviceJid)
      if (!entry) throw new Error(`${deviceJid} is not linked`)
      account.companions.delete(entry.deviceId)
      for (const c of connections)
        if (c.companion === entry && c.loggedIn)
          c.streamError({ code: "401" }, [{ tag: "conflict", attrs: { type: "device_removed" } }])
    },
    linkedDevices: () => [...account.companions.values()].map(({ deviceId, jid, lid }) => ({ deviceId, jid, lid })),
    received: () => [...phoneReceived]
  }

  const contact = (phoneNumber: string, name = `Contact ${phoneNumber}`, options: ContactOptions = {}): MockContact => {
    const user = phoneNumber.replace(/\D/g, "")
    let c = contacts.get(user)
    if (!c) {
      c = {
        user,
        lidUser: String(200_000_000_000_000 + randomInt(1_000_000_000)),
        name,
        device: new SignalDevice(),
        received: [],
        receipts: [],
        autoDeliver: true
      }
      contacts.set(user, c)
    }
    if (options.deliveryReceipts) c.autoDeliver = options.deliveryReceipts === "auto"
    const me = c
    const jid = `${user}@s.whatsapp.net`
    const lid = `${me.lidUser}@lid`
    const send = async (message: proto.IMessage, sendOptions: SendOptions = {}) => {
      const id = sendOptions.id ?? messageId()
      const companions = [...account.companions.values()]
      if (!companions.length) throw new Error("the account has no linked device to deliver to")
      const via = sendOptions.via ?? "pn"
      const addressing: Record<string, string> =
        via === "pn"
          ? { from: jid, sender_lid: lid }
          : { from: lid, addressing_mode: "lid", ...(via === "lid" ? { sender_pn: jid } : {}) }
      const kind = stanzaKind(message)
      for (const companion of companions) {
        if (!me.device.hasSession(account.lidUser, companion.deviceId))
          await me.device.startSession(account.lidUser, companion.deviceId, takeBundle(companion.keys))
        const { type, ciphertext } = await me.device.encrypt(
          account.lidUser,
          companion.deviceId,
          encodeWAMessage(message)
        )
        deliver(companion, {
          tag: "message",
          attrs: { ...addressing, id, t: now(), ...kind, notify: me.name },
          content: [{ tag: "enc", attrs: { v: "2", type }, content: ciphertext }]
        })
      }
      return id
    }
    return {
      jid,
      lid,
      name: me.name,
      sendText: (body, sendOptions) => send({ conversation: body }, sendOptions),
      send,
      upload: async (bytes, type) => {
        const enc = await encryptMedia(bytes, type)
        const { mediaKey, fileSha256, fileEncSha256, fileLength } = enc
        return { url: media.serve(enc.file), mediaKey, fileSha256, fileEncSha256, fileLength }
      },
      received: () => [...me.received],
      waitForText: (match = () => true, timeoutMs = 15_000) =>
        waitFor(events, "text", () => me.received.find(match), timeoutMs, `a text to ${jid}`),
      receipts: () => [...me.receipts],
      waitForReceipt: (id, timeoutMs = 15_000) =>
        waitFor(events, "receipt", () => me.receipts.find((r) => r.id === id), timeoutMs, `a receipt for ${id}`),
      markRead: (id) => {
        const received = me.received.find((r) => r.id === id)
        if (!received) throw new Error(`${jid} has not received ${id}`)
        const companion = [...account.companions.values()].find((x) => x.jid === received.from)
        if (companion) deliver(companion, { tag: "receipt", attrs: { from: jid, id, t: now(), type: "read" } })
      },
      receipt: (id, type) => {
        const from = me.received.find((r) => r.id === id)?.from
        const attrs: Record<string, string> = { from: jid, id, t: now(), ...(type === "delivery" ? {} : { type }) }
        for (const companion of account.companions.values())
          if (from === undefined || companion.jid === from) deliver(companion, { tag: "receipt", attrs })
      }
    }
  }

  return {
    url: `ws://127.0.0.1:${port}/ws/chat`,
    rootPublicKey: copyBytes(identity.rootKey.public),
    certChain: identity.certChain,
    phone,
    contact,
    restartRequired: (deviceJid) => mustBeOnline(deviceJid).streamError({ code: "515" }),
    replaced: (deviceJid) =>
      mustBeOnline(deviceJid).streamError({}, [{ tag: "conflict", attrs: { type: "replaced" } }]),
    drop: (deviceJid) => mustBeOnline(deviceJid).ws.terminate(),
    goSilent: (deviceJid) => {
      mustBeOnline(deviceJid).silent = true
    },
    refuseConnections: (on) => {
      refusing = on
    },
    dropQrConnections: () => {
      for (const c of connections) if (c.registration) c.ws.terminate()
    },
    connectionTimes: () => [...connectionTimes],
    openConnections: () => connections.size,
    registrations: () => registrations,
    logins: () => [...logins],
    stallHandshakes: (on) => {
      stalled = on
    },
    isOnline: (deviceJid) => !!online(deviceJid),
    media,
    download: async (message) => {
      const found = mediaOf(message)
      const at = found?.file.directPath ?? found?.file.url
      const file = at ? media.fileAt(at) : undefined
      if (!found || !file || !found.file.mediaKey) throw new Error("no uploaded file for this message")
      return decryptMedia(file, found.file.mediaKey, found.type)
    },
    unhandledIqs: () => [...unhandled],
    errors: () => [...errors],
    close: async () => {
      for (const c of connections) c.ws.terminate()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await media.close()
    }
  }
}
