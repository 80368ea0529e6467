/**
 * Issue 10 item 4: three nodes over one Postgres and one NATS, a channel of the stand-in type whose
 * provider (test/support/standinProvider.ts) honours idempotency keys. An agent sends 1,000 messages
 * on one ticket through the HTTP API of every node, several at a time; once the provider has taken
 * KILL_AT of them, the node running the channel's session is killed with SIGKILL. Another node takes
 * the channel over and sends the rest of the outbox, the message in flight again with the same key.
 * The provider takes each message exactly once and in order, the database has each once, sent,
 * and the outbox ends empty.
 */
import { PgClient } from "@effect/sql-pg"
import { Effect, Redacted } from "effect"
import { connect } from "nats"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { channelLease, ConnectorRegistry, connectorsOf, insertChannel } from "../../runtime/src/features/channels/index"
import { decodeKey, makeBox } from "../../runtime/src/platform/secrets/box"
import { SecretBox } from "../../runtime/src/platform/secrets/SecretBox"
import { http, login, waitFor, type Login } from "../support/clients"
import { startCluster, type Cluster, type ClusterNode } from "../support/cluster"
import { freshDatabase, NATS_TEST_URL, productionAvailable, testNamespace } from "../support/modes"
import { STANDIN_URL_ENV, standinConnector } from "../support/standinConnector"
import { startStandinProvider, type StandinProvider } from "../support/standinProvider"

const production = await productionAvailable()
const MESSAGES = 1_000
const IN_FLIGHT = 8
const KILL_AT = 300
/** The provider's answer takes this long, so the outbox drains slower than the agent sends. */
const PROVIDER_DELAY_MS = 20
/** Nothing moving this long (the provider's count, the statuses, the outbox) ends the wait. */
const STALL_MS = 90_000
const SENT = ["sent", "delivered", "read", "played"]

const textOf = (i: number) => `outbound-${i}`

/** Polls an async probe until it gives a value. */
const eventually = async <R>(probe: () => Promise<R | undefined>, timeoutMs: number, what: string): Promise<R> => {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
    const found = await probe()
    if (found !== undefined) return found
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
}

