/**
 * Production mode with a NATS server of the test's own: /health turns 503 when the bus is down,
 * and the node recovers by itself when NATS is back — a message sent after recovery flows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { NodeHandle } from "../runtime/src/server/node"
import { demoToken, http, liveClient, login, waitFor, widgetClient } from "./support/clients"
import { makeEnv, productionAvailable, startTestNode, type TestEnv } from "./support/modes"
import { ownNatsServer } from "./support/natsServer"

const production = await productionAvailable()

describe.skipIf(!production.ok)("bus outage (production)", () => {
  let env: TestEnv
  let node: NodeHandle
  let nats: Awaited<ReturnType<typeof ownNatsServer>>

  beforeAll(async () => {
    nats = await ownNatsServer()
    env = await makeEnv("production")
    node = await startTestNode(env, { NATS_URL: nats.url })
  })
  afterAll(async () => {
    await node?.close()
    await nats?.cleanup()
    await env?.cleanup()
  })

  it("answers 503 while NATS is down and recovers without a manual step", async () => {
    expect((await http(node.url, "GET", "/health")).status).toBe(200)
    await nats.stop()
    let health = await http(node.url, "GET", "/health")
    for (let i = 0; i < 50 && health.status !== 503; i++) {
      await new Promise((r) => setTimeout(r, 100))
      health = await http(node.url, "GET", "/health")
    }
    expect(health.status).toBe(503)
    expect(health.json).toMatchObject({ status: "degraded", store: { ok: true }, bus: { ok: false, kind: "nats" } })

    await nats.start()
    for (let i = 0; i < 100 && health.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100))
      health = await http(node.url, "GET", "/health")
    }
    expect(health.status).toBe(200)
    const admin = await login(node.url, "admin@atende.local", "Admin12345")
    const live = await liveClient(node.url, admin)
    const widget = await widgetClient(node.url, await demoToken(node.url), "visitoroutage")
    widget.send("depois da queda")
    const ev = await waitFor(() => live.events().find((e) => e.data.message?.body === "depois da queda"), 20_000)
    expect(ev.data.ticket.status).toBe("pending")
    live.close()
    widget.close()
  }, 60_000)
})
