/**
 * Channel connections. The security token identifies a widget's channel. It is
 * stored sealed (platform/secrets/box.ts), since administrators are shown it again for the embed snippet,
 * next to its SHA-256 (`token_hash`), which lookups by token use: a widget token is 144 random
 * bits, so an unkeyed hash cannot be searched back, and it survives key rotations unchanged.
 *
 * `enabled` is the administrator's wish (connect / disconnect), `status` what the session reports;
 * a deleted channel with conversation history keeps its row (`deleted_at`) and is left out of
 * every lookup here but `getChannel` (its tickets still name it). Migration 005_management.
 */
import { foldChannelName } from "@atende/core/contracts/channels"
import { SqlClient } from "@effect/sql"
import { nodeCache } from "../../../platform/store/nodeCache"
import { Effect, Option } from "effect"
import { randomBytes } from "node:crypto"
import { nowMillis } from "../../../platform/clock/index"
import { AppError } from "../../../platform/http/AppError"
import type { Box } from "../../../platform/secrets/box"
import { openValue, optionalBox, requireBox } from "../../../platform/secrets/SecretBox"
import { tokenHash } from "../../../platform/secrets/tokenHash"
import { bool, iso, json, num, numOrNull } from "../../../platform/store/rows"
import { ConnectorRegistry } from "../connector/registry"

export type ChannelRow = {
  readonly id: number
  readonly tenantId: number
  readonly type: string
  readonly name: string
  readonly token: string
  readonly status: string
  readonly isDefault: boolean
  readonly config: Record<string, unknown>
  /**
   * The provider settings (core's channelSettings.ts), secrets opened: `config.settings` and the
   * sealed `secrets` column. A row read without the box (live events) has the shown ones only.
   */
  readonly settings: Record<string, unknown>
  readonly createdAt: string
  /** The last QR code its session showed, while it waits for a scan. */
  readonly qrcode: string | null
  /** Whether an administrator wants its session running (connect / disconnect). */
  readonly enabled: boolean
  /** Bumped to have the running session restarted (new QR code, reset). */
  readonly sessionGen: number
  /** Epoch ms of its deletion (a channel kept for its history), else null. */
  readonly deletedAt: number | null
  /** The chat flow its new tickets start (chat_flows), or null. */
  readonly chatFlowId: number | null
  /** The Typebot connection its new tickets talk to (typebots), or null. */
  readonly typebotId: number | null
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

/** The sealed provider secrets, opened; none when the row has none or this node cannot open them. */
const openSecrets = (box: Option.Option<Box>, stored: unknown): Record<string, unknown> => {
  if (typeof stored !== "string" || stored === "" || Option.isNone(box)) return {}
  try {
    return json(openValue(box, stored), {})
  } catch {
    return {}
  }
}

const shownSettings = (config: Record<string, unknown>): Record<string, unknown> =>
  config.settings && typeof config.settings === "object" ? (config.settings as Record<string, unknown>) : {}

const toChannel = (r: any, box: Option.Option<Box>, knownToken?: string): ChannelRow => ({
  id: num(r.id),
  tenantId: num(r.tenant_id),
  type: r.type,
  name: r.name,
  token: knownToken ?? displayToken(box, String(r.token)),
  status: r.status,
  isDefault: bool(r.is_default),
  config: json(r.config, {}),
  settings: { ...shownSettings(json(r.config, {})), ...openSecrets(box, r.secrets) },
  createdAt: iso(r.created_at),
  qrcode: r.qrcode ?? null,
  enabled: r.enabled === undefined || r.enabled === null ? true : bool(r.enabled),
  sessionGen: num(r.session_gen),
  deletedAt: numOrNull(r.deleted_at),
  chatFlowId: numOrNull(r.chat_flow_id),
  typebotId: numOrNull(r.typebot_id)
})

/** A row with the token as stored (sealed): what the live events carry (channels/live.ts opens it per socket). */
const toStoredChannel = (r: any): ChannelRow => toChannel(r, Option.none(), String(r.token))

export type NewChannelOptions = {
  /** Default: true (a tenant's first channel, as provisioning makes it). */
  readonly isDefault?: boolean
  readonly enabled?: boolean
  /** The provider's secret settings, stored sealed. */
  readonly secrets?: Record<string, unknown>
}

const sealedSecrets = (box: Box, secrets: Record<string, unknown> | undefined) =>
  secrets && Object.keys(secrets).length ? box.seal(JSON.stringify(secrets)) : null

/** A new channel; a type without a connector (connector/registry.ts) is refused, ERR_CHANNEL_TYPE_UNSUPPORTED. */
export const insertChannel = (
  tenantId: number,
  type: string,
  name: string,
  config: Record<string, unknown> = {},
  options: NewChannelOptions = {}
) =>
  Effect.gen(function* () {
    if (!(yield* ConnectorRegistry).get(type)) return yield* new AppError({ code: "ERR_CHANNEL_TYPE_UNSUPPORTED" })
    const sql = yield* SqlClient.SqlClient
    const box = yield* requireBox
    const token = randomBytes(18).toString("base64url")
    const rows = yield* sql`INSERT INTO channels (tenant_id, type, name, name_folded, token, token_hash, status,
        is_default, enabled, config, secrets, created_at)
      VALUES (${tenantId}, ${type}, ${name}, ${foldChannelName(name)}, ${box.seal(token)}, ${tokenHash(token)},
        ${"disconnected"}, ${options.isDefault === false ? 0 : 1}, ${options.enabled === false ? 0 : 1},
        ${JSON.stringify(config)}, ${sealedSecrets(box, options.secrets)}, ${yield* nowMillis})
      RETURNING *`
    return toChannel(rows[0], Option.some(box), token)
  })

/** A unique index on the name refused a write (a race past the check): ERR_CONNECTION_NAME_EXISTS. */
export const isNameConflict = (e: unknown): boolean => {
  const text = `${(e as any)?.message ?? ""} ${(e as any)?.cause?.message ?? ""} ${(e as any)?.cause?.constraint ?? ""}`
  return /channels_name_live|channels_name_folded|channels\.name/.test(text)
}

/** Whether a channel not deleted, other than `exceptId`, has this name as names are compared (any tenant). */
export const channelNameTaken = (name: string, exceptId = -1) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const folded = foldChannelName(name)
    const rows = yield* sql`SELECT id FROM channels
      WHERE (name_folded = ${folded} OR name = ${name.trim()}) AND deleted_at IS NULL AND id <> ${exceptId} LIMIT 1`
    return rows.length > 0
  })

