/**
 * The node's secret box (box.ts) as a service, built from Config. The key is ATENDE_SECRET_KEY
 * (required in production); in embedded mode without it, `<dataDir>/secret.key`, generated on first
 * start (file 0600, directory 0700). Older keys only open: ATENDE_SECRET_KEY_PREVIOUS, and the
 * `secret.key.old` that `atende secrets rotate` keeps while it re-seals. A box on the key file
 * follows it: after a rotation by the CLI, a running node seals with the new key from its next
 * seal on, and opens values the new key sealed.
 *
 * Store.ts's SqlLive provides SecretBox next to the SqlClient. Store code whose callers are typed
 * with the SqlClient alone reads it through `optionalBox`/`requireBox`.
 */
import { Context, Effect, Layer, Option } from "effect"
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { Config, type AppConfig } from "../config/Config"
import { decodeKey, encodeKey, isSealed, makeBox, newKey, SecretKeyError, type Box } from "./box"

export class SecretBox extends Context.Tag("atende/SecretBox")<SecretBox, Box>() {}

export const keyFile = (dataDir: string) => join(dataDir, "secret.key")
export const oldKeyFile = (dataDir: string) => join(dataDir, "secret.key.old")

/** The data dir, created 0700 (an existing one is narrowed to 0700 when this process owns it). */
export const ensurePrivateDir = (dir: string) => {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  try {
    chmodSync(dir, 0o700)
  } catch {}
}

/** A key file's key; throws naming the file when it holds anything else. */
export const readKeyFile = (path: string): Buffer => {
  const key = decodeKey(readFileSync(path, "utf8"))
  if (!key) throw new SecretKeyError(`${path} does not hold a key (32 bytes as base64 or 64 hex digits)`)
  return key
}

/** Writes a key file readable by its owner only; `exclusive` fails when the file exists. */
export const writeKeyFile = (path: string, key: Uint8Array, exclusive = false) => {
  writeFileSync(path, `${encodeKey(key)}\n`, { mode: 0o600, flag: exclusive ? "wx" : "w" })
  chmodSync(path, 0o600)
}

/** The data dir's key, made on first use (two processes starting together agree on the first one written). */
export const dataDirKey = (dataDir: string): Buffer => {
  ensurePrivateDir(dataDir)
  const path = keyFile(dataDir)
  if (!existsSync(path)) {
    try {
      writeKeyFile(path, newKey(), true)
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e
    }
  }
  return readKeyFile(path)
}

/** Where the configuration takes its key from. */
export const keySource = (config: AppConfig): "env" | "file" => (config.secretKey ? "env" : "file")

/** The box as configured, read now (the CLI's rotation and the tests use this; nodes use SecretBoxLive). */
export const boxFromConfig = (config: AppConfig): Box => {
  const previous = config.previousSecretKey ? [config.previousSecretKey] : []
  if (config.secretKey) return makeBox(config.secretKey, previous)
  if (config.databaseUrl) throw new SecretKeyError("ATENDE_SECRET_KEY is required when DATABASE_URL is set")
  const current = dataDirKey(config.dataDir)
  const old = existsSync(oldKeyFile(config.dataDir)) ? [readKeyFile(oldKeyFile(config.dataDir))] : []
  return makeBox(current, [...old, ...previous])
}

/** A box on the data dir's key file that reloads when the file changes. */
const followingBox = (config: AppConfig): Box => {
  const stamp = () => {
    try {
      const s = statSync(keyFile(config.dataDir))
      return `${s.ino}:${s.mtimeMs}:${s.size}`
    } catch {
      return ""
    }
  }
  let box = boxFromConfig(config)
  let seen = stamp()
  const refresh = () => {
    const now = stamp()
    if (now === seen) return false
    box = boxFromConfig(config)
    seen = now
    return true
  }
  return {
    get keyId() {
      return box.keyId
    },
    get keyIds() {
      return box.keyIds
    },
    seal: (plaintext) => {
      refresh()
      return box.seal(plaintext)
    },
    open: (sealed) => {
      try {
        return box.open(sealed)
      } catch (e) {
        if (refresh()) return box.open(sealed)
        throw e
      }
    }
  }
}

export const SecretBoxLive = Layer.effect(
  SecretBox,
  Effect.map(Config, (config) => (keySource(config) === "file" ? followingBox(config) : boxFromConfig(config)))
)

/** The box, when the context has one (SqlLive provides it; bare test layers do not: they read plain rows only). */
export const optionalBox = Effect.serviceOption(SecretBox)

/** For writes: a secret is never stored plain, so a context without a box is a defect. */
export const requireBox = Effect.flatMap(optionalBox, (box) =>
  Option.isSome(box)
    ? Effect.succeed(box.value)
    : Effect.dieMessage("SecretBox missing: build the store with SqlLive (or provide SecretBoxLive)")
)

/**
 * A stored value's plaintext: opened when sealed, as it is when plain (rows from before the
 * upgrade, bare test stores).
 */
export const openValue = (box: Option.Option<Box>, value: string): string => {
  if (!isSealed(value)) return value
  if (Option.isNone(box)) throw new SecretKeyError("a sealed value was read without a SecretBox")
  return box.value.open(value)
}
