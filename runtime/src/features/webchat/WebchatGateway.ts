/**
 * The web-chat connector's socket side: `/webchat/ws?token=<channel token>&visitor=<id>`.
 * A visitor's message goes straight to its conversation's ticket actor (dedupe id = channel +
 * visitor + client id): the gateway knows the channel, so the channel-session actor's hop is saved;
 * messages of the visitor's conversation come back from the conversation subject, whatever
 * node handled them. Visitors are anonymous: their messages are limited (limits.ts; refused with
 * ERR_TOO_MANY_REQUESTS and never stored), a body or name with a NUL is refused (ERR_VALIDATION),
 * binary frames close the socket (1003), and a socket's errors end that socket only (socketGuard).
 *
 * Every message frame is answered: with its echo (the stored message, from the conversation
 * subject, or from here for a resend of a stored one) or with an `error` frame carrying its
 * client id. Frames are read from the moment the socket opens: those that come while the channel
 * and the history are looked up wait, in order (at most EARLY_FRAMES), so a message sent on open
 * is not lost. A message is accepted only when it can be handed on; the widget resends whatever
 * was not echoed (same client id, stored once).
 *
 * A channel an administrator disconnected refuses sockets (closed 4409 after an `error` frame
 * ERR_WEBCHAT_OFFLINE, which the widget shows, trying again now and then); its open sockets are
 * closed so when its `channel:update` says it is disconnected, and a deleted channel's with 4404
 * ERR_INVALID_WEBCHAT_TOKEN. The history frame carries the widget's config (title, colours,
 * texts: core's WebchatConfig), nothing else of the channel's.
 */
import { Effect, Runtime, Schedule } from "effect"
import type { WebSocket, WebSocketServer } from "ws"
import type { ChannelsEvent } from "@atende/core/contracts/channels"
import { webchatConfigOf } from "@atende/core/contracts/channels"
import { inboundEnvelope, channelByToken } from "../channels/index"
import { Bus } from "../../platform/bus/Bus"
import type { LiveEvent } from "../../platform/store/Events"
import { CONV_ALL, evtStreamAll } from "../../platform/bus/subjects"
import { Config } from "../../platform/config/Config"
import { guardSocket, onJsonFrames, urlOf } from "../../platform/live/socketGuard"
import { conversationHistory, messageByDedupeKey } from "../messages/index"
import { wallMillis } from "../../platform/clock/index"
import type { AppRuntime } from "../../server/runtime"
import { addressOf, webchatLimiter } from "./limits"
import { visitorContactId } from "./store/Visitors"

export const VISITOR_RE = /^[A-Za-z0-9_-]{6,64}$/
const CLIENT_ID_RE = /^[A-Za-z0-9_-]{1,64}$/
/** Statuses of a web chat whose open sockets are closed: an administrator disconnected it (or switched it off). */
const OFFLINE = new Set(["disconnected", "inactive"])
/** Frames kept while the socket's channel is looked up; more are refused (ERR_TOO_MANY_REQUESTS). */
export const EARLY_FRAMES = 32
/** Messages of one socket accepted and not yet handed on; more are refused (ERR_SERVICE_UNAVAILABLE). */
export const IN_FLIGHT = 64
/** Postgres refuses a NUL in text (and would refuse the inbound command on every redelivery). */
export const hasNul = (s: string | undefined) => s !== undefined && s.includes("\u0000")

type Channel = NonNullable<Effect.Effect.Success<ReturnType<typeof channelByToken>>>

/** A frame to the socket, when it is still open. */
const reply = (ws: WebSocket, frame: object) => {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame))
}
/** The client id of a message frame, for its error answer ("" when it has none). */
const clientIdOf = (msg: any): string => (typeof msg?.clientId === "string" ? msg.clientId : "")
/** Message frames answered with one error each (a frame of another type needs no answer). */
const refuseAll = (ws: WebSocket, frames: ReadonlyArray<any>, error: string, extra: object = {}) => {
  for (const msg of frames)
    if (msg?.type === "message") reply(ws, { type: "error", error, clientId: clientIdOf(msg), ...extra })
}

