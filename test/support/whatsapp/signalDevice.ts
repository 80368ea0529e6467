/**
 * A WhatsApp device on the stand-in's side (the account's phone, or a contact's phone): a Signal
 * identity with a signed pre-key and one-time pre-keys, and sessions with the devices it talks to,
 * all done by libsignal (the library Baileys itself uses), kept in memory.
 *
 * Keys travel on the wire as WhatsApp sends them: 32-byte Curve25519 public keys (no 0x05 type
 * byte), ids as big-endian bytes, registration ids as 4 bytes.
 */
import { Curve, encodeBigEndian, generateRegistrationId, type BinaryNode } from "@whiskeysockets/baileys"
import { ProtocolAddress, SessionBuilder, SessionCipher, type SessionRecord, type SignalStorage } from "libsignal"

type SignalKeyPair = { pubKey: Buffer; privKey: Buffer }
export type PreKeyBundle = Parameters<SessionBuilder["initOutgoing"]>[0]

const KEY_TYPE = Buffer.from([5])
/** 33-byte libsignal form of a public key. */
export const signalKey = (key: Uint8Array) => (key.length === 33 ? Buffer.from(key) : Buffer.concat([KEY_TYPE, key]))
/** 32-byte wire form of a public key. */
export const wireKey = (key: Uint8Array) => Buffer.from(key.length === 33 ? key.subarray(1) : key)

/** What a companion uploaded with `<iq xmlns="encrypt" type="set">`. */
export type UploadedKeys = {
  registrationId: number
  identityKey: Buffer
  signedPreKey: { keyId: number; publicKey: Buffer; signature: Buffer }
  preKeys: Map<number, Buffer>
}

const bigEndian = (bytes: Uint8Array) => bytes.reduce((n, b) => n * 256 + b, 0)

const childBytes = (node: BinaryNode | undefined, tag: string): Buffer | undefined => {
  if (!node || !Array.isArray(node.content)) return undefined
  const child = node.content.find((c) => c.tag === tag)
  return child?.content instanceof Uint8Array ? Buffer.from(child.content) : undefined
}
const child = (node: BinaryNode | undefined, tag: string) =>
  node && Array.isArray(node.content) ? node.content.find((c) => c.tag === tag) : undefined

/** Reads a pre-key upload (`registration`, `type`, `identity`, `list`, `skey`), as Baileys sends it. */
export const parseKeyUpload = (iq: BinaryNode): UploadedKeys | undefined => {
  const registration = childBytes(iq, "registration")
  const identity = childBytes(iq, "identity")
  const skey = child(iq, "skey")
  const skeyId = childBytes(skey, "id")
  const skeyValue = childBytes(skey, "value")
  const skeySig = childBytes(skey, "signature")
  if (!registration || !identity || !skeyId || !skeyValue || !skeySig) return undefined
  const preKeys = new Map<number, Buffer>()
  const list = child(iq, "list")
  for (const key of Array.isArray(list?.content) ? list.content : []) {
    const id = childBytes(key, "id")
    const value = childBytes(key, "value")
    if (id && value) preKeys.set(bigEndian(id), value)
  }
  return {
    registrationId: bigEndian(registration),
    identityKey: identity,
    signedPreKey: { keyId: bigEndian(skeyId), publicKey: skeyValue, signature: skeySig },
    preKeys
  }
}

/** The `<user>` content of a key-bundle answer, taking (and so using up) one one-time pre-key. */
export const bundleNodes = (keys: UploadedKeys): Array<BinaryNode> => {
  const nodes: Array<BinaryNode> = [
    { tag: "registration", attrs: {}, content: encodeBigEndian(keys.registrationId) },
    { tag: "type", attrs: {}, content: KEY_TYPE },
    { tag: "identity", attrs: {}, content: wireKey(keys.identityKey) },
    {
      tag: "skey",
      attrs: {},
      content: [
        { tag: "id", attrs: {}, content: encodeBigEndian(keys.signedPreKey.keyId, 3) },
        { tag: "value", attrs: {}, content: wireKey(keys.signedPreKey.publicKey) },
        { tag: "signature", attrs: {}, content: keys.signedPreKey.signature }
      ]
    }
  ]
  const first = keys.preKeys.entries().next()
  if (!first.done) {
    const [id, value] = first.value
    keys.preKeys.delete(id)
    nodes.push({
      tag: "key",
      attrs: {},
      content: [
        { tag: "id", attrs: {}, content: encodeBigEndian(id, 3) },
        { tag: "value", attrs: {}, content: wireKey(value) }
      ]
    })
  }
  return nodes
}

