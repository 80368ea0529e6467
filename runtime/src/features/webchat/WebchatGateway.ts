/**
 * The web-chat connector's socket side: `/webchat/ws?token=<channel token>&visitor=<id>`.
 * A visitor's message goes straight to its conversation's ticket actor (dedupe id = channel +
 * visitor + client id): the gateway knows the channel, so the channel-session actor's hop is saved;
 * messages of the visitor's conversation come back from the conversation subject, whatever
 * node handled them. Visitors are anonymous: their messages are limited (limits.ts; refused with
 * ERR_TOO_MANY_REQUESTS and never stored), a body or name with a NUL is refused (ERR_VALIDATION),
 * binary frames close the socket (1003), and a socket's errors end that socket only (socketGuard).
 */
import { Effect, Runtime, Schedule } from "effect"
import type { WebSocket, WebSocketServer } from "ws"
import { inboundEnvelope, channelByToken } from "../channels/index"
import { Bus } from "../../platform/bus/Bus"
import { CONV_ALL } from "../../platform/bus/subjects"
import { Config } from "../../platform/config/Config"
import { guardSocket, onJsonFrames, urlOf } from "../../platform/live/socketGuard"
import { conversationHistory, messageByDedupeKey } from "../messages/index"
import { SqlClient } from "@effect/sql"
import { num } from "../../platform/store/rows"
import type { AppRuntime } from "../../server/runtime"
import { addressOf, webchatLimiter } from "./limits"

export const VISITOR_RE = /^[A-Za-z0-9_-]{6,64}$/
const CLIENT_ID_RE = /^[A-Za-z0-9_-]{1,64}$/
/** Postgres refuses a NUL in text (and would refuse the inbound command on every redelivery). */
export const hasNul = (s: string | undefined) => s !== undefined && s.includes("\u0000")

const contactOf = (tenantId: number, channelId: number, visitor: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    Effect.map(sql`SELECT id FROM contacts WHERE tenant_id = ${tenantId} AND channel_id = ${channelId} AND external_id = ${visitor}`, (r) =>
      r.length ? num((r[0] as any).id) : undefined
    )
  )

export const startWebchatGateway = (wss: WebSocketServer, runtime: AppRuntime) =>
  Effect.gen(function* () {
    const run = Runtime.runPromise(runtime)
    const bus = yield* Bus
    const limiter = webchatLimiter(yield* Config)
    const sockets = new Map<string, Set<WebSocket>>()

    yield* bus.subscribe(CONV_ALL, (subject, data) => {
      const set = sockets.get(subject.slice("atende.conv.".length))
      if (set) for (const ws of set) if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ type: "message", ...(data as object) }))
    })

    wss.on("connection", (ws, req) => {
      guardSocket(ws, "webchat")
      const url = urlOf(req.url)
      const token = url?.searchParams.get("token") ?? ""
      const visitor = url?.searchParams.get("visitor") ?? ""
      const address = addressOf(req.socket.remoteAddress)
      if (!VISITOR_RE.test(visitor)) return ws.close(4400, "ERR_VALIDATION")
      const opened = async (channel: Effect.Effect.Success<ReturnType<typeof channelByToken>>) => {
        if (ws.readyState !== ws.OPEN) return // gone while the channel was looked up (its close already fired)
        if (!channel || channel.type !== "webchat") return ws.close(4404, "ERR_INVALID_WEBCHAT_TOKEN")
        const key = `${channel.id}.${visitor}`
        if (!sockets.has(key)) sockets.set(key, new Set())
        sockets.get(key)!.add(ws)
        ws.on("close", () => sockets.get(key)?.delete(ws))
        const contactId = await run(contactOf(channel.tenantId, channel.id, visitor))
        const history = contactId ? await run(conversationHistory(channel.tenantId, contactId, 100)) : []
        ws.send(JSON.stringify({ type: "history", messages: history, channel: { name: channel.name, config: channel.config } }))
        let chain: Promise<unknown> = Promise.resolve()
        onJsonFrames(ws, (msg) => {
          if (msg?.type !== "message") return
          const body = typeof msg.body === "string" ? msg.body.trim() : ""
          const clientId = typeof msg.clientId === "string" ? msg.clientId : ""
          const name = typeof msg.name === "string" ? msg.name.trim().slice(0, 80) : undefined
          if (!body || body.length > 4096 || !CLIENT_ID_RE.test(clientId) || hasNul(body) || hasNul(name))
            return ws.send(JSON.stringify({ type: "error", error: "ERR_VALIDATION", clientId }))
          const verdict = limiter.message(channel.id, visitor, address, clientId)
          if (!verdict.ok) return ws.send(JSON.stringify({ type: "error", error: "ERR_TOO_MANY_REQUESTS", clientId, retryAfter: verdict.retryAfter }))
          // one socket's messages are handed on strictly in order, each retried while the bus is
          // away (up to a minute), so a NATS restart neither loses nor reorders them
          const env = inboundEnvelope(channel, { externalId: visitor, providerId: `${visitor}:${clientId}`, contactName: name, body })
          const send = bus.send(env).pipe(
            Effect.retry(Schedule.exponential("200 millis").pipe(Schedule.union(Schedule.spaced("2 seconds")), Schedule.upTo("60 seconds"))),
            // A resend the bus dropped as a duplicate: the first one may be stored already with its
            // echo lost (published while NATS was away), so echo the stored message from here; if
            // it is still on its way, its echo will come as usual.
            Effect.flatMap(({ duplicate }) => (duplicate ? messageByDedupeKey(channel.tenantId, env.id) : Effect.succeed(undefined))),
            Effect.tap((stored) => stored && ws.readyState === ws.OPEN && ws.send(JSON.stringify({ type: "message", message: stored })))
          )
          chain = chain.then(() => run(send)).catch(() => ws.send(JSON.stringify({ type: "error", error: "ERR_SERVICE_UNAVAILABLE", clientId })))
        })
      }
      // a failure (the store away) ends this socket; the widget reconnects
      run(channelByToken(token)).then(opened).catch(() => ws.close(1011, "ERR_INTERNAL"))
    })
    return { sockets: () => [...sockets.values()].reduce((n, s) => n + s.size, 0) }
  })
