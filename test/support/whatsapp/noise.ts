/**
 * The server half of WhatsApp Web's transport, as Baileys' Utils/noise-handler.js speaks it:
 *
 * - the client opens with the intro header `WA 0x06 0x03` (NOISE_WA_HEADER: magic, protocol
 *   version, dictionary version), optionally preceded by an `ED` edge-routing header, then sends
 *   frames, each a 3-byte big-endian length and that many bytes; the server's frames are the same
 *   without the intro;
 * - the handshake is Noise `XX` over Curve25519 / AES-256-GCM / SHA-256 with WhatsApp's framing:
 *   ClientHello(e) -> ServerHello(e, enc(s), enc(cert chain)) -> ClientFinish(enc(s), enc(payload)),
 *   the payload being a `ClientPayload` protobuf (registration or login);
 * - afterwards every frame is AES-GCM with the split keys and a per-direction counter IV, and holds
 *   a binary node (a flag byte, then WABinary tokens).
 *
 * The certificate chain is a root key (which the test makes the client trust by setting
 * WA_CERT_DETAILS.PUBLIC_KEY), an intermediate signed by the root with issuerSerial = the
 * client's WA_CERT_DETAILS.SERIAL, and a leaf for the server's static key signed by the
 * intermediate: what noise-handler.js checks (its signature checks are no-ops in rc14, see
 * `verifies`; the serial check is real).
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync } from "node:crypto"
import { Curve, NOISE_MODE, NOISE_WA_HEADER, proto, type KeyPair } from "@whiskeysockets/baileys"
import { verifySignature } from "libsignal/src/curve.js"

/**
 * Checks an XEdDSA signature for real. Baileys' own `Curve.verify` (7.0.0-rc14) returns true for
 * any well-formed input: it only catches exceptions, and libsignal 6's verifySignature returns
 * false instead of throwing. So the client accepts any certificate chain and any ADV account
 * signature; the stand-in checks what it receives with this, and the tests check what it sends.
 */
export const verifies = (publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array) => {
  try {
    const key = publicKey.length === 33 ? Buffer.from(publicKey) : Buffer.concat([Buffer.from([5]), publicKey])
    return verifySignature(key, Buffer.from(message), Buffer.from(signature)) === true
  } catch {
    return false
  }
}

const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest()

const hkdf64 = (ikm: Uint8Array, salt: Uint8Array): [Buffer, Buffer] => {
  const out = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.alloc(0), 64))
  return [out.subarray(0, 32), out.subarray(32)]
}

const ivFor = (counter: number) => {
  const iv = Buffer.alloc(12)
  iv.writeUInt32BE(counter >>> 0, 8)
  return iv
}

const gcmEncrypt = (key: Uint8Array, iv: Uint8Array, plaintext: Uint8Array, aad: Uint8Array) => {
  const c = createCipheriv("aes-256-gcm", key, iv)
  c.setAAD(aad)
  return Buffer.concat([c.update(plaintext), c.final(), c.getAuthTag()])
}

const gcmDecrypt = (key: Uint8Array, iv: Uint8Array, ciphertext: Uint8Array, aad: Uint8Array) => {
  const d = createDecipheriv("aes-256-gcm", key, iv)
  d.setAAD(aad)
  d.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
  return Buffer.concat([d.update(ciphertext.subarray(0, ciphertext.length - 16)), d.final()])
}

/** The certificate chain the server presents, and the root key a client has to trust for it. */
export type ServerIdentity = {
  readonly rootKey: KeyPair
  readonly staticKey: KeyPair
  /** `CertChain` protobuf bytes. */
  readonly certChain: Buffer
}

export const makeServerIdentity = (rootSerial = 0): ServerIdentity => {
  const rootKey = Curve.generateKeyPair()
  const intermediateKey = Curve.generateKeyPair()
  const staticKey = Curve.generateKeyPair()
  const now = Math.floor(Date.now() / 1000)
  const Details = proto.CertChain.NoiseCertificate.Details
  const intermediateDetails = Buffer.from(
    Details.encode({
      serial: rootSerial + 1,
      issuerSerial: rootSerial,
      key: intermediateKey.public,
      notBefore: now - 3600,
      notAfter: now + 365 * 86400
    }).finish()
  )
  const leafDetails = Buffer.from(
    Details.encode({
      serial: rootSerial + 2,
      issuerSerial: rootSerial + 1,
      key: staticKey.public,
      notBefore: now - 3600,
      notAfter: now + 30 * 86400
    }).finish()
  )
  const certChain = Buffer.from(
    proto.CertChain.encode({
      intermediate: { details: intermediateDetails, signature: Curve.sign(rootKey.private, intermediateDetails) },
      leaf: { details: leafDetails, signature: Curve.sign(intermediateKey.private, leafDetails) }
    }).finish()
  )
  return { rootKey, staticKey, certChain }
}

/** Splits the byte stream of one connection into frames (and strips the client's intro once). */
export class FrameReader {
  private buffered = Buffer.alloc(0)
  private introSeen = false

