/** Web-push subscriptions: one row per browser (endpoint), owned by one user of one tenant. */
import type { PushSubscriptionInput } from "@atende/core/contracts/push"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { AppError } from "../../platform/http/AppError"
import { nodeCache } from "../../platform/store/nodeCache"
import { bool, num } from "../../platform/store/rows"
import { queueIdsOf } from "../users/index"

/**
 * Stores the device for the user. A browser that changed hands (another login on it) moves to the
 * new user, but only with the same keys: the endpoint alone is not proof of owning the browser
 * (whoever learnt another's endpoint could take its notifications), the keys only that browser has
 * are. A known endpoint with other keys is ERR_PUSH_DEVICE_TAKEN and nothing changes.
 */
export const saveSubscription = (tenantId: number, userId: number, s: PushSubscriptionInput) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = Date.now()
    const rows = yield* sql`INSERT INTO push_subscriptions (tenant_id, user_id, endpoint, p256dh, auth, created_at, updated_at)
      VALUES (${tenantId}, ${userId}, ${s.endpoint}, ${s.keys.p256dh}, ${s.keys.auth}, ${now}, ${now})
      ON CONFLICT (endpoint) DO UPDATE SET tenant_id = ${tenantId}, user_id = ${userId}, updated_at = ${now}
      WHERE push_subscriptions.p256dh = ${s.keys.p256dh} AND push_subscriptions.auth = ${s.keys.auth}
      RETURNING id, tenant_id`
    if (!rows.length) return yield* new AppError({ code: "ERR_PUSH_DEVICE_TAKEN" })
    yield* noDevices.invalidate(tenantId)
    return { id: num((rows[0] as any).id), endpoint: s.endpoint }
  })

/** Removes the caller's own device; false when the endpoint is not theirs. */
export const removeSubscription = (tenantId: number, userId: number, endpoint: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`DELETE FROM push_subscriptions WHERE tenant_id = ${tenantId} AND user_id = ${userId} AND endpoint = ${endpoint} RETURNING id`
    return rows.length > 0
  })

export const dropEndpoint = (endpoint: string) => Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM push_subscriptions WHERE endpoint = ${endpoint}`)

export type PushTarget = {
  readonly userId: number
  readonly profile: string
  readonly queueIds: ReadonlyArray<number>
  readonly disableAll: boolean
  readonly disableGroup: boolean
  readonly endpoint: string
  readonly keys: { readonly p256dh: string; readonly auth: string }
}

/**
 * Most tenants have no push device, and this is asked on every new message: "none" is kept per
 * node for a few seconds (a device registered through this node counts at once).
 */
const noDevices = nodeCache<number, ReadonlyArray<PushTarget>>(5_000)

/** Every device of the tenant's active users, with what decides whether the user gets a push. */
export const tenantDevices = (tenantId: number) => noDevices.get(tenantId, devicesOf(tenantId), (found) => found.length === 0)

const devicesOf = (tenantId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT s.user_id, s.endpoint, s.p256dh, s.auth, u.profile, u.notify_disable_all, u.notify_disable_group
      FROM push_subscriptions s JOIN users u ON u.id = s.user_id
      WHERE s.tenant_id = ${tenantId} AND u.tenant_id = ${tenantId} AND u.active = 1 AND u.deleted_at IS NULL`
    if (!rows.length) return []
    const queuesOf = yield* queueIdsOf([...new Set(rows.map((r: any) => num(r.user_id)))])
    return rows.map((r: any): PushTarget => ({
      userId: num(r.user_id),
      profile: String(r.profile),
      queueIds: queuesOf(num(r.user_id)),
      disableAll: bool(r.notify_disable_all),
      disableGroup: bool(r.notify_disable_group),
      endpoint: String(r.endpoint),
      keys: { p256dh: String(r.p256dh), auth: String(r.auth) }
    }))
  })
