/**
 * Partition ownership across nodes. Each node keeps a lease `node.<id>` alive; the command
 * partitions are shared out by leases `part.<p>`: a node aims at ceil(partitions / live nodes),
 * takes free partitions, gives back extras when nodes join, and stops consuming a partition the
 * moment a renewal fails (fenced by the lease revision). Only the owner pulls from a partition's
 * durable consumer, so each conversation is handled in order by one node at a time; a new owner
 * waits one ack-wait before pulling when the previous owner left messages unacknowledged, so
 * they are redelivered first.
 */
import { Effect } from "effect"
import type { ConsumerMessages, JetStreamClient, JetStreamManager, JsMsg } from "nats"
import type { Leases } from "./Bus"
import { consumerName, partitionOf } from "./subjects"

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

type Owned = { revision: number; messages?: ConsumerMessages; inFlight: number; active: boolean }

export type PartitionOwner = {
  readonly owned: () => ReadonlyArray<number>
  readonly stop: () => Promise<void>
}

export const startPartitionOwner = (opts: {
  readonly js: JetStreamClient
  readonly jsm: JetStreamManager
  readonly stream: string
  readonly partitions: number
  readonly nodeId: string
  readonly leases: Leases
  readonly ackWaitMs: number
  /** Hands one message to the actors; resolves when it was acked or nak'ed. */
  readonly dispatch: (m: JsMsg) => Promise<void>
  readonly log: (msg: string) => void
}): PartitionOwner => {
  const { leases, partitions, nodeId } = opts
  const owned = new Map<number, Owned>()
  let nodeRevision: number | undefined
  let stopped = false
  const run = <A>(e: Effect.Effect<A>) => Effect.runPromise(e)

  const consume = async (p: number, o: Owned) => {
    const info = await opts.jsm.consumers.info(opts.stream, consumerName(p)).catch(() => undefined)
    if (info && info.num_ack_pending > 0) await new Promise((r) => setTimeout(r, opts.ackWaitMs))
    if (!o.active) return
    const consumer = await opts.js.consumers.get(opts.stream, consumerName(p))
    o.messages = await consumer.consume({ max_messages: 256 })
    for await (const m of o.messages) {
      if (!o.active) {
        m.nak()
        continue
      }
      o.inFlight++
      void opts.dispatch(m).finally(() => o.inFlight--)
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
    nodeRevision = nodeRevision === undefined ? undefined : await run(leases.renew(`node.${nodeId}`, nodeId, nodeRevision))
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
      const late = new Promise<void>((r) => (timer = setTimeout(() => (opts.log("partition owner: tick took longer than a lease"), r()), leases.ttlMs)))
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
