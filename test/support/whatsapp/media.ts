/**
 * WhatsApp's media servers, as the stand-in plays them (standin.ts). WhatsApp keeps a message's
 * file apart from it: the sender encrypts the file with a fresh media key (AES-256-CBC, then the
 * first 10 bytes of an HMAC-SHA256 over iv + ciphertext; keys expanded with HKDF as Baileys'
 * `getMediaKeys` does), uploads the encrypted bytes to a `media_conn` host, and sends the message
 * with the file's URL, key and hashes inside the Signal-encrypted message.
 *
 * - Uploads: Baileys posts to `https://<media_conn host>/mms/<type>/<enc sha256>?auth=…` (always
 *   HTTPS). The stand-in's host answers on 127.0.0.1 with a self-signed certificate made here;
 *   a test makes the client trust it (`trustMediaCertificate`, Node's https agent: the one
 *   Baileys' uploader uses), as it makes the client trust the stand-in's Noise certificate chain.
 *   The answer is `{ url, direct_path }`, as WhatsApp's.
 * - Downloads: the contacts' files are served over plain HTTP (`url` only, no `directPath`, so
 *   Baileys' downloader fetches the URL itself: with a direct path it would build an HTTPS URL,
 *   which Node's fetch checks against the built-in roots only).
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  generateKeyPairSync,
  randomBytes,
  sign
} from "node:crypto"
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from "node:http"
import { createServer as createHttpsServer, globalAgent } from "node:https"
import type { AddressInfo } from "node:net"
import { rootCertificates } from "node:tls"
import { getMediaKeys, type MediaType } from "@whiskeysockets/baileys"

export type EncryptedMedia = {
  /** ciphertext + 10-byte MAC: what the media server keeps */
  readonly file: Buffer
  readonly mediaKey: Buffer
  readonly fileSha256: Buffer
  readonly fileEncSha256: Buffer
  readonly fileLength: number
}

export const encryptMedia = async (plain: Uint8Array, type: MediaType): Promise<EncryptedMedia> => {
  const mediaKey = randomBytes(32)
  const { iv, cipherKey, macKey } = await getMediaKeys(mediaKey, type)
  const aes = createCipheriv("aes-256-cbc", cipherKey!, iv!)
  const enc = Buffer.concat([aes.update(plain), aes.final()])
  const mac = createHmac("sha256", macKey!).update(iv!).update(enc).digest().subarray(0, 10)
  const file = Buffer.concat([enc, mac])
  return {
    file,
    mediaKey,
    fileSha256: createHash("sha256").update(plain).digest(),
    fileEncSha256: createHash("sha256").update(file).digest(),
    fileLength: plain.length
  }
}

/** Checks the MAC and decrypts what a client uploaded; throws when the key does not open it. */
export const decryptMedia = async (file: Uint8Array, mediaKey: Uint8Array, type: MediaType): Promise<Buffer> => {
  const { iv, cipherKey, macKey } = await getMediaKeys(mediaKey, type)
  const enc = file.subarray(0, file.length - 10)
  const mac = createHmac("sha256", macKey!).update(iv!).update(enc).digest().subarray(0, 10)
  if (!mac.equals(Buffer.from(file.subarray(file.length - 10)))) throw new Error("media MAC does not verify")
  const aes = createDecipheriv("aes-256-cbc", cipherKey!, iv!)
  return Buffer.concat([aes.update(enc), aes.final()])
}

// --- a self-signed certificate for 127.0.0.1 (DER by hand: Node makes keys, not certificates) ---

const derLength = (n: number) =>
  n < 0x80 ? Buffer.from([n]) : n < 0x100 ? Buffer.from([0x81, n]) : Buffer.from([0x82, n >> 8, n & 0xff])
const tlv = (tag: number, ...parts: Array<Buffer>) => {
  const body = Buffer.concat(parts)
  return Buffer.concat([Buffer.from([tag]), derLength(body.length), body])
}
const seq = (...parts: Array<Buffer>) => tlv(0x30, ...parts)
const oid = (dotted: string) => {
  const [a = 0, b = 0, ...rest] = dotted.split(".").map(Number)
  const bytes = [40 * a + b]
  for (const n of rest) {
    const chunk = [n & 0x7f]
    for (let v = n >> 7; v > 0; v >>= 7) chunk.unshift((v & 0x7f) | 0x80)
    bytes.push(...chunk)
  }
  return tlv(0x06, Buffer.from(bytes))
}
const utcTime = (d: Date) => tlv(0x17, Buffer.from(d.toISOString().replace(/[-:T]/g, "").slice(2, 14) + "Z"))
const name = (cn: string) => seq(tlv(0x31, seq(oid("2.5.4.3"), tlv(0x0c, Buffer.from(cn)))))

export type Certificate = { readonly cert: string; readonly key: string }

