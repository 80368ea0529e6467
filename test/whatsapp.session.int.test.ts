/**
 * The WhatsApp session's paths when nothing connects, with the real Baileys client against the
 * WhatsApp Web stand-in, in both modes (runtime/api/whatsapp.md "The session"). The node runs the
 * WhatsApp connector with short timings (`makeWhatsappConnector`: QR codes living 1 s instead of
 * 60/20 s, reconnects from 100 ms doubling to 800 ms instead of 1 s to 60 s); the rules are
 * production's:
 * - nobody scans the QR codes WhatsApp gave (the stand-in gives six, as WhatsApp does): the channel
 *   reads `timeout` and its session stops dialling; a new QR code asked for links it (nothing deleted);
 * - the connection lost while a QR code shows is a failure like any other: the session comes back by
 *   itself with new QR codes (it used to stop in `timeout` as if nobody had scanned);
 * - WhatsApp unreachable: reconnects back off (each wait at least twice the one before, up to the
 *   longest), the channel reads `timeout` after five failures in a row, keeps trying, and is
 *   connected again by itself once WhatsApp answers.
 *
 * Everything waits for conditions, except one negative check (a session that stopped must not dial
 * again), which watches for a while that is long beside the timings above.
 */
import { WA_CERT_DETAILS } from "@whiskeysockets/baileys"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { builtinConnectors, connectorsOf } from "../runtime/src/features/channels/index"
import { makeWhatsappConnector } from "../runtime/src/features/channels/whatsapp/whatsappConnector"
import { startNode, type NodeHandle } from "../runtime/src/server/node"
import { http, liveClient, login, type LiveClient, type Login, eventually } from "./support/clients"
import { makeEnv, productionAvailable, type Mode, type TestEnv } from "./support/modes"
import { startWhatsAppStandin, type LinkedDevice, type WhatsAppStandin } from "./support/whatsapp/standin"

const production = await productionAvailable()
const PHONE = "5511987650020"
const QR_LIFETIME_MS = 1_000
const BACKOFF_MIN_MS = 100
const BACKOFF_MAX_MS = 800
/** The QR refs WhatsApp gives a registering companion (the stand-in gives as many). */
const QR_REFS = 6
/** Timer granularity: a wait may end a millisecond early by the wall clock. */
const EPSILON_MS = 5

const connectors = connectorsOf([
  ...builtinConnectors.filter((c) => c.type !== "whatsapp"),
  makeWhatsappConnector({ qrLifetimeMs: QR_LIFETIME_MS, backoffMinMs: BACKOFF_MIN_MS, backoffMaxMs: BACKOFF_MAX_MS })
])

