/**
 * A linked WhatsApp channel across a kill -9 of the node running its session: three nodes on one
 * Postgres and one NATS, the real Baileys client in each, WhatsApp being the stand-in
 * (test/support/whatsapp/standin.ts) in this process. The channel is linked by QR; then a customer
 * writes a numbered series of texts while the agent answers with a numbered series of replies
 * through the HTTP API of the living nodes (same Idempotency-Key on every try). Mid-series the node
 * holding the channel's lease is killed with SIGKILL. Then:
 * - another node resumes the session from the stored login: the account's device logs in again, no
 *   registration, no QR code, within RESUME_MS of the lease lapsing. Why 10 s: once the lease has
 *   lapsed a survivor takes the partition on its next placement tick (a third of the 4 s TTL), starts
 *   the connector, reads the login from Postgres and logs in (a handshake and a login, well under a
 *   second alone); the rest is room for a loaded 2-core machine;
 * - every text of the customer is stored exactly once, in the order written (those written while no
 *   node ran the session waited at WhatsApp and came as offline messages);
 * - every reply is stored once and reaches the customer's phone exactly once as the phone counts
 *   them (by WhatsApp message id: a send repeated after the kill keeps its id), in order.
 *
 * The customer does not write in the instant of the kill: the texts it wrote are all acknowledged
 * and stored before the kill, and its next ones go after the node is gone. Baileys sends WhatsApp
 * the delivery receipt of a text before it hands the text on (lib/Socket/messages-recv.js), so a
 * node killed in the few milliseconds between the two loses that text: WhatsApp will not send it
 * again. That gap is the Baileys connector's (whatsappConnector.ts says so), not something this
 * test could tell from luck. The agent's replies do go on during the kill.
 */
import { connect, type NatsConnection } from "nats"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { channelLease } from "../../runtime/src/features/channels/index"
import { login, type Login } from "../support/clients"
import { startCluster, type Cluster, type ClusterNode } from "../support/cluster"
import { freshDatabase, NATS_TEST_URL, productionAvailable, testNamespace } from "../support/modes"
import { startWhatsAppStandin, type WhatsAppStandin } from "../support/whatsapp/standin"

const production = await productionAvailable()
const PHONE = "5511987650040"
const CUSTOMER = "5521988880001"
const TEXTS = 40
const REPLIES = 20
/** The customer's and the agent's pace (the agent writes every other beat). */
const BEAT_MS = 150
/** The customer's texts stored before the kill. */
const KILL_AFTER = 12
const RESUME_MS = 10_000
const SENT = ["sent", "delivered", "read"]

