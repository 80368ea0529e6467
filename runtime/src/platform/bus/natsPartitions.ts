/**
 * Partition ownership across nodes. Each node keeps a lease `node.<id>` alive; the command
 * partitions are shared out by leases `part.<p>`: a node aims at ceil(partitions / live nodes),
 * takes free partitions, gives back extras when nodes join, and stops consuming a partition the
 * moment a renewal fails (fenced by the lease revision). Each ownership pulls from a durable
 * consumer of its own, created from the first message the partition's earlier consumers had not
 * seen acknowledged (those consumers are then deleted), so each conversation is handled in order
 * by one node at a time, across a handover too; a new owner waits one ack-wait before pulling when
 * the previous owner left messages unacknowledged, so it is done with them.
 */
import { Effect } from "effect"
import { randomBytes } from "node:crypto"
import {
  AckPolicy,
  DeliverPolicy,
  nanos,
  type ConsumerInfo,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg
} from "nats"
import type { Leases } from "./Bus"
import { consumerName, partitionOf } from "./subjects"

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

/**
 * The first stream sequence a consumer has not seen acknowledged: after its last delivered one when
 * nothing waits for an ack, else after its ack floor (a consumer that began at a later sequence
 * reports a floor of 0 until its first ack).
 */
const firstUnacked = (ci: ConsumerInfo) =>
  ci.num_ack_pending === 0
    ? ci.delivered.stream_seq + 1
    : Math.max(ci.ack_floor.stream_seq, (ci.config.opt_start_seq ?? 1) - 1) + 1

type Owned = { revision: number; messages?: ConsumerMessages; inFlight: number; active: boolean }

export type PartitionOwner = { readonly owned: () => ReadonlyArray<number>; readonly stop: () => Promise<void> }