/** A widget's channel by its token (a deleted channel's token is no longer one). */
export const channelByToken = (token: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // a row without a hash is a plain one not upgraded yet (the start-up step seals them all)
    const rows = yield* sql`SELECT * FROM channels
      WHERE (token_hash = ${tokenHash(token)} OR (token_hash IS NULL AND token = ${token})) AND deleted_at IS NULL`
    return rows.length ? toChannel(rows[0], Option.none(), token) : undefined
  })

/** Any channel by id, a deleted one too (the channel actor, tickets naming it). */
export const getChannel = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM channels WHERE id = ${id}`
    return rows.length ? toChannel(rows[0], yield* optionalBox) : undefined
  })

/** The tenant's channel (not deleted), or undefined: another tenant's id is simply not found. */
export const tenantChannel = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM channels WHERE id = ${id} AND tenant_id = ${tenantId} AND deleted_at IS NULL`
    return rows.length ? toChannel(rows[0], yield* optionalBox) : undefined
  })

/** The channels not deleted, of a tenant or (no tenant) of all, by id. */
export const listChannels = (tenantId?: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows =
      tenantId === undefined
        ? yield* sql`SELECT * FROM channels WHERE deleted_at IS NULL ORDER BY id`
        : yield* sql`SELECT * FROM channels WHERE tenant_id = ${tenantId} AND deleted_at IS NULL ORDER BY id`
    const box = yield* optionalBox
    return rows.map((r) => toChannel(r, box))
  })

/** Channels by id (connectors being started), in chunks so a long list stays within the drivers' limits. */
export const channelsWithIds = (ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const box = yield* optionalBox
    const out: Array<ChannelRow> = []
    for (let i = 0; i < ids.length; i += 500) {
      const rows = yield* sql`SELECT * FROM channels WHERE id IN ${sql.in(ids.slice(i, i + 500))} ORDER BY id`
      out.push(...rows.map((r) => toChannel(r, box)))
    }
    return out
  })

/** Channels by id with their tokens as stored (sealed), for live events. */
export const storedChannelsWithIds = (ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const out: Array<ChannelRow> = []
    for (let i = 0; i < ids.length; i += 500) {
      const rows = yield* sql`SELECT * FROM channels WHERE id IN ${sql.in(ids.slice(i, i + 500))} ORDER BY id`
      out.push(...rows.map(toStoredChannel))
    }
    return out
  })

