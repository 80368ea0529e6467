/** Tags (etiquetas) of a tenant: the console's CRUD and the agent UI's list. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { bool, iso, num } from "../../../platform/store/rows"

export type TagView = { readonly id: number; readonly tenantId: number; readonly name: string; readonly color: string; readonly active: boolean; readonly createdAt: string }

export const toTag = (r: any): TagView => ({ id: num(r.id), tenantId: num(r.tenant_id), name: r.name, color: r.color, active: bool(r.active), createdAt: iso(r.created_at) })

export const getTag = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM tags WHERE tenant_id = ${tenantId} AND id = ${id}`
    return rows.length ? toTag(rows[0]) : undefined
  })

export const tagHasContacts = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT contact_id FROM contact_tags WHERE tag_id = ${id} LIMIT 1`
    return rows.length > 0
  })