  /** Feeds bytes in; returns the complete frames now available. Throws on a bad intro. */
  push(data: Buffer): Array<Buffer> {
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, data]) : Buffer.from(data)
    if (!this.introSeen) {
      if (this.buffered.length >= 2 && this.buffered.subarray(0, 2).toString("latin1") === "ED") {
        // edge routing header: "ED", 0, 1, 3-byte length, routing info, then the WA header
        if (this.buffered.length < 7) return []
        const len = (this.buffered[4] << 16) | this.buffered.readUInt16BE(5)
        if (this.buffered.length < 7 + len) return []
        this.buffered = this.buffered.subarray(7 + len)
      }
      if (this.buffered.length < NOISE_WA_HEADER.length) return []
      if (!this.buffered.subarray(0, NOISE_WA_HEADER.length).equals(NOISE_WA_HEADER))
        throw new Error(`bad intro header ${this.buffered.subarray(0, 4).toString("hex")}`)
      this.buffered = this.buffered.subarray(NOISE_WA_HEADER.length)
      this.introSeen = true
    }
    const frames: Array<Buffer> = []
    while (this.buffered.length >= 3) {
      const size = (this.buffered[0] << 16) | (this.buffered[1] << 8) | this.buffered[2]
      if (this.buffered.length < size + 3) break
      frames.push(Buffer.from(this.buffered.subarray(3, size + 3)))
      this.buffered = this.buffered.subarray(size + 3)
    }
    return frames
  }
}

export const frame = (payload: Uint8Array) => {
  const out = Buffer.alloc(3 + payload.length)
  out[0] = (payload.length >>> 16) & 0xff
  out[1] = (payload.length >>> 8) & 0xff
  out[2] = payload.length & 0xff
  out.set(payload, 3)
  return out
}

/** Transport keys after the handshake, from the server's side. */
export class Transport {
  private readCounter = 0
  private writeCounter = 0
  constructor(
    private readonly encKey: Buffer,
    private readonly decKey: Buffer
  ) {}
  encrypt(plaintext: Uint8Array) {
    return gcmEncrypt(this.encKey, ivFor(this.writeCounter++), plaintext, Buffer.alloc(0))
  }
  decrypt(ciphertext: Uint8Array) {
    return gcmDecrypt(this.decKey, ivFor(this.readCounter++), ciphertext, Buffer.alloc(0))
  }
}

/** What the client told us in its ClientFinish. */
export type HandshakeResult = {
  /** The client's static Noise key (creds.noiseKey.public): identifies a paired companion. */
  readonly clientStaticKey: Buffer
  readonly payload: proto.ClientPayload
  readonly transport: Transport
}

/**
 * One server-side handshake: `hello` answers the client's first frame with the ServerHello bytes,
 * `finish` takes the client's second frame and returns the transport and the client's payload.
 */
export class ServerHandshake {
  private hash: Buffer
  private salt: Buffer
  private key: Buffer
  private counter = 0
  private ephemeral: KeyPair | undefined

  constructor(private readonly identity: ServerIdentity) {
    const mode = Buffer.from(NOISE_MODE)
    this.hash = mode.length === 32 ? mode : sha256(mode)
    this.salt = this.hash
    this.key = this.hash
    this.authenticate(NOISE_WA_HEADER)
  }

  private authenticate(data: Uint8Array) {
    this.hash = sha256(Buffer.concat([this.hash, data]))
  }
  private mixIntoKey(data: Uint8Array) {
    const [write, read] = hkdf64(data, this.salt)
    this.salt = write
    this.key = read
    this.counter = 0
  }
  private encrypt(plaintext: Uint8Array) {
    const out = gcmEncrypt(this.key, ivFor(this.counter++), plaintext, this.hash)
    this.authenticate(out)
    return out
  }
  private decrypt(ciphertext: Uint8Array) {
    const out = gcmDecrypt(this.key, ivFor(this.counter++), ciphertext, this.hash)
    this.authenticate(ciphertext)
    return out
  }

  hello(clientFrame: Buffer): Buffer {
    const { clientHello } = proto.HandshakeMessage.decode(clientFrame)
    const clientEphemeral = clientHello?.ephemeral
    if (!clientEphemeral || clientEphemeral.length !== 32) throw new Error("ClientHello without an ephemeral key")
    this.authenticate(clientEphemeral)
    const ephemeral = Curve.generateKeyPair()
    this.ephemeral = ephemeral
    this.authenticate(ephemeral.public)
    this.mixIntoKey(Curve.sharedKey(ephemeral.private, clientEphemeral))
    const staticEnc = this.encrypt(this.identity.staticKey.public)
    this.mixIntoKey(Curve.sharedKey(this.identity.staticKey.private, clientEphemeral))
    const payloadEnc = this.encrypt(this.identity.certChain)
    return Buffer.from(
      proto.HandshakeMessage.encode({
        serverHello: { ephemeral: ephemeral.public, static: staticEnc, payload: payloadEnc }
      }).finish()
    )
  }

  finish(clientFrame: Buffer): HandshakeResult {
    if (!this.ephemeral) throw new Error("ClientFinish before ClientHello")
    const { clientFinish } = proto.HandshakeMessage.decode(clientFrame)
    if (!clientFinish?.static || !clientFinish.payload) throw new Error("ClientFinish without static key or payload")
    const clientStaticKey = this.decrypt(clientFinish.static)
    this.mixIntoKey(Curve.sharedKey(this.ephemeral.private, clientStaticKey))
    const payload = proto.ClientPayload.decode(this.decrypt(clientFinish.payload))
    const [clientWrite, clientRead] = hkdf64(Buffer.alloc(0), this.salt)
    return { clientStaticKey, payload, transport: new Transport(clientRead, clientWrite) }
  }
}
