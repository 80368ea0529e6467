/** Tenants and their per-tenant event sequence. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { iso, num } from "./rows"

export type TenantRow = { readonly id: number; readonly name: string; readonly status: string; readonly plan: string; readonly createdAt: string }

const toTenant = (r: any): TenantRow => ({ id: num(r.id), name: r.name, status: r.status, plan: r.plan, createdAt: iso(r.created_at) })

export const insertTenant = (name: string, plan: "free" | "enterprise") =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`INSERT INTO tenants (name, status, plan, event_seq, created_at) VALUES (${name}, ${"active"}, ${plan}, ${0}, ${Date.now()}) RETURNING *`
    return toTenant(rows[0])
  })

export const getTenant = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM tenants WHERE id = ${id}`
    return rows.length ? toTenant(rows[0]) : undefined
  })

export const listTenants = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql`SELECT * FROM tenants ORDER BY id`
  return rows.map(toTenant)
})