/** A pre-key bundle for libsignal's SessionBuilder, taking one one-time pre-key. */
export const takeBundle = (keys: UploadedKeys): PreKeyBundle => {
  const first = keys.preKeys.entries().next()
  const preKey = first.done ? undefined : { keyId: first.value[0], publicKey: signalKey(first.value[1]) }
  if (preKey) keys.preKeys.delete(preKey.keyId)
  return {
    registrationId: keys.registrationId,
    identityKey: signalKey(keys.identityKey),
    signedPreKey: {
      keyId: keys.signedPreKey.keyId,
      publicKey: signalKey(keys.signedPreKey.publicKey),
      signature: keys.signedPreKey.signature
    },
    // libsignal accepts a bundle without a one-time pre-key; its .d.ts marks the field required
    preKey: preKey as PreKeyBundle["preKey"]
  }
}

/** A key pair in libsignal's form (33-byte public key). */
const newKeyPair = (): SignalKeyPair => {
  const pair = Curve.generateKeyPair()
  return { pubKey: signalKey(pair.public), privKey: Buffer.from(pair.private) }
}

export class SignalDevice {
  readonly registrationId = generateRegistrationId()
  readonly identity: SignalKeyPair = newKeyPair()
  private readonly signed = (() => {
    const keyPair = newKeyPair()
    return { keyId: 1, keyPair, signature: Buffer.from(Curve.sign(this.identity.privKey, keyPair.pubKey)) }
  })()
  private readonly preKeyPairs = new Map<number, SignalKeyPair>()
  private readonly sessions = new Map<string, SessionRecord>()
  /** What this device publishes; the server hands one-time pre-keys out of it. */
  readonly published: UploadedKeys

  constructor(preKeyCount = 20) {
    const preKeys = new Map<number, Buffer>()
    for (let id = 1; id <= preKeyCount; id++) {
      const keyPair = newKeyPair()
      this.preKeyPairs.set(id, keyPair)
      preKeys.set(id, keyPair.pubKey)
    }
    this.published = {
      registrationId: this.registrationId,
      identityKey: this.identity.pubKey,
      signedPreKey: {
        keyId: this.signed.keyId,
        publicKey: this.signed.keyPair.pubKey,
        signature: this.signed.signature
      },
      preKeys
    }
  }

  /** 32-byte identity key, as ADV and the wire carry it. */
  get identityPublic() {
    return wireKey(this.identity.pubKey)
  }

  private readonly storage: SignalStorage = {
    loadSession: async (id) => this.sessions.get(id),
    storeSession: async (id, session) => {
      this.sessions.set(id, session)
    },
    isTrustedIdentity: () => true,
    loadPreKey: async (id) => this.preKeyPairs.get(Number(id)),
    removePreKey: (id) => {
      this.preKeyPairs.delete(Number(id))
    },
    loadSignedPreKey: () => this.signed.keyPair,
    getOurRegistrationId: () => this.registrationId,
    getOurIdentity: () => this.identity
  }

  hasSession(name: string, device: number) {
    return this.sessions.get(new ProtocolAddress(name, device).toString())?.haveOpenSession() ?? false
  }

  async startSession(name: string, device: number, bundle: PreKeyBundle) {
    await new SessionBuilder(this.storage, new ProtocolAddress(name, device)).initOutgoing(bundle)
  }

  async encrypt(name: string, device: number, plaintext: Uint8Array) {
    const { type, body } = await new SessionCipher(this.storage, new ProtocolAddress(name, device)).encrypt(
      Buffer.from(plaintext)
    )
    return { type: type === 3 ? ("pkmsg" as const) : ("msg" as const), ciphertext: Buffer.from(body, "binary") }
  }

  async decrypt(name: string, device: number, type: string, ciphertext: Uint8Array) {
    const cipher = new SessionCipher(this.storage, new ProtocolAddress(name, device))
    const data = Buffer.from(ciphertext)
    if (type === "pkmsg") return cipher.decryptPreKeyWhisperMessage(data)
    if (type === "msg") return cipher.decryptWhisperMessage(data)
    throw new Error(`unsupported enc type ${type}`)
  }
}
