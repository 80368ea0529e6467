/**
 * Tenant settings of the workspace: `GET /settings` (every user: the UI needs signature, spy and
 * list settings; secrets masked), `PUT /settings/{key}` { value } (administrators). A change is a
 * live event `settings:update` in the tenant's log, so open agent sockets apply new visibility
 * rules at once and in order with the tickets' events.
 */
import {
  isSettingKey,
  publicSettings,
  settingSchemas,
  settingsConsistent,
  SettingUpdate
} from "@atende/core/contracts/settings"
import { SqlClient } from "@effect/sql"
import { HttpRouter } from "@effect/platform"
import { Effect } from "effect"
import { publishEvents } from "../../../platform/live/EventRelay"
import { checkOutboundUrl } from "../../../platform/net/outbound"
import { appendEvent } from "../../../platform/store/Events"
import { getSettings, putSetting } from "../store/Settings"
import { AppError } from "../../../platform/http/AppError"
import { authenticate, handle, jsonBody, parseWith, requireAdmin } from "../../../platform/http/edge"

/** Settings that are addresses the server will call: they go through the outbound guard. */
const OUTBOUND_URL_SETTINGS: ReadonlySet<string> = new Set(["transcriptionBaseUrl"])

const read = Effect.gen(function* () {
  const claims = yield* authenticate
  return publicSettings(yield* getSettings(claims.tenantId))
})

const write = Effect.gen(function* () {
  const claims = yield* Effect.flatMap(authenticate, requireAdmin)
  const key = String((yield* HttpRouter.params).key ?? "")
  if (!isSettingKey(key)) return yield* new AppError({ code: "ERR_NO_SETTING_FOUND" })
  const { value } = yield* jsonBody(SettingUpdate)
  const parsed = yield* parseWith(settingSchemas[key] as (typeof settingSchemas)["slaRed"], value)
  if (OUTBOUND_URL_SETTINGS.has(key)) yield* checkOutboundUrl(String(parsed), key)
  const sql = yield* SqlClient.SqlClient
  const event = yield* sql.withTransaction(
    Effect.gen(function* () {
      const next = { ...(yield* getSettings(claims.tenantId)), [key]: parsed }
      if (!settingsConsistent(next))
        return yield* new AppError({
          code: "ERR_VALIDATION",
          extra: { issues: [{ field: key, message: "SLA thresholds must rise: green ≤ yellow ≤ red" }] }
        })
      yield* putSetting(claims.tenantId, key, parsed as never)
      return yield* appendEvent(claims.tenantId, "settings", {
        type: "settings:update",
        key,
        settings: publicSettings(next)
      })
    })
  )
  yield* publishEvents([event])
  return publicSettings({ ...(yield* getSettings(claims.tenantId)) })
})

export const settingsRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/settings", handle(read)),
  HttpRouter.put("/settings/:key", handle(write))
)