export const startWebchatGateway = (wss: WebSocketServer, runtime: AppRuntime) =>
  Effect.gen(function* () {
    const run = Runtime.runPromise(runtime)
    const bus = yield* Bus
    const limiter = webchatLimiter(yield* Config)
    const sockets = new Map<string, Set<WebSocket>>()

    yield* bus.subscribe(CONV_ALL, (subject, data) => {
      const set = sockets.get(subject.slice("atende.conv.".length))
      if (set) for (const ws of set) reply(ws, { type: "message", ...(data as object) })
    })

    /** Closes the sockets of a channel that was disconnected or deleted (their widgets say so). */
    const closeChannel = (channelId: number, code: number, error: string) => {
      const prefix = `${channelId}.`
      for (const [key, set] of sockets)
        if (key.startsWith(prefix))
          for (const ws of set) {
            reply(ws, { type: "error", error })
            ws.close(code, error)
          }
    }
    yield* bus.subscribe(evtStreamAll("channels"), (_subject, data) => {
      const d = (data as LiveEvent).data as ChannelsEvent | undefined
      if (d?.type === "channel:delete") closeChannel(d.channelId, 4404, "ERR_INVALID_WEBCHAT_TOKEN")
      else if (d?.type === "channel:update" && d.channel.type === "webchat" && OFFLINE.has(d.channel.status))
        closeChannel(d.channel.id, 4409, "ERR_WEBCHAT_OFFLINE")
    })

    /** The handler of one socket's message frames once its channel is known. */
    const messagesOf = (ws: WebSocket, channel: Channel, visitor: string, address: string) => {
      // one socket's messages are handed on strictly in order, each retried while the bus is
      // away (up to a minute), so a NATS restart neither loses nor reorders them
      let chain: Promise<unknown> = Promise.resolve()
      let inFlight = 0
      return (msg: any) => {
        if (msg?.type !== "message") return
        const body = typeof msg.body === "string" ? msg.body.trim() : ""
        const clientId = clientIdOf(msg)
        const name = typeof msg.name === "string" ? msg.name.trim().slice(0, 80) : undefined
        if (!body || body.length > 4096 || !CLIENT_ID_RE.test(clientId) || hasNul(body) || hasNul(name))
          return reply(ws, { type: "error", error: "ERR_VALIDATION", clientId })
        if (inFlight >= IN_FLIGHT) return reply(ws, { type: "error", error: "ERR_SERVICE_UNAVAILABLE", clientId })
        // a socket's frame: no Effect runs here, the limiter is fed the wall clock
        const now = wallMillis()
        const verdict = limiter.message(channel.id, visitor, address, clientId, now)
        if (!verdict.ok)
          return reply(ws, { type: "error", error: "ERR_TOO_MANY_REQUESTS", clientId, retryAfter: verdict.retryAfter })
        const env = inboundEnvelope(
          channel,
          { externalId: visitor, providerId: `${visitor}:${clientId}`, contactName: name, body },
          now
        )
        const send = bus.send(env).pipe(
          Effect.retry(
            Schedule.exponential("200 millis").pipe(
              Schedule.union(Schedule.spaced("2 seconds")),
              Schedule.upTo("60 seconds")
            )
          ),
          // A resend the bus dropped as a duplicate: the first one may be stored already with its
          // echo lost (published while NATS was away), so echo the stored message from here; if
          // it is still on its way, its echo will come as usual.
          Effect.flatMap(({ duplicate }) =>
            duplicate ? messageByDedupeKey(channel.tenantId, env.id) : Effect.succeed(undefined)
          ),
          Effect.tap((stored) => stored && reply(ws, { type: "message", message: stored }))
        )
        inFlight++
        chain = chain
          .then(() => run(send))
          .catch(() => reply(ws, { type: "error", error: "ERR_SERVICE_UNAVAILABLE", clientId }))
          .finally(() => inFlight--)
      }
    }

    wss.on("connection", (ws, req) => {
      guardSocket(ws, "webchat")
      const url = urlOf(req.url)
      const token = url?.searchParams.get("token") ?? ""
      const visitor = url?.searchParams.get("visitor") ?? ""
      const address = addressOf(req.socket.remoteAddress)
      if (!VISITOR_RE.test(visitor)) return ws.close(4400, "ERR_VALIDATION")
      // the frames are read at once: until the history is sent they wait here, in order
      const early: Array<any> = []
      let handle: ((msg: any) => void) | undefined
      onJsonFrames(ws, (msg) => {
        if (handle) handle(msg)
        else if (early.length < EARLY_FRAMES) early.push(msg)
        else refuseAll(ws, [msg], "ERR_TOO_MANY_REQUESTS", { retryAfter: 1 })
      })
      const opened = async (channel: Channel | undefined) => {
        if (ws.readyState !== ws.OPEN) return // gone while the channel was looked up (its close already fired)
        if (!channel || channel.type !== "webchat") {
          refuseAll(ws, early.splice(0), "ERR_INVALID_WEBCHAT_TOKEN")
          return ws.close(4404, "ERR_INVALID_WEBCHAT_TOKEN")
        }
        if (!channel.enabled) {
          refuseAll(ws, early.splice(0), "ERR_WEBCHAT_OFFLINE")
          reply(ws, { type: "error", error: "ERR_WEBCHAT_OFFLINE" })
          return ws.close(4409, "ERR_WEBCHAT_OFFLINE")
        }
        const key = `${channel.id}.${visitor}`
        if (!sockets.has(key)) sockets.set(key, new Set())
        sockets.get(key)!.add(ws)
        ws.on("close", () => {
          const set = sockets.get(key)
          if (set?.delete(ws) && set.size === 0) sockets.delete(key)
        })
        const contactId = await run(visitorContactId(channel.tenantId, channel.id, visitor))
        const history = contactId ? await run(conversationHistory(channel.tenantId, contactId, channel.id, 100)) : []
        reply(ws, {
          type: "history",
          messages: history,
          channel: { name: channel.name, config: webchatConfigOf(channel.config) }
        })
        handle = messagesOf(ws, channel, visitor, address)
        for (const msg of early.splice(0)) handle(msg)
      }
      // a failure (the store away) ends this socket, its waiting messages refused; the widget reconnects
      run(channelByToken(token))
        .then(opened)
        .catch(() => {
          refuseAll(ws, early.splice(0), "ERR_SERVICE_UNAVAILABLE")
          ws.close(1011, "ERR_INTERNAL")
        })
    })
    return { sockets: () => [...sockets.values()].reduce((n, s) => n + s.size, 0) }
  })
