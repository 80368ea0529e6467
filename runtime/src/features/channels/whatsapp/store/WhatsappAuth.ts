/**
 * A WhatsApp channel's login as Baileys keeps it (migration 006_whatsapp_auth): the creds under
 * key "creds", the Signal keys under "<type>:<id>". Values are text (Baileys' BufferJSON, made by
 * the caller) sealed with the platform's secret box, so the database never holds a key in the
 * clear. Each write is one transaction; the number the session is logged in as is kept in the
 * channel's config (`number`, shown by the API).
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../../../../platform/clock/index"
import { openValue, optionalBox, requireBox } from "../../../../platform/secrets/SecretBox"
import { json } from "../../../../platform/store/rows"

export const CREDS_KEY = "creds"

/** The stored values under these keys, opened (keys without a row are left out). */
export const readAuth = (channelId: number, keys: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const found = new Map<string, string>()
    if (!keys.length) return found
    const sql = yield* SqlClient.SqlClient
    const box = yield* optionalBox
    for (let i = 0; i < keys.length; i += 500) {
      const rows = yield* sql`SELECT key, value FROM whatsapp_auth
        WHERE channel_id = ${channelId} AND key IN ${sql.in(keys.slice(i, i + 500))}`
      for (const r of rows as ReadonlyArray<any>) found.set(String(r.key), openValue(box, String(r.value)))
    }
    return found
  })

/**
 * Writes (a string) or removes (null) values, sealed, in one transaction, while the channel's
 * session generation is still `gen` (the session's own) and above the one its login was last
 * forgotten at (`removeAuth`): a session a reset or a new QR code replaced writes nothing more,
 * nor does one still running after an administrator had its login forgotten, so the login does
 * not come back. The channel's row is locked first, as `removeAuth` does: the two never interleave.
 */
export const writeAuth = (channelId: number, gen: number, entries: ReadonlyArray<readonly [string, string | null]>) =>
  Effect.gen(function* () {
    if (!entries.length) return
    const sql = yield* SqlClient.SqlClient
    const box = yield* requireBox
    const now = yield* nowMillis
    yield* sql.withTransaction(
      Effect.gen(function* () {
        const rows = yield* sql.onDialectOrElse({
          pg: () => sql`SELECT session_gen, config FROM channels WHERE id = ${channelId} FOR UPDATE`,
          orElse: () => sql`SELECT session_gen, config FROM channels WHERE id = ${channelId}`
        })
        const row = rows[0] as any
        if (!row || Number(row.session_gen) !== gen) return
        const forgotten = json<Record<string, unknown>>(row.config, {}).forgottenGen
        if (typeof forgotten === "number" && gen <= forgotten) return
        yield* Effect.forEach(
          entries,
          ([key, value]) =>
            value === null
              ? sql`DELETE FROM whatsapp_auth WHERE channel_id = ${channelId} AND key = ${key}`
              : sql`INSERT INTO whatsapp_auth (channel_id, key, value, updated_at)
                VALUES (${channelId}, ${key}, ${box.seal(value)}, ${now})
                ON CONFLICT (channel_id, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
          { discard: true }
        )
      })
    )
  })

/**
 * Forgets the login: every stored value, and the number in the channel's config. `fenceGen`: an
 * administrator had it forgotten (reset, new import settings, deletion) while the channel's session
 * generation was that; a session of that generation or older, which may run a little longer on its
 * node, writes nothing more (`writeAuth`), so it cannot put back what was forgotten. The channel's
 * row is written first: a write under way finishes before, and its rows go too.
 */
export const removeAuth = (channelId: number, fenceGen?: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* setChannelNumber(channelId, null, fenceGen)
        yield* sql`DELETE FROM whatsapp_auth WHERE channel_id = ${channelId}`
      })
    )
  })

/**
 * The number the session is logged in as (null: none), in the channel's config; whether it changed.
 * With `fenceGen`, the generation the login was forgotten at too (see `removeAuth`), and the row is
 * written (locked) even when the number stays.
 */
export const setChannelNumber = (channelId: number, number: string | null, fenceGen?: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        const rows = yield* sql`SELECT config FROM channels WHERE id = ${channelId}`
        if (!rows.length) return false
        const config = json<Record<string, unknown>>((rows[0] as any).config, {})
        const changed = (config.number ?? null) !== number
        if (!changed && fenceGen === undefined) return false
        if (number === null) delete config.number
        else config.number = number
        if (fenceGen !== undefined)
          config.forgottenGen = Math.max(fenceGen, typeof config.forgottenGen === "number" ? config.forgottenGen : -1)
        yield* sql`UPDATE channels SET config = ${JSON.stringify(config)} WHERE id = ${channelId}`
        return changed
      })
    )
  })
