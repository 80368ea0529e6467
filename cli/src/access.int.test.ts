/**
 * The operators' and resellers' commands, running the real binary with --json: resellers and
 * their limits, tenants (list, show, plan, suspend, first-login link), users (list, deactivate,
 * reset-password). The whole scenario runs embedded; on a fresh Postgres database (when
 * reachable, required under ATENDE_REQUIRE_SERVICES=1) the part whose SQL differs by store runs
 * (reseller limits across tenants under row locks); the HTTP suites in test/ cover the rest of
 * that SQL on Postgres. Independent commands run side by side: each run starts the binary (~2 s).
 */
import { verifyPassword } from "@atende/runtime/platform/session/password"
import { parseConfig } from "@atende/runtime/platform/config/Config"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { randomBytes } from "node:crypto"
import { rmSync } from "node:fs"
import pg from "pg"
import { afterAll, describe, expect, it } from "vitest"
import { atende, tempDir, trackDatabase } from "./cliTestKit"
import { runStore } from "./services/runStore"

const PG_ADMIN_URL = process.env.ATENDE_TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"
const servicesRequired = process.env.ATENDE_REQUIRE_SERVICES === "1"
const dirs: Array<string> = []
const databases: Array<string> = []

const admin = async (sql: string, params: Array<unknown> = []) => {
  const c = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 })
  await c.connect()
  try {
    return (await c.query(sql, params)).rows
  } finally {
    await c.end()
  }
}
const pgReachable = await admin("SELECT 1").then(
  () => true,
  () => false
)
if (!pgReachable && !servicesRequired)
  console.warn(`[skipped] CLI access commands on Postgres: unreachable at ${PG_ADMIN_URL}`)

afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  for (const db of databases) await admin(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`).catch(() => undefined)
})

const embeddedEnv = () => ({ ATENDE_DATA_DIR: tempDir(dirs), ATENDE_PUBLIC_URL: "https://painel.revenda.test" })

const postgresEnv = async () => {
  const db = `atende_cli_acc_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`
  trackDatabase(PG_ADMIN_URL, db)
  await admin(`CREATE DATABASE ${db}`)
  databases.push(db)
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${db}`
  return {
    DATABASE_URL: url.toString(),
    ATENDE_PUBLIC_URL: "https://painel.revenda.test",
    ATENDE_SECRET_KEY: randomBytes(32).toString("base64")
  }
}

