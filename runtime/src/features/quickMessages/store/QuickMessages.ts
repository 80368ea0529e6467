/**
 * Quick messages (`quick_messages`) of a tenant: the list searched by key, one, and writes. Every
 * statement names the tenant; a key is compared folded (core's foldKey), unique per tenant.
 */
import { foldKey, type QuickMessage } from "@atende/core/contracts/quickMessages"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { iso, num } from "../../../platform/store/rows"

export const toQuickMessage = (r: any): QuickMessage => ({
  id: num(r.id),
  key: String(r.key),
  message: String(r.message),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at)
})

/** `%` and `_` (and the escape itself) taken literally in a LIKE pattern with ESCAPE '\'. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * The tenant's quick messages whose key contains `search` (any case; all when blank): keys that
 * start with it first, then by key.
 */
export const listQuickMessages = (tenantId: number, search: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const text = likeLiteral(foldKey(search))
    const rows = yield* sql`SELECT * FROM quick_messages
      WHERE tenant_id = ${tenantId} AND key_folded LIKE ${`%${text}%`} ESCAPE '\\'
      ORDER BY CASE WHEN key_folded LIKE ${`${text}%`} ESCAPE '\\' THEN 0 ELSE 1 END, key_folded, id`
    return rows.map(toQuickMessage)
  })

/** The tenant's quick message, or undefined when the tenant has none with that id. */
export const getQuickMessage = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM quick_messages WHERE tenant_id = ${tenantId} AND id = ${id}`
    return rows.length ? toQuickMessage(rows[0]) : undefined
  })

/** Whether another quick message of the tenant (not `exceptId`) has this key, as compared. */
export const keyTaken = (tenantId: number, key: string, exceptId = 0) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM quick_messages
      WHERE tenant_id = ${tenantId} AND key_folded = ${foldKey(key)} AND id <> ${exceptId}`
    return rows.length > 0
  })

/** A unique-index violation on the key (a race past keyTaken). */
export const isKeyConflict = (e: unknown): boolean => {
  const text = `${(e as any)?.message ?? ""} ${(e as any)?.cause?.message ?? ""} ${(e as any)?.cause?.constraint ?? ""}`
  return /quick_messages_tenant_key|quick_messages\.key_folded/.test(text)
}

/** A new quick message of the tenant by `userId`; undefined when the key is taken. */
export const insertQuickMessage = (
  tenantId: number,
  userId: number,
  q: { readonly key: string; readonly message: string },
  now: number
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`INSERT INTO quick_messages
      (tenant_id, key, key_folded, message, user_id, created_at, updated_at)
      VALUES (${tenantId}, ${q.key}, ${foldKey(q.key)}, ${q.message}, ${userId}, ${now}, ${now})
      ON CONFLICT (tenant_id, key_folded) DO NOTHING RETURNING *`
    return rows.length ? toQuickMessage(rows[0]) : undefined
  })

/** Writes the tenant's quick message's key and message. */
export const updateQuickMessage = (
  tenantId: number,
  id: number,
  q: { readonly key: string; readonly message: string },
  now: number
) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE quick_messages
      SET key = ${q.key}, key_folded = ${foldKey(q.key)}, message = ${q.message}, updated_at = ${now}
      WHERE tenant_id = ${tenantId} AND id = ${id}`
  )

/** Deletes the tenant's quick message. */
export const deleteQuickMessage = (tenantId: number, id: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`DELETE FROM quick_messages WHERE tenant_id = ${tenantId} AND id = ${id}`
  )
