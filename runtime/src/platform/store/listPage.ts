/**
 * The SQL of paged lists (the console's ra-data-simple-rest resources, the agent UI's users): one
 * page of a table's rows under the list's conditions, in an allow-listed order, with the count of
 * every matching row. The areas' repositories build the conditions; the order and range come
 * from the edge (`listParams`). Queues and tags, the tenant's named records with an active flag,
 * share their whole list here.
 */
import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import { num } from "./rows"

/** The page asked for; `column` and `dir` come from an allow-list, never from the query. */
export type PageRequest = {
  readonly column: string
  readonly dir: "ASC" | "DESC"
  readonly from: number
  readonly size: number
}

/** The filters most lists share: text the name contains (trimmed, lower-cased), ids (getMany), active. */
export type NameFilter = {
  readonly text?: string | undefined
  readonly ids?: ReadonlyArray<number> | undefined
  readonly active?: boolean | undefined
}

/** Rows of `table` matching every condition, ordered by the page's column then id, and how many match in all. */
export const selectPage = (table: string, where: ReadonlyArray<Statement.Fragment>, page: PageRequest) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const cond = sql.and(where)
    const rows = yield* sql`SELECT * FROM ${sql.literal(table)} WHERE ${cond}
      ORDER BY ${sql.literal(page.column)} ${sql.literal(page.dir)}, id ASC LIMIT ${page.size} OFFSET ${page.from}`
    const total = num(((yield* sql`SELECT COUNT(*) AS n FROM ${sql.literal(table)} WHERE ${cond}`)[0] as any).n)
    return { rows, total }
  })

/**
 * `LOWER(name) LIKE` the text and `id IN` the ids, as far as the filter has them (an empty id list
 * matches nothing).
 */
export const nameAndIdConditions = (sql: SqlClient.SqlClient, f: NameFilter): Array<Statement.Fragment> => [
  ...(f.text ? [sql`LOWER(name) LIKE ${`%${f.text}%`}`] : []),
  ...(f.ids ? [f.ids.length ? sql`id IN ${sql.in(f.ids)}` : sql`1 = 0`] : [])
]

/** The tenant's records with a name and an active flag. */
export type CatalogueTable = "queues" | "tags"

/** One page of a tenant's queues or tags under the console's filters (text, ids, active), and the total. */
export const cataloguePage = (table: CatalogueTable, tenantId: number, f: NameFilter, page: PageRequest) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const where = [sql`tenant_id = ${tenantId}`]
    if (f.text) where.push(sql`LOWER(name) LIKE ${`%${f.text}%`}`)
    if (f.ids) where.push(sql`id IN ${sql.in([-1, ...f.ids])}`)
    if (f.active !== undefined) where.push(sql`active = ${f.active ? 1 : 0}`)
    return yield* selectPage(table, where, page)
  })

/** A tenant's active queues or tags by name (the agent UI's filters and pickers). */
export const activeCatalogue = (table: CatalogueTable, tenantId: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`SELECT * FROM ${sql.literal(table)} WHERE tenant_id = ${tenantId} AND active = 1 ORDER BY name, id`
  )