/** How many channels (not deleted) the tenant has. */
export const liveChannelCount = (tenantId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT COUNT(*) AS n FROM channels WHERE tenant_id = ${tenantId} AND deleted_at IS NULL`
    return num((rows[0] as any)?.n)
  })

export type ChannelFields = {
  readonly name: string
  readonly config: Record<string, unknown>
  /** The provider's secret settings, when they change (stored sealed). */
  readonly secrets?: Record<string, unknown>
}

/** Writes the channel's name and config (and its secrets, when given). */
export const updateChannelFields = (id: number, f: ChannelFields) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (f.secrets === undefined)
      return yield* sql`UPDATE channels SET name = ${f.name}, name_folded = ${foldChannelName(f.name)},
        config = ${JSON.stringify(f.config)} WHERE id = ${id}`
    const box = yield* requireBox
    return yield* sql`UPDATE channels SET name = ${f.name}, name_folded = ${foldChannelName(f.name)},
      config = ${JSON.stringify(f.config)}, secrets = ${sealedSecrets(box, f.secrets)} WHERE id = ${id}`
  })

export type ChannelBots = { readonly chatFlowId: number | null; readonly typebotId: number | null }

/**
 * Which bots the channel names, read on every inbound run (the ticket actor asks before it looks for a
 * bot's session): kept per node for a second, dropped at once by a change through this node.
 */
const botsCache = nodeCache<number, ChannelBots>(1_000)

export const channelBots = (tenantId: number, id: number) =>
  botsCache.get(
    id,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const rows =
        yield* sql`SELECT chat_flow_id, typebot_id FROM channels WHERE tenant_id = ${tenantId} AND id = ${id}`
      const r = rows[0]
      return {
        chatFlowId: r?.chat_flow_id === null || r?.chat_flow_id === undefined ? null : Number(r.chat_flow_id),
        typebotId: r?.typebot_id === null || r?.typebot_id === undefined ? null : Number(r.typebot_id)
      } satisfies ChannelBots
    })
  )

/** Names the chat flow of the tenant's channel (null: none). */
export const setChannelChatFlow = (tenantId: number, id: number, chatFlowId: number | null) =>
  Effect.zipLeft(
    Effect.flatMap(
      SqlClient.SqlClient,
      (sql) => sql`UPDATE channels SET chat_flow_id = ${chatFlowId} WHERE tenant_id = ${tenantId} AND id = ${id}`
    ),
    botsCache.invalidate(id)
  )

/** Names the Typebot connection of the tenant's channel (null: none). */
export const setChannelTypebot = (tenantId: number, id: number, typebotId: number | null) =>
  Effect.zipLeft(
    Effect.flatMap(
      SqlClient.SqlClient,
      (sql) => sql`UPDATE channels SET typebot_id = ${typebotId} WHERE tenant_id = ${tenantId} AND id = ${id}`
    ),
    botsCache.invalidate(id)
  )

/** Makes `id` the tenant's one default channel. */
export const setDefaultChannel = (tenantId: number, id: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE channels SET is_default = CASE WHEN id = ${id} THEN 1 ELSE 0 END
      WHERE tenant_id = ${tenantId} AND (is_default = 1 OR id = ${id})`
  )

/** The tenant's default channel, if it has one marked. */
export const defaultChannelId = (tenantId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM channels
      WHERE tenant_id = ${tenantId} AND deleted_at IS NULL AND is_default = 1 ORDER BY id LIMIT 1`
    return rows.length ? num((rows[0] as any).id) : undefined
  })

export type SessionChange = {
  readonly enabled: boolean
  /** The status written now (the session reports the next ones). */
  readonly status: string
  /** Have the running session restarted (a new QR code, a reset). */
  readonly restart?: boolean
}

/** The administrator's session wish and the status it starts from; the stored QR code goes. */
export const setChannelSession = (id: number, c: SessionChange) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    c.restart
      ? sql`UPDATE channels SET enabled = ${c.enabled ? 1 : 0}, status = ${c.status}, qrcode = NULL,
          session_gen = session_gen + 1 WHERE id = ${id}`
      : sql`UPDATE channels SET enabled = ${c.enabled ? 1 : 0}, status = ${c.status}, qrcode = NULL WHERE id = ${id}`
  )

/** The channel's tickets: open or pending ones, and all (any status, deleted ones too: they name it). */
export const channelTicketCounts = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT COUNT(*) AS total,
        COALESCE(SUM(CASE WHEN deleted = 0 AND status IN ('open', 'pending') THEN 1 ELSE 0 END), 0) AS active
      FROM tickets WHERE tenant_id = ${tenantId} AND channel_id = ${id}`
    const r = rows[0] as any
    return { active: num(r?.active), total: num(r?.total) }
  })

/** Removes a channel without history (its outbox rows and sent records go with it). */
export const removeChannel = (id: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM channels WHERE id = ${id}`)

/** Deletes a channel that has history: the row stays for its tickets, switched off and out of every list. */
export const retireChannel = (id: number, now: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE channels SET deleted_at = ${now}, enabled = 0, is_default = 0, status = ${"disconnected"},
      qrcode = NULL WHERE id = ${id}`
  )

/** After the default channel went: the tenant's oldest channel becomes the default (if any is left). */
export const ensureDefaultChannel = (tenantId: number) =>
  Effect.gen(function* () {
    if ((yield* defaultChannelId(tenantId)) !== undefined) return undefined
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM channels WHERE tenant_id = ${tenantId} AND deleted_at IS NULL
      ORDER BY id LIMIT 1`
    if (!rows.length) return undefined
    const id = num((rows[0] as any).id)
    yield* setDefaultChannel(tenantId, id)
    return id
  })

/** The channel is no longer the default (the tenant then has none marked: new tickets take its oldest channel). */
export const clearDefaultChannel = (id: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE channels SET is_default = 0 WHERE id = ${id}`)
