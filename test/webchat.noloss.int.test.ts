/**
 * A message sent the moment the widget's socket opens is not lost, in both modes: 200 fresh
 * visitors each send their first message from the socket's `open` handler (before the gateway
 * has looked the channel up and sent the history). Every message is answered with its echo and
 * stored exactly once. And a burst on open (more than the gateway keeps while it looks the channel
 * up, more than the visitor's limit): every message answered, by its echo or an error with its
 * client id, and what is stored is what was echoed, once each, in the order sent.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import WebSocket from "ws"
import type { NodeHandle } from "../runtime/src/server/node"
import { demoToken, waitFor } from "./support/clients"
import { EARLY_FRAMES } from "../runtime/src/features/webchat/WebchatGateway"
import { makeEnv, productionAvailable, startTestNode, type Mode, type TestEnv } from "./support/modes"
import { rawStore, type RawStore } from "./support/rawStore"

const production = await productionAvailable()
const SOCKETS = 200

type Fresh = { visitor: string; clientId: string; frames: Array<any>; ws: WebSocket; closed?: number }

/** A widget socket that sends its first message in its `open` handler, the earliest a browser can. */
const freshWidget = (base: string, token: string, visitor: string, body: string): Fresh => {
  const ws = new WebSocket(
    `${base.replace(/^http/, "ws")}/webchat/ws?token=${encodeURIComponent(token)}&visitor=${visitor}`
  )
  const w: Fresh = { visitor, clientId: "first", frames: [], ws }
  ws.on("open", () => ws.send(JSON.stringify({ type: "message", clientId: w.clientId, body })))
  ws.on("message", (d) => w.frames.push(JSON.parse(String(d))))
  ws.on("close", (code) => (w.closed = code))
  ws.on("error", () => undefined)
  return w
}

const echoed = (w: Fresh) =>
  w.frames.some((f) => f.type === "message" && String(f.message?.clientId).endsWith(`:${w.clientId}`))
const refused = (w: Fresh) => w.frames.find((f) => f.type === "error" && f.clientId === w.clientId)

describe.each<Mode>(["embedded", "production"])("no lost first message (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  let env: TestEnv
  let node: NodeHandle
  let store: RawStore
  let token: string
  const widgets: Array<Fresh> = []

  beforeAll(async () => {
    if (!run) return
    env = await makeEnv(mode)
    node = await startTestNode(env)
    store = rawStore(env)
    token = await demoToken(node.url)
  })
  afterAll(async () => {
    for (const w of widgets) w.ws.terminate()
    await store?.close()
    await node?.close()
    await env?.cleanup()
  })

  it.skipIf(!run)(
    `${SOCKETS} fresh widgets that send on open: every message echoed and stored exactly once`,
    async () => {
      const tag = `nl${Date.now().toString(36)}`
      for (let i = 0; i < SOCKETS; i++) widgets.push(freshWidget(node.url, token, `${tag}v${i}x`, `primeira ${i}`))
      // an unanswered message is what the old gateway did: wait for the answers, then count
      await waitFor(
        () => widgets.every((w) => echoed(w) || refused(w) || w.closed !== undefined) || undefined,
        30_000,
        "every first message answered"
      ).catch(() => undefined)
      const rows = await store.query(
        `SELECT c.external_id, m.body, m.client_id FROM messages m JOIN contacts c ON c.id = m.contact_id
          WHERE m.from_me = 0 AND c.external_id LIKE $1`,
        `${tag}v%`
      )
      const answered = widgets.filter(echoed).length
      console.log(`${mode}: ${rows.length} of ${SOCKETS} first messages stored, ${answered} echoed`)
      expect(widgets.flatMap((w) => refused(w) ?? [])).toEqual([])
      expect(widgets.filter((w) => w.closed !== undefined).map((w) => w.closed)).toEqual([])
      expect(answered).toBe(SOCKETS)
      expect(rows.length).toBe(SOCKETS)
      const byVisitor = new Map(rows.map((r) => [String(r.external_id), r]))
      expect(byVisitor.size).toBe(SOCKETS)
      widgets.forEach((w, i) => {
        expect(byVisitor.get(w.visitor)?.body).toBe(`primeira ${i}`)
        expect(byVisitor.get(w.visitor)?.client_id).toBe(`${w.visitor}:${w.clientId}`)
      })
    },
    90_000
  )

  it.skipIf(!run)("a burst on open: every message answered, the echoed ones stored once each, in order", async () => {
    const visitor = `burst${Date.now().toString(36)}x`
    const n = EARLY_FRAMES + 8
    const ws = new WebSocket(
      `${node.url.replace(/^http/, "ws")}/webchat/ws?token=${encodeURIComponent(token)}&visitor=${visitor}`
    )
    const frames: Array<any> = []
    ws.on("message", (d) => frames.push(JSON.parse(String(d))))
    ws.on("open", () => {
      for (let i = 0; i < n; i++) ws.send(JSON.stringify({ type: "message", clientId: `b${i}`, body: `rajada ${i}` }))
    })
    const echoedIds = () =>
      new Set(frames.flatMap((f) => (f.type === "message" ? [String(f.message.clientId).split(":").pop()] : [])))
    const refusedIds = () => new Set(frames.flatMap((f) => (f.type === "error" ? [f.clientId] : [])))
    try {
      await waitFor(
        () => [...Array(n).keys()].every((i) => echoedIds().has(`b${i}`) || refusedIds().has(`b${i}`)) || undefined,
        20_000,
        "every message of the burst answered"
      )
      for (const f of frames.filter((f) => f.type === "error")) {
        expect(f.error).toBe("ERR_TOO_MANY_REQUESTS")
        expect(f.retryAfter).toBeGreaterThan(0)
      }
      const rows = await store.query(
        `SELECT m.client_id FROM messages m JOIN contacts c ON c.id = m.contact_id
          WHERE c.external_id = $1 AND m.from_me = 0 ORDER BY m.id`,
        visitor
      )
      const stored = rows.map((r) => String(r.client_id).split(":").pop())
      const sentOrder = [...Array(n).keys()].map((i) => `b${i}`)
      expect(stored).toEqual(sentOrder.filter((id) => echoedIds().has(id)))
      expect(stored.filter((id) => refusedIds().has(id))).toEqual([])
      expect(stored.length).toBeGreaterThan(0)
    } finally {
      ws.terminate()
    }
  })
})
