/**
 * A tenant's Typebot connections (`typebots`, migration 001_typebots): every statement names the
 * tenant. The API token is sealed with the secret box and never leaves the store in a view; the
 * handler that calls Typebot opens it (`typebotConnection`).
 */
import type { TypebotView } from "@atende/core/contracts/typebot"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { openValue, optionalBox, requireBox } from "../../../platform/secrets/SecretBox"
import { bool, iso, num } from "../../../platform/store/rows"

export type TypebotFields = {
  readonly name: string
  readonly enabled: boolean
  readonly baseUrl: string
  readonly publicId: string
  readonly restartKeyword: string
  readonly invalidMessage: string
}

/** A connection with its token opened (null when none): for the Typebot calls and the ticket actor. */
export type TypebotConnection = TypebotFields & { readonly id: number; readonly token: string | null }

const view = (r: any): TypebotView => ({
  id: num(r.id),
  name: String(r.name),
  enabled: bool(r.enabled),
  baseUrl: String(r.base_url),
  publicId: String(r.public_id),
  restartKeyword: String(r.restart_keyword ?? ""),
  invalidMessage: String(r.invalid_message ?? ""),
  tokenSet: r.token !== null && r.token !== undefined && r.token !== "",
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at)
})

export const listTypebots = (tenantId: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    Effect.map(sql`SELECT * FROM typebots WHERE tenant_id = ${tenantId} ORDER BY id`, (rows) => rows.map(view))
  )

export const getTypebot = (tenantId: number, id: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    Effect.map(sql`SELECT * FROM typebots WHERE tenant_id = ${tenantId} AND id = ${id}`, (rows) =>
      rows[0] ? view(rows[0]) : undefined
    )
  )

/** The connection with its token opened, or undefined. */
export const typebotConnection = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM typebots WHERE tenant_id = ${tenantId} AND id = ${id}`
    const r = rows[0]
    if (!r) return undefined
    const v = view(r)
    const token = v.tokenSet ? openValue(yield* optionalBox, String(r.token)) : null
    return {
      id: v.id,
      name: v.name,
      enabled: v.enabled,
      baseUrl: v.baseUrl,
      publicId: v.publicId,
      restartKeyword: v.restartKeyword,
      invalidMessage: v.invalidMessage,
      token
    } satisfies TypebotConnection
  })

export const insertTypebot = (tenantId: number, f: TypebotFields, token: string | null, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const sealed = token ? (yield* requireBox).seal(token) : null
    const rows = yield* sql`INSERT INTO typebots (tenant_id, name, enabled, base_url, public_id, token,
        restart_keyword, invalid_message, created_at, updated_at)
      VALUES (${tenantId}, ${f.name}, ${f.enabled ? 1 : 0}, ${f.baseUrl}, ${f.publicId}, ${sealed},
        ${f.restartKeyword}, ${f.invalidMessage}, ${now}, ${now})
      RETURNING *`
    return view(rows[0])
  })

/** `token`: a new token, null to drop it, undefined to keep the stored one. */
export const updateTypebot = (
  tenantId: number,
  id: number,
  f: TypebotFields,
  token: string | null | undefined,
  now: number
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const sealed = token ? (yield* requireBox).seal(token) : null
    if (token !== undefined)
      yield* sql`UPDATE typebots SET token = ${sealed} WHERE tenant_id = ${tenantId} AND id = ${id}`
    const rows = yield* sql`UPDATE typebots SET name = ${f.name}, enabled = ${f.enabled ? 1 : 0},
        base_url = ${f.baseUrl}, public_id = ${f.publicId}, restart_keyword = ${f.restartKeyword},
        invalid_message = ${f.invalidMessage}, updated_at = ${now}
      WHERE tenant_id = ${tenantId} AND id = ${id} RETURNING *`
    return rows[0] ? view(rows[0]) : undefined
  })

/** Deletes the connection: its channels are unbound and the conversations it had end. */
export const deleteTypebot = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE channels SET typebot_id = NULL WHERE tenant_id = ${tenantId} AND typebot_id = ${id}`
    yield* sql`DELETE FROM typebot_inputs WHERE tenant_id = ${tenantId} AND ticket_id IN
      (SELECT ticket_id FROM typebot_sessions WHERE tenant_id = ${tenantId} AND typebot_id = ${id})`
    yield* sql`DELETE FROM typebot_sessions WHERE tenant_id = ${tenantId} AND typebot_id = ${id}`
    const rows = yield* sql`DELETE FROM typebots WHERE tenant_id = ${tenantId} AND id = ${id} RETURNING id`
    return rows.length > 0
  })

/** The enabled connection the channel names, or undefined. */
export const channelTypebot = (tenantId: number, channelId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows =
      yield* sql`SELECT t.id FROM channels c JOIN typebots t ON t.id = c.typebot_id AND t.tenant_id = c.tenant_id
      WHERE c.tenant_id = ${tenantId} AND c.id = ${channelId} AND t.enabled = 1`
    return rows[0] ? yield* typebotConnection(tenantId, num(rows[0].id)) : undefined
  })

/** Whether the tenant has a connection with this id (a channel may name it). */
export const isTenantTypebot = (tenantId: number, id: number) =>
  Effect.map(getTypebot(tenantId, id), (t) => t !== undefined)
