/**
 * Runs each channel's connector on exactly one node, and on each node only its share.
 *
 * - Membership: every node keeps a lease `connectors.node.<nodeId>`; the live ones are the members.
 * - Placement (connector/placement.ts): channels fall into partitions (`id % partitions`), and every
 *   node computes the same table of partitions over the members; a node holds the lease
 *   `connectors.part.<p>` of each partition of its share and runs the connectors of its channels.
 *   A node starts claiming on its second tick, so nodes started together see each other first. A
 *   channel switched off (`inactive`), disabled by an administrator (`enabled` = 0: disconnected,
 *   deleted) or of a type without a connector is not run; one whose session generation rose (a new
 *   QR code, a reset) is stopped and started again. Administrators' changes publish on
 *   CHANNELS_WAKE, so every node reconciles at once instead of on its next tick.
 * - Fencing: the holder renews each lease every third of its TTL. A failed renewal (the node paused
 *   past the TTL, or lost the bus) marks the partition lost at once, before its connectors stop, and
 *   their `owns` answers false from then on (connector/SessionHost.ts), so nothing they do after a
 *   pause reaches the provider while a new owner may have started; a lease's revision fences its
 *   renewals, so the paused node cannot renew over the new owner either.
 * - Failure: a dead node's membership and partition leases lapse together after one TTL; the others
 *   see it gone on their next tick and take its partitions, so its channels run again within about a
 *   TTL and a tick. Hand-over: a node whose share shrank (a node joined) stops the partition's
 *   connectors, waiting for starts in progress, and only then releases the lease.
 * - Outbound: the node's dispatcher (connector/Dispatcher.ts) sends the outbox of the channels whose
 *   sessions run here.
 * - Cost: per tick a node renews its membership, lists the members, renews what it holds and tries
 *   only the partitions of its share it lacks; the cluster does about partitions + nodes × (2 +
 *   nodes) lease operations a tick, whatever the number of channels, and each node runs one query a
 *   tick for the channels of its partitions.
 */
import { Effect, Queue, Schedule } from "effect"
import { Bus } from "../../platform/bus/Bus"
import { CHANNELS_WAKE } from "../../platform/bus/subjects"
import { Config } from "../../platform/config/Config"
import { nowMillis } from "../../platform/clock/index"
import { assignPartitions, CONNECTOR_PARTITIONS, partitionOfChannel } from "./connector/placement"
import { ConnectorRegistry } from "./connector/registry"
import { startDispatcher } from "./connector/Dispatcher"
import { breathe, makeSessionHost, type Partition } from "./connector/SessionHost"
import { channelsWithIds, type ChannelRow } from "./store/Channels"
import { channelsInPartitions } from "./store/ChannelSessions"

const MEMBERS = "connectors.node."
const START_BATCH = 2_000
const partitionLease = (p: number) => `connectors.part.${p}`

/** The lease under which a channel's connector runs (its partition's). */
export const channelLease = (channelId: number, partitions = CONNECTOR_PARTITIONS) =>
  partitionLease(partitionOfChannel(channelId, partitions))

export type SupervisorOptions = {
  /** Partitions of the channels (every node must use the same number). */
  readonly partitions?: number
}

