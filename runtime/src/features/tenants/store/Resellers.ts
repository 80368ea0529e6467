/** Resellers: a name and contracted limits (users, connections) that count across their tenants. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { nameAndIdConditions, selectPage, type NameFilter, type PageRequest } from "../../../platform/store/listPage"
import { iso, num, numOrNull } from "../../../platform/store/rows"

export type ResellerRow = {
  readonly id: number
  readonly name: string
  /** null = unlimited. */
  readonly maxConnections: number | null
  readonly maxUsers: number | null
  readonly createdAt: string
}

export const toReseller = (r: any): ResellerRow => ({
  id: num(r.id),
  name: r.name,
  maxConnections: numOrNull(r.max_connections),
  maxUsers: numOrNull(r.max_users),
  createdAt: iso(r.created_at)
})

/** One page of the resellers for the operator's console (name text, ids), and how many match. */
export const resellersPage = (filter: NameFilter, page: PageRequest) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { rows, total } = yield* selectPage("resellers", [sql`1 = 1`, ...nameAndIdConditions(sql, filter)], page)
    return { rows: rows.map(toReseller), total }
  })

/** The reseller, or undefined. */
export const getReseller = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM resellers WHERE id = ${id}`
    return rows.length ? toReseller(rows[0]) : undefined
  })

/** The reseller of this name (any case), or undefined. */
export const resellerByName = (name: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM resellers WHERE LOWER(name) = ${name.toLowerCase()}`
    return rows.length ? toReseller(rows[0]) : undefined
  })

/** A new reseller, created now. */
export const insertReseller = (r: { name: string; maxConnections: number | null; maxUsers: number | null }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`INSERT INTO resellers (name, max_connections, max_users, created_at)
      VALUES (${r.name}, ${r.maxConnections}, ${r.maxUsers}, ${yield* nowMillis}) RETURNING *`
    return toReseller(rows[0])
  })

/** Writes the patch over the reseller's row; undefined when there is no such reseller. */
export const updateReseller = (id: number, p: Partial<Pick<ResellerRow, "name" | "maxConnections" | "maxUsers">>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const current = yield* getReseller(id)
    if (!current) return undefined
    const next = { ...current, ...p }
    yield* sql`UPDATE resellers
      SET name = ${next.name}, max_connections = ${next.maxConnections}, max_users = ${next.maxUsers}
      WHERE id = ${id}`
    return next
  })

/** Serialises limit checks across all tenants of the reseller (see lockTenant). */
export const lockReseller = (id: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE resellers SET name = name WHERE id = ${id}`)

/** Tenants, users and connections (neither deleted) across the reseller's tenants. */
export const resellerUsage = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const n = (rows: ReadonlyArray<unknown>) => num((rows[0] as any)?.n)
    const tenants = n(yield* sql`SELECT COUNT(*) AS n FROM tenants WHERE reseller_id = ${id}`)
    const users = n(
      yield* sql`SELECT COUNT(*) AS n FROM users u JOIN tenants t ON t.id = u.tenant_id
        WHERE t.reseller_id = ${id} AND u.deleted_at IS NULL`
    )
    const connections = n(
      yield* sql`SELECT COUNT(*) AS n FROM channels c JOIN tenants t ON t.id = c.tenant_id
        WHERE t.reseller_id = ${id} AND c.deleted_at IS NULL`
    )
    return { tenants, users, connections }
  })

/** Whether the name (case-insensitive) is unique among resellers. */
export const isResellerNameTaken = (name: string, exceptId = -1) =>
  Effect.map(resellerByName(name), (r) => r !== undefined && r.id !== exceptId)
