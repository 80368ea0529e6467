/**
 * The real `atende` binary, run as users run it (node cli/bin/atende.js, cwd = repo root), against
 * a temporary data dir in embedded mode, and against a fresh Postgres database when one is
 * reachable (required when ATENDE_REQUIRE_SERVICES=1).
 */
import { spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { rmSync } from "node:fs"
import { createServer } from "node:net"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { atende, bin, cleanEnv, root, tempDir as makeTempDir, trackDatabase } from "./cliTestKit"

const PG_ADMIN_URL = process.env.ATENDE_TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"
const servicesRequired = process.env.ATENDE_REQUIRE_SERVICES === "1"

const dirs: Array<string> = []
const tempDir = () => makeTempDir(dirs)

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      const port = typeof address === "object" && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })

const pgUnreachable = async (): Promise<string | undefined> => {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.query("SELECT 1")
    return undefined
  } catch (e) {
    return `Postgres unreachable at ${PG_ADMIN_URL} (${e instanceof Error ? e.message : String(e)})`
  } finally {
    await client.end().catch(() => undefined)
  }
}

const adminQuery = async (sql: string) => {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

const pgSkipReason = await pgUnreachable()
if (pgSkipReason && !servicesRequired) console.warn(`[skipped] atende CLI on Postgres: ${pgSkipReason}`)
const databases: Array<string> = []

afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  for (const db of databases) await adminQuery(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`).catch(() => undefined)
})

describe("atende CLI, embedded mode", { timeout: 120_000 }, () => {
  let env: Record<string, string> = {}
  let tenantId = 0
  beforeAll(() => {
    env = { ATENDE_DATA_DIR: tempDir() }
  })

  it("migrate --json applies the migrations once", async () => {
    const first = await atende(["migrate", "--json"], env)
    expect(first.code, first.stderr).toBe(0)
    expect(first.json).toMatchObject({ store: "sqlite", total: expect.any(Number) })
    expect(first.json.applied.length).toBe(first.json.total)
    const again = await atende(["migrate", "--json"], env)
    expect(again.json).toMatchObject({ store: "sqlite", applied: [] })
  })

  it("tenant create --json provisions a tenant, then users can be added to it", async () => {
    const created = await atende(
      ["tenant", "create", "--name", "Acme Ltda", "--plan", "enterprise", "--admin-email", "Ana@Acme.test", "--json"],
      env
    )
    expect(created.code, created.stderr).toBe(0)
    const doc = created.json
    expect(doc.tenant).toMatchObject({ id: expect.any(Number), name: "Acme Ltda", plan: "enterprise" })
    expect(doc.admin).toMatchObject({ id: expect.any(Number), email: "ana@acme.test", profile: "admin" })
    expect(doc.adminPassword).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)[A-Za-z\d]{8,}$/)
    expect(doc.channel).toMatchObject({ type: "webchat", token: expect.stringMatching(/^[\w-]{16,}$/) })
    expect(doc.loginUrl).toBe("http://localhost:8080/#/login")
    tenantId = doc.tenant.id

    const user = await atende(
      [
        "user",
        "create",
        "--tenant",
        String(tenantId),
        "--name",
        "Carla Souza",
        "--email",
        "carla@acme.test",
        "--password",
        "Secret123",
        "--profile",
        "super",
        "--phone",
        "+55 (11) 98765-4321",
        "--json"
      ],
      env
    )
    expect(user.code, user.stderr).toBe(0)
    expect(user.json.user).toMatchObject({
      id: expect.any(Number),
      tenantId,
      name: "Carla Souza",
      email: "carla@acme.test",
      profile: "super",
      phoneNumber: "5511987654321"
    })
    expect(user.json.password).toBeNull()

    const duplicate = await atende(
      ["user", "create", "--tenant", String(tenantId), "--name", "Carla Again", "--email", "CARLA@acme.test", "--json"],
      env
    )
    expect(duplicate.code).toBe(1)
    expect(duplicate.json).toMatchObject({ error: "ERR_EMAIL_EXISTS", message: expect.any(String) })
  })

  it("user create reports every invalid field, and an unknown tenant", async () => {
    const bad = await atende(
      [
        "user",
        "create",
        "--tenant",
        String(tenantId),
        "--name",
        "Bo",
        "--email",
        "bo@acme",
        "--password",
        "short",
        "--json"
      ],
      env
    )
    expect(bad.code).toBe(1)
    expect(bad.json.error).toBe("ERR_VALIDATION")
    expect(bad.json.fields.map((f: { flag: string }) => f.flag).sort()).toEqual(["--email", "--password"])
    const unknown = await atende(
      ["user", "create", "--tenant", "9999", "--name", "Bo Silva", "--email", "bo@acme.test", "--json"],
      env
    )
    expect(unknown.json).toMatchObject({ error: "ERR_NO_TENANT_FOUND" })
  })

  it("a bad --plan is a usage error naming the allowed values", async () => {
    const json = await atende(
      ["tenant", "create", "--name", "X", "--admin-email", "x@x.test", "--plan", "gold", "--json"],
      env
    )
    expect(json.code).toBe(1)
    expect(json.json).toMatchObject({ error: "ERR_USAGE" })
    expect(json.json.message).toMatch(/--plan.*gold.*free, enterprise/)
    const human = await atende(["tenant", "create", "--name", "X", "--admin-email", "x@x.test", "--plan", "gold"], env)
    expect(human.code).toBe(1)
    expect(human.stdout).toBe("")
    expect(human.stderr).toMatch(/Allowed choices are free, enterprise/)
  })

  it("doctor --json reports the store reachable and the in-memory bus", async () => {
    const r = await atende(["doctor", "--json"], env)
    expect(r.code, r.stdout + r.stderr).toBe(0)
    expect(r.json).toMatchObject({
      ok: true,
      mode: "embedded",
      store: { kind: "sqlite", reachable: true },
      bus: { kind: "memory", reachable: true }
    })
    expect(r.json.store.latencyMs).toBeGreaterThanOrEqual(0)
    expect(r.json.outbound).toEqual({ pending: 0, failed: 0 })
    expect(r.json.tenants).toEqual([
      expect.objectContaining({
        id: tenantId,
        channels: [expect.objectContaining({ type: "webchat", status: expect.any(String) })]
      })
    ])
  })

  it("a bad environment variable is reported with its name", async () => {
    const r = await atende(["migrate", "--json"], { ...env, DATABASE_URL: "mysql://nope" })
    expect(r.code).toBe(1)
    expect(r.json).toMatchObject({ error: "ERR_CONFIG", message: expect.stringContaining("DATABASE_URL") })
  })
})

describe("atende serve", { timeout: 120_000 }, () => {
  it("prints the URLs and the demo login, answers /health, and stops on SIGTERM", async () => {
    const port = await freePort()
    const child = spawn(process.execPath, [bin, "serve"], {
      cwd: root,
      env: cleanEnv({ ATENDE_DATA_DIR: tempDir(), PORT: String(port), HOST: "127.0.0.1" })
    })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (d) => (stdout += String(d)))
    child.stderr.on("data", (d) => (stderr += String(d)))
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)))
    try {
      await new Promise<void>((resolve, reject) => {
        const started = Date.now()
        const poll = setInterval(() => {
          if (stdout.includes("Ctrl+C")) resolve()
          else if (child.exitCode !== null || Date.now() - started > 90_000)
            reject(new Error(`serve did not start: ${stdout}${stderr}`))
          else return
          clearInterval(poll)
        }, 50)
      })
      const base = `http://localhost:${port}`
      for (const link of [`${base}/`, `${base}/console/`, `${base}/demo`]) expect(stdout).toContain(link)
      expect(stdout).toContain("admin@atende.local")
      expect(stdout).toContain("shown only this once")
      const health = await fetch(`http://127.0.0.1:${port}/health`)
      expect(health.status).toBe(200)
      expect(await health.json()).toMatchObject({
        status: "ok",
        store: { ok: true, kind: "sqlite" },
        bus: { ok: true, kind: "memory" }
      })
      const password = /password\s+([A-Za-z0-9]{8,})/.exec(stdout)?.[1]
      const login = await fetch(`http://127.0.0.1:${port}/auth/login/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "admin@atende.local", password })
      })
      expect(login.status).toBe(200)
    } finally {
      child.kill("SIGTERM")
    }
    expect(await exited).toBe(0)
    expect(stdout).toContain("Stopped (SIGTERM)")
  })
})

describe("atende CLI on Postgres", { timeout: 120_000 }, () => {
  it.skipIf(pgSkipReason !== undefined && !servicesRequired)(
    "migrate and tenant create on a fresh database" +
      (pgSkipReason && !servicesRequired ? ` (skipped: ${pgSkipReason})` : ""),
    async () => {
      if (pgSkipReason) throw new Error(`ATENDE_REQUIRE_SERVICES=1 but ${pgSkipReason}`)
      const db = `atende_cli_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`
      trackDatabase(PG_ADMIN_URL, db)
      await adminQuery(`CREATE DATABASE ${db}`)
      databases.push(db)
      const url = new URL(PG_ADMIN_URL)
      url.pathname = `/${db}`
      const env = {
        DATABASE_URL: url.toString(),
        ATENDE_PUBLIC_URL: "https://atende.example.com",
        ATENDE_SECRET_KEY: randomBytes(32).toString("base64")
      }

      const migrated = await atende(["migrate", "--json"], env)
      expect(migrated.code, migrated.stdout + migrated.stderr).toBe(0)
      expect(migrated.json).toMatchObject({ store: "pg" })
      expect(migrated.json.applied.length).toBe(migrated.json.total)

      const created = await atende(
        [
          "tenant",
          "create",
          "--name",
          "Pg Co",
          "--admin-email",
          "admin@pg.test",
          "--admin-password",
          "Secret123",
          "--json"
        ],
        env
      )
      expect(created.code, created.stdout + created.stderr).toBe(0)
      expect(created.json).toMatchObject({
        tenant: { name: "Pg Co", plan: "free" },
        admin: { email: "admin@pg.test" },
        loginUrl: "https://atende.example.com/#/login"
      })
      expect(created.json.adminPassword).toBeNull()
      // the password given is the way in: no first-login link is made
      expect(created.json.firstLoginUrl).toBeNull()
    }
  )
})
