/**
 * The operators' and resellers' commands, running the real binary with --json: resellers and
 * their limits, tenants (list, show, plan, suspend, first-login link), users (list, deactivate,
 * reset-password). Embedded always; on a fresh Postgres database when reachable (required when
 * ATENDE_REQUIRE_SERVICES=1). Independent commands run side by side to keep the file quick.
 */
import { verifyPassword } from "@atende/runtime/auth/password"
import { parseConfig } from "@atende/runtime/config/Config"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { rmSync } from "node:fs"
import pg from "pg"
import { afterAll, describe, expect, it } from "vitest"
import { atende, tempDir } from "./cliTestKit"
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
const pgReachable = await admin("SELECT 1").then(() => true, () => false)
if (!pgReachable && !servicesRequired) console.warn(`[skipped] CLI access commands on Postgres: unreachable at ${PG_ADMIN_URL}`)

afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  for (const db of databases) await admin(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`).catch(() => undefined)
})

const modes = [
  { mode: "embedded", env: async () => ({ ATENDE_DATA_DIR: tempDir(dirs), ATENDE_PUBLIC_URL: "https://painel.revenda.test" }), run: true },
  {
    mode: "postgres",
    env: async () => {
      const db = `atende_cli_acc_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`
      await admin(`CREATE DATABASE ${db}`)
      databases.push(db)
      const url = new URL(PG_ADMIN_URL)
      url.pathname = `/${db}`
      return { DATABASE_URL: url.toString(), ATENDE_PUBLIC_URL: "https://painel.revenda.test" }
    },
    run: pgReachable || servicesRequired
  }
]

describe.each(modes)("atende reseller, tenant and user commands ($mode)", ({ env: makeEnv, run }) => {
  it.skipIf(!run)("provision under a reseller's limits, then manage plan, licence and users", async () => {
    const env = await makeEnv()
    const reseller = await atende(["reseller", "create", "--name", "Revenda Norte", "--max-users", "3", "--max-connections", "1", "--json"], env)
    expect(reseller.code, reseller.stderr).toBe(0)
    expect(reseller.json.reseller).toMatchObject({ id: expect.any(Number), name: "Revenda Norte", maxUsers: 3, maxConnections: 1 })
    const rid = String(reseller.json.reseller.id)
    const created = await atende(["tenant", "create", "--name", "Loja Norte", "--admin-email", "dono@norte.test", "--reseller", rid, "--trial-days", "10", "--json"], env)
    expect(created.code, created.stderr).toBe(0)
    expect(created.json.tenant).toMatchObject({ name: "Loja Norte", plan: "free", resellerId: Number(rid), license: "valid" })
    expect(created.json.firstLoginUrl).toMatch(/^https:\/\/painel\.revenda\.test\/#\/redefining\?token=[\w-]{40,}$/)
    const tid = String(created.json.tenant.id)
    const [dupReseller, overLimit, badPlan] = await Promise.all([
      atende(["reseller", "create", "--name", "revenda norte", "--json"], env),
      atende(["tenant", "create", "--name", "Loja Dois", "--admin-email", "dois@norte.test", "--reseller", rid, "--json"], env),
      atende(["tenant", "plan", tid, "--plan", "gold", "--json"], env)
    ])
    expect(dupReseller.json).toMatchObject({ error: "ERR_VALIDATION", fields: [{ field: "name" }] })
    expect([overLimit.code, overLimit.json.error]).toEqual([1, "ERR_RESELLER_CONNECTION_LIMIT_REACHED"])
    expect(badPlan.json.error).toBe("ERR_USAGE")
    const noRoom = await atende(["user", "create", "--tenant", tid, "--name", "Bia Lima", "--email", "bia@norte.test", "--json"], env)
    expect(noRoom.json.error).toBe("ERR_PLAN_LIMIT_USERS")
    expect((await atende(["tenant", "plan", tid, "--plan", "enterprise", "--json"], env)).json).toMatchObject({ tenant: { plan: "enterprise" }, violations: [] })
    const bia = await atende(["user", "create", "--tenant", tid, "--name", "Bia Lima", "--email", "bia@norte.test", "--json"], env)
    expect(bia.code, bia.stdout).toBe(0)
    const [resellers, tenants, shown, users] = await Promise.all([
      atende(["reseller", "list", "--json"], env),
      atende(["tenant", "list", "--reseller", rid, "--json"], env),
      atende(["tenant", "show", tid, "--json"], env),
      atende(["user", "list", "--tenant", tid, "--json"], env)
    ])
    expect(resellers.json.resellers).toEqual([expect.objectContaining({ name: "Revenda Norte", usage: { tenants: 1, users: 2, connections: 1 } })])
    expect(tenants.json.tenants.map((t: any) => t.name)).toEqual(["Loja Norte"])
    expect(shown.json.tenant).toMatchObject({ usage: { users: 2, connections: 1 }, trialEndsAt: expect.any(String) })
    expect(users.json.users.map((u: any) => [u.email, u.profile, u.active])).toEqual([["dono@norte.test", "admin", true], ["bia@norte.test", "user", true]])
    const [ownerId, biaId] = users.json.users.map((u: any) => String(u.id))
    const [noDeactivate, deactivated, link, reset, missing] = await Promise.all([
      atende(["user", "deactivate", ownerId, "--json"], env),
      atende(["user", "deactivate", biaId, "--json"], env),
      atende(["user", "reset-password", ownerId, "--link", "--json"], env),
      atende(["user", "reset-password", biaId, "--json"], env),
      atende(["user", "deactivate", "9999", "--json"], env)
    ])
    expect(noDeactivate.json.error).toBe("ERR_ADMIN_CANNOT_BE_DEACTIVATED")
    expect(deactivated.json.user).toMatchObject({ email: "bia@norte.test", active: false })
    expect(link.json.link).toMatch(/^https:\/\/painel\.revenda\.test\/#\/redefining\?token=/)
    expect(reset.json).toMatchObject({ generated: true, password: expect.stringMatching(/^[A-Za-z0-9]{8,}$/) })
    expect(missing.json.error).toBe("ERR_NO_USER_FOUND")
    const suspended = await atende(["tenant", "suspend", tid, "--json"], env)
    expect(suspended.json.tenant.license).toBe("blocked")
    expect((await atende(["tenant", "suspend", tid, "--lift", "--json"], env)).json.tenant.license).toBe("valid")
    const rows = await runStore(parseConfig(env), Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT password_hash FROM users WHERE id = ${Number(biaId)}`))
    expect(await verifyPassword(reset.json.password, String((rows[0] as any).password_hash))).toBe(true)
  })
})
