/**
 * Channel connections (web chat for now). The security token identifies a widget's channel. It is
 * stored sealed (platform/secrets/box.ts), since administrators are shown it again for the embed snippet,
 * next to its SHA-256 (`token_hash`), which lookups by token use: a widget token is 144 random
 * bits, so an unkeyed hash cannot be searched back, and it survives key rotations unchanged.
 */
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import { randomBytes } from "node:crypto"
import type { Box } from "../../../platform/secrets/box"
import { openValue, optionalBox, requireBox } from "../../../platform/secrets/SecretBox"
import { tokenHash } from "../../../platform/secrets/tokenHash"
import { bool, iso, json, num } from "../../../platform/store/rows"

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

/**
 * The token for display. One this node cannot open (sealed after a production rotation by a key
 * it was not restarted with yet) reads as "", so lists and logins keep working until it is.
 */
const displayToken = (box: Option.Option<Box>, stored: string) => {
  try {
    return openValue(box, stored)
  } catch {
    return ""
  }
}

const toChannel = (r: any, box: Option.Option<Box>, knownToken?: string): ChannelRow => ({
  id: num(r.id),
  tenantId: num(r.tenant_id),
  type: r.type,
  name: r.name,
  token: knownToken ?? displayToken(box, String(r.token)),
  status: r.status,
  isDefault: bool(r.is_default),
  config: json(r.config, {}),
  createdAt: iso(r.created_at)
})

export const insertChannel = (tenantId: number, type: string, name: string, config: Record<string, unknown> = {}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const box = yield* requireBox
    const token = randomBytes(18).toString("base64url")
    const rows = yield* sql`INSERT INTO channels (tenant_id, type, name, token, token_hash, status, is_default, config, created_at)
      VALUES (${tenantId}, ${type}, ${name}, ${box.seal(token)}, ${tokenHash(token)}, ${"disconnected"}, ${1}, ${JSON.stringify(config)}, ${Date.now()})
      RETURNING *`
    return toChannel(rows[0], Option.some(box), token)
  })

export const channelByToken = (token: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // a row without a hash is a plain one not upgraded yet (the start-up step seals them all)
    const rows = yield* sql`SELECT * FROM channels WHERE token_hash = ${tokenHash(token)} OR (token_hash IS NULL AND token = ${token})`
    return rows.length ? toChannel(rows[0], Option.none(), token) : undefined
  })

export const getChannel = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM channels WHERE id = ${id}`
    return rows.length ? toChannel(rows[0], yield* optionalBox) : undefined
  })

export const listChannels = (tenantId?: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = tenantId === undefined ? yield* sql`SELECT * FROM channels ORDER BY id` : yield* sql`SELECT * FROM channels WHERE tenant_id = ${tenantId} ORDER BY id`
    const box = yield* optionalBox
    return rows.map((r) => toChannel(r, box))
  })

export const setChannelStatus = (id: number, status: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE channels SET status = ${status} WHERE id = ${id}`
  })
