/** Queues (filas) of a tenant: the console's CRUD and the agent UI's list. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { bool, iso, num } from "../../../platform/store/rows"

export type QueueView = { readonly id: number; readonly tenantId: number; readonly name: string; readonly active: boolean; readonly createdAt: string }

export const toQueue = (r: any): QueueView => ({ id: num(r.id), tenantId: num(r.tenant_id), name: r.name, active: bool(r.active), createdAt: iso(r.created_at) })

export const getQueue = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM queues WHERE tenant_id = ${tenantId} AND id = ${id}`
    return rows.length ? toQueue(rows[0]) : undefined
  })

/**
 * Locks the tenant row for the rest of the transaction (Postgres row lock; SQLite has one writer),
 * so two creations cannot both pass a plan-limit check. Returns the tenant's plan.
 */
export const lockTenantPlan = (tenantId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`UPDATE tenants SET plan = plan WHERE id = ${tenantId} RETURNING plan`
    return rows.length ? String((rows[0] as any).plan) : "free"
  })

export const activeQueueCount = (tenantId: number, exceptId = -1) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT COUNT(*) AS n FROM queues WHERE tenant_id = ${tenantId} AND active = 1 AND id <> ${exceptId}`
    return num((rows[0] as any).n)
  })

export const queueHasTickets = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM tickets WHERE tenant_id = ${tenantId} AND queue_id = ${id} AND deleted = 0 LIMIT 1`
    return rows.length > 0
  })
