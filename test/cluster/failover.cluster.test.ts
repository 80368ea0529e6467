/**
 * Three nodes over one Postgres and one NATS. Inbound web-chat traffic across many conversations;
 * the node that owns the web-chat connector is killed with SIGKILL in the middle. Every message
 * is stored exactly once and in order per conversation, every agent socket ends with every event,
 * and another node owns the connector within 10 seconds.
 */
import { channelLease } from "../../runtime/src/features/channels/index"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoToken, http, login, waitFor } from "../support/clients"
import { startCluster, type Cluster } from "../support/cluster"
import { freshDatabase, NATS_TEST_URL, productionAvailable, testNamespace } from "../support/modes"
import { resilientAgent, resilientWidget, type ResilientAgent, type ResilientWidget } from "../support/resilient"

const production = await productionAvailable()
const CONVERSATIONS = 30
const PER_CONVERSATION = 20

describe.skipIf(!production.ok)("failover across three nodes", () => {
  let cluster: Cluster
  let db: Awaited<ReturnType<typeof freshDatabase>>
  const namespace = testNamespace("cl").name

  beforeAll(async () => {
    db = await freshDatabase()
    cluster = await startCluster({ databaseUrl: db.url, natsUrl: NATS_TEST_URL, namespace })
    await cluster.start("n1")
    await Promise.all([cluster.start("n2"), cluster.start("n3")])
  }, 90_000)
  afterAll(async () => {
    await cluster?.stop().catch((e) => console.warn(`[cleanup] cluster: ${e}`))
    await db?.drop()
  })

  it("kill -9 of the connector's node loses and duplicates nothing", async () => {
    const [n1, n2, n3] = cluster.nodes
    const admin = await login(n1!.url, "admin@atende.local", "Admin12345")
    const agents: Array<{ agent: ResilientAgent; node: string }> = []
    for (const node of cluster.nodes) {
      const email = `agent-${node.id}@cluster.test`
      await http(n1!.url, "POST", "/admin/users", {
        auth: admin,
        body: { name: `Agente ${node.id}`, email, password: "Agent12345", profile: "admin" }
      })
      agents.push({ agent: await resilientAgent(node.url, await login(node.url, email, "Agent12345")), node: node.id })
    }
    const token = await demoToken(n1!.url)
    const owner = await (async () => {
      for (let i = 0; i < 50; i++) {
        const h = await cluster.leaseHolder(channelLease(1))
        if (h) return h
        await new Promise((r) => setTimeout(r, 200))
      }
      throw new Error("no node owns the web-chat connector")
    })()
    const victim = cluster.nodes.find((n) => n.id === owner)!
    const survivors = cluster.nodes.filter((n) => n.id !== owner)

    const widgets: Array<{ w: ResilientWidget; node: string }> = []
    for (let c = 0; c < CONVERSATIONS; c++) {
      const node = cluster.nodes[c % 3]!
      widgets.push({ w: await resilientWidget(node.url, token, `clusterv${c}x`), node: node.id })
    }
    let killedAt = 0
    let takeover: Promise<{ owner: string | undefined; ms: number }> = Promise.resolve({ owner: undefined, ms: 0 })
    for (let i = 0; i < PER_CONVERSATION; i++) {
      widgets.forEach(({ w }, c) => w.send(`c${c}-m${i}`))
      await new Promise((r) => setTimeout(r, 100))
      if (i === Math.floor(PER_CONVERSATION / 3)) {
        cluster.kill(victim.id)
        killedAt = Date.now()
        takeover = (async () => {
          while (Date.now() - killedAt < 20_000) {
            const h = await cluster.leaseHolder(channelLease(1))
            if (h && h !== victim.id) return { owner: h, ms: Date.now() - killedAt }
            await new Promise((r) => setTimeout(r, 100))
          }
          return { owner: undefined, ms: Date.now() - killedAt }
        })()
        await new Promise((r) => setTimeout(r, 200))
        for (const entry of widgets) if (entry.node === victim.id) await entry.w.switchTo(survivors[0]!.url)
        for (const entry of agents) if (entry.node === victim.id) await entry.agent.reconnect(survivors[1]!.url)
      }
    }
    const total = CONVERSATIONS * PER_CONVERSATION
    await waitFor(
      () => widgets.every(({ w }) => w.acked() === PER_CONVERSATION) || undefined,
      60_000,
      "every message echoed"
    )

    const { owner: newOwner, ms: takeoverMs } = await takeover
    console.log(`connector lease: ${victim.id} killed, ${newOwner} owns ${channelLease(1)} after ${takeoverMs} ms`)
    if (!newOwner) for (const n of survivors) console.log(`--- ${n.id}\n${n.log.join("").slice(-2500)}`)
    expect(newOwner).toBeDefined()
    expect(newOwner).not.toBe(victim.id)
    expect(takeoverMs).toBeLessThanOrEqual(10_000)

    const rows = (
      await cluster.db().query(
        `SELECT m.body, c.external_id FROM messages m JOIN contacts c ON c.id = m.contact_id
          WHERE m.from_me = 0 ORDER BY m.id`
      )
    ).rows
    console.log(`stored ${rows.length} inbound messages of ${total} sent`)
    expect(rows.length).toBe(total)
    expect(new Set(rows.map((r) => r.body)).size).toBe(total)
    for (let c = 0; c < CONVERSATIONS; c++) {
      const order = rows
        .filter((r) => r.external_id === `clusterv${c}x`)
        .map((r) => Number(String(r.body).split("-m")[1]))
      expect(order).toEqual([...Array(PER_CONVERSATION).keys()])
    }
    for (const { agent, node } of agents) {
      await waitFor(
        () => new Set(agent.bodies()).size >= total || undefined,
        30_000,
        `agent on ${node} has every event`
      ).catch((e) => {
        const seqs = agent.seqs()
        const gaps = seqs.filter((s, i) => i > 0 && s !== seqs[i - 1]! + 1)
        console.log(
          `agent first on ${node}: ${new Set(agent.bodies()).size} distinct of ${total}; ` +
            `seqs ${seqs[0]}..${seqs[seqs.length - 1]} (${seqs.length}), gaps at ${gaps.slice(0, 10).join(",")}`
        )
        throw e
      })
      expect(new Set(agent.bodies()).size).toBe(total)
      const seqs = agent.seqs()
      seqs.forEach((s, i) => i > 0 && expect(s).toBe(seqs[i - 1]! + 1))
      console.log(
        `agent first on ${node}: ${agent.bodies().length} chat events, ` +
          `seq ${seqs[0]}..${seqs[seqs.length - 1]} without gaps`
      )
    }
    void n2
    void n3
  }, 120_000)
})
