/** Tags (etiquetas) of a tenant: the console's CRUD and the agent UI's list. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { activeCatalogue, cataloguePage, type NameFilter, type PageRequest } from "../../../platform/store/listPage"
import { bool, iso, num } from "../../../platform/store/rows"

export type TagView = {
  readonly id: number
  readonly tenantId: number
  readonly name: string
  readonly color: string
  readonly active: boolean
  readonly createdAt: string
}

export const toTag = (r: any): TagView => ({
  id: num(r.id),
  tenantId: num(r.tenant_id),
  name: r.name,
  color: r.color,
  active: bool(r.active),
  createdAt: iso(r.created_at)
})

/** One page of the tenant's tags for the console's list, and how many match. */
export const tagsPage = (tenantId: number, filter: NameFilter, page: PageRequest) =>
  Effect.map(cataloguePage("tags", tenantId, filter, page), ({ rows, total }) => ({ rows: rows.map(toTag), total }))

/** The tenant's active tags by name (the agent UI's filters and pickers). */
export const activeTags = (tenantId: number) => Effect.map(activeCatalogue("tags", tenantId), (rows) => rows.map(toTag))

/** The tag, or undefined when the tenant has no such tag. */
export const getTag = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM tags WHERE tenant_id = ${tenantId} AND id = ${id}`
    return rows.length ? toTag(rows[0]) : undefined
  })

/** Whether the tag is put on any contact. */
export const tagHasContacts = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT contact_id FROM contact_tags WHERE tag_id = ${id}
      UNION ALL SELECT ticket_id FROM ticket_tags WHERE tag_id = ${id} LIMIT 1`
    return rows.length > 0
  })

/** A new tag of the tenant, created now. */
export const insertTag = (
  tenantId: number,
  t: { readonly name: string; readonly color: string; readonly active: boolean }
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`INSERT INTO tags (tenant_id, name, color, active, created_at)
      VALUES (${tenantId}, ${t.name}, ${t.color}, ${t.active ? 1 : 0}, ${yield* nowMillis}) RETURNING *`
    return toTag(rows[0])
  })

/** Writes the tenant's tag's name, colour and active flag. */
export const updateTag = (
  tenantId: number,
  id: number,
  t: { readonly name: string; readonly color: string; readonly active: boolean }
) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE tags SET name = ${t.name}, color = ${t.color}, active = ${t.active ? 1 : 0}
    WHERE tenant_id = ${tenantId} AND id = ${id}`
  )

/** Deletes the tenant's tag. */
export const deleteTag = (tenantId: number, id: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM tags WHERE tenant_id = ${tenantId} AND id = ${id}`)
