/**
 * Secrets at rest: AES-256-GCM under a 32-byte key (ATENDE_SECRET_KEY, or the data dir's
 * secret.key in embedded mode). A sealed value reads `v1:<keyId>:<iv>:<tag>:<ct>` (base64url parts);
 * the key id (a hash prefix of the key, never the key) says which key sealed it, so after a
 * rotation old values are told from new ones. A box holds the current key, which seals, and any
 * older ones, which only open.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto"

export const KEY_BYTES = 32

/** 32 bytes as 64 hex digits or base64 (standard or url-safe); undefined for anything else. */
export const decodeKey = (text: string): Buffer | undefined => {
  const t = text.trim()
  if (/^[0-9a-f]{64}$/i.test(t)) return Buffer.from(t, "hex")
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(t)) return undefined
  const key = Buffer.from(t.replace(/-/g, "+").replace(/_/g, "/"), "base64")
  return key.length === KEY_BYTES ? key : undefined
}

export const encodeKey = (key: Uint8Array): string => Buffer.from(key).toString("base64")

export const newKey = (): Buffer => randomBytes(KEY_BYTES)

/** 8 hex digits naming a key; derived from it, so every node with the same key agrees. */
export const keyIdOf = (key: Uint8Array): string =>
  createHash("sha256").update("atende-secret-key-id:").update(key).digest("hex").slice(0, 8)

const SEALED = /^v1:([0-9a-f]{8}):([\w-]+):([\w-]+):([\w-]*)$/

export const isSealed = (value: string): boolean => SEALED.test(value)

/** The id of the key that sealed `value`; undefined when it is not sealed. */
export const sealedKeyId = (value: string): string | undefined => SEALED.exec(value)?.[1]

export class SecretKeyError extends Error {
  readonly _tag = "SecretKeyError"
}

export type Box = {
  /** The id of the key that seals. */
  readonly keyId: string
  /** Every key id this box can open with, the current one first. */
  readonly keyIds: ReadonlyArray<string>
  readonly seal: (plaintext: string) => string
  /**
   * The plaintext; throws SecretKeyError when the value is not sealed, or sealed by a key this box
   * lacks, or altered.
   */
  readonly open: (sealed: string) => string
}

/** A box sealing with `current` and opening with it and `older`. */
export const makeBox = (current: Uint8Array, older: ReadonlyArray<Uint8Array> = []): Box => {
  const keys = new Map<string, Uint8Array>()
  for (const k of [current, ...older]) if (!keys.has(keyIdOf(k))) keys.set(keyIdOf(k), k)
  const keyId = keyIdOf(current)
  return {
    keyId,
    keyIds: [...keys.keys()],
    seal: (plaintext) => {
      const iv = randomBytes(12)
      const cipher = createCipheriv("aes-256-gcm", current, iv)
      const ct = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()])
      return [
        "v1",
        keyId,
        iv.toString("base64url"),
        cipher.getAuthTag().toString("base64url"),
        ct.toString("base64url")
      ].join(":")
    },
    open: (sealed) => {
      const m = SEALED.exec(sealed)
      if (!m) throw new SecretKeyError("not a sealed value")
      const key = keys.get(m[1]!)
      if (!key)
        throw new SecretKeyError(
          `sealed with key ${m[1]}, which is not among this node's keys (${[...keys.keys()].join(", ")}): ` +
            "start with the key that sealed it " +
            "(ATENDE_SECRET_KEY, or the data dir's secret.key; " +
            "ATENDE_SECRET_KEY_PREVIOUS for the one before a rotation)"
        )
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(m[2]!, "base64url"))
        decipher.setAuthTag(Buffer.from(m[3]!, "base64url"))
        return Buffer.concat([decipher.update(Buffer.from(m[4]!, "base64url")), decipher.final()]).toString("utf8")
      } catch {
        throw new SecretKeyError(`sealed value under key ${m[1]} does not authenticate (altered or truncated)`)
      }
    }
  }
}