export const startPartitionOwner = (opts: {
  readonly js: JetStreamClient
  readonly jsm: JetStreamManager
  readonly stream: string
  readonly partitions: number
  readonly nodeId: string
  readonly leases: Leases
  readonly ackWaitMs: number
  /** The stream subjects of a partition (its consumers' filter). */
  readonly filterOf: (partition: number) => string
  /**
   * Hands one message to the actors; resolves when it was acked or nak'ed. `held`: whether this
   * node still owns the message's partition (once it does not, the message is handed back).
   */
  readonly dispatch: (m: JsMsg, held: () => boolean) => Promise<void>
  readonly log: (msg: string) => void
}): PartitionOwner => {
  const { leases, partitions, nodeId } = opts
  const owned = new Map<number, Owned>()
  let nodeRevision: number | undefined
  let stopped = false
  const run = <A>(e: Effect.Effect<A>) => Effect.runPromise(e)

  /** The partition's consumers: the legacy durable one and those of earlier ownerships. */
  const consumersOf = async (p: number) => {
    const out: Array<ConsumerInfo> = []
    for await (const ci of await opts.jsm.consumers.list(opts.stream))
      if (ci.name === consumerName(p) || ci.name.startsWith(`${consumerName(p)}-`)) out.push(ci)
    return out
  }

  const consume = async (p: number, o: Owned) => {
    // unknown (NATS just back) counts as "some are pending": the wait is the safe side
    const before = await consumersOf(p).catch(() => undefined)
    if (!before || before.some((ci) => ci.num_ack_pending > 0)) await sleep(opts.ackWaitMs)
    if (!o.active) return
    // A consumer of this ownership's own, from the first message not yet acknowledged: the messages
    // an earlier owner left come again in stream order, ahead of their successors (redeliveries
    // of the old consumer would come in the order they were given back, and a puller the old owner
    // left behind could take one of them). What was acknowledged after that point comes again
    // too; handlers are idempotent. The old consumers go, and their stray pullers with them.
    const previous = await consumersOf(p)
    const from = previous.length ? Math.min(...previous.map(firstUnacked)) : undefined
    const name = `${consumerName(p)}-${randomBytes(4).toString("hex")}`
    await opts.jsm.consumers.add(opts.stream, {
      durable_name: name,
      ack_policy: AckPolicy.Explicit,
      ...(from === undefined
        ? { deliver_policy: DeliverPolicy.All }
        : { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: from }),
      filter_subject: opts.filterOf(p),
      ack_wait: nanos(opts.ackWaitMs),
      max_ack_pending: 2_000,
      // unlimited: a command sent back because the store or the bus was away must not be dropped
      // (other failures are bounded by the actors: ATENDE_MAX_DELIVERIES tries, then a dead letter)
      max_deliver: -1
    })
    for (const ci of previous) await opts.jsm.consumers.delete(opts.stream, ci.name).catch(() => undefined)
    if (!o.active) return
    const consumer = await opts.js.consumers.get(opts.stream, name)
    o.messages = await consumer.consume({ max_messages: 256 })
    for await (const m of o.messages) {
      if (!o.active) {
        m.nak()
        continue
      }
      o.inFlight++
      void opts
        .dispatch(m, () => o.active)
        .catch((e) => opts.log(`partition ${p}: dispatch failed: ${String(e)}`))
        .finally(() => o.inFlight--)
    }
  }

  const start = (p: number, revision: number) => {
    const o: Owned = { revision, inFlight: 0, active: true }
    owned.set(p, o)
    consume(p, o).catch((e) => {
      opts.log(`partition ${p}: consumer ended: ${String(e)}`)
      if (owned.get(p) === o) owned.delete(p)
    })
  }

  const drop = async (p: number, release: boolean) => {
    const o = owned.get(p)
    if (!o) return
    o.active = false
    owned.delete(p)
    // while NATS is away close() may never settle: do not let it block the owner loop
    await Promise.race([o.messages?.close().catch(() => undefined), sleep(2_000)])
    for (let i = 0; i < 100 && o.inFlight > 0; i++) await sleep(50)
    if (release) await run(leases.release(`part.${p}`, o.revision))
  }

  const tick = async () => {
    nodeRevision =
      nodeRevision === undefined ? undefined : await run(leases.renew(`node.${nodeId}`, nodeId, nodeRevision))
    nodeRevision ??= await run(leases.acquire(`node.${nodeId}`, nodeId))
    const alive = Math.max(1, (await run(leases.list("node."))).length)
    const target = Math.ceil(partitions / alive)
    for (const [p, o] of [...owned]) {
      const next = await run(leases.renew(`part.${p}`, nodeId, o.revision))
      if (next === undefined) {
        opts.log(`partition ${p}: lease lost, stopping`)
        await drop(p, false)
      } else o.revision = next
    }
    for (const p of [...owned.keys()].slice(target)) await drop(p, true)
    const first = partitionOf(nodeId, partitions)
    for (let i = 0; i < partitions && owned.size < target; i++) {
      const p = (first + i) % partitions
      if (owned.has(p)) continue
      const revision = await run(leases.acquire(`part.${p}`, nodeId))
      if (revision !== undefined) start(p, revision)
    }
  }

  const loop = async () => {
    while (!stopped) {
      let timer: ReturnType<typeof setTimeout> | undefined
      const late = new Promise<void>(
        (r) =>
          (timer = setTimeout(() => (opts.log("partition owner: tick took longer than a lease"), r()), leases.ttlMs))
      )
      await Promise.race([tick(), late]).catch((e) => opts.log(`partition owner: ${String(e)}`))
      clearTimeout(timer)
      await sleep(Math.max(200, Math.floor(leases.ttlMs / 3)))
    }
  }
  void loop()

  return {
    owned: () => [...owned.keys()].sort((a, b) => a - b),
    stop: async () => {
      stopped = true
      for (const p of [...owned.keys()]) await drop(p, true)
      if (nodeRevision !== undefined) await run(leases.release(`node.${nodeId}`, nodeRevision))
    }
  }
}
