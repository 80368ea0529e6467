/** Channel connections (web chat for now). The security token identifies a widget's channel. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { randomBytes } from "node:crypto"
import { bool, iso, json, num } from "./rows"

export type ChannelRow = {
  readonly id: number
  readonly tenantId: number
  readonly type: string
  readonly name: string
  readonly token: string
  readonly status: string
  readonly isDefault: boolean
  readonly config: Record<string, unknown>
  readonly createdAt: string
}

const toChannel = (r: any): ChannelRow => ({
  id: num(r.id),
  tenantId: num(r.tenant_id),
  type: r.type,
  name: r.name,
  token: r.token,
  status: r.status,
  isDefault: bool(r.is_default),
  config: json(r.config, {}),
  createdAt: iso(r.created_at)
})

export const insertChannel = (tenantId: number, type: string, name: string, config: Record<string, unknown> = {}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const token = randomBytes(18).toString("base64url")
    const rows = yield* sql`INSERT INTO channels (tenant_id, type, name, token, status, is_default, config, created_at)
      VALUES (${tenantId}, ${type}, ${name}, ${token}, ${"disconnected"}, ${1}, ${JSON.stringify(config)}, ${Date.now()}) RETURNING *`
    return toChannel(rows[0])
  })

export const channelByToken = (token: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM channels WHERE token = ${token}`
    return rows.length ? toChannel(rows[0]) : undefined
  })

export const getChannel = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM channels WHERE id = ${id}`
    return rows.length ? toChannel(rows[0]) : undefined
  })

export const listChannels = (tenantId?: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = tenantId === undefined ? yield* sql`SELECT * FROM channels ORDER BY id` : yield* sql`SELECT * FROM channels WHERE tenant_id = ${tenantId} ORDER BY id`
    return rows.map(toChannel)
  })

export const setChannelStatus = (id: number, status: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE channels SET status = ${status} WHERE id = ${id}`
  })
