/**
 * The connectors running on this node, by partition: starts a channel's connector in a scope of its
 * own, gives it its context (states, QR codes, inbound events, the `owns` fence) and closes the scope
 * to stop it. A partition's `valid` turns false the moment its lease is lost or handed over: the
 * contexts of its connectors stop reporting and `owns` answers false from then on. Session states
 * are written in bulk (a node taking over thousands of channels writes each state once a flush,
 * not once a channel), skipping states a channel already has and channels an administrator
 * disabled; what is written (states, QR codes) goes out as `channel:update` events (../live.ts),
 * appended in the same transaction.
 */
import type { SessionState } from "@atende/core/channel/connector"
import { SqlClient } from "@effect/sql"
import { Effect, Exit, Option, Scope } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { EventRelay } from "../../../platform/live/EventRelay"
import type { LiveEvent } from "../../../platform/store/Events"
import { channelsChanged } from "../live"
import type { ChannelRow } from "../store/Channels"
import { setChannelQr, setChannelStatuses } from "../store/ChannelSessions"
import { ConnectorError, type ConnectorContext, type ConnectorEnv, type RunningConnector } from "./Connector"
import { routeInbound } from "./inbound"
import { ConnectorRegistry } from "./registry"

type Session = {
  readonly scope: Scope.CloseableScope
  readonly running: RunningConnector
  readonly part: Partition
  /** The channel's session generation it was started for (a higher one restarts it). */
  readonly gen: number
}

export type Partition = {
  readonly id: number
  revision: number
  valid: boolean
  /** Held by a reconcile pass and by a hand-over, so a hand-over waits for starts in progress. */
  readonly lock: Effect.Semaphore
  readonly channels: Map<number, Session>
}

const RETRY_MIN_MS = 2_000
const RETRY_MAX_MS = 60_000
const STOP_TIMEOUT = "10 seconds"

/**
 * Lets the event loop run (sockets, timers) before going on: starting or stopping thousands of
 * connectors is a long run of fiber steps, and the lease renewals' replies must get through.
 */
export const breathe = Effect.async<void>((resume) => {
  const t = setImmediate(() => resume(Effect.void))
  return Effect.sync(() => clearImmediate(t))
})

