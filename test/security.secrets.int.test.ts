/**
 * Secrets at rest (runtime/src/platform/secrets), in both modes: after start the JWT signing key, the VAPID
 * private key, a tenant's transcriptionApiKey and the widget tokens are stored sealed, never plain,
 * and open with the env's key to the values the server uses; embedded mode keeps its data dir 0700
 * and the database files and secret.key 0600; production will not start without
 * ATENDE_SECRET_KEY; a store with the plain rows of an older version is sealed at start (once: a
 * second start changes nothing); and after `atende secrets rotate` every secret is under the new
 * key while sessions from before go on and widgets keep being served, before and after a restart
 * (and a production node still given the old key refuses to start).
 */
import { jwtVerify } from "jose"
import { execFile } from "node:child_process"
import { createHash, randomBytes } from "node:crypto"
import { existsSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { rotateSecrets } from "../cli/src/services/secrets"
import { isSealed, keyIdOf, sealedKeyId } from "../runtime/src/platform/secrets/box"
import { keyFile, oldKeyFile, readKeyFile } from "../runtime/src/platform/secrets/SecretBox"
import type { NodeHandle } from "../runtime/src/server/node"
import { demoToken, http, login, widgetClient, type Login } from "./support/clients"
import { envBox, makeEnv, productionAvailable, startTestNode, type Mode, type TestEnv } from "./support/modes"
import { rawStore, type RawStore } from "./support/rawStore"

const production = await productionAvailable()
const modes: Array<[Mode, boolean]> = [
  ["embedded", true],
  ["production", production.ok]
]
const ROOT = new URL("..", import.meta.url).pathname
const API_KEY = "sk-live-Zq81mPLAINTEXTapiKEY"
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex")
const mode8 = (path: string) => statSync(path).mode & 0o777

/** The stored secrets, as the database holds them. */
const storedSecrets = async (raw: RawStore) => {
  const one = async (text: string, ...params: Array<string | number>) => (await raw.query(text, ...params))[0]
  const jwt = String((await one("SELECT value FROM secrets WHERE name = $1", "jwt")).value)
  const vapid = JSON.parse(String((await one("SELECT value FROM secrets WHERE name = $1", "vapid")).value)) as {
    publicKey: string
    privateKey: string
  }
  const setting = JSON.parse(
    String((await one("SELECT value FROM settings WHERE key = $1", "transcriptionApiKey")).value)
  ) as string
  const channel = await one("SELECT id, token, token_hash FROM channels ORDER BY id LIMIT 1")
  return {
    jwt,
    vapid,
    setting,
    token: String(channel.token),
    tokenHash: channel.token_hash as string | null,
    channelId: Number(channel.id)
  }
}

/** A session from before still answers, and the demo widget is served and opens a conversation. */
const stillServes = async (node: NodeHandle, admin: Login, token: string, visitor: string) => {
  expect((await http(node.url, "GET", "/settings", { auth: admin })).json.transcriptionApiKey).toBe("********")
  expect(await demoToken(node.url)).toBe(token)
  const widget = await widgetClient(node.url, token, visitor)
  widget.close()
}

describe.each(modes)("secrets at rest (%s)", (mode, run) => {
  let env: TestEnv
  let node: NodeHandle | undefined
  let raw: RawStore

  beforeAll(async () => {
    if (!run) return
    env = await makeEnv(mode)
    node = await startTestNode(env)
    raw = rawStore(env)
  })
  afterAll(async () => {
    await raw?.close().catch(() => undefined)
    await node?.close().catch(() => undefined)
    await env?.cleanup()
  })

  const restart = async (extra?: Record<string, string>) => {
    await node?.close()
    node = undefined
    node = await startTestNode(env, extra)
    return node
  }

  it.skipIf(!run)(
    "no secret is stored in plain text; each opens with the key to the value the server uses",
    async () => {
      const admin = await login(node!.url, "admin@atende.local", "Admin12345")
      expect(
        (await http(node!.url, "PUT", "/settings/transcriptionApiKey", { auth: admin, body: { value: API_KEY } }))
          .status
      ).toBe(200)
      const token = await demoToken(node!.url)
      const publicKey = (await http(node!.url, "GET", "/push/vapid-public-key")).json.publicKey
      const stored = await storedSecrets(raw)
      const box = envBox(env)

      for (const sealed of [stored.jwt, stored.vapid.privateKey, stored.setting, stored.token])
        expect([sealed, sealedKeyId(sealed)]).toEqual([sealed, box.keyId])
      const jwtKey = Buffer.from(box.open(stored.jwt), "base64")
      expect(jwtKey.length).toBe(32)
      await jwtVerify(admin.token, jwtKey) // the key the node signs with
      expect(stored.vapid.publicKey).toBe(publicKey)
      const vapidPrivate = box.open(stored.vapid.privateKey)
      expect(vapidPrivate).toMatch(/^[\w-]{43}$/)
      expect(box.open(stored.setting)).toBe(API_KEY)
      expect(box.open(stored.token)).toBe(token)
      expect(stored.tokenHash).toBe(sha256(token))

      const plaintexts = [jwtKey.toString("base64"), vapidPrivate, API_KEY, token]
      const tables = JSON.stringify(
        await Promise.all(["secrets", "settings", "channels"].map((t) => raw.query(`SELECT * FROM ${t}`)))
      )
      for (const plain of plaintexts) expect(tables).not.toContain(plain)
      if (mode === "embedded") {
        // not in the file either, nor in the write-ahead log
        const db = join(env.dataDir, "atende.db")
        const bytes = Buffer.concat([readFileSync(db), ...(existsSync(`${db}-wal`) ? [readFileSync(`${db}-wal`)] : [])])
        for (const plain of plaintexts) expect(bytes.includes(Buffer.from(plain))).toBe(false)
      }
    }
  )

  // files exist in embedded mode only: the test is not declared for production
  if (mode === "embedded")
    it.skipIf(!run)("the data dir is 0700; the database, its WAL files and secret.key are 0600", () => {
      expect(mode8(env.dataDir)).toBe(0o700)
      const db = join(env.dataDir, "atende.db")
      for (const file of [db, `${db}-wal`, `${db}-shm`, keyFile(env.dataDir)])
        expect([file, mode8(file)]).toEqual([file, 0o600])
    })

  it.skipIf(!run)("a store with plain secrets (an older version's) is sealed at start, once", async () => {
    const admin = await login(node!.url, "admin@atende.local", "Admin12345")
    const token = await demoToken(node!.url)
    const box = envBox(env)
    const before = await storedSecrets(raw)
    await node!.close()
    node = undefined
    // back to how the version before sealing left it: plain values, no token_hash (channels/002_secrets undone)
    const plainVapid = JSON.stringify({ ...before.vapid, privateKey: box.open(before.vapid.privateKey) })
    await raw.query("UPDATE secrets SET value = $1 WHERE name = $2", box.open(before.jwt), "jwt")
    await raw.query("UPDATE secrets SET value = $1 WHERE name = $2", plainVapid, "vapid")
    await raw.query("UPDATE settings SET value = $1 WHERE key = $2", JSON.stringify(API_KEY), "transcriptionApiKey")
    await raw.query("DROP INDEX channels_token_hash")
    await raw.query("ALTER TABLE channels DROP COLUMN token_hash")
    await raw.query("UPDATE channels SET token = $1 WHERE id = $2", token, before.channelId)
    await raw.query("DELETE FROM atende_schema_migrations WHERE id = $1", "channels/002_secrets")

    await restart()
    const sealed = await storedSecrets(raw)
    for (const value of [sealed.jwt, sealed.vapid.privateKey, sealed.setting, sealed.token])
      expect(isSealed(value)).toBe(true)
    expect([
      box.open(sealed.jwt),
      box.open(sealed.vapid.privateKey),
      box.open(sealed.setting),
      box.open(sealed.token)
    ]).toEqual([box.open(before.jwt), box.open(before.vapid.privateKey), API_KEY, token])
    expect(sealed.tokenHash).toBe(sha256(token))
    await stillServes(node!, admin, token, `upgrade${mode.slice(0, 3)}1`)

    await restart()
    expect(await storedSecrets(raw)).toEqual(sealed)
  })

  it.skipIf(!run)(
    "after `secrets rotate` every secret is under the new key; old sessions and widgets go on",
    async () => {
      const admin = await login(node!.url, "admin@atende.local", "Admin12345")
      const token = await demoToken(node!.url)
      const oldBox = envBox(env)
      const before = await storedSecrets(raw)
      const newKey = mode === "production" ? randomBytes(32).toString("base64") : undefined

      const rotated = await rotateSecrets(env.config(), { newKey })
      expect(rotated).toMatchObject({
        previousKeyId: oldBox.keyId,
        sealed: 0,
        resealed: 4,
        total: 4,
        keySource: mode === "embedded" ? "file" : "env"
      })
      expect(rotated.keyId).not.toBe(oldBox.keyId)
      const stored = await storedSecrets(raw)
      for (const value of [stored.jwt, stored.vapid.privateKey, stored.setting, stored.token])
        expect(sealedKeyId(value)).toBe(rotated.keyId)
      expect(stored.tokenHash).toBe(before.tokenHash)

      if (mode === "embedded") {
        // the key file is replaced (0600), the old one gone; the running node follows the file
        const file = keyFile(env.dataDir)
        expect([keyIdOf(readKeyFile(file)), mode8(file), existsSync(oldKeyFile(env.dataDir))]).toEqual([
          rotated.keyId,
          0o600,
          false
        ])
        expect(rotated.newKey).toBeNull()
        await stillServes(node!, admin, token, "rotateemb1")
        await restart()
      } else {
        expect(rotated.next.join(" ")).toMatch(/Set ATENDE_SECRET_KEY=<the key given with --new-key> on every node/)
        await restart({ ATENDE_SECRET_KEY: newKey! })
      }
      const newBox = envBox(env, newKey ? { ATENDE_SECRET_KEY: newKey } : {})
      expect(newBox.keyId).toBe(rotated.keyId)
      expect([newBox.open(stored.jwt), newBox.open(stored.setting), newBox.open(stored.token)]).toEqual([
        oldBox.open(before.jwt),
        API_KEY,
        token
      ])
      await stillServes(node!, admin, token, `rotate${mode.slice(0, 3)}2`)
      if (mode === "production") {
        // a node still given the old key refuses to start, and says why
        await node!.close()
        node = undefined
        await expect(startTestNode(env)).rejects.toThrow(
          new RegExp(`sealed with key ${rotated.keyId}, which is not among this node's keys`)
        )
      }
    }
  )
})

describe("production without a secret key", () => {
  /** `node runtime/src/main.ts` as a production node starts, with nothing of this process's store or bus settings. */
  const start = (env: Record<string, string>) =>
    new Promise<{ status: number | null; stderr: string }>((resolve) => {
      const inherited = Object.fromEntries(
        Object.entries(process.env).filter(([k]) => !/^(ATENDE_|DATABASE_URL$|NATS_URL$|PORT$)/.test(k))
      )
      const production = {
        PORT: "0",
        HOST: "127.0.0.1",
        DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
        NATS_URL: "nats://127.0.0.1:1"
      }
      const options = { cwd: ROOT, env: { ...inherited, ...production, ...env }, timeout: 60_000 }
      execFile(process.execPath, ["--import", "tsx", "runtime/src/main.ts"], options, (error, _stdout, stderr) =>
        resolve({ status: error ? (typeof error.code === "number" ? error.code : null) : 0, stderr })
      )
    })

  it("refuses to start, naming ATENDE_SECRET_KEY, and never echoes a bad one", { timeout: 90_000 }, async () => {
    const [missing, bad] = await Promise.all([start({}), start({ ATENDE_SECRET_KEY: "not-a-key-at-all" })])
    expect(missing.status).toBe(1)
    expect(missing.stderr).toMatch(/ATENDE_SECRET_KEY is required when DATABASE_URL is set/)
    expect(bad.status).toBe(1)
    expect(bad.stderr).toMatch(/ATENDE_SECRET_KEY="\*\*\*": must be 32 bytes/)
    expect(bad.stderr).not.toContain("not-a-key-at-all")
  })
})