const textOf = (i: number) => `cliente-${i}`
const replyOf = (j: number) => `agente-${j}`
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Polls an async probe until it gives a value. */
const eventually = async <R>(probe: () => Promise<R | undefined> | R | undefined, what: string, timeoutMs = 60_000) => {
  const start = Date.now()
  for (;;) {
    const found = await probe()
    if (found !== undefined) return found
    if (Date.now() - start > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await pause(100)
  }
}

describe.skipIf(!production.ok)("a WhatsApp channel across a kill -9 of its node", () => {
  let cluster: Cluster
  let db: Awaited<ReturnType<typeof freshDatabase>>
  let standin: WhatsAppStandin
  let nc: NatsConnection
  const namespace = testNamespace("wa").name

  beforeAll(async () => {
    standin = await startWhatsAppStandin({ phoneNumber: PHONE })
    db = await freshDatabase()
    cluster = await startCluster({
      databaseUrl: db.url,
      natsUrl: NATS_TEST_URL,
      namespace,
      // the nodes' sessions dial the stand-in and trust its certificate (cluster.ts)
      whatsapp: { url: standin.url, rootPublicKey: standin.rootPublicKey }
    })
    // one after another: three compiling at once on a loaded 2-core machine outlast the health wait
    for (const id of ["n1", "n2", "n3"]) await cluster.start(id)
    nc = await connect({ servers: NATS_TEST_URL })
  }, 180_000)
  afterAll(async () => {
    await nc?.close()
    await cluster?.stop().catch((e) => console.warn(`[cleanup] cluster: ${e}`))
    await db?.drop()
    await standin?.close()
  })

  /** Who holds a lease now (one NATS connection for the whole test: the polls are frequent). */
  const holderOf = async (name: string) => {
    const kv = await nc.jetstream().views.kv(`atende_leases_${namespace}`, { bindOnly: true })
    const e = await kv.get(name)
    return e && e.operation === "PUT" ? new TextDecoder().decode(e.value) : undefined
  }

  it("resumes on another node without a QR code; every text and reply exactly once, in order", async () => {
    const killed = new Set<string>()
    const alive = () => cluster.nodes.filter((n) => !killed.has(n.id))
    const admin: Login = await login(cluster.nodes[0]!.url, "admin@atende.local", "Admin12345")

    /** One API call on a living node; a node dying under it, or answering 5xx, is tried again on another. */
    const call = async (method: string, path: string, body?: unknown, key?: string) => {
      const deadline = Date.now() + 120_000
      for (let attempt = 0; ; attempt++) {
        const nodes = alive()
        const node: ClusterNode = nodes[attempt % nodes.length]!
        const r = await fetch(`${node.url}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${admin.token}`,
            "x-session-id": admin.sessionId,
            ...(body === undefined ? {} : { "content-type": "application/json" }),
            ...(key ? { "idempotency-key": key } : {})
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(60_000)
        })
          .then(async (res) => ({ status: res.status, text: await res.text() }))
          .catch((e) => ({ status: 0, text: String(e) }))
        if (r.status >= 200 && r.status < 300) return r.text ? JSON.parse(r.text) : undefined
        if (r.status >= 400 && r.status < 500) throw new Error(`${method} ${path}: ${r.status} ${r.text}`)
        if (Date.now() > deadline) throw new Error(`${method} ${path} not taken in 120 s: ${r.status} ${r.text}`)
        await pause(Math.min(2_000, 100 * 2 ** attempt))
      }
    }
    const query = async (text: string, params: Array<unknown>) => (await cluster.db().query(text, params)).rows

    // linked by QR, as an administrator does it
    const channel = await call("POST", "/channels", { name: "WhatsApp do cluster", type: "whatsapp" })
    const lease = channelLease(channel.id)
    const shown = await eventually(async () => {
      const c = await call("GET", `/channels/${channel.id}`)
      return c.status === "qrcode" && c.qrcode ? c : undefined
    }, "the QR code")
    const device = await standin.phone.scan(shown.qrcode)
    await eventually(async () => {
      const c = await call("GET", `/channels/${channel.id}`)
      return c.status === "connected" ? true : undefined
    }, "connected")
    const registrations = standin.registrations()

    // the customer's first text opens the ticket; the agent takes it
    const customer = standin.contact(CUSTOMER, "Cliente do Cluster")
    const written = [await customer.sendText(textOf(0))]
    const texts = () =>
      query(
        `SELECT m.id, m.body, m.ticket_id FROM messages m JOIN contacts c ON c.id = m.contact_id
          WHERE c.channel_id = $1 AND c.external_id = $2 AND m.from_me = 0 ORDER BY m.id`,
        [channel.id, CUSTOMER]
      )
    const [first] = await eventually(async () => {
      const rows = await texts()
      return rows.length ? rows : undefined
    }, "the ticket")
    const ticketId = Number(first.ticket_id)
    await call("PUT", `/tickets/${ticketId}`, { status: "open" })

    // traffic both ways; the customer can be held for the instant of the kill (see the header)
    let hold: Promise<void> | undefined
    let writing = false
    const customerWrites = (async () => {
      for (let i = 1; i < TEXTS; i++) {
        while (hold) await hold
        writing = true
        written.push(await customer.sendText(textOf(i)))
        writing = false
        await pause(BEAT_MS)
      }
    })()
    const agentReplies = (async () => {
      for (let j = 0; j < REPLIES; j++) {
        const key = `resposta-${j}`
        await call("POST", `/messages/${ticketId}`, { body: replyOf(j), clientId: key, sign: false }, key)
        await pause(2 * BEAT_MS)
      }
    })()
    const replies = () => customer.received().filter((t) => t.text?.startsWith("agente-"))

    /** What a failure report needs: the leases, the store, the nodes' logs. */
    const diagnose = async (e: unknown) => {
      const stored = (await texts()).map((r) => r.body)
      console.log(
        `killed ${[...killed].join(",") || "none"}; ${lease} held by ${await holderOf(lease)}; ` +
          `texts written ${written.length}, stored ${stored.length}; replies on the phone ${replies().length}; ` +
          `logins ${JSON.stringify(standin.logins())}; stand-in errors ${JSON.stringify(standin.errors())}`
      )
      for (const n of alive()) console.log(`--- ${n.id}\n${n.log.join("").slice(-3000)}`)
      throw e
    }

    await eventually(
      async () => ((await texts()).length >= KILL_AFTER && replies().length >= 3 ? true : undefined),
      `${KILL_AFTER} texts stored and replies on the phone`
    ).catch(diagnose)

    // the instant of the kill: what the customer wrote is acknowledged and stored, its next text waits
    let release = () => {}
    hold = new Promise((r) => (release = r))
    await eventually(() => (writing ? undefined : true), "the customer between two texts")
    const before = [...written]
    await eventually(async () => {
      const acked = new Set(customer.receipts().map((r) => r.id))
      return before.every((id) => acked.has(id)) && (await texts()).length === before.length ? true : undefined
    }, "the customer's texts acknowledged and stored").catch(diagnose)
    const victim = await holderOf(lease)
    if (!victim) throw new Error(`nobody holds ${lease}`)
    const victimNode = cluster.nodes.find((n) => n.id === victim)!
    const exited = new Promise((r) => victimNode.proc.once("exit", r))
    killed.add(victim)
    cluster.kill(victim)
    const killedAt = Date.now()
    const atKill = { texts: before.length, replies: replies().length }
    await exited
    await eventually(() => (standin.isOnline(device.jid) ? undefined : true), "the dead node's socket closed")
    hold = undefined
    release()

    // the lease lapses, another node takes it and logs the device in again
    const lapsedAt = await eventually(
      async () => ((await holderOf(lease)) !== victim ? Date.now() : undefined),
      "the lease lapsing",
      30_000
    ).catch(diagnose)
    const login2 = await eventually(
      () => standin.logins().find((l) => l.jid === device.jid && l.at > killedAt),
      "the session resumed",
      60_000
    ).catch(diagnose)
    const successor = await holderOf(lease)

    await Promise.all([customerWrites, agentReplies]).catch(diagnose)
    const settled = await eventually(
      async () => {
        const stored = await texts()
        const out = await query(
          `SELECT id, body, status FROM messages WHERE ticket_id = $1 AND from_me = 1 ORDER BY id`,
          [ticketId]
        )
        const outbox = await query(`SELECT COUNT(*) AS n FROM deliveries`, [])
        const onPhone = new Set(replies().map((t) => t.text))
        return stored.length >= TEXTS &&
          onPhone.size >= REPLIES &&
          out.every((m) => SENT.includes(m.status)) &&
          Number(outbox[0].n) === 0
          ? { stored, out }
          : undefined
      },
      "every text stored, every reply on the phone and sent",
      180_000
    ).catch(diagnose)

    const got = replies()
    const copies = got.length - new Set(got.map((t) => t.id)).size
    console.log(
      `killed ${victim} (holding ${lease}) with ${atKill.texts} of ${TEXTS} texts and ${atKill.replies} of ` +
        `${REPLIES} replies through; the lease seen lapsed ${lapsedAt - killedAt} ms after the kill; ` +
        `${successor} logged the device in ${login2.at - killedAt} ms after the kill ` +
        `(${login2.at - lapsedAt} ms after the lapse); ${copies} reply copies under an id the phone had already`
    )

    // resumed elsewhere from the stored login: no registration, no QR code, within the bound
    expect(successor).toBeDefined()
    expect(successor).not.toBe(victim)
    expect(login2.at - lapsedAt).toBeLessThanOrEqual(RESUME_MS)
    expect(standin.registrations()).toBe(registrations)
    expect(standin.phone.linkedDevices().map((d) => d.jid)).toEqual([device.jid])
    const [row] = await query("SELECT status, qrcode FROM channels WHERE id = $1", [channel.id])
    expect(row).toMatchObject({ status: "connected", qrcode: null })

    // the customer's texts: each once, in the order written
    expect(settled.stored.map((r) => r.body)).toEqual(Array.from({ length: TEXTS }, (_, i) => textOf(i)))
    // the replies: each stored once, in order, sent; on the phone each under one id, first seen in order
    expect(settled.out.map((m) => m.body)).toEqual(Array.from({ length: REPLIES }, (_, j) => replyOf(j)))
    const idsOf = new Map<string, Set<string>>()
    for (const t of got) idsOf.set(t.text!, (idsOf.get(t.text!) ?? new Set()).add(t.id))
    expect([...idsOf.values()].filter((ids) => ids.size !== 1)).toEqual([])
    expect([...idsOf.keys()]).toEqual(Array.from({ length: REPLIES }, (_, j) => replyOf(j)))
    expect(standin.errors()).toEqual([])
  }, 480_000)
})