export const startConnectorSupervisor = (options: SupervisorOptions = {}) =>
  Effect.gen(function* () {
    const bus = yield* Bus
    const { leases } = bus
    const me = (yield* Config).nodeId
    const registry = yield* ConnectorRegistry
    const partitions = options.partitions ?? CONNECTOR_PARTITIONS
    const host = yield* makeSessionHost
    const held = new Map<number, Partition>()
    const wake = yield* Queue.sliding<void>(1)
    const interval = Math.max(200, Math.floor(leases.ttlMs / 3))
    let membership: number | undefined
    let ticks = 0
    let table = { key: "", mine: new Set<number>() }

    const shareFor = (members: ReadonlyArray<string>) => {
      const key = [...new Set([...members, me])].sort().join(",")
      if (key !== table.key) {
        const owners = assignPartitions(partitions, key.split(","))
        table = { key, mine: new Set(owners.flatMap((o, p) => (o === me ? [p] : []))) }
      }
      return table.mine
    }

    const lose = (part: Partition) =>
      Effect.gen(function* () {
        part.valid = false
        held.delete(part.id)
        yield* Effect.logWarning(`connectors on ${me}: partition ${part.id} lease lost, its connectors stop`)
        yield* host.stopAll(part)
      })

    const handOver = (part: Partition) =>
      Effect.gen(function* () {
        part.valid = false
        held.delete(part.id)
        yield* part.lock.withPermits(1)(host.stopAll(part))
        yield* leases.release(partitionLease(part.id), part.revision)
      })

    /** Keeps what this node holds: its membership and its partitions (a failed renewal loses one). */
    const renewTick = Effect.gen(function* () {
      const name = `${MEMBERS}${me}`
      membership = membership === undefined ? undefined : yield* leases.renew(name, me, membership)
      membership ??= yield* leases.acquire(name, me)
      yield* Effect.forEach(
        [...held.values()],
        (part) =>
          Effect.flatMap(leases.renew(partitionLease(part.id), me, part.revision), (next) =>
            next !== undefined ? Effect.sync(() => void (part.revision = next)) : part.valid ? lose(part) : Effect.void
          ),
        { concurrency: 32, discard: true }
      )
    }).pipe(Effect.catchAllCause((c) => Effect.logWarning("connectors: lease renewal failed", c)))

    /** Follows the members: hands over what is no longer this node's share, takes what is. */
    const placeTick = Effect.gen(function* () {
      ticks++
      const mine = shareFor((yield* leases.list(MEMBERS)).map((l) => l.holder))
      const extra = [...held.values()].filter((part) => !mine.has(part.id))
      yield* Effect.forEach(extra, handOver, { concurrency: 8, discard: true })
      if (membership === undefined || ticks < 2) return
      const missing = [...mine].filter((p) => !held.has(p))
      const got = yield* Effect.forEach(
        missing,
        (p) =>
          Effect.map(leases.acquire(partitionLease(p), me), (revision) => {
            if (revision === undefined) return false
            const lock = Effect.unsafeMakeSemaphore(1)
            held.set(p, { id: p, revision, valid: true, lock, channels: new Map() })
            return true
          }),
        { concurrency: 32 }
      )
      if (got.some(Boolean)) yield* Queue.offer(wake, undefined)
    }).pipe(Effect.catchAllCause((c) => Effect.logWarning("connectors: placement failed", c)))

    /**
     * Starts the connectors of held partitions' channels that should run (at most START_BATCH a
     * pass, so a node taking thousands stays responsive), stops those that should not.
     */
    const reconcile = Effect.gen(function* () {
      const parts = [...held.values()].filter((p) => p.valid)
      const rows = yield* channelsInPartitions(
        partitions,
        parts.map((p) => p.id)
      )
      const now = yield* nowMillis
      const wanted = new Set(
        rows.filter((r) => r.status !== "inactive" && r.enabled && registry.get(r.type)).map((r) => r.id)
      )
      const genOf = new Map(rows.map((r) => [r.id, r.sessionGen]))
      // running for an older generation of its session: restarted in this pass
      const stale = new Set([...wanted].filter((id) => host.session(id) && host.generation(id) !== genOf.get(id)))
      const toStart = [...wanted].filter(
        (id) => (stale.has(id) || !host.session(id)) && !host.backingOff(id, now, genOf.get(id) ?? 0)
      )
      if (toStart.length > START_BATCH) yield* Queue.offer(wake, undefined)
      const starting = new Map<number, Array<ChannelRow>>()
      for (const channel of toStart.length ? yield* channelsWithIds(toStart.slice(0, START_BATCH)) : []) {
        const p = partitionOfChannel(channel.id, partitions)
        const list = starting.get(p)
        if (list) list.push(channel)
        else starting.set(p, [channel])
      }
      yield* Effect.forEach(
        parts,
        (part) =>
          part.lock
            .withPermits(1)(
              Effect.gen(function* () {
                for (const id of [...part.channels.keys()])
                  if (!wanted.has(id) || stale.has(id)) yield* host.stop(part, id)
                for (const channel of starting.get(part.id) ?? []) yield* host.start(part, channel)
              })
            )
            .pipe(Effect.zipRight(breathe)),
        { concurrency: 4, discard: true }
      )
      yield* host.flush
    }).pipe(Effect.catchAllCause((c) => Effect.logWarning("connectors: reconcile failed", c)))

    // runs after the loops below are interrupted (finalizers run in reverse order)
    yield* Effect.addFinalizer(() =>
      Effect.gen(function* () {
        yield* Effect.forEach([...held.values()], handOver, { concurrency: 8, discard: true })
        yield* host.flush
        if (membership !== undefined) yield* leases.release(`${MEMBERS}${me}`, membership)
      })
    )
    yield* startDispatcher({
      session: host.session,
      owns: host.owns,
      partitions: () => [...held.values()].filter((p) => p.valid).map((p) => p.id),
      partitionCount: partitions
    })
    // fixed rate: a slow pass (a busy node) is followed at once by the next, never a whole interval later
    yield* Effect.forkScoped(Effect.repeat(renewTick, Schedule.fixed(interval)))
    yield* Effect.forkScoped(Effect.repeat(placeTick, Schedule.fixed(interval)))
    const waitForWork = Effect.ignore(Effect.timeout(Queue.take(wake), interval))
    yield* Effect.forkScoped(Effect.forever(Effect.zipRight(waitForWork, reconcile)))
    yield* Effect.forkScoped(Effect.repeat(host.flush, Schedule.spaced("250 millis")))
    yield* bus.subscribe(CHANNELS_WAKE, () => void wake.unsafeOffer(undefined))
    return {
      /** The channels whose connectors run here. */
      owned: host.running,
      /** The partitions this node holds. */
      partitions: () => [...held.keys()].sort((a, b) => a - b),
      startedCount: host.startedCount
    }
  })