/** A reseller allowing 3 users and 1 connection, and a free tenant under it on a 10-day trial. */
const resellerWithTenant = async (env: Record<string, string>) => {
  const reseller = await atende(
    ["reseller", "create", "--name", "Revenda Norte", "--max-users", "3", "--max-connections", "1", "--json"],
    env
  )
  expect(reseller.code, reseller.stderr).toBe(0)
  expect(reseller.json.reseller).toMatchObject({
    id: expect.any(Number),
    name: "Revenda Norte",
    maxUsers: 3,
    maxConnections: 1
  })
  const rid = String(reseller.json.reseller.id)
  const created = await atende(
    [
      "tenant",
      "create",
      "--name",
      "Loja Norte",
      "--admin-email",
      "dono@norte.test",
      "--reseller",
      rid,
      "--trial-days",
      "10",
      "--json"
    ],
    env
  )
  expect(created.code, created.stderr).toBe(0)
  expect(created.json.tenant).toMatchObject({
    name: "Loja Norte",
    plan: "free",
    resellerId: Number(rid),
    license: "valid"
  })
  expect(created.json.firstLoginUrl).toMatch(/^https:\/\/painel\.revenda\.test\/#\/redefining\?token=[\w-]{40,}$/)
  return { rid, tid: String(created.json.tenant.id) }
}

describe("atende reseller, tenant and user commands", () => {
  it(
    "provision under a reseller's limits, then manage plan, licence and users (embedded)",
    { timeout: 180_000 },
    async () => {
      const env = embeddedEnv()
      const { rid, tid } = await resellerWithTenant(env)
      const [dupReseller, overLimit, badPlan, noRoom] = await Promise.all([
        atende(["reseller", "create", "--name", "revenda norte", "--json"], env),
        atende(
          ["tenant", "create", "--name", "Loja Dois", "--admin-email", "dois@norte.test", "--reseller", rid, "--json"],
          env
        ),
        atende(["tenant", "plan", tid, "--plan", "gold", "--json"], env),
        atende(["user", "create", "--tenant", tid, "--name", "Bia Lima", "--email", "bia@norte.test", "--json"], env)
      ])
      expect(dupReseller.json).toMatchObject({ error: "ERR_VALIDATION", fields: [{ field: "name" }] })
      expect([overLimit.code, overLimit.json.error]).toEqual([1, "ERR_RESELLER_CONNECTION_LIMIT_REACHED"])
      expect(badPlan.json.error).toBe("ERR_USAGE")
      expect(noRoom.json.error).toBe("ERR_PLAN_LIMIT_USERS")
      expect((await atende(["tenant", "plan", tid, "--plan", "enterprise", "--json"], env)).json).toMatchObject({
        tenant: { plan: "enterprise" },
        violations: []
      })
      const bia = await atende(
        ["user", "create", "--tenant", tid, "--name", "Bia Lima", "--email", "bia@norte.test", "--json"],
        env
      )
      expect(bia.code, bia.stdout).toBe(0)
      const [resellers, tenants, shown, users] = await Promise.all([
        atende(["reseller", "list", "--json"], env),
        atende(["tenant", "list", "--reseller", rid, "--json"], env),
        atende(["tenant", "show", tid, "--json"], env),
        atende(["user", "list", "--tenant", tid, "--json"], env)
      ])
      expect(resellers.json.resellers).toEqual([
        expect.objectContaining({ name: "Revenda Norte", usage: { tenants: 1, users: 2, connections: 1 } })
      ])
      expect(tenants.json.tenants.map((t: any) => t.name)).toEqual(["Loja Norte"])
      expect(shown.json.tenant).toMatchObject({ usage: { users: 2, connections: 1 }, trialEndsAt: expect.any(String) })
      expect(users.json.users.map((u: any) => [u.email, u.profile, u.active])).toEqual([
        ["dono@norte.test", "admin", true],
        ["bia@norte.test", "user", true]
      ])
      const [ownerId, biaId] = users.json.users.map((u: any) => String(u.id))
      const [noDeactivate, deactivated, link, reset, missing, suspended] = await Promise.all([
        atende(["user", "deactivate", ownerId, "--json"], env),
        atende(["user", "deactivate", biaId, "--json"], env),
        atende(["user", "reset-password", ownerId, "--link", "--json"], env),
        atende(["user", "reset-password", biaId, "--json"], env),
        atende(["user", "deactivate", "9999", "--json"], env),
        atende(["tenant", "suspend", tid, "--json"], env)
      ])
      expect(noDeactivate.json.error).toBe("ERR_ADMIN_CANNOT_BE_DEACTIVATED")
      expect(deactivated.json.user).toMatchObject({ email: "bia@norte.test", active: false })
      expect(link.json.link).toMatch(/^https:\/\/painel\.revenda\.test\/#\/redefining\?token=/)
      expect(reset.json).toMatchObject({ generated: true, password: expect.stringMatching(/^[A-Za-z0-9]{8,}$/) })
      expect(missing.json.error).toBe("ERR_NO_USER_FOUND")
      expect(suspended.json.tenant.license).toBe("blocked")
      expect((await atende(["tenant", "suspend", tid, "--lift", "--json"], env)).json.tenant.license).toBe("valid")
      const rows = await runStore(
        parseConfig(env),
        Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT password_hash FROM users WHERE id = ${Number(biaId)}`)
      )
      expect(await verifyPassword(reset.json.password, String((rows[0] as any).password_hash))).toBe(true)
    }
  )

  it.skipIf(!pgReachable && !servicesRequired)(
    "on Postgres: the reseller's limits, listing and suspension",
    { timeout: 120_000 },
    async () => {
      if (!pgReachable) throw new Error(`ATENDE_REQUIRE_SERVICES=1 but Postgres is unreachable at ${PG_ADMIN_URL}`)
      const env = await postgresEnv()
      const { rid, tid } = await resellerWithTenant(env)
      const [overLimit, shown, suspended] = await Promise.all([
        atende(
          ["tenant", "create", "--name", "Loja Dois", "--admin-email", "dois@norte.test", "--reseller", rid, "--json"],
          env
        ),
        atende(["tenant", "show", tid, "--json"], env),
        atende(["tenant", "suspend", tid, "--json"], env)
      ])
      expect(overLimit.json.error).toBe("ERR_RESELLER_CONNECTION_LIMIT_REACHED")
      expect(shown.json.tenant).toMatchObject({ resellerId: Number(rid), usage: { users: 1, connections: 1 } })
      expect(suspended.json.tenant.license).toBe("blocked")
      expect(
        (await atende(["tenant", "list", "--json"], env)).json.tenants.map((t: any) => [t.name, t.license])
      ).toEqual([["Loja Norte", "blocked"]])
    }
  )
})
