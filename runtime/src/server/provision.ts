/**
 * Provisioning shared by first start, the CLI and resellers' scripts: a tenant with its first
 * administrator, a default queue and a web-chat channel.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { randomBytes } from "node:crypto"
import { createUser } from "../actors/tenant/users"
import { insertChannel } from "../store/Channels"
import { num } from "../store/rows"
import { insertTenant } from "../store/Tenants"

export const generatePassword = () => {
  // letters and digits only, with at least one upper, lower and digit (spec part 1 §5)
  const raw = randomBytes(12).toString("base64").replace(/[^A-Za-z0-9]/g, "")
  return `Ab1${raw}`.slice(0, 14)
}

export const provisionTenant = (input: { name: string; plan: "free" | "enterprise"; adminName: string; adminEmail: string; adminPassword: string }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const tenant = yield* insertTenant(input.name, input.plan)
    const queue = yield* sql`INSERT INTO queues (tenant_id, name, active, created_at) VALUES (${tenant.id}, ${"Atendimento"}, ${1}, ${Date.now()}) RETURNING id`
    const queueId = num((queue[0] as any).id)
    const admin = yield* createUser(tenant.id, { name: input.adminName, email: input.adminEmail, password: input.adminPassword, profile: "admin", queueIds: [queueId] })
    const channel = yield* insertChannel(tenant.id, "webchat", `Web chat ${tenant.name} #${tenant.id}`, { title: "Fale conosco", headerColor: "#0b6e4f" })
    return { tenant, admin, queueId, channel }
  })

/** On a store with no tenant: the demo tenant and its administrator admin@atende.local. */
export const ensureDemo = (adminPassword: string | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const existing = yield* sql`SELECT COUNT(*) AS n FROM tenants`
    if (num((existing[0] as any).n) > 0) return undefined
    const password = adminPassword ?? generatePassword()
    const created = yield* provisionTenant({ name: "Demo", plan: "enterprise", adminName: "Administrador", adminEmail: "admin@atende.local", adminPassword: password })
    yield* sql`INSERT INTO secrets (name, value) VALUES (${"demo_tenant"}, ${String(created.tenant.id)}) ON CONFLICT (name) DO NOTHING`
    return { ...created, password, generated: adminPassword === undefined }
  })