describe.skipIf(!production.ok)("outbound messages across a kill -9 of the channel's node", () => {
  let cluster: Cluster
  let db: Awaited<ReturnType<typeof freshDatabase>>
  let provider: StandinProvider
  const namespace = testNamespace("ok").name

  beforeAll(async () => {
    provider = await startStandinProvider({ delayMs: PROVIDER_DELAY_MS })
    db = await freshDatabase()
    cluster = await startCluster({
      databaseUrl: db.url,
      natsUrl: NATS_TEST_URL,
      namespace,
      entry: "test/support/standinNode.ts",
      env: { [STANDIN_URL_ENV]: provider.url }
    })
    await cluster.start("n1")
    await Promise.all([cluster.start("n2"), cluster.start("n3")])
  }, 120_000)
  afterAll(async () => {
    await cluster?.stop().catch((e) => console.warn(`[cleanup] cluster: ${e}`))
    await provider?.close()
    await db?.drop()
  })

  /**
   * The connector leases (members and partitions) by holder, for the report of a failure. The names
   * come from the stream's subjects (one request) rather than `kv.keys()`, which can hang.
   */
  const connectorLeases = async () => {
    const nc = await connect({ servers: NATS_TEST_URL })
    try {
      const bucket = `atende_leases_${namespace}`
      const kv = await nc.jetstream().views.kv(bucket, { bindOnly: true })
      const jsm = await nc.jetstreamManager()
      const info = await jsm.streams.info(`KV_${bucket}`, { subjects_filter: `$KV.${bucket}.connectors.>` })
      const names = Object.keys(info.state.subjects ?? {}).map((s) => s.slice(`$KV.${bucket}.`.length))
      const members: Array<string> = []
      const parts: Record<string, number> = {}
      for (const name of names) {
        const e = await kv.get(name)
        const holder = e && e.operation === "PUT" ? new TextDecoder().decode(e.value) : `(${e?.operation ?? "none"})`
        if (name.startsWith("connectors.node.")) members.push(`${name.slice(16)}:${holder}`)
        else parts[holder] = (parts[holder] ?? 0) + 1
      }
      return { members, parts }
    } finally {
      await nc.close()
    }
  }

  /** A channel of the stand-in type, made as the product makes one (insertChannel: sealed token, its hash). */
  const standinChannel = (tenantId: number) =>
    Effect.runPromise(
      insertChannel(tenantId, "standin", "Stand-in provider").pipe(
        Effect.provideService(ConnectorRegistry, connectorsOf([standinConnector])),
        Effect.provideService(SecretBox, makeBox(decodeKey(cluster.secretKey)!)),
        Effect.provide(PgClient.layer({ url: Redacted.make(db.url), maxConnections: 1 }))
      )
    )

  /** A ticket for a new contact of the channel, opened through the API by the administrator. */
  const openTicket = async (admin: Login, channelId: number, externalId: string) => {
    const contact = await cluster.db().query(
      `INSERT INTO contacts (tenant_id, channel_id, external_id, name, created_at)
          VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [admin.tenantId, channelId, externalId, "Cliente do stand-in", Date.now()]
    )
    const r = await http(cluster.nodes[0]!.url, "POST", "/tickets", {
      auth: admin,
      body: { contactId: contact.rows[0].id, whatsappId: channelId, status: "open" }
    })
    if (r.status !== 200 && r.status !== 201) throw new Error(`open ticket: ${r.status} ${r.text}`)
    return r.json.id as number
  }

  it("the provider takes each of 1,000 messages exactly once", async () => {
    const admin = await login(cluster.nodes[0]!.url, "admin@atende.local", "Admin12345")
    const channel = await standinChannel(admin.tenantId)
    const externalId = "5511990000001"
    const ticketId = await openTicket(admin, channel.id, externalId)
    const killed = new Set<string>()
    const alive = () => cluster.nodes.filter((n) => !killed.has(n.id))
    let httpTries = 0
    let httpDone = 0

    /** One agent message: same key on every try; a try that fails on a dying node goes to another. */
    const sendOne = async (i: number) => {
      const key = `burst-${i}`
      const deadline = Date.now() + 120_000
      for (let attempt = 0; ; attempt++) {
        const nodes = alive()
        const node: ClusterNode = nodes[(i + attempt) % nodes.length]!
        httpTries++
        const r = await fetch(`${node.url}/messages/${ticketId}`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${admin.token}`,
            "x-session-id": admin.sessionId,
            "content-type": "application/json",
            "idempotency-key": key
          },
          body: JSON.stringify({ body: textOf(i), clientId: key, sign: false }),
          signal: AbortSignal.timeout(60_000)
        })
          .then(async (res) => ({ status: res.status, text: await res.text() }))
          .catch((e) => ({ status: 0, text: String(e) }))
        if (r.status >= 200 && r.status < 300) {
          httpDone++
          return JSON.parse(r.text).id as number
        }
        if (r.status >= 400 && r.status < 500)
          throw new Error(`message ${i} refused by ${node.id}: ${r.status} ${r.text}`)
        if (Date.now() > deadline) throw new Error(`message ${i} not taken in 120 s: ${r.status} ${r.text}`)
        await new Promise((res) => setTimeout(res, Math.min(2_000, 100 * 2 ** attempt)))
      }
    }

    const counts = async () => {
      const q = (text: string) => cluster.db().query(text, [ticketId])
      const messages = await q(`SELECT status, COUNT(*) AS n FROM messages
          WHERE ticket_id = $1 AND from_me = 1 GROUP BY status`)
      const outbox = await q(`SELECT state, COUNT(*) AS n, MAX(attempts) AS attempts, MAX(last_error) AS error
          FROM deliveries WHERE message_id IN (SELECT id FROM messages WHERE ticket_id = $1) GROUP BY state`)
      // taken by the provider (recorded in channel_sent, out of the outbox) but never acked
      const unacked = await q(`SELECT m.id FROM messages m WHERE m.ticket_id = $1 AND m.from_me = 1
          AND m.status = 'pending' AND EXISTS (SELECT 1 FROM channel_sent s WHERE s.message_id = m.id)
          AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.message_id = m.id) ORDER BY m.id`)
      return {
        statuses: Object.fromEntries(messages.rows.map((r) => [r.status, Number(r.n)])),
        outbox: outbox.rows,
        unacked: unacked.rows.map((r) => Number(r.id))
      }
    }
    /** What a failure report needs: where the channel runs, the leases, the store, the nodes' logs. */
    const diagnose = async (e: unknown) => {
      const beats = (await cluster.heartbeats()).map((b) => ({ id: b.id, age: b.age, channels: b.info.channels }))
      const row = (await cluster.db().query("SELECT status FROM channels WHERE id = $1", [channel.id])).rows[0]
      console.log(
        `provider took ${provider.accepted().length} of ${MESSAGES}, ${provider.requests().length} requests; ` +
          `killed: ${[...killed].join(",") || "none"}; database ${JSON.stringify(await counts())}; ` +
          `${channelLease(channel.id)} held by ${await cluster.leaseHolder(channelLease(channel.id))}; ` +
          `channel ${row?.status}; heartbeats ${JSON.stringify(beats)}; ` +
          `connector leases ${JSON.stringify(await connectorLeases())}`
      )
      for (const n of alive()) console.log(`--- ${n.id}\n${n.log.join("").slice(-3000)}`)
      throw e
    }

    const started = Date.now()
    let next = 0
    let failed: unknown = undefined
    const ids: Array<number> = []
    const senders = Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < MESSAGES) {
          const i = next++
          ids[i] = await sendOne(i)
        }
      })
    )
    senders.catch((e) => (failed = e))
    // mid-burst: the node running the channel's session (holding its partition's lease) dies
    await waitFor(
      () => {
        if (failed) throw failed
        return provider.accepted().length >= KILL_AT
      },
      120_000,
      `the provider taking ${KILL_AT} messages`
    ).catch(diagnose)
    const victim = await cluster.leaseHolder(channelLease(channel.id))
    const lastSender = provider.accepted().at(-1)?.node
    if (!victim) throw new Error(`nobody holds ${channelLease(channel.id)}`)
    killed.add(victim)
    cluster.kill(victim)
    const killedAt = Date.now()
    const atKill = { accepted: provider.accepted().length, requests: provider.requests().length, httpDone }

    await senders
    const burstMs = Date.now() - started
    let progress = { mark: "", at: Date.now() }
    const settled = async () => {
      const n = provider.accepted().length
      const c = await counts()
      const mark = `${n} ${JSON.stringify(c)}`
      if (mark !== progress.mark) progress = { mark, at: Date.now() }
      else if (Date.now() - progress.at > STALL_MS) throw new Error(`nothing moved for ${STALL_MS} ms`)
      const sent = SENT.reduce((k, status) => k + (c.statuses[status] ?? 0), 0)
      return n >= MESSAGES && sent === MESSAGES && c.outbox.length === 0 ? c : undefined
    }
    await eventually(settled, 240_000, "every message taken by the provider, sent, and the outbox empty").catch(
      diagnose
    )
    const doneMs = Date.now() - killedAt
    const accepted = provider.accepted()
    const requests = provider.requests()
    const takeover = requests.find((r) => r.at >= killedAt && r.node !== victim)
    const byNode: Record<string, number> = {}
    for (const r of requests) byNode[r.node ?? "?"] = (byNode[r.node ?? "?"] ?? 0) + 1
    const repeats = requests.filter((r) => r.repeat)
    console.log(
      `${MESSAGES} messages sent through HTTP in ${burstMs} ms (${httpTries} requests, ` +
        `${httpTries - MESSAGES} retried); killed ${victim} (last sender ${lastSender}) with ` +
        `${atKill.accepted} taken by the provider (${atKill.requests} requests) ` +
        `and ${atKill.httpDone} sent by the agent; ${takeover?.node} sent ` +
        `${takeover ? takeover.at - killedAt : "-"} ms after the kill; all settled ${doneMs} ms after it. ` +
        `Provider: ${accepted.length} accepted, ${requests.length} requests, ${repeats.length} wire repeats ` +
        `(${repeats.map((r) => `${r.key} from ${r.node}`).join(", ")}), by node ${JSON.stringify(byNode)}`
    )

    expect(lastSender).toBe(victim)
    expect(new Set(ids).size).toBe(MESSAGES)
    // the provider: every text once, none missing, none under two keys
    const texts = accepted.map((a) => a.text)
    expect(accepted.length).toBe(MESSAGES)
    expect(new Set(texts).size).toBe(MESSAGES)
    const want = Array.from({ length: MESSAGES }, (_, i) => textOf(i))
    expect(want.filter((t) => !texts.includes(t))).toEqual([])
    expect(accepted.every((a) => a.to === externalId)).toBe(true)
    // the database: each message once, sent, nothing left in the outbox
    const rows = (
      await cluster
        .db()
        .query(`SELECT id, body, status FROM messages WHERE ticket_id = $1 AND from_me = 1 ORDER BY id`, [ticketId])
    ).rows
    expect(rows.length).toBe(MESSAGES)
    expect(new Set(rows.map((r) => r.body)).size).toBe(MESSAGES)
    expect(rows.filter((r) => !SENT.includes(r.status))).toEqual([])
    expect(Number((await cluster.db().query("SELECT COUNT(*) AS n FROM deliveries")).rows[0].n)).toBe(0)
    // one conversation: the provider got its messages in the order they were stored
    const idOf = new Map(rows.map((r) => [r.body as string, Number(r.id)]))
    const order = accepted.map((a) => idOf.get(a.text)!)
    expect(order.filter((id, k) => k > 0 && id < order[k - 1]!)).toEqual([])
  }, 480_000)
})
