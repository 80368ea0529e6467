/**
 * The agents' websocket (`/live`). After `auth` (token, sessionId, lastSeq) a socket receives
 * every event of its tenant in sequence order: events it may not see arrive as a bare
 * `{type:"seq"}` so numbers stay gap-free per socket, and any gap (an event published out of
 * order by another node, or missed while reconnecting) is filled from the stored event log.
 * A socket's errors end that socket only (socketGuard.ts); a binary frame closes it (1003).
 * Contact data (a ticket's contact, the contacts stream's contact) is masked for the sockets whose
 * user may not see phone and e-mail (masksContacts), as the HTTP answers are.
 */
import { Effect, Runtime } from "effect"
import type { WebSocket, WebSocketServer } from "ws"
import { Bus } from "../../platform/bus/Bus"
import { EVT_ALL } from "../../platform/bus/subjects"
import { ACCESS_SUBJECT_ALL, isAccessChange } from "../../platform/session/accessChanges"
import { checkSession, openSessions, verifyAccess, type Claims } from "../../platform/session/Tokens"
import { AppError } from "../../platform/http/AppError"
import { canSee, masksContacts, presentEvent, viewerOf, withSettingsEvent, type Viewer } from "../tickets/index"
import { maskContactEvent } from "../contacts/index"
import { channelEventPresenter } from "../channels/index"
import { currentSeq, eventsSince, type LiveEvent } from "../../platform/store/Events"
import { getSettings } from "../settings/index"
import { userQueues } from "../users/index"
import type { AppRuntime } from "../../server/runtime"
import { guardSocket, onJsonFrames } from "../../platform/live/socketGuard"

type Client = {
  ws: WebSocket
  tenantId: number
  claims: Claims
  viewer: Viewer
  lastSeq: number
  chain: Promise<void>
  pending: number
}

/** How often every socket's session is checked again, behind the at-most-once access changes. */
const SESSION_SWEEP_MS = 30_000

/** An event's data for a socket that may not see phone and e-mail: the contacts API's masking, or the tickets'. */
const maskedData = (v: Viewer, e: LiveEvent) =>
  e.name === "contacts" ? maskContactEvent(e.data) : presentEvent(v, e.data)

type ChannelPresenter = Effect.Effect.Success<typeof channelEventPresenter>

/**
 * An event's frames, each serialised and encoded once however many sockets get it: there are only
 * three (hidden: the bare seq; visible; visible with masked contact data), and for the channels
 * stream two (the web-chat token opened for administrators, null for everyone else).
 */
const framesOf = (e: LiveEvent, presentChannel: ChannelPresenter) => {
  const made = new Map<string, Buffer>()
  const once = (key: string, make: () => unknown) => {
    let frame = made.get(key)
    if (!frame) made.set(key, (frame = Buffer.from(JSON.stringify(make()))))
    return frame
  }
  return (v: Viewer) =>
    !visible(v, e)
      ? once("seq", () => ({ type: "seq", seq: e.seq }))
      : e.name === "channels"
        ? once(v.profile === "admin" ? "admin" : "user", () => ({
            type: "event",
            seq: e.seq,
            event: `${e.tenantId}:${e.name}`,
            data: presentChannel(e.data, v.profile === "admin")
          }))
        : masksContacts(v)
          ? once("masked", () => ({
              type: "event",
              seq: e.seq,
              event: `${e.tenantId}:${e.name}`,
              data: maskedData(v, e)
            }))
          : once("plain", () => ({ type: "event", seq: e.seq, event: `${e.tenantId}:${e.name}`, data: e.data }))
}
type Frames = ReturnType<typeof framesOf>

/**
 * Seen when the viewer may see the ticket now, or could before this change (so it leaves their list);
 * an event naming its `recipients` (the internal chat's) only by those users.
 */
const visible = (v: Viewer, e: LiveEvent) => {
  const d = e.data as {
    ticket?: { userId: number | null; queueId: number | null }
    previous?: { userId?: number | null; queueId?: number | null }
    recipients?: ReadonlyArray<number>
  } | null
  if (Array.isArray(d?.recipients)) return d.recipients.includes(v.userId)
  if (!d?.ticket) return true
  return canSee(v, d.ticket) || (d.previous !== undefined && canSee(v, { ...d.ticket, ...d.previous }))
}