/** A P-256 key and a self-signed certificate for 127.0.0.1, valid from an hour ago for a day. */
export const selfSignedCertificate = (): Certificate => {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" })
  const ecdsaSha256 = seq(oid("1.2.840.10045.4.3.2"))
  const now = Date.now()
  const subjectAltName = seq(oid("2.5.29.17"), tlv(0x04, seq(tlv(0x87, Buffer.from([127, 0, 0, 1])))))
  const tbs = seq(
    tlv(0xa0, tlv(0x02, Buffer.from([2]))),
    tlv(0x02, Buffer.concat([Buffer.from([0x01]), randomBytes(8)])),
    ecdsaSha256,
    name("127.0.0.1"),
    seq(utcTime(new Date(now - 3_600_000)), utcTime(new Date(now + 86_400_000))),
    name("127.0.0.1"),
    publicKey.export({ type: "spki", format: "der" }),
    tlv(0xa3, seq(subjectAltName))
  )
  const signature = sign("sha256", tbs, { key: privateKey, dsaEncoding: "der" })
  const der = seq(tbs, ecdsaSha256, tlv(0x03, Buffer.concat([Buffer.from([0]), signature])))
  const pem = der
    .toString("base64")
    .match(/.{1,64}/g)!
    .join("\n")
  return {
    cert: `-----BEGIN CERTIFICATE-----\n${pem}\n-----END CERTIFICATE-----\n`,
    key: privateKey.export({ type: "pkcs8", format: "pem" }).toString()
  }
}

/**
 * Makes this process's HTTPS clients that use Node's global agent (Baileys' media uploader) trust
 * `cert` besides the usual roots; answers the undo.
 */
export const trustMediaCertificate = (cert: string) => {
  const before = globalAgent.options.ca
  globalAgent.options.ca = [...rootCertificates, cert]
  return () => {
    globalAgent.options.ca = before
  }
}

// --- the servers ---

export type MediaServers = {
  /** `127.0.0.1:<port>`: the HTTPS host a media_conn answer names. */
  readonly uploadHost: string
  readonly certificate: Certificate
  /** Serves an encrypted file over HTTP; answers its URL. */
  readonly serve: (file: Buffer) => string
  /** The encrypted bytes a client uploaded (or the stand-in served) at this URL or direct path. */
  readonly fileAt: (urlOrPath: string) => Buffer | undefined
  /** Files the client uploaded, in order. */
  readonly uploads: () => ReadonlyArray<{ readonly path: string; readonly size: number }>
  /** Downloads the client made (paths). */
  readonly downloads: () => ReadonlyArray<string>
  readonly close: () => Promise<void>
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Array<Buffer> = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => resolve(Buffer.concat(chunks)))
    req.on("error", reject)
  })

export const startMediaServers = async (): Promise<MediaServers> => {
  const certificate = selfSignedCertificate()
  const files = new Map<string, Buffer>()
  const uploads: Array<{ path: string; size: number }> = []
  const downloads: Array<string> = []
  let next = 1
  const newPath = () => `/v/t62.standin/${next++}-${randomBytes(6).toString("hex")}.enc`

  const download = (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? "/", "http://x").pathname
    const file = files.get(path)
    downloads.push(path)
    if (!file) return void res.writeHead(404).end()
    res.writeHead(200, { "content-type": "application/octet-stream", "content-length": file.length }).end(file)
  }

  const http = createHttpServer((req, res) => {
    if (req.method === "GET") return download(req, res)
    res.writeHead(405).end()
  })
  const https = createHttpsServer({ cert: certificate.cert, key: certificate.key }, (req, res) => {
    if (req.method === "GET") return download(req, res)
    if (req.method !== "POST" || !req.url?.startsWith("/mms/")) return void res.writeHead(404).end()
    const url = new URL(req.url, "https://x")
    if (!url.searchParams.get("auth")) return void res.writeHead(401).end()
    readBody(req).then(
      (body) => {
        const path = newPath()
        files.set(path, body)
        uploads.push({ path, size: body.length })
        const json = JSON.stringify({ url: `https://${uploadHost}${path}`, direct_path: path })
        res.writeHead(200, { "content-type": "application/json" }).end(json)
      },
      () => res.writeHead(400).end()
    )
  })
  const listen = (server: typeof http | typeof https) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject)
      server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port))
    })
  const httpPort = await listen(http)
  const uploadHost = `127.0.0.1:${await listen(https)}`

  return {
    uploadHost,
    certificate,
    serve: (file) => {
      const path = newPath()
      files.set(path, file)
      return `http://127.0.0.1:${httpPort}${path}`
    },
    fileAt: (urlOrPath) =>
      files.get(urlOrPath.startsWith("/") ? urlOrPath.split("?")[0]! : new URL(urlOrPath).pathname),
    uploads: () => [...uploads],
    downloads: () => [...downloads],
    close: async () => {
      http.closeAllConnections()
      https.closeAllConnections()
      await Promise.all([new Promise((r) => http.close(r)), new Promise((r) => https.close(r))])
    }
  }
}
