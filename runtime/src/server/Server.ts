/**
 * One node: migrations, the actor system, HTTP (Effect platform router on a Node http.Server)
 * and the two websocket gateways on the same port, plus a heartbeat row for `atende doctor`.
 */
import { HttpIncomingMessage, HttpMiddleware, HttpRouter, HttpServerResponse } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { SqlClient } from "@effect/sql"
import { Cause, Effect, Layer, Option, Schedule } from "effect"
import { createServer } from "node:http"
import { WebSocketServer } from "ws"
import { ActorSystem, ActorSystemLive } from "../actors/ActorSystem"
import { LoginLimiterLive } from "../auth/loginLimiter"
import { TokensLive } from "../auth/Tokens"
import { Bus } from "../bus/Bus"
import { MemoryBusLive } from "../bus/MemoryBus"
import { NatsBusLive } from "../bus/NatsBus"
import { startConnectorSupervisor } from "../channels/ConnectorSupervisor"
import { startWebchatGateway } from "../channels/webchat/WebchatGateway"
import { webchatRoutes } from "../channels/webchat/routes"
import { Config, ConfigLive, type AppConfig } from "../config/Config"
import { accessRoutes } from "../http/access/routes"
import { adminUserRoutes } from "../http/admin/users"
import { AppError } from "../http/AppError"
import { authRoutes } from "../http/auth/routes"
import { errorResponse } from "../http/edge"
import { staticRoutes } from "../http/static"
import { systemRoutes } from "../http/system/routes"
import { ticketRoutes } from "../http/tickets/routes"
import { workspaceRoutes } from "../http/workspace/routes"
import { timerHandlers } from "../jobs/handlers"
import { timerPoller } from "../jobs/Timers"
import { EventRelayLive } from "../live/EventRelay"
import { startLiveGateway } from "../live/LiveGateway"
import { migrate, SqlLive } from "../store/Store"
import type { AppServices } from "./runtime"

/** Config + store + bus, with migrations applied (what the CLI needs too). */
export const baseLayer = (config: AppConfig) => {
  const cfg = ConfigLive(config)
  const store = SqlLive.pipe(Layer.provide(cfg))
  const bus = (config.natsUrl ? NatsBusLive : MemoryBusLive).pipe(Layer.provide(cfg))
  const migrated = Layer.effectDiscard(migrate).pipe(Layer.provide(store))
  return Layer.mergeAll(cfg, store, bus, migrated)
}

export const appLayer = (config: AppConfig) => {
  const base = baseLayer(config)
  const withRelay = Layer.provideMerge(EventRelayLive, base)
  return Layer.mergeAll(withRelay, Layer.provideMerge(ActorSystemLive, withRelay), TokensLive.pipe(Layer.provide(base)), LoginLimiterLive)
}

const router = HttpRouter.empty.pipe(
  HttpRouter.concat(systemRoutes),
  HttpRouter.concat(authRoutes),
  HttpRouter.concat(ticketRoutes),
  HttpRouter.concat(adminUserRoutes),
  HttpRouter.concat(accessRoutes),
  HttpRouter.concat(workspaceRoutes),
  HttpRouter.concat(webchatRoutes),
  HttpRouter.concat(staticRoutes),
  HttpRouter.catchAll((e) =>
    Effect.succeed(e instanceof AppError ? errorResponse(e) : errorResponse(new AppError({ code: "ERR_NOT_FOUND" })))
  ),
  HttpRouter.use(HttpMiddleware.cors({ allowedHeaders: ["authorization", "content-type", "x-session-id", "x-file-name", "x-atende-client"], exposedHeaders: ["Content-Range"] }))
)

/** Spec part 1 §7: 50 MB at most both ways. */
const MAX_BODY_BYTES = 50 * 1024 * 1024

/** Last line of defence: whatever escaped the handlers is logged and answered 500 with no detail. */
const app = router.pipe(
  HttpIncomingMessage.withMaxBodySize(Option.some(MAX_BODY_BYTES)),
  Effect.catchAllCause((cause) =>
    Effect.as(Effect.logError("unhandled", Cause.pretty(cause)), HttpServerResponse.unsafeJson({ error: "ERR_INTERNAL" }, { status: 500 }))
  )
)

const heartbeat = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const config = yield* Config
  const actors = yield* ActorSystem
  const bus = yield* Bus
  const now = Date.now()
  yield* sql`INSERT INTO nodes (id, started_at, heartbeat_at, info) VALUES (${config.nodeId}, ${now}, ${now}, ${"{}"}) ON CONFLICT (id) DO NOTHING`
  const beat = (extra: () => Record<string, unknown>) =>
    Effect.gen(function* () {
      const busInfo = yield* bus.info
      const info = {
        pid: process.pid,
        port: config.port,
        mode: config.mode,
        bus: bus.kind,
        partitions: busInfo.ownedPartitions ?? null,
        consumerLag: busInfo.consumerLag ?? null,
        actors: yield* actors.counts,
        rssMb: Math.round(process.memoryUsage().rss / 1048576),
        ...extra()
      }
      yield* sql`UPDATE nodes SET heartbeat_at = ${Date.now()}, info = ${JSON.stringify(info)} WHERE id = ${config.nodeId}`
    }).pipe(Effect.catchAll((e) => Effect.logWarning("heartbeat failed", e)))
  return beat
})

export type RunningServer = { readonly port: number; readonly url: string }

/** Starts HTTP + websockets on config.port; stops with the scope. */
export const serve = Effect.gen(function* () {
  const config = yield* Config
  const runtime = yield* Effect.runtime<AppServices>()
  const handler = yield* NodeHttpServer.makeHandler(app)
  const server = createServer(handler)
  const liveWss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 })
  const chatWss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 })
  server.prependListener("upgrade", (req, socket, head) => {
    const path = new URL(req.url ?? "/", "http://x").pathname
    const wss = path === "/live" ? liveWss : path === "/webchat/ws" ? chatWss : undefined
    if (!wss) return socket.destroy()
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req))
  })
  const live = yield* startLiveGateway(liveWss, runtime)
  const chat = yield* startWebchatGateway(chatWss, runtime)
  const port = yield* Effect.async<number, Error>((resume) => {
    server.once("error", (e) => resume(Effect.fail(e)))
    server.listen(config.port, config.host, () => {
      const a = server.address()
      resume(Effect.succeed(typeof a === "object" && a ? a.port : config.port))
    })
  }).pipe(Effect.orDie)
  yield* Effect.addFinalizer(() =>
    Effect.async<void>((resume) => {
      for (const ws of [...liveWss.clients, ...chatWss.clients]) ws.terminate()
      server.closeAllConnections()
      server.close(() => resume(Effect.void))
    })
  )
  const connectors = yield* startConnectorSupervisor
  const beat = yield* heartbeat
  yield* Effect.forkScoped(
    Effect.repeat(beat(() => ({ liveSockets: live.sockets(), webchatSockets: chat.sockets(), channels: connectors.owned() })), Schedule.spaced("5 seconds"))
  )
  yield* Effect.forkScoped(timerPoller(config.nodeId, timerHandlers))
  return { port, url: `http://localhost:${port}` } satisfies RunningServer
})