export const makeSessionHost = Effect.gen(function* () {
  const registry = yield* ConnectorRegistry
  const env = yield* Effect.context<ConnectorEnv>()
  // a node's relay publishes the channels events at once; without one (a bare test) its sweeper does later
  const relay = yield* Effect.serviceOption(EventRelay)
  const sessions = new Map<number, Session>()
  const known = new Map<number, string>()
  const pending = new Map<number, SessionState>()
  const retries = new Map<number, { at: number; delayMs: number; gen: number }>()
  let started = 0

  /** Writes what the session reported and its `channel:update` events in one transaction, then publishes them. */
  const reported = <E>(write: Effect.Effect<ReadonlyArray<number>, E, SqlClient.SqlClient>) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const events: ReadonlyArray<LiveEvent> = yield* sql.withTransaction(
        Effect.flatMap(write, (ids) => channelsChanged(ids))
      )
      const tenants = [...new Set(events.map((e) => e.tenantId))]
      if (Option.isSome(relay)) yield* Effect.forEach(tenants, relay.value.flush, { discard: true })
      return events.length
    })

  const contextFor = (part: Partition, channel: ChannelRow): ConnectorContext => ({
    channel,
    owns: Effect.sync(() => part.valid),
    emitState: (state) =>
      Effect.sync(() => {
        if (part.valid) pending.set(channel.id, state)
      }),
    emitQr: (qr) =>
      Effect.suspend(() => {
        if (!part.valid) return Effect.void
        pending.delete(channel.id)
        known.set(channel.id, "qrcode")
        return reported(Effect.map(setChannelQr(channel.id, qr), (written) => (written ? [channel.id] : []))).pipe(
          Effect.provide(env),
          Effect.catchAllCause((c) => Effect.logWarning(`channel ${channel.id}: QR code not stored`, c))
        )
      }),
    emitInbound: (event) =>
      Effect.suspend(() =>
        part.valid
          ? routeInbound(channel, event).pipe(Effect.provide(env))
          : Effect.fail(new ConnectorError({ reason: "the channel's lease was lost" }))
      )
  })

  /** Starts one channel's connector in the partition; a failure is retried later, with backoff. */
  const start = (part: Partition, channel: ChannelRow) =>
    Effect.gen(function* () {
      const connector = registry.get(channel.type)
      if (!connector || !part.valid || sessions.has(channel.id)) return
      known.set(channel.id, channel.status)
      const scope = yield* Scope.make()
      const exit = yield* connector
        .start(contextFor(part, channel))
        .pipe(Scope.extend(scope), Effect.provide(env), Effect.exit)
      if (Exit.isFailure(exit)) {
        yield* Scope.close(scope, exit)
        const delayMs = Math.min(RETRY_MAX_MS, (retries.get(channel.id)?.delayMs ?? RETRY_MIN_MS / 2) * 2)
        retries.set(channel.id, { at: (yield* nowMillis) + delayMs, delayMs, gen: channel.sessionGen })
        if (part.valid) pending.set(channel.id, "disconnected")
        return yield* Effect.logWarning(`channel ${channel.id}: connector did not start`, exit.cause)
      }
      if (!part.valid) return yield* Scope.close(scope, Exit.void)
      retries.delete(channel.id)
      const session = { scope, running: exit.value, part, gen: channel.sessionGen }
      part.channels.set(channel.id, session)
      sessions.set(channel.id, session)
      started++
    })

  const stop = (part: Partition, channelId: number) =>
    Effect.gen(function* () {
      const session = part.channels.get(channelId)
      if (!session) return
      part.channels.delete(channelId)
      sessions.delete(channelId)
      known.delete(channelId)
      pending.delete(channelId)
      yield* Scope.close(session.scope, Exit.void)
    })

  /** Stops a partition's connectors, a chunk at a time with a breath between; a stop that hangs is given up. */
  const stopAll = (part: Partition) =>
    Effect.gen(function* () {
      const ids = [...part.channels.keys()]
      for (let i = 0; i < ids.length; i += 64) {
        yield* Effect.forEach(ids.slice(i, i + 64), (id) => stop(part, id), { concurrency: "unbounded", discard: true })
        yield* breathe
      }
    }).pipe(Effect.timeout(STOP_TIMEOUT), Effect.ignore)

  // one flush at a time: two at once (the tick's and the periodic one) could each trust `known`
  // before the other wrote, and leave a channel in a state its session already left
  const flushing = yield* Effect.makeSemaphore(1)

  /** Writes the states reported since the last flush, one statement per state. */
  const flush = Effect.gen(function* () {
    const byState = new Map<SessionState, Array<number>>()
    for (const [id, state] of pending) {
      if (known.get(id) === state) continue
      const ids = byState.get(state)
      if (ids) ids.push(id)
      else byState.set(state, [id])
    }
    pending.clear()
    for (const [state, ids] of byState) {
      const written = yield* Effect.either(reported(setChannelStatuses(ids, state)))
      if (written._tag === "Left") yield* Effect.logWarning(`channel states (${state}) not written`, written.left)
      // not written (the store away): kept for the next flush unless a newer state came meanwhile
      for (const id of ids) {
        if (written._tag === "Right") known.set(id, state)
        else if (!pending.has(id)) pending.set(id, state)
      }
    }
  }).pipe(Effect.provide(env), flushing.withPermits(1))

  return {
    start,
    stop,
    stopAll,
    flush,
    /** Whether a failed start of this channel should wait (not when its session was asked to restart since). */
    backingOff: (channelId: number, now: number, gen: number) => {
      const r = retries.get(channelId)
      return r !== undefined && r.gen === gen && r.at > now
    },
    /** The session generation the channel's running session was started for. */
    generation: (channelId: number) => sessions.get(channelId)?.gen,
    session: (channelId: number) => sessions.get(channelId)?.running,
    /** Whether this node runs the channel's session and still holds its lease (the fence before a send). */
    owns: (channelId: number) => sessions.get(channelId)?.part.valid === true,
    running: () => [...sessions.keys()].sort((a, b) => a - b),
    /** Connectors started on this node since it began (tests count starts with it). */
    startedCount: () => started
  }
})

export type SessionHost = Effect.Effect.Success<typeof makeSessionHost>
