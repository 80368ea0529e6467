/**
 * What administrators do to a channel's session (spec part 2 §4: connect, new QR code, disconnect,
 * reset), shared by the routes (http/channels.ts) and the CLI (`atende channel connect|disconnect`).
 * Each writes the administrator's wish (`enabled`), the status the session starts from, and its
 * `channel:update` event in one transaction; the node running the channel's connector
 * (ConnectorSupervisor.ts) then starts, restarts or stops the session, which reports its states
 * (connected, qrcode …) as usual. The caller publishes the events and wakes the supervisors
 * (`published`); the CLI, which has no bus, leaves both to the nodes' sweeper and next tick.
 */
import type { ChannelAction } from "@atende/core/contracts/channels"
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import { Bus } from "../../platform/bus/Bus"
import { CHANNELS_WAKE } from "../../platform/bus/subjects"
import { AppError } from "../../platform/http/AppError"
import { EventRelay } from "../../platform/live/EventRelay"
import type { LiveEvent } from "../../platform/store/Events"
import { ConnectorRegistry } from "./connector/registry"
import { channelsChanged } from "./live"
import { getChannel, setChannelSession, tenantChannel, type ChannelRow, type SessionChange } from "./store/Channels"

/** Session states in which a connected or connecting session is already under way. */
const UNDER_WAY = new Set(["connected", "connecting", "qrcode", "pairing"])

const notFound = () => new AppError({ code: "ERR_NO_WAPP_FOUND" })

/** The tenant's channel (not deleted); with no tenant (the CLI, an operator) any channel not deleted. */
export const channelOf = (tenantId: number | undefined, id: number) =>
  Effect.gen(function* () {
    const row = tenantId === undefined ? yield* getChannel(id) : yield* tenantChannel(tenantId, id)
    if (!row || row.deletedAt !== null) return yield* notFound()
    return row
  })

/** What an action writes, from the channel as it is (connect on a session under way changes nothing). */
const changeFor = (c: ChannelRow, action: ChannelAction): SessionChange | undefined => {
  switch (action) {
    case "connect":
      return c.enabled && UNDER_WAY.has(c.status) ? undefined : { enabled: true, status: "connecting", restart: true }
    case "disconnect":
      return !c.enabled && c.status === "disconnected" && c.qrcode === null
        ? undefined
        : { enabled: false, status: "disconnected" }
    case "qrcode":
    case "reset":
      return { enabled: true, status: "connecting", restart: true }
  }
}

/** Has the type's connector forget the provider login (reset; see Connector.ts `forget`). */
export const forgetLogin = (c: ChannelRow) =>
  Effect.gen(function* () {
    const forget = (yield* ConnectorRegistry).get(c.type)?.forget
    if (forget)
      yield* forget(c).pipe(
        Effect.mapError((e) => new AppError({ code: "ERR_SERVICE_UNAVAILABLE", extra: { reason: e.reason } }))
      )
  })

/** One session action on a channel; answers the channel as it is now and the events to publish. */
export const channelSessionAction = (tenantId: number | undefined, id: number, action: ChannelAction) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (action === "reset") yield* forgetLogin(yield* channelOf(tenantId, id))
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        const current = yield* channelOf(tenantId, id)
        const change = changeFor(current, action)
        if (!change) return { channel: current, events: [] as ReadonlyArray<LiveEvent> }
        yield* setChannelSession(id, change)
        const events = yield* channelsChanged([id])
        return { channel: yield* channelOf(tenantId, id), events }
      })
    )
  })

/** After commit: the events out at once, and every node's supervisor told to reconcile now. */
export const published = (events: ReadonlyArray<LiveEvent>, wake: boolean) =>
  Effect.gen(function* () {
    const relay = yield* Effect.serviceOption(EventRelay)
    if (Option.isSome(relay))
      yield* Effect.forEach([...new Set(events.map((e) => e.tenantId))], relay.value.flush, { discard: true })
    const bus = yield* Effect.serviceOption(Bus)
    if (wake && Option.isSome(bus)) yield* bus.value.publish(CHANNELS_WAKE, {})
  })
