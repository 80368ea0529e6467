/**
 * `atende secrets rotate`: every secret of the store (runtime/src/platform/secrets/reseal.ts) re-sealed
 * under a new key in one transaction. Embedded mode on the data dir's key file: the current key
 * is kept as secret.key.old, the new one written as secret.key (0600), the store re-sealed, then
 * secret.key.old removed; a failure puts the old key back. A node that runs meanwhile follows the
 * file. With ATENDE_SECRET_KEY (production): the store is re-sealed, and the command says what to
 * set on every node (nodes running with the old key cannot open what the new key sealed until
 * they restart with it).
 */
import type { AppConfig } from "@atende/runtime/platform/config/Config"
import { decodeKey, encodeKey, keyIdOf, makeBox, newKey, type Box } from "@atende/runtime/platform/secrets/box"
import { resealAll, type ResealCounts } from "@atende/runtime/platform/secrets/reseal"
import {
  boxFromConfig,
  keyFile,
  keySource,
  oldKeyFile,
  readKeyFile,
  writeKeyFile
} from "@atende/runtime/platform/secrets/SecretBox"
import { Dialect, MIGRATION_LOCK } from "@atende/runtime/platform/store/Store"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { renameSync, rmSync } from "node:fs"
import { CliError } from "./CliError"
import { storeLocation } from "./config"
import { runStore, runWithStore } from "./runStore"

export type Rotated = ResealCounts & {
  readonly store: "sqlite" | "pg"
  readonly location: string
  /** Where the key comes from: the data dir's key file, or ATENDE_SECRET_KEY. */
  readonly keySource: "file" | "env"
  readonly previousKeyId: string
  readonly keyId: string
  /** The key file written (file source). */
  readonly keyFile: string | null
  /**
   * The new key, base64, when this command made it and it must be set by hand (env source); never
   * printed otherwise.
   */
  readonly newKey: string | null
  /** What is left to do. */
  readonly next: ReadonlyArray<string>
}

/** Re-seals under the new box, in one transaction, behind the migrations' lock (Postgres). */
const resealUnderLock = (box: Box) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { kind } = yield* Dialect
    const counts = yield* sql.withTransaction(
      Effect.gen(function* () {
        if (kind === "pg") yield* sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`
        return yield* resealAll(box)
      })
    )
    return { ...counts, store: kind }
  })

const badNewKey = (message: string, hint: string) =>
  new CliError("ERR_VALIDATION", `Invalid input: --new-key: ${message}`, hint, [{ field: "newKey", message }])

const parseNewKey = (text: string | undefined): Buffer => {
  if (text === undefined) return newKey()
  const key = decodeKey(text)
  if (!key)
    throw badNewKey(
      "must be 32 bytes as base64 or 64 hex digits",
      "Make one with `openssl rand -base64 32`, or leave --new-key out to have one made."
    )
  return key
}

/** Replaces a file at once (a reader sees the old content or the new, never a partial one). */
const replaceKeyFile = (path: string, key: Uint8Array) => {
  writeKeyFile(`${path}.tmp`, key)
  renameSync(`${path}.tmp`, path)
}

export const rotateSecrets = async (config: AppConfig, opts: { newKey?: string | undefined }): Promise<Rotated> => {
  const next = parseNewKey(opts.newKey)
  const source = keySource(config)
  // pending migrations first, and anything plain or under secret.key.old sealed under the current key
  await runWithStore(config, Effect.void)
  const current = boxFromConfig(config)
  if (keyIdOf(next) === current.keyId)
    throw badNewKey("it is the current key", "Give a different key, or leave --new-key out.")
  const base = {
    location: storeLocation(config),
    keySource: source,
    previousKeyId: current.keyId,
    keyId: keyIdOf(next)
  } as const

  if (source === "env") {
    const older = [config.secretKey!, ...(config.previousSecretKey ? [config.previousSecretKey] : [])]
    const counts = await runStore(config, resealUnderLock(makeBox(next, older)))
    const value = opts.newKey === undefined ? encodeKey(next) : null
    return {
      ...base,
      ...counts,
      keyFile: null,
      newKey: value,
      next: [
        `Set ATENDE_SECRET_KEY=${value ?? "<the key given with --new-key>"} on every node, ` +
          "and ATENDE_SECRET_KEY_PREVIOUS to the key it replaces " +
          "(the current ATENDE_SECRET_KEY); restart them all.",
        "Until a node restarts with the new key it cannot open what that key sealed " +
          "(web-chat tokens shown to administrators, the VAPID key, " +
          "API keys in settings); logins, sessions and widgets keep working.",
        "Once every node runs with the new key, run `atende migrate` " +
          "(it re-seals anything an old node sealed meanwhile) and remove ATENDE_SECRET_KEY_PREVIOUS."
      ]
    }
  }

  const path = keyFile(config.dataDir)
  const oldPath = oldKeyFile(config.dataDir)
  const currentKey = readKeyFile(path)
  writeKeyFile(oldPath, currentKey)
  replaceKeyFile(path, next)
  const box = makeBox(next, [currentKey, ...(config.previousSecretKey ? [config.previousSecretKey] : [])])
  let counts: ResealCounts & { readonly store: "sqlite" | "pg" }
  try {
    counts = await runStore(config, resealUnderLock(box))
  } catch (e) {
    // nothing was re-sealed: the old key stays the key
    replaceKeyFile(path, currentKey)
    rmSync(oldPath, { force: true })
    throw e
  }
  // A node that sealed with the old key just before the file changed and wrote just after the
  // re-seal is caught by a second pass (which otherwise finds everything current). Should it
  // fail, secret.key.old stays, and the next start re-seals under the new key.
  await runStore(config, resealUnderLock(box))
  rmSync(oldPath, { force: true })
  return {
    ...base,
    ...counts,
    keyFile: path,
    newKey: null,
    next: [`The new key is in ${path} (mode 0600): back it up with the data directory; the old one is gone.`]
  }
}
