/**
 * The sealed values kept outside the `secrets` table, as re-sealing reads and rewrites them: the
 * tenants' secret settings (JSON text) and the channels' widget tokens with their lookup hash.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Every tenant's settings under these keys (raw JSON text). */
export const settingRowsOf = (keys: ReadonlyArray<string>) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql<{ tenant_id: unknown; key: string; value: string }>`SELECT tenant_id, key, value FROM settings
        WHERE ${sql.in("key", [...keys])}`
  )

/** Rewrites one setting's stored JSON text. */
export const updateSettingText = (tenantId: number, key: string, text: string) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE settings SET value = ${text} WHERE tenant_id = ${tenantId} AND key = ${key}`
  )

/** Every channel's stored token and lookup hash, by id. */
export const channelTokens = Effect.flatMap(
  SqlClient.SqlClient,
  (sql) =>
    sql<{
      id: unknown
      token: string
      token_hash: string | null
    }>`SELECT id, token, token_hash FROM channels ORDER BY id`
)

/** Rewrites a channel's sealed token and its lookup hash. */
export const updateChannelToken = (id: number, token: string, hash: string) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE channels SET token = ${token}, token_hash = ${hash} WHERE id = ${id}`
  )

/** Channels' sealed provider secrets (features/channels migration 008), those that have any. */
export const channelSecrets = Effect.flatMap(
  SqlClient.SqlClient,
  (sql) => sql<{ id: unknown; secrets: string }>`SELECT id, secrets FROM channels WHERE secrets IS NOT NULL ORDER BY id`
)

export const updateChannelSecrets = (id: number, secrets: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE channels SET secrets = ${secrets} WHERE id = ${id}`)

/** Sets a channel's token lookup hash (rows from before there was one). */
export const setChannelTokenHash = (id: number, hash: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE channels SET token_hash = ${hash} WHERE id = ${id}`)

/** Whether the store has WhatsApp logins' table (its migration applied; a test may run fewer pieces). */
export const whatsappAuthPresent = Effect.flatMap(SqlClient.SqlClient, (sql) =>
  Effect.map(
    sql`SELECT 1 AS found FROM atende_schema_migrations WHERE id = ${"channels/006_whatsapp_auth"}`,
    (rows) => rows.length > 0
  )
)

/**
 * WhatsApp logins' values (features/channels/whatsapp, table whatsapp_auth) whose text does not
 * start with `prefix` (`v1:<current key id>:`): the ones re-sealing still has to do, a page at a time.
 */
export const whatsappAuthNotUnder = (prefix: string, limit: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql<{ channel_id: unknown; key: string; value: string }>`SELECT channel_id, key, value FROM whatsapp_auth
      WHERE SUBSTR(value, 1, ${prefix.length}) <> ${prefix} ORDER BY channel_id, key LIMIT ${limit}`
  )

/** Rewrites one WhatsApp login value. */
export const updateWhatsappAuthValue = (channelId: number, key: string, value: string) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE whatsapp_auth SET value = ${value} WHERE channel_id = ${channelId} AND key = ${key}`
  )
