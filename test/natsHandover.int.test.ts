/**
 * A partition changing hands keeps each conversation's order. The old owner gives its messages
 * back in any order (they finish their tries at different moments); the new owner must still get
 * them in stream order, ahead of what came after them, each at least once. Real NATS, the real
 * partition owner; nodes are two owners in this process.
 */
import { Effect } from "effect"
import { connect, headers, RetentionPolicy, StorageType, type JsMsg, type NatsConnection } from "nats"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { natsLeases } from "../runtime/src/platform/bus/natsLeases"
import { startPartitionOwner, type PartitionOwner } from "../runtime/src/platform/bus/natsPartitions"
import { waitFor } from "./support/clients"
import { NATS_TEST_URL, productionAvailable, testNamespace } from "./support/modes"

const production = await productionAvailable()
const ACK_WAIT_MS = 1_000

describe.skipIf(!production.ok)("partition handover over NATS", () => {
  const namespace = testNamespace("handover")
  const stream = `ATENDE_CMD_${namespace.name.toUpperCase()}`
  const subject = (p: number) => `${namespace.name}.atende.cmd.p${p}.ticket`
  let nc: NatsConnection
  const owners: Array<PartitionOwner> = []

  beforeAll(async () => {
    nc = await connect({ servers: NATS_TEST_URL })
    const jsm = await nc.jetstreamManager()
    await jsm.streams.add({
      name: stream,
      subjects: [`${namespace.name}.atende.cmd.>`],
      retention: RetentionPolicy.Limits,
      storage: StorageType.Memory
    })
  })
  afterAll(async () => {
    for (const o of owners) await o.stop().catch(() => undefined)
    await nc?.close()
    await namespace.drop()
  })

  const owner = async (nodeId: string, dispatch: (m: JsMsg, held: () => boolean) => Promise<void>) => {
    const js = nc.jetstream()
    const leases = await Effect.runPromise(natsLeases(js, `atende_leases_${namespace.name}`, 1_000))
    const o = startPartitionOwner({
      js,
      jsm: await nc.jetstreamManager(),
      stream,
      partitions: 1,
      nodeId,
      leases,
      ackWaitMs: ACK_WAIT_MS,
      filterOf: (p) => `${namespace.name}.atende.cmd.p${p}.>`,
      dispatch,
      log: () => undefined
    })
    owners.push(o)
    return o
  }

  const publish = async (body: string) => {
    const h = headers()
    h.set("Nats-Msg-Id", `m-${body}`)
    await nc.jetstream().publish(subject(0), new TextEncoder().encode(body), { headers: h })
  }

  it("the new owner gets the old owner's messages in stream order, however they were given back", async () => {
    // the first owner takes three messages and holds them, as an actor retrying in place would
    const held: Array<{ m: JsMsg; done: () => void }> = []
    const a = await owner("a", (m) => new Promise<void>((done) => held.push({ m, done })))
    await waitFor(() => a.owned().length === 1 || undefined, 10_000, "a owns the partition")
    for (const body of ["1", "2", "3"]) await publish(body)
    await waitFor(() => held.length === 3 || undefined, 10_000, "a has the three messages")
    expect(held.map((h) => new TextDecoder().decode(h.m.data))).toEqual(["1", "2", "3"])

    // a gives the partition up; its messages are handed back out of order, 2 and 3 before 1
    const stopping = a.stop()
    for (const i of [1, 2, 0]) {
      held[i]!.m.nak()
      held[i]!.done()
      await nc.flush()
    }
    await stopping
    await publish("4")

    const seen: Array<string> = []
    const b = await owner("b", async (m) => {
      seen.push(new TextDecoder().decode(m.data))
      m.ack()
    })
    await waitFor(() => new Set(seen).size === 4 || undefined, 20_000, "b has all four messages")
    expect(b.owned()).toEqual([0])
    // the first time b sees each message, they come in stream order
    expect([...new Set(seen)]).toEqual(["1", "2", "3", "4"])
  }, 40_000)
})
