/**
 * One node: migrations, the actor system, HTTP (Effect platform router on a Node http.Server)
 * and the two websocket gateways on the same port, plus a heartbeat row for `atende doctor`.
 */
import { NodeHttpServer } from "@effect/platform-node"
import { Effect, Layer, Schedule } from "effect"
import { createServer } from "node:http"
import { WebSocketServer } from "ws"
import { ActorSystem } from "../platform/actors/ActorSystem"
import { LoginLimiterLive } from "../features/auth/index"
import { TokensLive } from "../platform/session/Tokens"
import { PushLive } from "../features/push/index"
import { Bus } from "../platform/bus/Bus"
import { nowMillis } from "../platform/clock/index"
import { MemoryBusLive } from "../platform/bus/MemoryBus"
import { NatsBusLive } from "../platform/bus/NatsBus"
import { startConnectorSupervisor } from "../features/channels/index"
import { ImportJobsLive } from "../features/contacts/index"
import { ReportJobsLive } from "../features/reports/index"
import { startWebchatGateway } from "../features/webchat/index"
import { Config, ConfigLive, type AppConfig } from "../platform/config/Config"
import { timerHandlers } from "./jobHandlers"
import { timerPoller } from "../platform/jobs/Timers"
import { EventRelayLive } from "../platform/live/EventRelay"
import { startLiveGateway } from "../features/live/index"
import { figuresDir, nodeFigures, recordHeartbeat, registerNode } from "../features/system/index"
import { guardRawSocket, guardServer, guardSocket, urlOf } from "../platform/live/socketGuard"
import { useMediaKey } from "../platform/media/files"
import { MediaStoreDb } from "../platform/media/MediaStore"
import { MediaStoreFiles } from "../platform/media/MediaStoreFiles"
import { SqlLive } from "../platform/store/Store"
import { ActorSystemLive } from "./ActorSystemLive"
import { migrate } from "./migrations"
import { app } from "./routes"
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
  return Layer.mergeAll(
    withRelay,
    Layer.provideMerge(ActorSystemLive, withRelay),
    Layer.merge(TokensLive, PushLive).pipe(Layer.provide(base)),
    LoginLimiterLive.pipe(Layer.provide(base)),
    // contact imports run in fibers of the node's scope
    ImportJobsLive.pipe(Layer.provide(base)),
    // report exports run in fibers of the node's scope
    ReportJobsLive.pipe(Layer.provide(base)),
    // media: files under the data dir when embedded, the database (every node reaches it) in production
    (config.mode === "embedded" ? MediaStoreFiles : MediaStoreDb).pipe(Layer.provide(base))
  )
}

const heartbeat = Effect.gen(function* () {
  const config = yield* Config
  const actors = yield* ActorSystem
  const bus = yield* Bus
  yield* registerNode(config.nodeId, yield* nowMillis)
  const beat = (extra: () => Record<string, unknown>) =>
    Effect.gen(function* () {
      const busInfo = yield* bus.info
      const now = yield* nowMillis
      const info = {
        pid: process.pid,
        port: config.port,
        mode: config.mode,
        bus: bus.kind,
        partitions: busInfo.ownedPartitions ?? null,
        consumerLag: busInfo.consumerLag ?? null,
        actors: yield* actors.counts,
        rssMb: Math.round(process.memoryUsage().rss / 1048576),
        // system information's figures of this node (GET /system/info shows them for the other nodes)
        system: yield* nodeFigures(figuresDir(config), now),
        ...extra()
      }
      yield* recordHeartbeat(config.nodeId, now, info)
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
  // every socket, its server and the upgrading connection get the one error policy (platform/live/socketGuard.ts)
  const liveWss = guardServer(new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 }), "live")
  const chatWss = guardServer(new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 }), "webchat")
  server.prependListener("upgrade", (req, socket, head) => {
    const release = guardRawSocket(socket, "upgrade")
    const path = urlOf(req.url)?.pathname
    const wss = path === "/live" ? liveWss : path === "/webchat/ws" ? chatWss : undefined
    if (!wss) return socket.destroy()
    wss.handleUpgrade(req, socket, head, (ws) => {
      release()
      wss.emit("connection", guardSocket(ws, path === "/live" ? "live" : "webchat"), req)
    })
  })
  yield* useMediaKey
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
  const connectors = yield* startConnectorSupervisor()
  const beat = yield* heartbeat
  yield* Effect.forkScoped(
    Effect.repeat(
      beat(() => ({ liveSockets: live.sockets(), webchatSockets: chat.sockets(), channels: connectors.owned() })),
      Schedule.spaced("5 seconds")
    )
  )
  yield* Effect.forkScoped(timerPoller(config.nodeId, timerHandlers))
  return { port, url: `http://localhost:${port}` } satisfies RunningServer
})
