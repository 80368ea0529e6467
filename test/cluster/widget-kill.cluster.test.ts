/**
 * The real widget script in headless Chromium, through a small TCP front that forwards each new
 * connection to the first node that accepts it (as a load balancer would), over three nodes on one
 * Postgres and one NATS. While the widget sends a stream of messages the node its socket is on is
 * killed with SIGKILL: the widget reconnects (through the front, to another node) and resends
 * what was not echoed. Afterwards every message is stored exactly once, in the order it was sent.
 */
import { createServer, connect as tcpConnect, type Server, type Socket } from "node:net"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CHROMIUM, haveChromium, launchBrowser } from "../../agent-ui/e2e/agentPage"
import { demoToken } from "../support/clients"
import { startCluster, type Cluster } from "../support/cluster"
import { freshDatabase, NATS_TEST_URL, productionAvailable, servicesRequired, testNamespace } from "../support/modes"

if (!haveChromium && servicesRequired)
  throw new Error(`ATENDE_REQUIRE_SERVICES=1 but no Chromium at ${CHROMIUM} (apt-get install chromium)`)
if (!haveChromium) console.warn(`[skipped] browser tests: no Chromium at ${CHROMIUM}`)
const production = await productionAvailable()
const MESSAGES = 60
const GAP_MS = 100

type Front = { url: string; open: () => Array<number>; used: Set<number>; close: () => Promise<void> }

/** A TCP front: each connection goes to the first of `ports()` that accepts it, bytes piped both ways. */
const tcpFront = async (ports: () => Array<number>): Promise<Front> => {
  const open = new Set<{ port: number; client: Socket }>()
  const used = new Set<number>()
  const server: Server = createServer((client) => {
    client.on("error", () => client.destroy())
    const tryFrom = (i: number) => {
      const port = ports()[i]
      if (port === undefined) return client.destroy()
      let connected = false
      const upstream = tcpConnect(port, "127.0.0.1")
      upstream.on("error", () => (connected ? upstream.destroy() : tryFrom(i + 1)))
      upstream.once("connect", () => {
        connected = true
        const entry = { port, client }
        open.add(entry)
        used.add(port)
        client.pipe(upstream)
        upstream.pipe(client)
        // the node gone (kill -9: its sockets reset) ends the visitor's connection, as a balancer does
        upstream.once("close", () => {
          open.delete(entry)
          client.destroy()
        })
        client.once("close", () => upstream.destroy())
      })
    }
    tryFrom(0)
  })
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r))
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    open: () => [...open].filter((e) => !e.client.destroyed).map((e) => e.port),
    used,
    close: () =>
      new Promise<void>((r) => {
        for (const e of open) e.client.destroy()
        server.close(() => r())
      })
  }
}

/** What the page's widget shows and keeps: own messages by status, and the outbox left in storage. */
const widgetState = (page: Page, token: string) =>
  page.evaluate((key) => {
    const own = [...document.querySelectorAll('[data-testid="webchat-message"][data-from-agent="false"]')]
    return {
      sent: own.filter((n) => n.getAttribute("data-status") === "sent").length,
      failed: own.filter((n) => n.getAttribute("data-status") === "failed").length,
      outbox: localStorage.getItem(key),
      frames: (window as any).__frames as Record<string, number>
    }
  }, `atende-webchat-outbox:${token}`)

describe.skipIf(!production.ok || !haveChromium)("the real widget across a kill -9", () => {
  let cluster: Cluster
  let db: Awaited<ReturnType<typeof freshDatabase>>
  let front: Front
  let browser: Browser
  const namespace = testNamespace("wk").name

  beforeAll(async () => {
    db = await freshDatabase()
    // the visitor types faster than the default limits allow: this test is about the kill, not the limits
    cluster = await startCluster({
      databaseUrl: db.url,
      natsUrl: NATS_TEST_URL,
      namespace,
      env: { ATENDE_WEBCHAT_MESSAGE_LIMITS: "1000/1000/10000" }
    })
    await cluster.start("n1")
    await Promise.all([cluster.start("n2"), cluster.start("n3")])
    front = await tcpFront(() => cluster.nodes.map((n) => n.port))
    browser = await launchBrowser()
  }, 90_000)
  afterAll(async () => {
    await browser?.close()
    await front?.close()
    await cluster?.stop().catch((e) => console.warn(`[cleanup] cluster: ${e}`))
    await db?.drop()
  })

  it("nothing lost, nothing stored twice, in order", async () => {
    const victim = cluster.nodes[0]!
    const token = await demoToken(front.url)
    const page = await (await browser.newContext({ locale: "pt-BR" })).newPage()
    // counts the message frames the widget writes per client id (resends show as more than one)
    await page.addInitScript(() => {
      const frames: Record<string, number> = ((window as any).__frames = {})
      const send = WebSocket.prototype.send
      WebSocket.prototype.send = function (this: WebSocket, data: any) {
        const f = typeof data === "string" ? JSON.parse(data) : undefined
        if (f?.type === "message") frames[f.clientId] = (frames[f.clientId] ?? 0) + 1
        return send.call(this, data)
      }
    })
    await page.goto(`${front.url}/demo`)
    await page.getByTestId("webchat-open").click()

    // a visitor typing fast: one message every GAP_MS, submitted through the widget's own form
    await page.evaluate(
      ({ n, gap }) => {
        const input = document.querySelector<HTMLTextAreaElement>('[data-testid="webchat-input"]')!
        let i = 0
        const t = setInterval(() => {
          input.value = `kill-${i}`
          input.form!.requestSubmit()
          if (++i === n) clearInterval(t)
        }, gap)
      },
      { n: MESSAGES, gap: GAP_MS }
    )
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-from-agent="false"][data-status="sent"]').length >= n,
      MESSAGES / 4,
      { timeout: 30_000, polling: 50 }
    )
    // every connection is on the first node while it lives: the widget's socket is on the victim
    const openAtKill = front.open()
    cluster.kill(victim.id)
    const killedAt = Date.now()
    const atKill = await widgetState(page, token)
    expect(openAtKill).toContain(victim.port)

    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-from-agent="false"][data-status="sent"]').length === n,
      MESSAGES,
      { timeout: 60_000, polling: 200 }
    )
    const done = await widgetState(page, token)
    const visitor = await page.evaluate((t) => localStorage.getItem(`atende-webchat-visitor:${t}`), token)
    const rows = (
      await cluster.db().query(
        `SELECT m.body, m.client_id FROM messages m JOIN contacts c ON c.id = m.contact_id
          WHERE c.external_id = $1 AND m.from_me = 0 ORDER BY m.id`,
        [visitor]
      )
    ).rows
    const written = Object.values(done.frames).reduce((a, b) => a + b, 0)
    console.log(
      `killed ${victim.id} with ${atKill.sent} of ${MESSAGES} echoed; all ${MESSAGES} echoed ` +
        `${Date.now() - killedAt} ms later; ${written} message frames written (${written - MESSAGES} resends); ` +
        `nodes used: ${[...front.used].map((p) => cluster.nodes.find((n) => n.port === p)?.id).join(",")}`
    )
    expect(done.failed).toBe(0)
    expect(done.outbox).toBeNull()
    expect(rows.map((r) => r.body)).toEqual([...Array(MESSAGES).keys()].map((i) => `kill-${i}`))
    expect(new Set(rows.map((r) => r.client_id)).size).toBe(MESSAGES)
    // the widget came back through the front to a node that lives
    expect(front.open().length).toBeGreaterThan(0)
    expect(front.open()).not.toContain(victim.port)
  }, 120_000)
})
