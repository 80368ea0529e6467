/**
 * System calls: health (store and bus, 503 when either is down) and load-config, both public, and
 * the administrators' system information.
 */
import { HttpRouter, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import { Bus } from "../../platform/bus/Bus"
import { Config } from "../../platform/config/Config"
import { Dialect } from "../../platform/store/Store"
import { handle } from "../../platform/http/edge"
import { systemInfo } from "./http/systemInfo"
import { storeAnswers } from "./store/Health"

const health = Effect.gen(function* () {
  const bus = yield* Bus
  const { kind } = yield* Dialect
  const config = yield* Config
  const storeOk = yield* storeAnswers
  const busOk = yield* bus.ping
  const ok = storeOk && busOk
  return HttpServerResponse.unsafeJson(
    {
      status: ok ? "ok" : "degraded",
      node: config.nodeId,
      mode: config.mode,
      store: { ok: storeOk, kind },
      bus: { ok: busOk, kind: bus.kind }
    },
    { status: ok ? 200 : 503 }
  )
})

const loadConfig = Effect.map(Config, (c) => ({
  appName: "Atende",
  logoUrl: "/logo.svg",
  recaptchaKey: null,
  pageUrl: c.publicUrl ?? null,
  builderUrl: null,
  videos: []
}))

export const systemRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/health", handle(health)),
  HttpRouter.get("/load-config", handle(loadConfig)),
  HttpRouter.get("/system/info", handle(systemInfo))
)
