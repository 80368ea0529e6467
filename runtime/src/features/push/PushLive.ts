/**
 * Push notifications, started with the node: makes sure the VAPID keys exist, then follows the
 * live events of every tenant. Each node sees every event; the one that inserts the event's
 * push_claims row sends it, so a notification goes out once however many nodes run. Sending is
 * best effort: a failure is logged (never the endpoint or keys) and nothing is retried.
 */
import { SqlClient } from "@effect/sql"
import { Effect, Layer, Runtime } from "effect"
import { Bus } from "../../platform/bus/Bus"
import { EVT_ALL } from "../../platform/bus/subjects"
import { nowMillis } from "../../platform/clock/index"
import { Config } from "../../platform/config/Config"
import type { LiveEvent } from "../../platform/store/Events"
import { getSettings } from "../settings/index"
import { deliver } from "./deliver"
import { notificationFor, wantsPush } from "./notification"
import { claimEvent, sweepClaims } from "./store/Claims"
import { dropEndpoint, tenantDevices } from "./subscriptions"
import { ensureVapidKeys } from "./vapid"

const CLAIM_KEEP_MS = 24 * 3600_000

export const PushLive = Layer.scopedDiscard(
  Effect.gen(function* () {
    const config = yield* Config
    const bus = yield* Bus
    const keys = yield* ensureVapidKeys.pipe(Effect.orDie)
    const vapid = { ...keys, subject: config.vapidSubject }
    const runtime = yield* Effect.runtime<SqlClient.SqlClient>()
    let lastSweep = 0

    const claim = (e: LiveEvent) =>
      Effect.gen(function* () {
        const now = yield* nowMillis
        if (now - lastSweep > 600_000) {
          lastSweep = now
          yield* sweepClaims(now - CLAIM_KEEP_MS)
        }
        return yield* claimEvent(e.tenantId, e.seq, now)
      })

    const handle = (e: LiveEvent) =>
      Effect.gen(function* () {
        const found = notificationFor(e.tenantId, e.data)
        if (!found) return
        const devices = yield* tenantDevices(e.tenantId)
        if (!devices.length || !(yield* claim(e))) return
        const settings = yield* getSettings(e.tenantId).pipe(Effect.orElseSucceed(() => undefined))
        const payload = JSON.stringify(found.notification)
        const targets = devices.filter((d) => wantsPush(d, found.ticket, settings))
        yield* Effect.forEach(
          targets,
          (t) =>
            Effect.promise(() =>
              deliver(t, payload, vapid, { allowHttp: config.pushAllowHttp, policy: config.outboundPolicy })
            ).pipe(
              Effect.flatMap((r): Effect.Effect<unknown, unknown, SqlClient.SqlClient> =>
                r === "gone"
                  ? dropEndpoint(t.endpoint)
                  : r === "failed"
                    ? Effect.logWarning(`push to user ${t.userId} failed`)
                    : Effect.void
              )
            ),
          { concurrency: 8, discard: true }
        )
      }).pipe(Effect.catchAllCause((cause) => Effect.logWarning("push dispatch failed", cause)))

    yield* bus.subscribe(EVT_ALL, (_subject, data) => {
      const e = data as LiveEvent
      if ((e?.data as { type?: string } | null)?.type === "chat:create") Runtime.runFork(runtime)(handle(e))
    })
  })
)
