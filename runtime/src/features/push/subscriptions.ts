/** Web-push subscriptions: one row per browser (endpoint), owned by one user of one tenant. */
import type { PushSubscriptionInput } from "@atende/core/contracts/push"
import { Effect } from "effect"
import { AppError } from "../../platform/http/AppError"
import { nodeCache } from "../../platform/store/nodeCache"
import { queueIdsOf } from "../users/index"
import { deleteUserDevice, tenantDeviceRows, upsertDevice } from "./store/Devices"

export { dropEndpoint } from "./store/Devices"

/**
 * Stores the device for the user. A browser that changed hands (another login on it) moves to the
 * new user, but only with the same keys: the endpoint alone is not proof of owning the browser
 * (whoever learnt another's endpoint could take its notifications), the keys only that browser has
 * are. A known endpoint with other keys is ERR_PUSH_DEVICE_TAKEN and nothing changes.
 */
export const saveSubscription = (tenantId: number, userId: number, s: PushSubscriptionInput) =>
  Effect.gen(function* () {
    const id = yield* upsertDevice(tenantId, userId, s)
    if (id === undefined) return yield* new AppError({ code: "ERR_PUSH_DEVICE_TAKEN" })
    yield* noDevices.invalidate(tenantId)
    return { id, endpoint: s.endpoint }
  })

/** Removes the caller's own device; false when the endpoint is not theirs. */
export const removeSubscription = deleteUserDevice

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
export const tenantDevices = (tenantId: number) =>
  noDevices.get(tenantId, devicesOf(tenantId), (found) => found.length === 0)

const devicesOf = (tenantId: number) =>
  Effect.gen(function* () {
    const rows = yield* tenantDeviceRows(tenantId)
    if (!rows.length) return []
    const queuesOf = yield* queueIdsOf([...new Set(rows.map((r) => r.userId))])
    return rows.map((r): PushTarget => ({ ...r, queueIds: queuesOf(r.userId) }))
  })
