/**
 * The real binary, embedded mode: the data dir it makes is private (dir 0700, database and
 * secret.key 0600); `tenant create` with a password gives no first-login link (without one it
 * does); `secrets rotate` re-seals the store under a new key (made, or given with --new-key) and
 * replaces the key file, so the stored widget tokens open with the new key only; with
 * ATENDE_SECRET_KEY it prints the key to set instead; a bad --new-key is refused, naming the flag.
 */
import { parseConfig } from "@atende/runtime/platform/config/Config"
import { keyIdOf, makeBox, sealedKeyId } from "@atende/runtime/platform/secrets/box"
import { keyFile, oldKeyFile, readKeyFile } from "@atende/runtime/platform/secrets/SecretBox"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { randomBytes } from "node:crypto"
import { existsSync, rmSync, statSync } from "node:fs"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { atende, tempDir } from "./cliTestKit"
import { runStore } from "./services/runStore"

const dirs: Array<string> = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const mode8 = (path: string) => statSync(path).mode & 0o777

/** Every widget token as stored, and its channel id. */
const storedTokens = async (env: Record<string, string>) => {
  const rows = await runStore(
    parseConfig(env),
    Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT id, token FROM channels ORDER BY id`)
  )
  return rows.map((r: any) => String(r.token))
}

describe("atende secrets and first-login links (embedded)", () => {
  it(
    "a private data dir; a link only when no password was given; rotate re-seals under the new key",
    { timeout: 120_000 },
    async () => {
      const env = { ATENDE_DATA_DIR: tempDir(dirs) }
      expect((await atende(["migrate", "--json"], env)).code).toBe(0)
      const [withPassword, human, withoutPassword] = await Promise.all([
        atende(
          [
            "tenant",
            "create",
            "--name",
            "Com Senha",
            "--admin-email",
            "a@senha.test",
            "--admin-password",
            "Secret123",
            "--json"
          ],
          env
        ),
        atende(
          ["tenant", "create", "--name", "Humano", "--admin-email", "b@senha.test", "--admin-password", "Secret123"],
          env
        ),
        atende(["tenant", "create", "--name", "Sem Senha", "--admin-email", "c@senha.test"], env)
      ])
      expect(withPassword.code, withPassword.stderr).toBe(0)
      expect(withPassword.json).toMatchObject({ adminPassword: null, firstLoginUrl: null })
      expect(human.code, human.stderr).toBe(0)
      expect(human.stdout).not.toMatch(/first login|first-login|redefining/i)
      expect(withoutPassword.code, withoutPassword.stderr).toBe(0)
      expect(withoutPassword.stdout).toMatch(/first login\s+http:\/\/localhost:8080\/#\/redefining\?token=/)

      expect(mode8(env.ATENDE_DATA_DIR)).toBe(0o700)
      for (const file of [join(env.ATENDE_DATA_DIR, "atende.db"), keyFile(env.ATENDE_DATA_DIR)])
        expect([file, mode8(file)]).toEqual([file, 0o600])

      const firstKey = readKeyFile(keyFile(env.ATENDE_DATA_DIR))
      const tokens = (await storedTokens(env)).map((t) => makeBox(firstKey).open(t))
      expect(tokens).toContain(withPassword.json.channel.token)

      const rotated = await atende(["secrets", "rotate", "--json"], env)
      expect(rotated.code, rotated.stdout + rotated.stderr).toBe(0)
      const secondKey = readKeyFile(keyFile(env.ATENDE_DATA_DIR))
      const keyIds = { previousKeyId: keyIdOf(firstKey), keyId: keyIdOf(secondKey) }
      expect(rotated.json).toMatchObject({ store: "sqlite", keySource: "file", ...keyIds, newKey: null, sealed: 0 })
      // three widget tokens (the JWT and VAPID keys come with a node's first start)
      expect(rotated.json).toMatchObject({ resealed: 3, total: 3 })
      expect([mode8(keyFile(env.ATENDE_DATA_DIR)), existsSync(oldKeyFile(env.ATENDE_DATA_DIR))]).toEqual([0o600, false])
      const resealed = await storedTokens(env)
      expect(resealed.map((t) => sealedKeyId(t))).toEqual(resealed.map(() => keyIdOf(secondKey)))
      expect(resealed.map((t) => makeBox(secondKey).open(t))).toEqual(tokens)
      expect(() => makeBox(firstKey).open(resealed[0]!)).toThrow(/not among this node's keys/)

      const [bad, same] = await Promise.all([
        atende(["secrets", "rotate", "--new-key", "short", "--json"], env),
        atende(["secrets", "rotate", "--new-key", secondKey.toString("hex"), "--json"], env)
      ])
      expect(bad.json).toMatchObject({ error: "ERR_VALIDATION", fields: [{ flag: "--new-key" }] })
      expect(bad.json.message).toMatch(/--new-key: must be 32 bytes/)
      expect(same.json).toMatchObject({
        error: "ERR_VALIDATION",
        message: expect.stringContaining("it is the current key")
      })
      const given = randomBytes(32)
      const humanRotate = await atende(["secrets", "rotate", "--new-key", given.toString("base64")], env)
      expect(humanRotate.code, humanRotate.stderr).toBe(0)
      expect(humanRotate.stdout).toContain(`Secrets re-sealed under key ${keyIdOf(given)}`)
      expect(humanRotate.stdout).not.toContain(given.toString("base64"))
      expect(keyIdOf(readKeyFile(keyFile(env.ATENDE_DATA_DIR)))).toBe(keyIdOf(given))
      expect((await storedTokens(env)).map((t) => makeBox(given).open(t))).toEqual(tokens)
    }
  )

  it(
    "with ATENDE_SECRET_KEY, rotate prints the new key to set and leaves no key file",
    { timeout: 60_000 },
    async () => {
      const env = { ATENDE_DATA_DIR: tempDir(dirs), ATENDE_SECRET_KEY: randomBytes(32).toString("hex") }
      const created = await atende(
        ["tenant", "create", "--name", "Chave", "--admin-email", "d@chave.test", "--json"],
        env
      )
      expect(created.code, created.stderr).toBe(0)
      const r = await atende(["secrets", "rotate", "--json"], env)
      expect(r.code, r.stdout + r.stderr).toBe(0)
      expect(r.json).toMatchObject({
        keySource: "env",
        keyFile: null,
        newKey: expect.stringMatching(/^[A-Za-z0-9+/]{43}=$/)
      })
      expect(r.json.next[0]).toContain(`ATENDE_SECRET_KEY=${r.json.newKey}`)
      expect(existsSync(keyFile(env.ATENDE_DATA_DIR))).toBe(false)
      const [token] = await storedTokens({ ...env, ATENDE_SECRET_KEY: r.json.newKey })
      expect(makeBox(Buffer.from(r.json.newKey, "base64")).open(token!)).toBe(created.json.channel.token)
    }
  )
})
