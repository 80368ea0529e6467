/**
 * Tenant settings (core/contracts/settings.ts): one row per changed key, JSON values over the defaults.
 * The `secretSettings` (API keys) are stored sealed (platform/secrets/SecretBox.ts) and opened on read.
 */
import { secretSettings, settingsFrom, type SettingKey, type TenantSettings } from "@atende/core/contracts/settings"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { openValue, optionalBox, requireBox } from "../../../platform/secrets/SecretBox"
import { nodeCache } from "../../../platform/store/nodeCache"
import { json } from "../../../platform/store/rows"

/** Read on every inbound message, so kept per node for a second (platform/store/nodeCache.ts). */
const cache = nodeCache<number, TenantSettings>(1_000)

export const getSettings = (tenantId: number) =>
  cache.get(
    tenantId,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const rows = yield* sql`SELECT key, value FROM settings WHERE tenant_id = ${tenantId}`
      const stored: Record<string, unknown> = {}
      for (const r of rows as Array<any>) stored[String(r.key)] = json(r.value, null)
      const box = yield* optionalBox
      for (const key of secretSettings) {
        const value = stored[key]
        if (typeof value !== "string") continue
        // one this node cannot open (a key it was not restarted with yet) reads as unset
        const opened = yield* Effect.try(() => openValue(box, value)).pipe(
          Effect.catchAll((e) =>
            Effect.as(Effect.logWarning(`setting ${key} of tenant ${tenantId} cannot be opened: ${e.error}`), undefined)
          )
        )
        if (opened === undefined) delete stored[key]
        else stored[key] = opened
      }
      return settingsFrom(stored)
    })
  )

export const putSetting = <K extends SettingKey>(tenantId: number, key: K, value: TenantSettings[K]) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const secret = (secretSettings as ReadonlyArray<string>).includes(key) && typeof value === "string" && value !== ""
    const text = JSON.stringify(secret ? (yield* requireBox).seal(value as string) : value)
    const now = yield* nowMillis
    yield* sql`INSERT INTO settings (tenant_id, key, value, updated_at) VALUES (${tenantId}, ${key}, ${text}, ${now})
      ON CONFLICT (tenant_id, key) DO UPDATE SET value = ${text}, updated_at = ${now}`
    yield* cache.invalidate(tenantId)
  })