describe.each<Mode>(["embedded", "production"])("WhatsApp session with nothing to connect to (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  let standin: WhatsAppStandin
  let env: TestEnv
  let node: NodeHandle
  let admin: Login
  let live: LiveClient
  const originalRootKey = WA_CERT_DETAILS.PUBLIC_KEY

  beforeAll(async () => {
    if (!run) return
    standin = await startWhatsAppStandin({ phoneNumber: PHONE })
    WA_CERT_DETAILS.PUBLIC_KEY = standin.rootPublicKey
    env = await makeEnv(mode)
    node = await startNode(env.config({ ATENDE_WHATSAPP_WS_URL: standin.url }), { demo: true, connectors })
    admin = await login(node.url, "admin@atende.local", "Admin12345")
    live = await liveClient(node.url, admin)
  }, 120_000)
  afterAll(async () => {
    live?.close()
    await node?.close()
    await env?.cleanup()
    await standin?.close()
    WA_CERT_DETAILS.PUBLIC_KEY = originalRootKey
  })

  const channel = async (id: number) => (await http(node.url, "GET", `/channels/${id}`, { auth: admin })).json
  const channelIs = (id: number, check: (c: any) => boolean, what: string, timeoutMs?: number) =>
    eventually(
      async () => {
        const c = await channel(id)
        return check(c) ? c : undefined
      },
      what,
      timeoutMs
    )
  const create = async (name: string) => {
    const r = await http(node.url, "POST", "/channels", { auth: admin, body: { name, type: "whatsapp" } })
    expect(r.status, r.text).toBe(201)
    return r.json.id as number
  }
  /** The channel's states and QR codes as its live events told them, from event `from` on. */
  const told = (id: number, from = 0) =>
    live
      .events()
      .slice(from)
      .filter((f) => f.data?.type === "channel:update" && f.data.channel.id === id)
      .map((f) => ({ status: f.data.channel.status as string, qrcode: f.data.channel.qrcode as string | null }))
  /** Scans the QR code the channel shows, once it is one WhatsApp still waits for. */
  const scanShown = (id: number) =>
    eventually(async () => {
      const c = await channel(id)
      if (c.status !== "qrcode" || !c.qrcode) return undefined
      return standin.phone.scan(c.qrcode).catch(() => undefined)
    }, "a QR code WhatsApp waits for, scanned")
  let linked: LinkedDevice | undefined
  let linkedChannel = 0

  it.skipIf(!run)(
    "QR codes nobody scans end in timeout and the session stops; a new QR code asked for links it",
    async () => {
      const id = await create(`WhatsApp QR ${mode}`)
      const shown = await channelIs(id, (c) => c.status === "timeout", "timeout", 60_000)
      expect(shown.qrcode).toBe(null)
      // every QR code WhatsApp gave was shown, live, and no more
      const codes = new Set(told(id).flatMap((e) => (e.qrcode ? [e.qrcode] : [])))
      expect(codes.size).toBe(QR_REFS)
      expect(standin.registrations()).toBe(1)
      // the session stopped: its socket is closed, and it does not dial again (a retry would come
      // within the longest backoff, 800 ms; watched for 2.5 s)
      await eventually(() => (standin.openConnections() === 0 ? true : undefined), "the socket closed")
      const dialled = standin.connectionTimes().length
      await new Promise((r) => setTimeout(r, 2_500))
      expect(standin.connectionTimes().length).toBe(dialled)
      expect(await channel(id)).toMatchObject({ status: "timeout", qrcode: null })

      // the administrator asks for a new QR code: the same channel shows new codes, and the phone links it
      const again = await http(node.url, "POST", `/channels/${id}/qrcode`, { auth: admin })
      expect(again.status, again.text).toBe(200)
      const next = await channelIs(id, (c) => c.status === "qrcode" && !!c.qrcode, "a new QR code")
      expect(codes.has(next.qrcode)).toBe(false)
      expect(standin.registrations()).toBe(2)
      await scanShown(id)
      expect(await channelIs(id, (c) => c.status === "connected", "connected")).toMatchObject({ number: PHONE })
    },
    120_000
  )

  it.skipIf(!run)(
    "a connection lost while the QR code shows comes back by itself with new QR codes",
    async () => {
      const id = await create(`WhatsApp queda ${mode}`)
      await channelIs(id, (c) => c.status === "qrcode" && !!c.qrcode, "the QR code")
      const registrations = standin.registrations()
      const mark = live.events().length
      standin.dropQrConnections()
      await eventually(() => (standin.registrations() > registrations ? true : undefined), "a new registration")
      linked = await scanShown(id)
      linkedChannel = id
      expect(await channelIs(id, (c) => c.status === "connected", "connected")).toMatchObject({ number: PHONE })
      expect(told(id, mark).map((e) => e.status)).not.toContain("timeout")
    },
    90_000
  )

  it.skipIf(!run)(
    "WhatsApp unreachable: reconnects back off, timeout after five failures, connected again by itself",
    async () => {
      const device = linked!
      await eventually(() => (standin.isOnline(device.jid) ? true : undefined), "the device online")
      // the live events are behind the store: "connected" told before the failures start
      await eventually(() => (told(linkedChannel).at(-1)?.status === "connected" ? true : undefined), "connected, live")
      const mark = live.events().length
      const from = standin.connectionTimes().length
      standin.refuseConnections(true)
      const droppedAt = Date.now()
      standin.drop(device.jid)
      // the drop is the first failure; four refused reconnects make five
      await channelIs(linkedChannel, (c) => c.status === "timeout", "timeout", 60_000)
      const tries = standin.connectionTimes().slice(from)
      expect(tries.length).toBeGreaterThanOrEqual(4)
      // it keeps trying after timeout, at the longest delay
      const more = await eventually(() => {
        const all = standin.connectionTimes().slice(from)
        return all.length >= 5 ? all : undefined
      }, "a try after timeout")
      const times = [droppedAt, ...more]
      const waits = more.map((t, i) => t - times[i]!)
      const wanted = [BACKOFF_MIN_MS, 200, 400, BACKOFF_MAX_MS, BACKOFF_MAX_MS]
      for (const [i, w] of wanted.entries()) expect(waits[i], `wait ${i + 1}`).toBeGreaterThanOrEqual(w - EPSILON_MS)
      // what agents saw: connecting, then timeout (never connected meanwhile)
      const states = await eventually(() => {
        const seen = told(linkedChannel, mark).map((e) => e.status)
        return seen.includes("timeout") ? seen : undefined
      }, "timeout, live")
      expect(
        states.slice(0, states.indexOf("timeout")).every((s) => s === "connecting"),
        states.join()
      ).toBe(true)

      standin.refuseConnections(false)
      await channelIs(linkedChannel, (c) => c.status === "connected", "connected again")
      await eventually(() => (standin.isOnline(device.jid) ? true : undefined), "the device online again")
      expect(standin.phone.linkedDevices().map((d) => d.jid)).toContain(device.jid)
    },
    90_000
  )
})
