/** Queues (filas) of a tenant: the console's CRUD and the agent UI's list. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { activeCatalogue, cataloguePage, type NameFilter, type PageRequest } from "../../../platform/store/listPage"
import { bool, iso, num } from "../../../platform/store/rows"

export type QueueView = {
  readonly id: number
  readonly tenantId: number
  readonly name: string
  readonly active: boolean
  readonly createdAt: string
}

export const toQueue = (r: any): QueueView => ({
  id: num(r.id),
  tenantId: num(r.tenant_id),
  name: r.name,
  active: bool(r.active),
  createdAt: iso(r.created_at)
})

/** One page of the tenant's queues for the console's list, and how many match. */
export const queuesPage = (tenantId: number, filter: NameFilter, page: PageRequest) =>
  Effect.map(cataloguePage("queues", tenantId, filter, page), ({ rows, total }) => ({ rows: rows.map(toQueue), total }))

/** The tenant's active queues by name (the agent UI's filters and pickers). */
export const activeQueues = (tenantId: number) =>
  Effect.map(activeCatalogue("queues", tenantId), (rows) => rows.map(toQueue))

/** The queue, or undefined when the tenant has no such queue. */
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

/** Active queues of the tenant but `exceptId`. */
export const activeQueueCount = (tenantId: number, exceptId = -1) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows =
      yield* sql`SELECT COUNT(*) AS n FROM queues WHERE tenant_id = ${tenantId} AND active = 1 AND id <> ${exceptId}`
    return num((rows[0] as any).n)
  })

/** Whether any (not deleted) ticket is in the queue. */
export const queueHasTickets = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows =
      yield* sql`SELECT id FROM tickets WHERE tenant_id = ${tenantId} AND queue_id = ${id} AND deleted = 0 LIMIT 1`
    return rows.length > 0
  })

/** A new queue of the tenant, created now. */
export const insertQueue = (tenantId: number, name: string, active: boolean) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`INSERT INTO queues (tenant_id, name, active, created_at)
      VALUES (${tenantId}, ${name}, ${active ? 1 : 0}, ${yield* nowMillis}) RETURNING *`
    return toQueue(rows[0])
  })

/** Renames and (de)activates the tenant's queue. */
export const updateQueue = (tenantId: number, id: number, name: string, active: boolean) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) =>
      sql`UPDATE queues SET name = ${name}, active = ${active ? 1 : 0} WHERE tenant_id = ${tenantId} AND id = ${id}`
  )

/** Deletes the tenant's queue and its members (in the caller's transaction). */
export const deleteQueue = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM user_queues WHERE queue_id = ${id}`
    yield* sql`DELETE FROM queues WHERE tenant_id = ${tenantId} AND id = ${id}`
  })