export const startLiveGateway = (wss: WebSocketServer, runtime: AppRuntime) =>
  Effect.gen(function* () {
    const run = Runtime.runPromise(runtime)
    const clients = new Map<number, Set<Client>>()
    const bus = yield* Bus
    const presentChannel = yield* channelEventPresenter

    const sendOne = (c: Client, e: LiveEvent, frames: Frames = framesOf(e, presentChannel)) => {
      if (c.ws.readyState !== c.ws.OPEN) return
      c.viewer = withSettingsEvent(c.viewer, e.name, e.data)
      c.ws.send(frames(c.viewer), { binary: false })
      c.lastSeq = e.seq
    }

    /** Delivers up to `upTo` (inclusive) in order, reading the log for whatever is missing. */
    const catchUp = async (c: Client, upTo: number, live?: LiveEvent) => {
      if (upTo <= c.lastSeq) return
      if (!live || upTo > c.lastSeq + 1) {
        const missing = await run(eventsSince(c.tenantId, c.lastSeq))
        for (const e of missing) if (e.seq <= upTo) sendOne(c, e)
      }
      if (live && live.seq === c.lastSeq + 1) sendOne(c, live)
    }

    const enqueue = (c: Client, job: () => Promise<void>) => {
      c.pending++
      c.chain = c.chain
        .then(job)
        .catch((err) => {
          console.error("live: delivery failed", err)
        })
        .finally(() => void c.pending--)
    }

    yield* bus.subscribe(EVT_ALL, (_subject, data) => {
      const e = data as LiveEvent
      const set = clients.get(e.tenantId)
      if (!set) return
      const frames = framesOf(e, presentChannel)
      // the usual case, the next number on a socket with nothing queued, is sent at once
      for (const c of set)
        if (c.pending === 0 && e.seq === c.lastSeq + 1) sendOne(c, e, frames)
        else enqueue(c, () => catchUp(c, e.seq, e))
    })

    /**
     * The user's rights from the store again: a session that ended closes the socket with its
     * code, else what it sees follows.
     */
    const recheck = (c: Client) =>
      enqueue(c, async () => {
        const result = await run(
          Effect.gen(function* () {
            const claims = yield* checkSession(c.claims, undefined)
            const queues = yield* userQueues(claims.userId)
            const settings = yield* getSettings(claims.tenantId)
            return viewerOf(
              claims,
              queues.map((q) => q.id),
              settings
            )
          }).pipe(Effect.either)
        )
        if (result._tag === "Right") return void (c.viewer = result.right)
        if (!(result.left instanceof AppError)) return // the store is away: keep the socket, the next check decides
        clients.get(c.tenantId)?.delete(c)
        if (c.ws.readyState === c.ws.OPEN) {
          c.ws.send(JSON.stringify({ type: "error", error: result.left.code }))
          c.ws.close(4401, result.left.code)
        }
      })

    yield* bus.subscribe(ACCESS_SUBJECT_ALL, (_subject, data) => {
      if (!isAccessChange(data)) return
      for (const c of clients.get(data.tenantId) ?? [])
        if (data.userId === undefined || c.claims.userId === data.userId) recheck(c)
    })

    /** Safety net: sockets whose session is no longer open are checked again (one query per 500 sockets). */
    const sweep = async () => {
      const all = [...clients.values()].flatMap((set) => [...set])
      for (let i = 0; i < all.length; i += 500) {
        const batch = all.slice(i, i + 500)
        const open = await run(openSessions(batch.map((c) => c.claims.sessionId))).catch(() => undefined)
        if (open) for (const c of batch) if (!open.has(c.claims.sessionId)) recheck(c)
      }
    }
    let sweeping = false
    const sweepTimer = setInterval(() => {
      if (sweeping) return
      sweeping = true
      sweep().finally(() => (sweeping = false))
    }, SESSION_SWEEP_MS)
    sweepTimer.unref()
    yield* Effect.addFinalizer(() => Effect.sync(() => clearInterval(sweepTimer)))

    wss.on("connection", (ws) => {
      guardSocket(ws, "live")
      let client: Client | undefined
      const timer = setTimeout(() => !client && ws.close(4401, "auth timeout"), 20_000)
      onJsonFrames(ws, (msg) => {
        if (msg?.type === "auth") {
          run(
            Effect.gen(function* () {
              const claims = yield* checkSession(
                yield* verifyAccess(String(msg.token ?? "")),
                msg.sessionId ? String(msg.sessionId) : undefined
              )
              const queues = yield* userQueues(claims.userId)
              const settings = yield* getSettings(claims.tenantId)
              const seq = yield* currentSeq(claims.tenantId)
              return { claims, queues, settings, seq }
            }).pipe(Effect.either)
          ).then((result) => {
            if (result._tag === "Left") {
              const code = result.left instanceof AppError ? result.left.code : "ERR_SESSION_EXPIRED"
              ws.send(JSON.stringify({ type: "error", error: code }))
              return ws.close(4401, code)
            }
            const { claims, queues, settings, seq } = result.right
            if (client) clients.get(client.tenantId)?.delete(client)
            const lastSeq =
              Number.isInteger(msg.lastSeq) && msg.lastSeq >= 0 && msg.lastSeq <= seq ? Number(msg.lastSeq) : seq
            const c: Client = {
              ws,
              tenantId: claims.tenantId,
              claims,
              viewer: viewerOf(
                claims,
                queues.map((q) => q.id),
                settings
              ),
              lastSeq,
              chain: Promise.resolve(),
              pending: 0
            }
            client = c
            if (!clients.has(c.tenantId)) clients.set(c.tenantId, new Set())
            clients.get(c.tenantId)!.add(c)
            enqueue(c, async () => {
              await catchUp(c, Number.MAX_SAFE_INTEGER)
              ws.send(JSON.stringify({ type: "ready", seq: c.lastSeq }))
            })
          })
        } else if (msg?.type === "emit" && client) {
          ws.send(JSON.stringify({ type: "ack", event: msg.event }))
        } else if (msg?.type === "ping") {
          ws.send(JSON.stringify({ type: "pong" }))
        }
      })
      ws.on("close", () => {
        clearTimeout(timer)
        if (client) clients.get(client.tenantId)?.delete(client)
      })
    })

    return {
      sockets: () => [...clients.values()].reduce((n, s) => n + s.size, 0)
    }
  })
