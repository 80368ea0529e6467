/**
 * Two nodes on a NATS server and a Postgres instance of the test's own. NATS is restarted in the
 * middle of the traffic, then Postgres: afterwards nothing is lost or duplicated, order per
 * conversation holds, and the nodes recovered without a manual step.
 */
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoToken, http, login, waitFor } from "../support/clients"
import { startCluster, type Cluster } from "../support/cluster"
import { productionAvailable } from "../support/modes"
import { ownNatsServer } from "../support/natsServer"
import { ownPostgres } from "../support/pgServer"
import { resilientAgent, resilientWidget, type ResilientWidget } from "../support/resilient"

const production = await productionAvailable()
const CONVERSATIONS = 16
const PER_CONVERSATION = 15

describe.skipIf(!production.ok)("restarts of NATS and Postgres under traffic", () => {
  let cluster: Cluster
  let nats: Awaited<ReturnType<typeof ownNatsServer>>
  let postgres: Awaited<ReturnType<typeof ownPostgres>>

  beforeAll(async () => {
    nats = await ownNatsServer()
    postgres = await ownPostgres()
    const admin = new pg.Client({ connectionString: postgres.url })
    await admin.connect()
    await admin.query("CREATE DATABASE atende")
    await admin.end()
    cluster = await startCluster({
      databaseUrl: postgres.url.replace(/\/postgres$/, "/atende"),
      natsUrl: nats.url,
      namespace: ""
    })
    await cluster.start("r1")
    await cluster.start("r2")
  }, 90_000)
  afterAll(async () => {
    await cluster?.stop().catch((e) => console.warn(`[cleanup] cluster: ${e}`))
    await nats?.cleanup()
    postgres?.cleanup()
  })

  it("loses and duplicates nothing across a NATS restart and a Postgres restart", async () => {
    const [r1, r2] = cluster.nodes
    const admin = await login(r1!.url, "admin@atende.local", "Admin12345")
    await http(r1!.url, "POST", "/admin/users", {
      auth: admin,
      body: { name: "Agente R", email: "agent-r@restart.test", password: "Agent12345", profile: "admin" }
    })
    const agent = await resilientAgent(r2!.url, await login(r2!.url, "agent-r@restart.test", "Agent12345"))
    const token = await demoToken(r1!.url)
    const widgets: Array<ResilientWidget> = []
    for (let c = 0; c < CONVERSATIONS; c++)
      widgets.push(await resilientWidget(cluster.nodes[c % 2]!.url, token, `restartv${c}x`))
    for (let i = 0; i < PER_CONVERSATION; i++) {
      widgets.forEach((w, c) => w.send(`c${c}-m${i}`))
      await new Promise((r) => setTimeout(r, 150))
      if (i === 4) {
        await nats.stop()
        await new Promise((r) => setTimeout(r, 2_000))
        await nats.start()
        console.log("NATS restarted")
      }
      if (i === 9) {
        postgres.stop()
        await new Promise((r) => setTimeout(r, 2_000))
        postgres.start()
        console.log("Postgres restarted")
      }
    }
    const total = CONVERSATIONS * PER_CONVERSATION
    await waitFor(
      () => widgets.every((w) => w.acked() === PER_CONVERSATION) || undefined,
      60_000,
      "every message echoed"
    ).catch((e) => {
      console.log(
        "acked per widget:",
        widgets.map((w) => w.acked()).join(","),
        "missing:",
        widgets.flatMap((w) => w.pending()).join(",")
      )
      for (const n of cluster.nodes) console.log(`--- ${n.id}\n${n.log.join("").slice(-3000)}`)
      throw e
    })
    const check = new pg.Client({ connectionString: postgres.url.replace(/\/postgres$/, "/atende") })
    await check.connect()
    const rows = (
      await check.query(
        `SELECT m.body, c.external_id FROM messages m JOIN contacts c ON c.id = m.contact_id
        WHERE m.from_me = 0 ORDER BY m.id`
      )
    ).rows
    await check.end()
    console.log(`stored ${rows.length} inbound messages of ${total} sent`)
    for (const n of cluster.nodes)
      for (const line of n.log.join("").split("\n"))
        if (/failed \(try|dead letter|handed back|DEBUGX/.test(line)) console.log(`${n.id}: ${line.slice(0, 600)}`)
    expect(rows.length).toBe(total)
    expect(new Set(rows.map((r) => r.body)).size).toBe(total)
    for (let c = 0; c < CONVERSATIONS; c++) {
      const order = rows
        .filter((r) => r.external_id === `restartv${c}x`)
        .map((r) => Number(String(r.body).split("-m")[1]))
      expect(order).toEqual([...Array(PER_CONVERSATION).keys()])
    }
    await waitFor(() => new Set(agent.bodies()).size >= total || undefined, 30_000, "the agent has every event")
    const seqs = agent.seqs()
    seqs.forEach((s, i) => i > 0 && expect(s).toBe(seqs[i - 1]! + 1))
    for (const n of cluster.nodes) expect((await http(n.url, "GET", "/health")).status).toBe(200)
    console.log(
      `agent: ${new Set(agent.bodies()).size} distinct chat events, ` +
        `seq ${seqs[0]}..${seqs[seqs.length - 1]} without gaps`
    )
  }, 180_000)
})
