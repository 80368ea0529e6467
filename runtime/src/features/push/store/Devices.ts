/** Web-push devices (table `push_subscriptions`): one row per browser endpoint, owned by one user of one tenant. */
import type { PushSubscriptionInput } from "@atende/core/contracts/push"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { bool, num } from "../../../platform/store/rows"

/**
 * Stores the device for the user, or moves a known endpoint to them when its keys are the same;
 * the stored row's id, or undefined when the endpoint is known with other keys (nothing changes).
 */
export const upsertDevice = (tenantId: number, userId: number, s: PushSubscriptionInput) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = yield* nowMillis
    const rows =
      yield* sql`INSERT INTO push_subscriptions (tenant_id, user_id, endpoint, p256dh, auth, created_at, updated_at)
      VALUES (${tenantId}, ${userId}, ${s.endpoint}, ${s.keys.p256dh}, ${s.keys.auth}, ${now}, ${now})
      ON CONFLICT (endpoint) DO UPDATE SET tenant_id = ${tenantId}, user_id = ${userId}, updated_at = ${now}
      WHERE push_subscriptions.p256dh = ${s.keys.p256dh} AND push_subscriptions.auth = ${s.keys.auth}
      RETURNING id, tenant_id`
    return rows.length ? num((rows[0] as any).id) : undefined
  })

/** Removes the user's own device; false when the endpoint is not theirs. */
export const deleteUserDevice = (tenantId: number, userId: number, endpoint: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`DELETE FROM push_subscriptions
      WHERE tenant_id = ${tenantId} AND user_id = ${userId} AND endpoint = ${endpoint} RETURNING id`
    return rows.length > 0
  })

/** Forgets an endpoint the push service dropped, whoever owned it. */
export const dropEndpoint = (endpoint: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM push_subscriptions WHERE endpoint = ${endpoint}`)

/** Every device of the tenant's active users, with the user's profile and notification switches. */
export const tenantDeviceRows = (tenantId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows =
      yield* sql`SELECT s.user_id, s.endpoint, s.p256dh, s.auth, u.profile, u.notify_disable_all, u.notify_disable_group
      FROM push_subscriptions s JOIN users u ON u.id = s.user_id
      WHERE s.tenant_id = ${tenantId} AND u.tenant_id = ${tenantId} AND u.active = 1 AND u.deleted_at IS NULL`
    return rows.map((r: any) => ({
      userId: num(r.user_id),
      profile: String(r.profile),
      disableAll: bool(r.notify_disable_all),
      disableGroup: bool(r.notify_disable_group),
      endpoint: String(r.endpoint),
      keys: { p256dh: String(r.p256dh), auth: String(r.auth) }
    }))
  })
