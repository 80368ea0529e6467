/**
 * Runs each channel's connector on exactly one node. Every node's supervisor tries to take the
 * lease `chan.<id>` of every channel; the holder starts the connector and renews the lease each
 * third of its TTL; a failed renewal (the node paused past the TTL, or lost the bus) stops the
 * connector at once, and the revision passed to the connector fences anything it does after.
 * When the owner dies, its lease lapses and another node starts the connector within one TTL.
 */
import { Effect, Schedule } from "effect"
import { Bus } from "../../platform/bus/Bus"
import { Config } from "../../platform/config/Config"
import { listChannels, setChannelStatus, type ChannelRow } from "./store/Channels"

export type RunningConnector = { readonly stop: () => Promise<void> }
/** What a connector type does when its node takes a channel. `isOwner` tells whether it still holds it. */
export type ConnectorStarter = (channel: ChannelRow, isOwner: () => boolean) => Promise<RunningConnector>

/** Web chat keeps no provider session: its sockets live on every node, so starting it only marks it connected. */
const webchatStarter: ConnectorStarter = async () => ({ stop: async () => undefined })

const starters: Record<string, ConnectorStarter> = { webchat: webchatStarter }

type Held = { revision: number; running: RunningConnector; valid: boolean }

export const startConnectorSupervisor = Effect.gen(function* () {
  const bus = yield* Bus
  const config = yield* Config
  const held = new Map<number, Held>()

  const release = (id: number, h: Held, lost: boolean) =>
    Effect.gen(function* () {
      h.valid = false
      held.delete(id)
      yield* Effect.promise(() => h.running.stop().catch(() => undefined))
      if (!lost) yield* bus.leases.release(`chan.${id}`, h.revision)
    })

  const tick = Effect.gen(function* () {
    for (const [id, h] of [...held]) {
      const next = yield* bus.leases.renew(`chan.${id}`, config.nodeId, h.revision)
      if (next === undefined) {
        yield* Effect.logWarning(`channel ${id}: lease lost, connector stopped`)
        yield* release(id, h, true)
      } else h.revision = next
    }
    const channels = yield* listChannels().pipe(Effect.orElseSucceed(() => [] as ReadonlyArray<ChannelRow>))
    for (const channel of channels) {
      if (held.has(channel.id) || channel.status === "inactive") continue
      const starter = starters[channel.type]
      if (!starter) continue
      const revision = yield* bus.leases.acquire(`chan.${channel.id}`, config.nodeId)
      if (revision === undefined) continue
      const h: Held = { revision, running: { stop: async () => undefined }, valid: true }
      held.set(channel.id, h)
      h.running = yield* Effect.promise(() => starter(channel, () => h.valid))
      yield* setChannelStatus(channel.id, "connected").pipe(Effect.ignore)
      yield* Effect.logInfo(`channel ${channel.id}: connector started on ${config.nodeId}`)
    }
  }).pipe(Effect.catchAllCause((c) => Effect.logWarning("connector supervisor tick failed", c)))

  yield* Effect.forkScoped(Effect.repeat(tick, Schedule.spaced(Math.max(200, Math.floor(bus.leases.ttlMs / 3)))))
  yield* Effect.addFinalizer(() => Effect.forEach([...held], ([id, h]) => release(id, h, false), { discard: true }))
  return { owned: () => [...held.keys()].sort((a, b) => a - b) }
})
