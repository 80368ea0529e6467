/** Doctor's look at the bus: the configured implementation is started, pinged and asked for its info. */
import { Bus } from "@atende/runtime/platform/bus/Bus"
import { MemoryBusLive } from "@atende/runtime/platform/bus/MemoryBus"
import { NatsBusLive } from "@atende/runtime/platform/bus/NatsBus"
import { ConfigLive, type AppConfig } from "@atende/runtime/platform/config/Config"
import { Effect, Layer } from "effect"
import { describeFailure, settle } from "./runStore"

export type BusReport = {
  readonly kind: "memory" | "nats"
  readonly url: string | null
  readonly reachable: boolean
  readonly info: Record<string, unknown>
  readonly error?: string
}

const inspectBus = Effect.gen(function* () {
  const bus = yield* Bus
  const reachable = yield* bus.ping
  const info = yield* bus.info
  // who holds what, cluster-wide (on the in-process bus only this process's view, so empty)
  const leases = {
    nodes: yield* bus.leases.list("node."),
    partitions: yield* bus.leases.list("part."),
    connectors: yield* bus.leases.list("chan.")
  }
  return { reachable, info: { ...info, leases } }
})

export const probeBus = async (config: AppConfig): Promise<BusReport> => {
  const base = { kind: config.natsUrl ? ("nats" as const) : ("memory" as const), url: config.natsUrl ?? null }
  const layer = (config.natsUrl ? NatsBusLive : MemoryBusLive).pipe(Layer.provide(ConfigLive(config)))
  const result = await settle(config, inspectBus.pipe(Effect.provide(layer), Effect.timeout("10 seconds")))
  if (!result.ok) return { ...base, reachable: false, info: {}, error: describeFailure(result.failure) }
  return { ...base, ...result.value }
}
